import { REVIEW_MESSAGES } from "@marketplace/domain/reviews";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertBooking, signUpClient } from "../../test/booking-fixtures.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { bookings, ledgerEntries, providerProfiles } from "../db/schema/index.ts";

type Review = {
  identifier: string;
  reviewBy: { firstName: string | null; lastName: string | null } | null;
  rating: number;
  comment: string | null;
  reply: { comment: string; createdAt: string } | null;
};

let t: TestApp;
let client: { token: string; user: { identifier: string } };
let other: { token: string; user: { identifier: string } };
let provider: { token: string; user: { identifier: string } };

beforeAll(async () => {
  t = await createTestApp({ providers: 4, clients: 2 });
  provider = await t.login("provider@demo.tranquil.example");
  client = await signUpClient(t, "reviewer@example.com", "Rhoda");
  other = await signUpClient(t, "other-reviewer@example.com", "Osei");
});
afterAll(() => t.close());

/** The developer helpers answer only a caller on this machine. */
const LOCAL = "127.0.0.1";

const as = (token: string, method = "GET", body?: unknown) => ({
  method,
  headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
  ...(body === undefined ? {} : { body: JSON.stringify(body) }),
});

async function completedSession() {
  const booked = await insertBooking(t, {
    clientId: client.user.identifier,
    providerId: provider.user.identifier,
    paid: true,
  });
  const id = booked.bookingIds[0] ?? "";
  await t.database.db.update(bookings).set({ status: "completed" }).where(eq(bookings.id, id));
  return id;
}

describe("POST /v1/review/{id}", () => {
  it("lets the session's client review a completed session once, and the rating follows", async () => {
    const id = await completedSession();
    const status = await t.json<{ data: { canReview: boolean; review: Review | null } }>(
      `/v1/review/participant/${id}`,
      as(client.token),
    );
    expect(status.body.data).toMatchObject({ canReview: true, review: null });
    const first = await t.json<{ data: Review }>(
      `/v1/review/${id}`,
      as(client.token, "POST", { rating: 4.5, comment: "  Calm and kind.  " }),
    );
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({
      rating: 4.5,
      comment: "Calm and kind.",
      reviewBy: { firstName: "Rhoda" },
      reply: null,
    });
    const again = await t.json<{ message: string }>(
      `/v1/review/${id}`,
      as(client.token, "POST", { rating: 3 }),
    );
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(REVIEW_MESSAGES.alreadyReviewed);
    const after = await t.json<{ data: { canReview: boolean; review: Review | null } }>(
      `/v1/review/participant/${id}`,
      as(provider.token),
    );
    expect(after.body.data.canReview).toBe(false);
    expect(after.body.data.review?.rating).toBe(4.5);
    const rating = await t.json<{ data: { rating: number; provider: { summary: { count: number } } } }>(
      `/v1/review/booking/${id}`,
      as(client.token),
    );
    expect(rating.body.data.rating).toBe(4.5);
    const [profile] = await t.database.db
      .select({ reviewCount: providerProfiles.reviewCount })
      .from(providerProfiles)
      .where(eq(providerProfiles.userId, provider.user.identifier));
    expect(profile?.reviewCount).toBe(rating.body.data.provider.summary.count);
  });

  it("hides an anonymous reviewer's name everywhere", async () => {
    const id = await completedSession();
    const res = await t.json<{ data: Review }>(
      `/v1/review/${id}`,
      as(client.token, "POST", { rating: 5, anonymous: true }),
    );
    expect(res.body.data.reviewBy).toBeNull();
    const latest = await t.json<{ data: (Review & { provider: { identifier: string } })[] }>(
      "/v1/review?pageSize=3",
    );
    const mine = latest.body.data.find((r) => r.identifier === res.body.data.identifier);
    expect(mine?.reviewBy).toBeNull();
    expect(mine?.provider.identifier).toBe(provider.user.identifier);
  });

  it("gives the provider no per-session link to an anonymous review, which would name its writer (issue 27)", async () => {
    const id = await completedSession();
    const posted = await t.json<{ data: Review }>(
      `/v1/review/${id}`,
      as(client.token, "POST", { rating: 2, comment: "Not for me.", anonymous: true }),
    );
    expect(posted.status).toBe(201);
    const seen = await t.json<{ data: { viewerRole: string; review: Review | null } }>(
      `/v1/review/participant/${id}`,
      as(provider.token),
    );
    expect(seen.status).toBe(200);
    expect(seen.body.data).toMatchObject({ viewerRole: "provider", review: null });
    const rating = await t.json<{ data: { rating: number | null } }>(
      `/v1/review/booking/${id}`,
      as(provider.token),
    );
    expect(rating.body.data.rating).toBeNull();
    // The writer still sees their own review; the provider still has it, unnamed, in their list.
    const own = await t.json<{ data: { review: Review | null } }>(
      `/v1/review/participant/${id}`,
      as(client.token),
    );
    expect(own.body.data.review?.identifier).toBe(posted.body.data.identifier);
    const rated = await t.json<{ data: { rating: number | null } }>(
      `/v1/review/booking/${id}`,
      as(client.token),
    );
    expect(rated.body.data.rating).toBe(2);
    const list = await t.json<{ data: Review[] }>(`/v1/review/provider/${provider.user.identifier}`);
    expect(list.body.data.find((r) => r.identifier === posted.body.data.identifier)?.reviewBy).toBeNull();
  });

  it("refuses other people, sessions not completed and bad ratings", async () => {
    const id = await completedSession();
    const stranger = await t.json<{ message: string }>(
      `/v1/review/${id}`,
      as(other.token, "POST", { rating: 4 }),
    );
    expect(stranger.status).toBe(403);
    expect(stranger.body.message).toBe(REVIEW_MESSAGES.notYourSession);
    expect((await t.json(`/v1/review/participant/${id}`, as(other.token))).status).toBe(403);
    expect((await t.json(`/v1/review/${id}`, as(provider.token, "POST", { rating: 4 }))).status).toBe(403);
    const bad = await t.json<{ message: string }>(
      `/v1/review/${id}`,
      as(client.token, "POST", { rating: 4.2 }),
    );
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain(REVIEW_MESSAGES.rating);
    const upcoming = await insertBooking(t, {
      clientId: client.user.identifier,
      providerId: provider.user.identifier,
    });
    const early = await t.json<{ message: string }>(
      `/v1/review/${upcoming.bookingIds[0]}`,
      as(client.token, "POST", { rating: 4 }),
    );
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(REVIEW_MESSAGES.notCompleted);
    expect(
      (await t.json(`/v1/review/${"0".repeat(26)}`, as(client.token, "POST", { rating: 4 }))).status,
    ).toBe(404);
  });
});

