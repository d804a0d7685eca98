import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { failUserUpdates } from "../../test/interrupted-write.ts";
import { createTestApp, TEST_SITES, type TestApp } from "../../test/test-app.ts";
import { accountTokens, users } from "../db/schema/index.ts";
import { listOutbox } from "../mail/outbox.ts";
import { DEMO_PASSWORD } from "../seed/seed.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ providers: 3, clients: 3 });
});
afterAll(() => t.close());

/** `peer` is the caller's address as the connection gives it (X-Forwarded-For from strangers is ignored). */
const post = <T>(path: string, body: unknown, peer?: string) =>
  t.json<T & { message?: string; errors?: string[] }>(
    path,
    { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) },
    peer,
  );
const forgot = (email: string, peer?: string) =>
  post("/v1/auth/forgot-password", { email, site: TEST_SITES[1] }, peer);
const login = (email: string, password: string) =>
  post<{ token: string }>("/v1/auth/login", { email, password });
const me = (token: string) => t.json("/v1/me", { headers: { Authorization: `Bearer ${token}` } });
const SAME = {
  message: "Check your email: if an account uses this address, we have sent it a link to reset the password.",
};

describe("forgot password", () => {
  it("answers every address the same way and emails only a real account", async () => {
    const known = await forgot("Client.UK@demo.tranquil.example");
    const unknown = await forgot("nobody-here@example.com");
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(known.body).toEqual(SAME);
    expect(unknown.body).toEqual(SAME);
    expect(await listOutbox(t.database.db, { to: "nobody-here@example.com" })).toEqual([]);
    const [mail] = await listOutbox(t.database.db, { to: "client.uk@demo.tranquil.example" });
    expect(mail).toMatchObject({ kind: "reset-password", subject: "Reset your Tranquil password" });
    expect(mail?.text).toMatch(
      new RegExp(`^${TEST_SITES[1]}/reset-password\\?token=[A-Za-z0-9_-]{43}$`, "m"),
    );
    expect(mail?.text).toContain("for 30 minutes");
  });

  it("throttles per address so nobody floods a stranger's inbox", async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await forgot("provider@demo.tranquil.example", `198.51.100.${i}`)).status).toBe(202);
    }
    expect((await forgot("provider@demo.tranquil.example", "198.51.100.99")).status).toBe(429);
  });
});

describe("reset password", () => {
  it("sets the new password, signs in, signs out every other session, and works once", async () => {
    const email = "client@demo.tranquil.example";
    const elsewhere = (await t.login(email)).token;
    await forgot(email);
    const token = await t.linkToken(email, "/reset-password");
    const weak = await post("/v1/auth/reset-password", { token, password: "short" });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toBe("Password must be at least 10 characters");

    const reset = await post<{ token: string; user: { email: string } }>("/v1/auth/reset-password", {
      token,
      password: "a-fresh-start-9",
    });
    expect(reset.status).toBe(200);
    expect(reset.body.user.email).toBe(email);
    expect((await me(reset.body.token)).status).toBe(200);
    expect((await me(elsewhere)).status).toBe(401);
    expect((await login(email, DEMO_PASSWORD)).status).toBe(401);
    expect((await login(email, "a-fresh-start-9")).status).toBe(200);

    const reused = await post("/v1/auth/reset-password", { token, password: "another-start-10" });
    expect(reused.status).toBe(400);
    expect(reused.body.message).toBe("This link has expired or has already been used.");
  });

  it("a reset cut off part-way does not spend its link: the same link works after", async () => {
    const email = "cut-reset@example.com";
    await post("/v1/auth/signup", {
      firstName: "Tunde",
      lastName: "Bello",
      email,
      password: "first-choice-2",
      acceptTerms: true,
      healthDataConsent: true,
    });
    await forgot(email);
    const token = await t.linkToken(email, "/reset-password");
    const undo = await failUserUpdates(t.database.db, "password_hash", email);
    try {
      expect((await post("/v1/auth/reset-password", { token, password: "second-choice-3" })).status).toBe(
        500,
      );
    } finally {
      await undo();
    }
    const again = await post("/v1/auth/reset-password", { token, password: "second-choice-3" });
    expect(again.status).toBe(200);
    expect((await login(email, "second-choice-3")).status).toBe(200);
  });

  it("expires after 30 minutes", async () => {
    const email = "client.uk@demo.tranquil.example";
    await forgot(email);
    const token = await t.linkToken(email, "/reset-password");
    const [row] = await t.database.db
      .select()
      .from(accountTokens)
      .where(sql`${accountTokens.kind} = 'reset-password'`)
      .orderBy(sql`${accountTokens.createdAt} desc`)
      .limit(1);
    const ttl = (row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0);
    expect(Math.abs(ttl - 30 * 60_000)).toBeLessThan(5_000);
    await t.database.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(accountTokens.id, row?.id ?? ""));
    const res = await post("/v1/auth/reset-password", { token, password: "too-late-now-1" });
    expect(res.status).toBe(400);
  });

  it("confirms an address that was never confirmed (the link proves it)", async () => {
    await post("/v1/auth/signup", {
      firstName: "Ada",
      lastName: "Obi",
      email: "ada@example.com",
      password: "first-choice-1",
      acceptTerms: true,
      healthDataConsent: true,
    });
    await forgot("ada@example.com");
    const token = await t.linkToken("ada@example.com", "/reset-password");
    expect((await post("/v1/auth/reset-password", { token, password: "second-choice-2" })).status).toBe(200);
    const [ada] = await t.database.db.select().from(users).where(eq(users.email, "ada@example.com"));
    expect(ada?.emailConfirmedAt).not.toBeNull();
    expect((await login("ada@example.com", "second-choice-2")).status).toBe(200);
    // The confirmation link from sign-up was retired with the reset.
    const confirm = await t.linkToken("ada@example.com", "/confirm-email");
    expect((await post("/v1/auth/confirm-email", { token: confirm })).status).toBe(400);
  });
});
