import { existsSync, readFileSync } from "node:fs";
import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { PASSWORD } from "./session.ts";
import { API } from "./sites.ts";
import { freshStaffCode, STAFF, shareStaffCopy, signInStaff, staffTokenFile } from "./staff.ts";

/** The demo staff account signed in on the console (global site), for the verification and moderation specs. */
export const signInStaffPage = (page: Page) => signInStaff(page);

/**
 * One staff session per run for the API calls of the helpers below (shared through a file with the
 * other workers): a TOTP code works once per 30-second step, so a sign-in per provider or per worker
 * would make the specs that publish one wait.
 */
let token: Promise<string> | undefined;
async function staffToken(request: APIRequestContext) {
  token ??= (async () => {
    // Another worker's sign-in, when it still works (an earlier run's is refused: sign in again).
    if (existsSync(staffTokenFile)) {
      const shared = readFileSync(staffTokenFile, "utf8");
      const me = await request.get(`${API}/v1/staff/overview`, {
        headers: { Authorization: `Bearer ${shared}` },
      });
      if (me.status() === 200) return shared;
    }
    const res = await request.post(`${API}/v1/auth/staff/login`, {
      data: { email: STAFF.email, password: PASSWORD, code: await freshStaffCode() },
    });
    expect(res.status(), await res.text()).toBe(200);
    const fresh = ((await res.json()) as { token: string }).token;
    shareStaffCopy(staffTokenFile, fresh);
    return fresh;
  })();
  return token;
}

interface QueueItem {
  kind: "license" | "insurance";
  identifier: string;
  providerId: string;
  providerEmail: string;
}

/**
 * Staff approve every pending licence of a provider (by id or email) through the console's route, as
 * a person at the console would: publishing needs a verified licence (issue 32). A year's validity.
 */
export async function approveLicences(request: APIRequestContext, who: string) {
  const headers = { Authorization: `Bearer ${await staffToken(request)}` };
  const queue = await request.get(`${API}/v1/staff/verifications`, { headers });
  expect(queue.status()).toBe(200);
  const items = ((await queue.json()) as { data: QueueItem[] }).data.filter(
    (item) => item.kind === "license" && (item.providerId === who || item.providerEmail === who),
  );
  expect(items.length, `a pending licence of ${who}`).toBeGreaterThan(0);
  const expiresOn = new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);
  for (const item of items) {
    const res = await request.post(`${API}/v1/staff/verifications/license/${item.identifier}`, {
      headers,
      data: {
        decision: "approve",
        reason: "Checked with the licensing board (e2e).",
        licenceNumber: "E2E-0001",
        issuer: "E2E licensing board",
        expiresOn,
      },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
}
