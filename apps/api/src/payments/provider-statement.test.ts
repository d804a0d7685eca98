import { parseStatementMonth, STATEMENT_MESSAGES } from "@marketplace/domain/ledger";
import { sql } from "drizzle-orm";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpProvider } from "../../test/sign-up.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import type { Db } from "../db/index.ts";
import { balanceOf, checkBooks, type Posting, postNow } from "../ledger/ledger.ts";
import { payoutPaidPosting, payoutRequestedPosting, payoutReturnedPosting } from "../ledger/postings.ts";
import { monthBounds, monthOf } from "./provider-statement.ts";

/*
 * Issue 31: a provider's monthly statement, from the ledger. The postings are written through the
 * ledger's `post` with the agreed kinds (earning, refund, payout_requested / payout_paid /
 * payout_returned), as the payouts will post them; an earlier month's session is moved back in time
 * (the entries are append-only, so the test lifts the triggers for that one update).
 */

const NGN_FEE = 1_500_000; // ₦15,000: the provider earns ₦12,000, the platform ₦3,000.
const GBP_FEE = 5_000; // £50: £40 and £10.

let t: TestApp;
let db: Db;
let provider = { token: "", id: "" };
let other = { token: "", id: "" };
let timezone = "";
let month = "";
let previousMonth = "";
const ids: Record<string, string> = {};

const earningsOf = (userId: string, currency: string) => ({
  kind: "provider_earnings" as const,
  userId,
  currency,
});
const clearing = (currency: string) => ({
  kind: "gateway_clearing" as const,
  currency,
  label: "sandbox",
});
const escrow = (currency: string) => ({ kind: "booking_escrow" as const, currency });

/** A session paid into escrow and held: the provider earns 80 %, the platform 20 %. */
async function session(name: string, userId: string, currency: string, fee: number) {
  await postNow(db, {
    kind: "booking_payment",
    description: "Session payment",
    currency,
    lines: [
      { account: clearing(currency), amount: -fee },
      { account: escrow(currency), amount: fee },
    ],
  });
  const share = fee - Math.round(fee * 0.2);
  ids[name] = (
    await postNow(db, {
      kind: "earning",
      description: "Session held",
      currency,
      lines: [
        { account: escrow(currency), amount: -fee },
        { account: earningsOf(userId, currency), amount: share },
        { account: { kind: "platform_revenue", currency }, amount: fee - share },
      ],
    })
  ).transactionId;
}

async function posting(name: string, p: Posting) {
  ids[name] = (await postNow(db, p)).transactionId;
}

const get = (path: string, token = provider.token) =>
  t.app.request(path, { headers: { Authorization: `Bearer ${token}` } });

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db as unknown as Db;
  const signedUp = await signUpProvider(t, "statement.provider@example.com", {
    firstName: "Ada",
    lastName: "Statement",
  });
  provider = { token: signedUp.token, id: signedUp.user.identifier };
  const second = await t.login("provider@demo.tranquil.example");
  other = { token: second.token, id: second.user.identifier };
  const settings = await t.json<{ data: { timezone: string } }>("/v1/provider/settings", {
    headers: { Authorization: `Bearer ${provider.token}` },
  });
  timezone = settings.body.data.timezone;
  const now = monthOf(new Date(), timezone);
  month = `${now.year}-${String(now.month).padStart(2, "0")}`;
  const before =
    now.month === 1 ? { year: now.year - 1, month: 12 } : { year: now.year, month: now.month - 1 };
  previousMonth = `${before.year}-${String(before.month).padStart(2, "0")}`;

  // Last month: one session. Moved to the middle of last month (the entries are append-only).
  await session("earlier", provider.id, "NGN", NGN_FEE);
  const { from } = monthBounds(now.year, now.month, timezone);
  await db.transaction(async (tx) => {
    await tx.execute(sql`alter table ledger_entries disable trigger user`);
    await tx.execute(
      sql`update ledger_entries set created_at = ${new Date(from.getTime() - 10 * 86_400_000)} where transaction_id = ${ids.earlier}`,
    );
    await tx.execute(sql`alter table ledger_entries enable trigger user`);
  });
  // This month: two sessions, a refund taken back from earnings, a payout paid and one returned.
  await session("first", provider.id, "NGN", NGN_FEE);
  await session("second", provider.id, "NGN", NGN_FEE);
  await posting("refund", {
    kind: "refund",
    description: "Refund",
    currency: "NGN",
    lines: [
      { account: earningsOf(provider.id, "NGN"), amount: -50_000 },
      { account: clearing("NGN"), amount: 50_000 },
    ],
  });
  // The payouts' own postings (ledger/postings.ts), as the payouts feature writes them.
  const payout = (payoutId: string, amount: number) => ({
    providerId: provider.id,
    payoutId,
    amount,
    currency: "NGN",
    gateway: "paystack",
  });
  await posting("payoutRequested", payoutRequestedPosting(payout("01PAYOUT000000000000000001", 1_000_000)));
  await posting("payoutPaid", payoutPaidPosting(payout("01PAYOUT000000000000000001", 1_000_000)));
  await posting("returnedRequested", payoutRequestedPosting(payout("01PAYOUT000000000000000002", 200_000)));
  await posting(
    "returned",
    payoutReturnedPosting({ ...payout("01PAYOUT000000000000000002", 200_000), afterPaid: false }),
  );
  await session("pounds", provider.id, "GBP", GBP_FEE);
  // Another provider's session: never on the first provider's statement.
  await session("others", other.id, "NGN", NGN_FEE);
  // A seed, two sign-ins and fifteen postings: slow on a loaded machine.
}, 180_000);
afterAll(() => t.close());