describe("POST /v1/review/{id}/reply", () => {
  it("lets the reviewed provider reply once, and the reply shows on the profile", async () => {
    const id = await completedSession();
    const review = await t.json<{ data: Review }>(
      `/v1/review/${id}`,
      as(client.token, "POST", { rating: 4, comment: "Helpful." }),
    );
    const rid = review.body.data.identifier;
    const byClient = await t.json(`/v1/review/${rid}/reply`, as(client.token, "POST", { reply: "x" }));
    expect(byClient.status).toBe(403);
    const empty = await t.json<{ message: string }>(
      `/v1/review/${rid}/reply`,
      as(provider.token, "POST", { reply: " " }),
    );
    expect(empty.status).toBe(400);
    const replied = await t.json<{ data: Review }>(
      `/v1/review/${rid}/reply`,
      as(provider.token, "POST", { reply: "Thank you, Rhoda." }),
    );
    expect(replied.status).toBe(201);
    expect(replied.body.data.reply?.comment).toBe("Thank you, Rhoda.");
    const twice = await t.json<{ message: string }>(
      `/v1/review/${rid}/reply`,
      as(provider.token, "POST", { reply: "Again" }),
    );
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(REVIEW_MESSAGES.alreadyReplied);
    const page = await t.json<{ data: Review[] }>(`/v1/review/provider/${provider.user.identifier}`);
    expect(page.body.data.find((r) => r.identifier === rid)?.reply?.comment).toBe("Thank you, Rhoda.");
    expect(
      (await t.json(`/v1/review/${"0".repeat(26)}/reply`, as(provider.token, "POST", { reply: "x" }))).status,
    ).toBe(404);
  });
});

