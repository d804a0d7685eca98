import { REVIEW_PAGE_SIZE } from "@marketplace/domain/reviews";
import { desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { providerProfiles, reviews } from "../db/schema/index.ts";

type Reviews = {
  data: Array<{
    identifier: string;
    reviewBy: { firstName: string | null } | null;
    rating: number;
    createdAt: string;
  }>;
  meta: { page: number; total: number; totalPages: number };
  summary: { average: number | null; count: number; stars: Record<string, number> };
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ providers: 20, clients: 6 });
});
afterAll(() => t.close());

async function mostReviewed() {
  const [row] = await t.database.db
    .select({ id: reviews.providerId, n: sql<number>`count(*)`.mapWith(Number) })
    .from(reviews)
    .groupBy(reviews.providerId)
    .orderBy(desc(sql`count(*)`))
    .limit(1);
  if (!row) throw new Error("the seed wrote no reviews");
  return row;
}

describe("GET /v1/review/provider/{id}", () => {
  it("pages a provider's reviews newest first with a half-star summary", async () => {
    const { id, n } = await mostReviewed();
    const res = await t.json<Reviews>(`/v1/review/provider/${id}`);
    expect(res.status).toBe(200);
    expect(res.body.meta.total).toBe(n);
    expect(res.body.data.length).toBe(Math.min(n, REVIEW_PAGE_SIZE));
    const times = res.body.data.map((r) => r.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    for (const r of res.body.data) expect(r.rating * 2).toBe(Math.round(r.rating * 2));
    const rows = await t.database.db.select().from(reviews).where(eq(reviews.providerId, id));
    const average = rows.reduce((sum, r) => sum + r.rating, 0) / rows.length / 2;
    expect(res.body.summary.average).toBeCloseTo(average, 1);
    expect(Object.values(res.body.summary.stars).reduce((a, b) => a + b, 0)).toBe(n);
  });

  it("answers an empty page for a provider nobody has reviewed yet", async () => {
    const [unrated] = await t.database.db
      .select({ id: providerProfiles.userId })
      .from(providerProfiles)
      .where(sql`not exists (select 1 from reviews r where r.provider_id = ${providerProfiles.userId})`)
      .limit(1);
    if (!unrated) return expect.fail("the seed should leave some providers unrated");
    const res = await t.json<Reviews>(`/v1/review/provider/${unrated.id}`);
    expect(res.body).toMatchObject({
      data: [],
      meta: { total: 0, totalPages: 0 },
      summary: { average: null, count: 0 },
    });
  });

  it("refuses unknown providers, bad ids and bad pages", async () => {
    expect((await t.json(`/v1/review/provider/${"0".repeat(26)}`)).status).toBe(404);
    expect((await t.json("/v1/review/provider/undefined")).status).toBe(400);
    const { id } = await mostReviewed();
    expect((await t.json(`/v1/review/provider/${id}?page=0`)).status).toBe(400);
  });
});
