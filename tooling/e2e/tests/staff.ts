import { closeSync, existsSync, mkdirSync, openSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, type Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { PASSWORD } from "./session.ts";
import { shot } from "./shots.ts";
import { GLOBAL } from "./sites.ts";

/**
 * The seeded demo staff account (apps/api/src/seed/seed.ts DEMO_STAFF, printed by `npm start`): its
 * TOTP secret is published like the demo password, so the suite computes codes as an authenticator app does.
 */
export const STAFF = {
  email: "staff@demo.tranquil.example",
  totpSecret: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP",
} as const;

const totp = new TOTP({
  algorithm: "SHA1",
  digits: 6,
  period: 30,
  secret: Secret.fromBase32(STAFF.totpSecret),
});

/** Where this run's workers claim TOTP steps: one file per step used (PORT_OFFSET keeps checkouts apart). */
const claims = join(tmpdir(), `e2e-staff-steps-${process.env.PORT_OFFSET ?? "0"}`);

/**
 * A code no earlier sign-in of this run has used: the API accepts each 30-second step once (a replayed
 * code is refused), so a second sign-in within the same step waits for the next one, as a person with
 * an authenticator app would. Workers claim steps through exclusive file creation.
 */
export async function freshStaffCode(): Promise<string> {
  mkdirSync(claims, { recursive: true });
  for (;;) {
    const now = Date.now();
    const step = totp.counter({ timestamp: now });
    try {
      closeSync(openSync(join(claims, String(step)), "wx"));
      return totp.generate({ timestamp: now });
    } catch {
      await new Promise((resolve) => setTimeout(resolve, (step + 1) * 30_000 - now + 50));
    }
  }
}

/**
 * The run's shared copies of a staff sign-in (the console's cookies, the API token): a TOTP code works
 * once per 30-second step, so every sign-in after the first within a step waits for the next one. A
 * sign-in per test made tests wait up to a minute and time out under load; one per run does not. A copy
 * left by an earlier run (another SESSION_SECRET, an expired session) is refused and replaced.
 */
const consoleCookies = join(claims, "console-cookies.json");
export const staffTokenFile = join(claims, "api-token.txt");

/** Writes a shared copy whole (rename), so a worker never reads half of one. */
export function shareStaffCopy(file: string, text: string) {
  mkdirSync(claims, { recursive: true });
  const partial = `${file}.${process.pid}`;
  writeFileSync(partial, text);
  renameSync(partial, file);
}

/** The demo staff account signed in on the global site's console, landing on its overview. */
export async function signInStaff(page: Page) {
  await page.context().addCookies([{ name: "cookie-consent", value: "essential", url: GLOBAL.url }]);
  if (existsSync(consoleCookies)) {
    await page.context().addCookies(JSON.parse(readFileSync(consoleCookies, "utf8")));
    const res = await page.goto(`${GLOBAL.url}/staff`);
    if (res?.status() === 200 && new URL(page.url()).pathname === "/staff") {
      await shot(page, "global", "staff-overview");
      return;
    }
    await page.context().clearCookies();
    await page.context().addCookies([{ name: "cookie-consent", value: "essential", url: GLOBAL.url }]);
  }
  await page.goto(`${GLOBAL.url}/staff/login`);
  await shot(page, "global", "staff-login");
  await page.getByLabel("Email").fill(STAFF.email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Authenticator or recovery code").fill(await freshStaffCode());
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(`${GLOBAL.url}/staff`);
  shareStaffCopy(consoleCookies, JSON.stringify(await page.context().cookies(GLOBAL.url)));
  await shot(page, "global", "staff-overview");
}
