import { POLICY_VERSIONS } from "@marketplace/domain/consent";
import { eq } from "drizzle-orm";
import { ulid } from "ulid";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertBooking, signUpClient } from "../../test/booking-fixtures.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import {
  authSessions,
  bookingSeries,
  ledgerAccounts,
  ledgerEntries,
  reviews,
  users,
} from "../db/schema/index.ts";
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

describe("GDPR: download my data, and consent", () => {
  it("includes what the person agreed to at sign-up, with the time and the version (issue 28)", async () => {
    const fresh = await signUpClient(t, "consent.export@example.com", "Consenting");
    const res = await t.json<{ consents: Array<{ kind: string; version: string; givenAt: string }> }>(
      "/v1/me/export",
      { headers: { Authorization: `Bearer ${fresh.token}` } },
    );
    expect(res.status).toBe(200);
    expect(res.body.consents.map((c) => [c.kind, c.version]).sort()).toEqual(
      [
        ["health-data", POLICY_VERSIONS["health-data"]],
        ["privacy", POLICY_VERSIONS.privacy],
        ["terms", POLICY_VERSIONS.terms],
      ].sort(),
    );
    for (const c of res.body.consents) expect(Number.isNaN(Date.parse(c.givenAt))).toBe(false);
    // The demo accounts were seeded as having agreed, like anyone who signs up.
    const demo = await t.json<{ consents: unknown[] }>("/v1/me/export", {
      headers: { Authorization: `Bearer ${await login("client@demo.tranquil.example")}` },
    });
    expect(demo.body.consents).toHaveLength(3);
  });
});

describe("GDPR: download my data, and anonymous reviews", () => {
  it("leaves the writer and the session out of an anonymous review in the provider's export (issue 27)", async () => {
    const provider = await t.login("provider@demo.tranquil.example");
    const hidden = await signUpClient(t, "anonymous.reviewer@example.com", "Hidden");
    const named = await signUpClient(t, "named.reviewer@example.com", "Named");
    const review = async (client: typeof hidden, anonymous: boolean) => {
      const booked = await insertBooking(t, {
        clientId: client.user.identifier,
        providerId: provider.user.identifier,
      });
      const id = ulid();
      await t.database.db.insert(reviews).values({
        id,
        providerId: provider.user.identifier,
        clientId: client.user.identifier,
        bookingId: booked.bookingIds[0] ?? "",
        rating: 9,
        comment: anonymous ? "Kept to myself" : "Signed with my name",
        anonymous,
      });
      return { id, bookingId: booked.bookingIds[0] };
    };
    const anonymous = await review(hidden, true);
    const signed = await review(named, false);
    const exportOf = async (token: string) => {
      const res = await t.json<{ reviews: Array<Record<string, unknown>> }>("/v1/me/export", {
        headers: { Authorization: `Bearer ${token}` },
      });
      return res.body.reviews;
    };

    const providers = await exportOf(provider.token);
    const a = providers.find((r) => r.id === anonymous.id);
    expect(a).toMatchObject({ comment: "Kept to myself", anonymous: true });
    expect(a).not.toHaveProperty("clientId");
    expect(a).not.toHaveProperty("bookingId");
    expect(JSON.stringify(providers)).not.toContain(hidden.user.identifier);
    expect(providers.find((r) => r.id === signed.id)).toMatchObject({
      clientId: named.user.identifier,
      bookingId: signed.bookingId,
    });
    // The writer's own export keeps both.
    expect((await exportOf(hidden.token)).find((r) => r.id === anonymous.id)).toMatchObject({
      clientId: hidden.user.identifier,
      bookingId: anonymous.bookingId,
    });
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
