import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { users } from "../db/schema/index.ts";
import { DEMO_PASSWORD } from "../seed/seed.ts";
import { createLoginLimiter, LOGIN_LIMITS } from "./login-limiter.ts";
import { verifyPassword } from "./password.ts";

// A spy around the real verifyPassword: the login must do the scrypt work for unknown emails too.
vi.mock("./password.ts", async (importOriginal) => {
  const actual = await importOriginal<typeof import("./password.ts")>();
  return { ...actual, verifyPassword: vi.fn(actual.verifyPassword) };
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ providers: 3, clients: 3 });
});
afterAll(() => t.close());

const login = (email: string, password: string, peer: string, headers: Record<string, string> = {}) =>
  t.json<{ message?: string; token?: string }>(
    "/v1/auth/login",
    {
      method: "POST",
      headers: { "Content-Type": "application/json", ...headers },
      body: JSON.stringify({ email, password }),
    },
    peer,
  );

describe("failed-login limits", () => {
  it("lets the owner sign in from their own address after an attacker's 50 failures from another", async () => {
    const email = "provider@demo.tranquil.example";
    const statuses: number[] = [];
    for (let i = 0; i < 50; i += 1) statuses.push((await login(email, `guess-${i}`, "203.0.113.9")).status);
    expect(statuses.slice(0, LOGIN_LIMITS.pair.failures)).toEqual([401, 401, 401, 401, 401]);
    expect(new Set(statuses.slice(LOGIN_LIMITS.pair.failures))).toEqual(new Set([429]));
    const owner = await login(email, DEMO_PASSWORD, "198.51.100.7");
    expect(owner.status).toBe(200);
  });

  it("blocks an account from one address after 5 failures and says when to retry", async () => {
    const email = "client.uk@demo.tranquil.example";
    for (let i = 0; i < 5; i += 1) expect((await login(email, `wrong-${i}`, "192.0.2.50")).status).toBe(401);
    const blocked = await login(email, DEMO_PASSWORD, "192.0.2.50");
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe("Too many login attempts. Please try again in 15 minutes.");
    expect((await login("client@demo.tranquil.example", DEMO_PASSWORD, "192.0.2.50")).status).toBe(200);
  });

  it("does not believe an X-Forwarded-For sent by an untrusted peer: rotating it changes nothing", async () => {
    const email = "client@demo.tranquil.example";
    for (let i = 0; i < 5; i += 1) {
      const res = await login(email, `wrong-${i}`, "203.0.113.77", { "X-Forwarded-For": `10.9.9.${i}` });
      expect(res.status).toBe(401);
    }
    const rotated = await login(email, DEMO_PASSWORD, "203.0.113.77", { "X-Forwarded-For": "10.9.9.200" });
    expect(rotated.status).toBe(429);
  });

  it("believes the site server (a trusted proxy) about the visitor's address", async () => {
    const email = "client@demo.tranquil.example";
    for (let i = 0; i < 5; i += 1) {
      const res = await login(email, `wrong-${i}`, "127.0.0.1", { "X-Forwarded-For": "198.51.100.20" });
      expect(res.status).toBe(401);
    }
    const sameVisitor = await login(email, DEMO_PASSWORD, "127.0.0.1", {
      "X-Forwarded-For": "198.51.100.20",
    });
    expect(sameVisitor.status).toBe(429);
    const otherVisitor = await login(email, DEMO_PASSWORD, "127.0.0.1", {
      "X-Forwarded-For": "198.51.100.21",
    });
    expect(otherVisitor.status).toBe(200);
  });

  it("stops one address spraying a password over many accounts", async () => {
    const peer = "192.0.2.99";
    for (let i = 0; i < LOGIN_LIMITS.address.failures; i += 1) {
      expect((await login(`guess${i}@example.com`, "Summer-2026", peer)).status).toBe(401);
    }
    expect((await login("client@demo.tranquil.example", DEMO_PASSWORD, peer)).status).toBe(429);
    expect((await login("client@demo.tranquil.example", DEMO_PASSWORD, "192.0.2.100")).status).toBe(200);
  });
});

describe("the account-wide ceiling", () => {
  it("holds off new addresses after many failures from many, but not an address the owner used", async () => {
    const limiter = createLoginLimiter(t.database.db);
    const email = "ceiling@example.com";
    await limiter.succeed(email, "198.51.100.1");
    const spread = LOGIN_LIMITS.account.failures / LOGIN_LIMITS.pair.failures;
    for (let a = 0; a < spread; a += 1) {
      for (let i = 0; i < LOGIN_LIMITS.pair.failures; i += 1) await limiter.fail(email, `203.0.113.${a}`);
    }
    await expect(limiter.check(email, "192.0.2.1")).rejects.toMatchObject({ status: 429 });
    await expect(limiter.check(email, "198.51.100.1")).resolves.toBeUndefined();
  });
});

describe("no account discovery by timing", () => {
  it("does the same scrypt verification for an unknown email as for a registered one", async () => {
    const spy = vi.mocked(verifyPassword);
    spy.mockClear();
    expect((await login("nobody-here@example.com", "whatever-123", "192.0.2.150")).status).toBe(401);
    expect(spy).toHaveBeenCalledTimes(1);
    expect(spy.mock.calls[0]?.[1]).toMatch(/^scrypt\$\d+\$8\$1\$/);

    const [deleted] = await t.database.db
      .update(users)
      .set({ deletedAt: new Date() })
      .where(eq(users.email, "client.uk@demo.tranquil.example"))
      .returning();
    spy.mockClear();
    expect((await login("client.uk@demo.tranquil.example", DEMO_PASSWORD, "192.0.2.151")).status).toBe(401);
    expect(spy).toHaveBeenCalledTimes(1);
    expect(spy.mock.calls[0]?.[1]).not.toBe(deleted?.passwordHash);
  });
});
