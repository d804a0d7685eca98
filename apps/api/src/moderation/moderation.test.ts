// Before any domain schema is built: @hono/zod-openapi adds .openapi() to the schemas created after it.
import "@hono/zod-openapi";
import { STAFF_ACTIONS } from "@marketplace/domain/staff";
import { TRUST_MESSAGES, TRUST_NOTICES } from "@marketplace/domain/trust";
import { and, eq, isNotNull, ne, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newStaffSession } from "../../test/staff.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import {
  auditLog,
  notifications,
  outboxMessages,
  providerProfiles,
  reviews,
  users,
} from "../db/schema/index.ts";
import { reportReview } from "./moderation.ts";

interface ReviewPage {
  data: { identifier: string }[];
  summary: { average: number | null; count: number };
}
interface Reported {
  reviewId: string;
  reports: number;
  reasons: string[];
}

let t: TestApp;
let staff = "";
let client = { token: "", id: "" };
let provider = "";
/** A seeded review by someone other than the demo client, of a provider with at least two reviews. */
let target = { id: "", providerId: "", authorId: "" };

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
const post = <T>(path: string, token: string, body: unknown) =>
  t.json<T>(path, {
    method: "POST",
    headers: { ...auth(token), "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
const report = (id: string, token: string, reason = "This review names my other therapist.") =>
  post<{ message: string }>(`/v1/reviews/${id}/report`, token, { reason });
const moderate = (id: string, decision: string, reason: string, token = staff) =>
  post<{ message: string }>(`/v1/staff/review-reports/${id}`, token, { decision, reason });
const reviewsOf = async (providerId: string) =>
  (await t.json<ReviewPage>(`/v1/review/provider/${providerId}`)).body;
const card = async (providerId: string) => {
  const [row] = await t.database.db
    .select({ rating: providerProfiles.rating, count: providerProfiles.reviewCount })
    .from(providerProfiles)
    .where(eq(providerProfiles.userId, providerId));
  return row;
};

beforeAll(async () => {
  t = await createTestApp({ providers: 3, clients: 3 });
  staff = (await newStaffSession(t)).token;
  const session = await t.login("client@demo.tranquil.example");
  client = { token: session.token, id: session.user.identifier };
  provider = (await t.login("provider@demo.tranquil.example")).token;
  const [row] = await t.database.db
    .select({ id: reviews.id, providerId: reviews.providerId, authorId: reviews.clientId })
    .from(reviews)
    .where(
      and(
        isNotNull(reviews.clientId),
        ne(reviews.clientId, client.id),
        sql`(select count(*) from reviews r where r.provider_id = ${reviews.providerId}) >= 2`,
      ),
    )
    .limit(1);
  target = { id: row?.id ?? "", providerId: row?.providerId ?? "", authorId: row?.authorId ?? "" };
  expect(target.id).not.toBe("");
}, 240_000);
afterAll(() => t.close());

describe("reporting a review", () => {
  it("a client and a provider each report it once, with a reason; it queues for staff", async () => {
    const first = await report(target.id, client.token);
    expect(first.status).toBe(201);
    expect(first.body.message).toBe(TRUST_MESSAGES.reportSent);
    const again = await report(target.id, client.token);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(TRUST_MESSAGES.alreadyReported);
    expect((await report(target.id, provider, "Not about a session with me.")).status).toBe(201);
    expect((await post(`/v1/reviews/${target.id}/report`, client.token, { reason: "" })).status).toBe(400);
    const queue = await t.json<{ data: Reported[] }>("/v1/staff/review-reports", { headers: auth(staff) });
    const item = queue.body.data.find((r) => r.reviewId === target.id);
    expect(item?.reports).toBe(2);
    expect(item?.reasons).toEqual(["This review names my other therapist.", "Not about a session with me."]);
  });

  it("nobody reports their own review, or one that does not exist", async () => {
    // The author (a seeded client) reports their own review: refused.
    await expect(
      reportReview(t.database.db, target.authorId, target.id, "My own words", new Date()),
    ).rejects.toThrow(TRUST_MESSAGES.ownReview);
    expect((await report("01JD0000000000000000000000", client.token)).status).toBe(404);
    expect((await report(target.id, staff)).status).toBe(403);
  });
});

describe("staff decide", () => {
  it("removing it hides it everywhere, recalculates the rating, tells the author and the provider, and is logged", async () => {
    const before = await reviewsOf(target.providerId);
    expect(before.data.map((r) => r.identifier)).toContain(target.id);
    expect((await moderate(target.id, "remove", "")).status).toBe(400);
    const res = await moderate(target.id, "remove", "It names another person.");
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(TRUST_MESSAGES.removed);

    const after = await reviewsOf(target.providerId);
    expect(after.data.map((r) => r.identifier)).not.toContain(target.id);
    expect(after.summary.count).toBe(before.summary.count - 1);
    const left = await t.database.db
      .select({ halves: reviews.rating })
      .from(reviews)
      .where(and(eq(reviews.providerId, target.providerId), sql`${reviews.removedAt} is null`));
    const mean = Math.round(left.reduce((sum, r) => sum + r.halves, 0) / left.length) / 2;
    expect(await card(target.providerId)).toEqual({ rating: mean, count: before.summary.count - 1 });
    const search = await t.json<{ data: { objectID: string; reviewCount: number }[] }>(
      "/v1/providers?pageSize=50",
    );
    expect(search.body.data.find((c) => c.objectID === target.providerId)?.reviewCount).toBe(left.length);
    const latest = await t.json<{ data: { identifier: string }[] }>("/v1/review");
    expect(latest.body.data.map((r) => r.identifier)).not.toContain(target.id);

    for (const [userId, title] of [
      [target.authorId, TRUST_NOTICES.reviewRemovedAuthor],
      [target.providerId, TRUST_NOTICES.reviewRemovedProvider],
    ] as const) {
      const notes = await t.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.type, "in-app-review-moderated")));
      expect(notes.map((n) => n.title)).toEqual([title]);
      expect(notes[0]?.body).toContain("It names another person.");
      const [person] = await t.database.db.select().from(users).where(eq(users.id, userId));
      const mails = await t.database.db
        .select()
        .from(outboxMessages)
        .where(
          and(eq(outboxMessages.to, person?.email ?? ""), eq(outboxMessages.kind, "in-app-review-moderated")),
        );
      expect(mails).toHaveLength(1);
    }
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, STAFF_ACTIONS.reviewRemove), eq(auditLog.resource, `review:${target.id}`)),
      );
    expect(entry?.reason).toBe("It names another person.");

    expect((await moderate(target.id, "keep", "Second thoughts")).status).toBe(409);
    expect((await report(target.id, client.token)).status).toBe(404);
    const queue = await t.json<{ data: Reported[] }>("/v1/staff/review-reports", { headers: auth(staff) });
    expect(queue.body.data.some((r) => r.reviewId === target.id)).toBe(false);
  });

  it("keeping it leaves it shown and tells the reporter", async () => {
    const [other] = await t.database.db
      .select({ id: reviews.id, providerId: reviews.providerId })
      .from(reviews)
      .where(
        and(ne(reviews.id, target.id), sql`${reviews.removedAt} is null`, ne(reviews.clientId, client.id)),
      )
      .limit(1);
    const id = other?.id ?? "";
    expect((await report(id, client.token)).status).toBe(201);
    const res = await moderate(id, "keep", "It describes the session fairly.");
    expect(res.body.message).toBe(TRUST_MESSAGES.kept);
    expect((await reviewsOf(other?.providerId ?? "")).data.map((r) => r.identifier)).toContain(id);
    const notes = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, client.id), eq(notifications.type, "in-app-review-moderated")));
    expect(notes.map((n) => n.title)).toEqual([TRUST_NOTICES.reviewKept]);
  });

  it("the queue and the decisions are staff's alone", async () => {
    for (const token of [client.token, provider]) {
      expect((await t.app.request("/v1/staff/review-reports", { headers: auth(token) })).status).toBe(403);
      expect((await moderate(target.id, "keep", "A reason here", token)).status).toBe(403);
    }
    expect((await t.app.request("/v1/staff/review-reports")).status).toBe(401);
  });
});