describe("GET /v1/review", () => {
  it("answers the latest reviews newest first, with their providers", async () => {
    const res = await t.json<{ data: (Review & { createdAt: string; provider: { firstName: string } })[] }>(
      "/v1/review?pageSize=10",
    );
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeLessThanOrEqual(10);
    const times = res.body.data.map((r) => r.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect((await t.json("/v1/review?pageSize=0")).status).toBe(400);
    expect((await t.json("/v1/review?pageSize=21")).status).toBe(400);
  });
});

describe("POST /dev/booking/{id}/complete (dev tools, from this machine: http/local-only.test.ts)", () => {
  it("lets the session's provider have a confirmed session take place, so it can be reviewed", async () => {
    const booked = await insertBooking(t, {
      clientId: client.user.identifier,
      providerId: provider.user.identifier,
      paid: true,
    });
    const id = booked.bookingIds[0] ?? "";
    expect((await t.json(`/dev/booking/${id}/complete`, as(client.token, "POST"), LOCAL)).status).toBe(403);
    expect((await t.json(`/dev/booking/${id}/complete`, { method: "POST" }, LOCAL)).status).toBe(401);
    expect((await t.json(`/dev/booking/${id}/complete`, as(provider.token, "POST"), LOCAL)).status).toBe(200);
    const status = await t.json<{ data: { canReview: boolean; sessionStatus: string } }>(
      `/v1/review/participant/${id}`,
      as(client.token),
    );
    expect(status.body.data).toMatchObject({ canReview: true, sessionStatus: "completed" });
    expect((await t.json(`/dev/booking/${id}/complete`, as(provider.token, "POST"), LOCAL)).status).toBe(409);
  });

  it("with ?cleared=1 dates the earning back past the clearing period: available to withdraw now, the ledger still append-only", async () => {
    type Overview = { balances: Array<{ available: number; pending: number }> };
    const before = await t.json<Overview>("/v1/payouts", as(provider.token));
    const booked = await insertBooking(t, {
      clientId: client.user.identifier,
      providerId: provider.user.identifier,
      paid: true,
    });
    const id = booked.bookingIds[0] ?? "";
    const res = await t.json(`/dev/booking/${id}/complete?cleared=1`, as(provider.token, "POST"), LOCAL);
    expect(res.status).toBe(200);
    const after = await t.json<Overview>("/v1/payouts", as(provider.token));
    const [was, now] = [before.body.balances[0], after.body.balances[0]];
    expect(now?.available ?? 0).toBeGreaterThan(was?.available ?? 0);
    expect(now?.pending).toBe(was?.pending);
    // The trigger is on again: an entry cannot be changed.
    const refused = await t.database.db
      .update(ledgerEntries)
      .set({ amount: 0 })
      .then(
        () => null,
        (err: Error) => err,
      );
    expect(String(refused?.cause)).toMatch(/ledger_entries is append-only/);
  });

  it("answers what became of an unpaid session the provider made: cancelled as unpaid, not completed", async () => {
    const booked = await insertBooking(t, {
      clientId: client.user.identifier,
      providerId: provider.user.identifier,
      createdBy: "provider",
    });
    const id = booked.bookingIds[0] ?? "";
    const res = await t.json<{ status: string }>(
      `/dev/booking/${id}/complete`,
      as(provider.token, "POST"),
      LOCAL,
    );
    expect([res.status, res.body.status]).toEqual([200, "cancelled"]);
  });
});

describe("POST /dev/booking/{id}/start (dev tools: the same time machine as /complete)", () => {
  it("moves the provider's confirmed session 20 minutes into the past, still confirmed, and nobody else's", async () => {
    const booked = await insertBooking(t, {
      clientId: client.user.identifier,
      providerId: provider.user.identifier,
      paid: true,
    });
    const id = booked.bookingIds[0] ?? "";
    expect((await t.json(`/dev/booking/not-an-id/start`, as(provider.token, "POST"), LOCAL)).status).toBe(
      400,
    );
    expect((await t.json(`/dev/booking/${id}/start`, as(client.token, "POST"), LOCAL)).status).toBe(403);
    const before = Date.now();
    const res = await t.json<{ appointmentTime: string }>(
      `/dev/booking/${id}/start`,
      as(provider.token, "POST"),
      LOCAL,
    );
    expect(res.status).toBe(200);
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, id));
    expect(row?.status).toBe("confirmed");
    const startedAgo = before - new Date(res.body.appointmentTime).getTime();
    expect(Math.round(startedAgo / 60_000)).toBe(20);
    // Still under way: the claim that opens 15 minutes after the start has a session to claim.
    expect(row?.appointmentEndTime?.getTime()).toBeGreaterThan(before);
  });
});
