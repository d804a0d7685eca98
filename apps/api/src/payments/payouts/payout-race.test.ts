import { eq } from "drizzle-orm";
import { ulid } from "ulid";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, onPostgres, type TestApp } from "../../../test/test-app.ts";
import { payouts } from "../../db/index.ts";
import { checkBooks, postNow } from "../../ledger/ledger.ts";
import { DEMO_PASSWORD } from "../../seed/seed.ts";

/**
 * A provider never withdraws more than is available (issue 31): 200 withdrawals at once on PostgreSQL
 * (a pool of 20 connections) pay out at most the available balance, and the books balance.
 */
describe.runIf(onPostgres())("200 concurrent withdrawals (PostgreSQL)", () => {
  let t: TestApp;
  let token = "";
  let providerId = "";
  beforeAll(async () => {
    t = await createTestApp(
      { providers: 3, clients: 3 },
      {
        // Everything posted has cleared; the sandbox pays out at once.
        clock: () => new Date(Date.now() + 4 * 86_400_000),
        throttles: {
          mutations: { points: 100_000, durationSeconds: 60 },
          search: { points: 100_000, durationSeconds: 60 },
        },
      },
    );
    const s = await t.login("provider@demo.tranquil.example");
    token = s.token;
    providerId = s.user.identifier;
  });
  afterAll(() => t.close());

  const send = (method: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
    t.json<{ message?: string; amount?: number; status?: string }>(path, {
      method,
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json", ...headers },
      body: JSON.stringify(body),
    });

  it("pays out at most the available amount", async () => {
    const set = await send("PUT", "/v1/payouts/bank-account", {
      bankCode: "058",
      accountNumber: "0123456789",
      password: DEMO_PASSWORD,
    });
    expect(set.status).toBe(200);
    await postNow(t.database.db, {
      kind: "earning",
      description: "Session held",
      currency: "NGN",
      dedupeKey: `race-earning:${ulid()}`,
      lines: [
        { account: { kind: "gateway_clearing", currency: "NGN", label: "sandbox" }, amount: -1_050_000 },
        { account: { kind: "provider_earnings", userId: providerId, currency: "NGN" }, amount: 1_050_000 },
      ],
    });
    const overview = await t.json<{ balances: Array<{ currency: string; available: number }> }>(
      "/v1/payouts",
      {
        headers: { Authorization: `Bearer ${token}` },
      },
    );
    const available = overview.body.balances.find((b) => b.currency === "NGN")?.available ?? 0;
    expect(available).toBeGreaterThanOrEqual(1_050_000);

    const answers = await Promise.all(
      Array.from({ length: 200 }, () =>
        send(
          "POST",
          "/v1/payouts/withdraw",
          { currency: "NGN", amount: 100_000 },
          { "Idempotency-Key": ulid() },
        ),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(
      statuses.every((s) => s === 201 || s === 422),
      JSON.stringify(statuses.filter((s) => s !== 201 && s !== 422)),
    ).toBe(true);
    const made = await t.database.db.select().from(payouts).where(eq(payouts.providerId, providerId));
    const paid = made.reduce((sum, p) => sum + p.amount, 0);
    expect(made.length).toBe(statuses.filter((s) => s === 201).length);
    expect(made.length).toBe(Math.floor(available / 100_000));
    expect(paid).toBeLessThanOrEqual(available);
    const books = await checkBooks(t.database.db);
    expect(books.unbalanced).toEqual([]);
    expect(books.drifted).toEqual([]);
    expect(books.negative).toEqual([]);
    for (const total of Object.values(books.totals)) expect(total).toBe(0);
  });
});
