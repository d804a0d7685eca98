import { STAFF_CODE_INVALID, STAFF_SESSION, STAFF_USE_CONSOLE } from "@marketplace/domain/staff";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newStaffSession, staffLogin } from "../../test/staff.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { authSessions, users } from "../db/index.ts";
import { DEMO_PASSWORD, DEMO_STAFF } from "../seed/seed.ts";
import { createStaffAccount, currentTotp } from "./staff-accounts.ts";

// Stated here, not imported: @marketplace/domain/accounts' zod schemas must load after the API's
// OpenAPI extension of zod (the shared test module graph), which importing it first would break.
const ACCOUNT_SUSPENDED =
  "This account has been suspended. Please contact support@tranquil.example if you think this is a mistake.";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ providers: 3, clients: 3 });
});
afterAll(() => t.close());

const post = (path: string, body: unknown) =>
  t.json<{ message?: string; token?: string }>(path, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
const me = (token: string) =>
  t.json<{ role: string }>("/v1/me", { headers: { Authorization: `Bearer ${token}` } });
const sessionsOf = async (email: string) => {
  const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
  return t.database.db
    .select()
    .from(authSessions)
    .where(eq(authSessions.userId, user?.id ?? ""));
};

describe("staff accounts and their second factor", () => {
  it("sign-up refuses the staff role", async () => {
    const res = await post("/v1/auth/signup", {
      firstName: "Eve",
      lastName: "Staff",
      email: "eve.staff@example.com",
      password: "eve-staff-pass-1",
      role: "staff",
      acceptTerms: true,
      healthDataConsent: true,
    });
    expect(res.status).toBe(400);
    expect(await t.database.db.select().from(users).where(eq(users.email, "eve.staff@example.com"))).toEqual(
      [],
    );
  });

  it("the seed's demo staff account signs in with password and TOTP; the password alone gets no session", async () => {
    const alone = await post("/v1/auth/login", { email: DEMO_STAFF.email, password: DEMO_PASSWORD });
    expect(alone.status).toBe(403);
    expect(alone.body.message).toBe(STAFF_USE_CONSOLE);
    expect(await sessionsOf(DEMO_STAFF.email)).toEqual([]);

    const wrong = await staffLogin(t, { email: DEMO_STAFF.email, password: DEMO_PASSWORD, code: "000000" });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe(STAFF_CODE_INVALID);
    const noCode = await staffLogin(t, {
      email: DEMO_STAFF.email,
      password: "wrong-password-1",
      code: currentTotp(DEMO_STAFF.totpSecret),
    });
    expect(noCode.status).toBe(401);

    const code = currentTotp(DEMO_STAFF.totpSecret);
    const ok = await staffLogin(t, { email: DEMO_STAFF.email, password: DEMO_PASSWORD, code });
    expect(ok.status).toBe(200);
    expect((await me(ok.body.token)).body.role).toBe("staff");
    const hours = (Date.parse(ok.body.expiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(STAFF_SESSION.absoluteHours - 0.1);
    expect(hours).toBeLessThanOrEqual(STAFF_SESSION.absoluteHours);
    // The same code again (a replay, or a shoulder-surfer): refused.
    const again = await staffLogin(t, { email: DEMO_STAFF.email, password: DEMO_PASSWORD, code });
    expect(again.status).toBe(401);
  });

  it("a client's or provider's credentials get nothing from the staff sign-in", async () => {
    const res = await staffLogin(t, {
      email: "client@demo.tranquil.example",
      password: DEMO_PASSWORD,
      code: "123456",
    });
    expect(res.status).toBe(401);
  });

  it("a recovery code works once", async () => {
    const staff = await createStaffAccount(t.database.db, {
      email: "recovery@staff.test",
      firstName: "Rae",
      lastName: "Covery",
      password: DEMO_PASSWORD,
    });
    expect(staff.recoveryCodes).toHaveLength(10);
    expect(staff.otpauthUri).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    const code = staff.recoveryCodes[3] ?? "";
    const first = await staffLogin(t, {
      email: staff.email,
      password: DEMO_PASSWORD,
      code: code.toUpperCase(),
    });
    expect(first.status).toBe(200);
    const second = await staffLogin(t, { email: staff.email, password: DEMO_PASSWORD, code });
    expect(second.status).toBe(401);
  });

  it("a staff session ends after the idle limit", async () => {
    const session = await newStaffSession(t, "idle");
    expect((await me(session.token)).status).toBe(200);
    const [row] = await sessionsOf(session.staff.email);
    const idle = new Date(Date.now() - (STAFF_SESSION.idleMinutes + 1) * 60_000);
    await t.database.db
      .update(authSessions)
      .set({ lastSeenAt: idle })
      .where(eq(authSessions.id, row?.id ?? ""));
    expect((await me(session.token)).status).toBe(401);
  });

  it("staff are not members of the marketplace: its routes answer 403", async () => {
    const session = await newStaffSession(t, "member");
    const res = await t.json("/v1/booking", { headers: { Authorization: `Bearer ${session.token}` } });
    expect(res.status).toBe(403);
  });

  it("wrong codes count against the login limits", async () => {
    const staff = await createStaffAccount(t.database.db, {
      email: "limited@staff.test",
      firstName: "Lim",
      lastName: "Ited",
      password: DEMO_PASSWORD,
    });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push(
        (await staffLogin(t, { email: staff.email, password: DEMO_PASSWORD, code: "000000" }, "198.51.100.7"))
          .status,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const right = await staffLogin(
      t,
      { email: staff.email, password: DEMO_PASSWORD, code: currentTotp(staff.totpSecret) },
      "198.51.100.7",
    );
    expect(right.status).toBe(429);
  });

  it("a suspended account is refused sign-in with the catalogue's words", async () => {
    const staff = await createStaffAccount(t.database.db, {
      email: "suspended@staff.test",
      firstName: "Sus",
      lastName: "Pended",
      password: DEMO_PASSWORD,
    });
    await t.database.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, staff.userId));
    const res = await staffLogin(t, {
      email: staff.email,
      password: DEMO_PASSWORD,
      code: currentTotp(staff.totpSecret),
    });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(ACCOUNT_SUSPENDED);
  });
});
