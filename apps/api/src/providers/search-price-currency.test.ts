import { and, asc, eq, inArray, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { bookingFees, providerProfiles, therapyFees, users } from "../db/schema/index.ts";
import type { ProviderSearchResult } from "./provider-schemas.ts";

/**
 * The directory's price filter compares fees in one currency only (issue 25,
 * docs/decisions/030-currency.md): a bound is read in `currency` (GBP when not given), and a fee in
 * another currency never meets it, whatever its number.
 */
type Page = { data: ProviderSearchResult[]; meta: { total: number } };

let t: TestApp;
/** Three providers, one per currency, all charging "30,000" of their own currency. */
const fees: Record<"NGN" | "USD" | "GBP", string> = { NGN: "", USD: "", GBP: "" };
beforeAll(async () => {
  t = await createTestApp({ providers: 12 });
  const { db } = t.database;
  const rows = await db
    .select({ id: providerProfiles.userId })
    .from(providerProfiles)
    .innerJoin(users, eq(users.id, providerProfiles.userId))
    .where(and(eq(providerProfiles.visibility, "visible"), ne(users.email, "provider@demo.tranquil.example")))
    .orderBy(asc(providerProfiles.userId))
    .limit(3);
  const [ng, us, gb] = rows.map((r) => r.id);
  if (!ng || !us || !gb) throw new Error("not enough providers");
  Object.assign(fees, { NGN: ng, USD: us, GBP: gb });
  for (const [currency, id] of Object.entries(fees)) {
    const countryCode = currency === "NGN" ? "NG" : currency === "USD" ? "US" : "GB";
    await db
      .update(bookingFees)
      .set({ countryCode, currencyCode: currency, generalFee: 3_000_000 })
      .where(eq(bookingFees.providerId, id));
  }
  await db
    .update(therapyFees)
    .set({ isFree: false })
    .where(inArray(therapyFees.providerId, Object.values(fees)));
});
afterAll(() => t.close());

const search = async (query: string) => {
  const res = await t.json<Page>(`/v1/providers?pageSize=50&${query}`);
  expect(res.status, query).toBe(200);
  return res.body;
};
/** Which of the three providers a search finds. */
const found = async (query: string) => {
  const ids = new Set((await search(query)).data.map((p) => p.objectID));
  return Object.entries(fees)
    .filter(([, id]) => ids.has(id))
    .map(([currency]) => currency)
    .sort();
};

describe("the price filter is in one currency", () => {
  it("₦30,000, $30,000 and £30,000 meet a 30,000 bound only in their own currency", async () => {
    const bound = "minPrice=30000&maxPrice=30000";
    expect(await found(`${bound}&currency=NGN`)).toEqual(["NGN"]);
    expect(await found(`${bound}&currency=usd`)).toEqual(["USD"]);
    expect(await found(`${bound}&currency=GBP`)).toEqual(["GBP"]);
    // A bound without a currency is in GBP, the spec's default (section 9).
    expect(await found(bound)).toEqual(["GBP"]);
  });

  it("every fee a search returns under a price bound is in its currency", async () => {
    for (const currency of ["NGN", "USD", "GBP"]) {
      const page = await search(`minPrice=0&maxPrice=1000000&currency=${currency}`);
      expect(page.meta.total).toBeGreaterThan(0);
      for (const p of page.data) expect(p.fee.currency, p.objectID).toBe(currency);
    }
  });

  it("a currency alone lists only the providers who charge in it (one currency per list)", async () => {
    for (const currency of ["NGN", "USD", "GBP"]) {
      const page = await search(`currency=${currency}`);
      expect(page.meta.total).toBeGreaterThan(0);
      for (const p of page.data) expect(p.fee.currency, p.objectID).toBe(currency);
    }
    const all = (await search("")).meta.total;
    expect((await search("currency=NGN")).meta.total).toBeLessThan(all);
  });

  it("free matches in any currency unless the list names one", async () => {
    await t.database.db
      .update(bookingFees)
      .set({ generalFee: 0 })
      .where(inArray(bookingFees.providerId, [fees.NGN, fees.USD]));
    expect(await found("isFree=true")).toEqual(["NGN", "USD"]);
    expect(await found("isFree=true&currency=USD")).toEqual(["USD"]);
  });

  it("refuses a currency that is no currency code", async () => {
    const res = await t.json<{ message: string }>("/v1/providers?minPrice=1&currency=naira");
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("The currency must be a code such as NGN, GBP or USD");
  });
});