interface Statement {
  month: string;
  currencies: Array<{
    currency: string;
    opening: number;
    sessions: number;
    gross: number;
    commission: number;
    refunds: number;
    payouts: number;
    closing: number;
    lines: Array<{ identifier: string; kind: string; createdAt: string; net: number }>;
    payoutHistory: Array<{ identifier: string; status: string; amount: number }>;
  }>;
}

describe("a provider's monthly statement", () => {
  it("lists the months from the first entry to this one, newest first", async () => {
    const res = await get("/v1/payment/statements");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ months: [month, previousMonth], timezone });
  });

  it("sums the month per currency, and closes at the ledger's balance", async () => {
    const res = await get(`/v1/payment/statements/${month}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as Statement;
    const [gbp, ngn] = body.currencies;
    expect(ngn).toMatchObject({
      currency: "NGN",
      opening: 1_200_000,
      sessions: 2,
      gross: 3_000_000,
      commission: 600_000,
      refunds: 50_000,
      payouts: 1_000_000,
      closing: 2_550_000,
    });
    expect(ngn?.closing).toBe(await balanceOf(db, earningsOf(provider.id, "NGN")));
    expect(ngn?.lines.map((l) => l.identifier)).toEqual([
      ids.first,
      ids.second,
      ids.refund,
      ids.payoutRequested,
      ids.payoutPaid,
      ids.returnedRequested,
      ids.returned,
    ]);
    expect(ngn?.payoutHistory.map((p) => [p.identifier, p.status, p.amount])).toEqual([
      [ids.payoutRequested, "On its way", 1_000_000],
      [ids.payoutPaid, "Paid", 1_000_000],
      [ids.returnedRequested, "On its way", 200_000],
      [ids.returned, "Returned", 200_000],
    ]);
    expect(gbp).toMatchObject({
      currency: "GBP",
      opening: 0,
      sessions: 1,
      gross: 5_000,
      commission: 1_000,
      closing: 4_000,
    });
    expect((await checkBooks(t.database.db)).unbalanced).toEqual([]);

    const last = (await (await get(`/v1/payment/statements/${previousMonth}`)).json()) as Statement;
    expect(last.currencies).toEqual([
      expect.objectContaining({
        currency: "NGN",
        opening: 0,
        sessions: 1,
        gross: 1_500_000,
        closing: 1_200_000,
      }),
    ]);
  });

  it("as CSV: the header, an opening row, each transaction, the total and the closing balance", async () => {
    const res = await get(`/v1/payment/statements/${month}/statement.csv`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="statement-${month}.csv"`);
    const statement = (await (await get(`/v1/payment/statements/${month}`)).json()) as Statement;
    const at = (id: string | undefined) =>
      statement.currencies.flatMap((c) => c.lines).find((l) => l.identifier === id)?.createdAt ?? "missing";
    const m = month;
    expect((await res.text()).split("\r\n")).toEqual([
      "Month,Currency,Date,Type,Reference,Description,Session time,Sessions,Gross,Commission,Refunds,Payouts,Net",
      `${m},GBP,,Opening balance,,,,,,,,,0.00`,
      `${m},GBP,${at(ids.pounds)},Session,${ids.pounds},Session held,,1,50.00,10.00,0.00,0.00,40.00`,
      `${m},GBP,,Total,,,,1,50.00,10.00,0.00,0.00,40.00`,
      `${m},GBP,,Closing balance,,,,,,,,,40.00`,
      `${m},NGN,,Opening balance,,,,,,,,,12000.00`,
      `${m},NGN,${at(ids.first)},Session,${ids.first},Session held,,1,15000.00,3000.00,0.00,0.00,12000.00`,
      `${m},NGN,${at(ids.second)},Session,${ids.second},Session held,,1,15000.00,3000.00,0.00,0.00,12000.00`,
      `${m},NGN,${at(ids.refund)},Refund,${ids.refund},Refund,,0,0.00,0.00,500.00,0.00,-500.00`,
      `${m},NGN,${at(ids.payoutRequested)},Payout,${ids.payoutRequested},Withdrawal requested,,0,0.00,0.00,0.00,10000.00,-10000.00`,
      `${m},NGN,${at(ids.payoutPaid)},Payout paid,${ids.payoutPaid},Withdrawal paid out,,0,0.00,0.00,0.00,0.00,0.00`,
      `${m},NGN,${at(ids.returnedRequested)},Payout,${ids.returnedRequested},Withdrawal requested,,0,0.00,0.00,0.00,2000.00,-2000.00`,
      `${m},NGN,${at(ids.returned)},Payout returned,${ids.returned},Withdrawal failed: back on your balance,,0,0.00,0.00,0.00,-2000.00,2000.00`,
      `${m},NGN,,Total,,,,2,30000.00,6000.00,500.00,10000.00,13500.00`,
      `${m},NGN,,Closing balance,,,,,,,,,25500.00`,
      "",
    ]);
  });

  it("as PDF: the totals in each currency with its sign (₦ and £ from the embedded font)", async () => {
    const res = await get(`/v1/payment/statements/${month}/statement.pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="statement-${month}.pdf"`);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
    const pdf = await getDocument({ data: bytes.slice(), useSystemFonts: false }).promise;
    let text = "";
    for (let n = 1; n <= pdf.numPages; n++) {
      const content = await (await pdf.getPage(n)).getTextContent();
      const strings = content.items.map((i) => ("str" in i ? i.str.trim() : "")).filter(Boolean);
      text += `${strings.join("\n")}\n`;
    }
    expect(text).toContain("Ada Statement");
    expect(text).toContain(timezone);
    for (const figure of [
      "Opening balance\n₦12,000",
      "Sessions\n2",
      "Gross\n₦30,000",
      "Commission\n-₦6,000",
      "Refunds\n-₦500",
      "Payouts\n-₦10,000",
      "Closing balance\n₦25,500",
      "Closing balance\n£40",
      "Returned",
      ids.payoutPaid ?? "missing",
    ])
      expect(text).toContain(figure);
    // The font is embedded (a subset of DejaVu Sans), so ₦ renders anywhere.
    expect(Buffer.from(bytes).toString("latin1")).toMatch(/\/FontName \/[A-Z]{6}\+DejaVuSans/);
  });

  it("is each provider's own: another provider's statement has none of it", async () => {
    const body = (await (await get(`/v1/payment/statements/${month}`, other.token)).json()) as Statement;
    const theirs = body.currencies.flatMap((c) => c.lines.map((l) => l.identifier));
    expect(theirs).toContain(ids.others);
    for (const id of Object.values(ids)) if (id !== ids.others) expect(theirs).not.toContain(id);
    const client = await t.login("client@demo.tranquil.example");
    for (const path of ["", "/statement.csv", "/statement.pdf"])
      expect((await get(`/v1/payment/statements/${month}${path}`, client.token)).status).toBe(403);
    expect((await t.app.request(`/v1/payment/statements/${month}`)).status).toBe(401);
  });

  it("answers 400 for a month that is not YYYY-MM and 404 for one that has not started", async () => {
    for (const bad of ["2026-13", "2026-1", "november", "2026-01-01", "1999-12"]) {
      for (const path of ["", "/statement.csv", "/statement.pdf"]) {
        const res = await get(`/v1/payment/statements/${bad}${path}`);
        expect(res.status, `${bad}${path}`).toBe(400);
        expect(((await res.json()) as { message: string }).message).toContain(STATEMENT_MESSAGES.month);
      }
    }
    const next = parseStatementMonth(month);
    const future = next ? `${next.year + 1}-01` : "2999-01";
    const res = await get(`/v1/payment/statements/${future}/statement.pdf`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: STATEMENT_MESSAGES.future });
  });
});
