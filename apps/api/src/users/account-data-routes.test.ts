import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { authSessions, bookingSeries, ledgerAccounts, ledgerEntries, users } from "../db/schema/index.ts";
import { checkBooks } from "../ledger/ledger.ts";
import { DEMO_PASSWORD } from "../seed/seed.ts";

let t: TestApp;
const login = async (email: string) => (await t.login(email)).token;

beforeAll(async () => {
  t = await createTestApp({ providers: 6, clients: 3 });
});
afterAll(() => t.close());

describe("GDPR: download my data", () => {
  it("exports the account, bookings, messages and payments, never the password hash", async () => {
    const token = await login("client@demo.tranquil.example");
    const res = await t.app.request("/v1/me/export", { headers: { Authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="my-data-/);
    const body = (await res.json()) as Record<string, unknown[]> & { account: Record<string, unknown> };
    expect(body.account.email).toBe("client@demo.tranquil.example");
    expect(body.account).not.toHaveProperty("passwordHash");
    expect(JSON.stringify(body)).not.toContain("scrypt$");
    expect(body.bookings?.length).toBeGreaterThan(0);
    expect(body.messagesReceived?.length).toBeGreaterThan(0);
    expect(body.payments?.length).toBeGreaterThan(0);
    // The ledger's entries on the person's wallet: the top-ups and payments of the demo activity.
    expect(body.transactions?.length).toBeGreaterThan(0);
  });
});

describe("GDPR: delete my account", () => {
  it("needs the password", async () => {
    const token = await login("client.uk@demo.tranquil.example");
    const res = await t.json<{ message: string }>("/v1/me", {
      method: "DELETE",
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
      body: JSON.stringify({ password: "not-my-password-1" }),
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Password is incorrect");
  });

  it("removes names, revokes sessions, keeps bookings, and others see 'Account Deleted'", async () => {
    const token = await login("client@demo.tranquil.example");
    const providerToken = await login("provider@demo.tranquil.example");
    const [before] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, "client@demo.tranquil.example"));
    const id = before?.id ?? "";
    const entriesOf = () =>
      t.database.db
        .select({ id: ledgerEntries.id })
        .from(ledgerEntries)
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
        .where(eq(ledgerAccounts.userId, id));
    const entries = await entriesOf();
    expect(entries.length).toBeGreaterThan(0);
    const res = await t.json("/v1/me", {
      method: "DELETE",
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
      body: JSON.stringify({ password: DEMO_PASSWORD }),
    });
    expect(res.status).toBe(200);
    // The money stays on the books, on the anonymised account, and the books still balance.
    expect(await entriesOf()).toEqual(entries);
    const books = await checkBooks(t.database.db);
    expect([books.unbalanced, books.drifted, books.negative]).toEqual([[], [], []]);
    const [after] = await t.database.db.select().from(users).where(eq(users.id, id));
    expect(after).toMatchObject({ firstName: null, lastName: null, photoUrl: null });
    expect(after?.email).not.toContain("amara");
    const live = await t.database.db.select().from(authSessions).where(eq(authSessions.userId, id));
    expect(live.every((s) => s.revokedAt !== null)).toBe(true);
    expect((await t.json("/v1/me", { headers: { Authorization: `Bearer ${token}` } })).status).toBe(401);
    expect(
      (await t.database.db.select().from(bookingSeries).where(eq(bookingSeries.clientId, id))).length,
    ).toBeGreaterThan(0);
    const seen = await t.json<{ fullName: string }>(`/v1/client/${id}`, {
      headers: { Authorization: `Bearer ${providerToken}` },
    });
    expect(seen.body.fullName).toBe("Account Deleted");
    const relogin = await t.json("/v1/auth/login", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: "client@demo.tranquil.example", password: DEMO_PASSWORD }),
    });
    expect(relogin.status).toBe(401);
  });
});
