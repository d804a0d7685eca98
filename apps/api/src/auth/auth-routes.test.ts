import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { authSessions } from "../db/schema/index.ts";
import { DEMO_PASSWORD } from "../seed/seed.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ providers: 3, clients: 3 });
});
afterAll(() => t.close());

type Session = {
  token: string;
  expiresAt: string;
  user: { identifier: string; role: string; email: string };
};
const post = <T>(path: string, body: unknown, headers: Record<string, string> = {}) =>
  t.json<T & { message?: string; errors?: string[] }>(path, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

describe("login", () => {
  it("signs in a demo account, case-insensitively by email", async () => {
    const res = await post<Session>("/v1/auth/login", {
      email: "CLIENT@demo.tranquil.example",
      password: DEMO_PASSWORD,
    });
    expect(res.status).toBe(200);
    expect(res.body.token.length).toBeGreaterThan(30);
  });

  it("gives the same message for an unknown email and a wrong password", async () => {
    const unknown = await post("/v1/auth/login", { email: "nobody@example.com", password: "whatever-123" });
    const wrong = await post("/v1/auth/login", {
      email: "client.uk@demo.tranquil.example",
      password: "wrong-password-1",
    });
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(unknown.body).toEqual({ message: "Incorrect email or password" });
    expect(wrong.body).toEqual(unknown.body);
  });
});

describe("sessions", () => {
  const login = async () => (await t.login("client@demo.tranquil.example")).token;

  it("stores tokens hashed", async () => {
    const token = await login();
    const rows = await t.database.db.select().from(authSessions);
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.tokenHash))).toBe(true);
  });

  it("revokes the token on logout", async () => {
    const token = await login();
    expect((await post("/v1/auth/logout", {}, bearer(token))).status).toBe(200);
    const me = await t.json<{ message: string }>("/v1/me", { headers: bearer(token) });
    expect(me.status).toBe(401);
    expect(me.body.message).toBe("Please log in to continue");
  });

  it("signs out everywhere", async () => {
    const a = await login();
    const b = await login();
    await post("/v1/auth/logout-all", {}, bearer(a));
    expect((await t.json("/v1/me", { headers: bearer(b) })).status).toBe(401);
  });

  it("refuses an expired token", async () => {
    const token = await login();
    await t.database.db.update(authSessions).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await t.json("/v1/me", { headers: bearer(token) })).status).toBe(401);
  });

  it("changes the password with the current one and signs out the other sessions", async () => {
    const email = "client.uk@demo.tranquil.example";
    const session = await post<Session>("/v1/auth/login", { email, password: DEMO_PASSWORD });
    const other = await post<Session>("/v1/auth/login", { email, password: DEMO_PASSWORD });
    const wrong = await t.json<{ message: string }>("/v1/auth/password", {
      method: "PUT",
      headers: { ...bearer(session.body.token), "Content-Type": "application/json" },
      body: JSON.stringify({ currentPassword: "not-it-123", newPassword: "a-brand-new-one-7" }),
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe("Current password is incorrect");
    const ok = await t.json("/v1/auth/password", {
      method: "PUT",
      headers: { ...bearer(session.body.token), "Content-Type": "application/json" },
      body: JSON.stringify({ currentPassword: DEMO_PASSWORD, newPassword: "a-brand-new-one-7" }),
    });
    expect(ok.status).toBe(200);
    expect((await t.json("/v1/me", { headers: bearer(session.body.token) })).status).toBe(200);
    expect((await t.json("/v1/me", { headers: bearer(other.body.token) })).status).toBe(401);
    expect((await post("/v1/auth/login", { email, password: "a-brand-new-one-7" })).status).toBe(200);
  });

  it("ignores a malformed Authorization header instead of failing", async () => {
    expect((await t.json("/v1/me", { headers: { Authorization: "Basic abc" } })).status).toBe(401);
    expect(
      (await t.json("/v1/providers?pageSize=1", { headers: { Authorization: "Bearer nope" } })).status,
    ).toBe(200);
  });
});
