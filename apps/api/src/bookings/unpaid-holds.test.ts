import {
  BOOKING_API_MESSAGES,
  BOOKING_HOLD_MINUTES,
  MAX_UNPAID_BOOKINGS,
  REHOLD_COOLDOWN_MINUTES,
  REQUEST_EXPIRY_HOURS,
  reholdRefusal,
} from "@marketplace/domain/booking";
import { and, eq, inArray, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BookingKit, bookingKit, type Slot } from "../../test/booking-kit.ts";
import { signUpClient } from "../../test/sign-up.ts";
import { TEST_MAIL } from "../../test/test-app.ts";
import { expireRequests } from "../booking-lifecycle/index.ts";
import { bookingSeries, notifications, providerProfiles } from "../db/index.ts";
import { SEEDED_APPROVAL_PROVIDER } from "../seed/seed.ts";
import type { BookingView } from "./booking-view.ts";

/**
 * Nobody holds a provider's calendar without paying (issue 27, docs/decisions/038-unpaid-holds.md):
 * a client's unpaid bookings are limited in number and in sessions, across providers and under
 * parallel requests; a request left unanswered expires once, by the background job, and both parties
 * are told; a time a client let go waits a while before that client may hold it again. Runs on PGlite
 * and, by `test:pg`, on PostgreSQL, where the parallel requests really are parallel.
 */

type Answer = { identifier: string; seriesIdentifier: string; status: string; holdExpiresAt: string | null };
type Refusal = { message?: string };

let k: BookingKit;
/** The open times looked at: the widest window the timeslots route answers. */
const DAYS = 60;
/** Two providers who do not review requests first, and the one who does. */
type Who = "a" | "b" | "c" | "approval";
const providers = { a: "", b: "", c: "", approval: "", approvalToken: "" };
const slots: Record<Who, Slot[]> = { a: [], b: [], c: [], approval: [] };
/** Slots are handed out once per test file, so no test depends on another's. */
const used = { a: 0, b: 0, c: 0, approval: 0 };
const take = (who: Who, n = 1): Slot[] => {
  const out = slots[who].slice(used[who], used[who] + n);
  used[who] += n;
  if (out.length < n) throw new Error(`out of ${who}'s slots`);
  return out;
};
let clients = 0;
const newClient = async () => {
  clients += 1;
  return (await signUpClient(k.t, `holder-${clients}@tests.tranquil.example`)).token;
};

const post = (token: string, path: string, body?: unknown) =>
  k.call<Answer & Refusal>("POST", path, token, body);

/** A single booking (one slot) or a course (several) with provider `who`, by the client with `token`. */
async function book(token: string, who: Who, times: Slot[]) {
  const providerId = providers[who];
  const choice = await k.choices(token, providerId);
  const base = { ...choice, fee: undefined, providerIdentifier: providerId, participants: [] };
  if (times.length === 1)
    return post(token, "/v1/booking", { ...base, timeslotIdentifier: times[0]?.identifier });
  return post(token, "/v1/booking/series", {
    ...base,
    totalSessions: times.length,
    seriesTimeslots: times.map((s) => s.identifier),
  });
}
const cancel = (token: string, bookingId: string) => post(token, `/v1/booking/${bookingId}/cancel`);

beforeAll(async () => {
  k = await bookingKit(8);
  const approval = await k.t.login(SEEDED_APPROVAL_PROVIDER.email);
  providers.approval = approval.user.identifier;
  providers.approvalToken = approval.token;
  const instant = await k.t.database.db
    .select({ id: providerProfiles.userId })
    .from(providerProfiles)
    .where(
      and(
        eq(providerProfiles.acknowledgeBooking, false),
        eq(providerProfiles.visibility, "visible"),
        isNotNull(providerProfiles.publishedAt),
      ),
    )
    .orderBy(providerProfiles.userId);
  const demo = (await k.t.login("provider@demo.tranquil.example")).user.identifier;
  providers.a = demo;
  slots.a = await k.slots(providers.a, DAYS);
  // The other instant providers with the most open times in the window.
  const others = [];
  for (const { id } of instant) {
    if (id !== demo) others.push({ id, open: await k.slots(id, DAYS) });
  }
  others.sort((x, y) => y.open.length - x.open.length);
  [providers.b, slots.b] = [others[0]?.id ?? "", others[0]?.open ?? []];
  [providers.c, slots.c] = [others[1]?.id ?? "", others[1]?.open ?? []];
  slots.approval = await k.slots(providers.approval, DAYS);
}, 120_000);
afterAll(() => k.t.close());

describe("a client's unpaid holds are limited", () => {
  it("refuses the finding's attack: six unpaid courses of 12 give one course, and nothing else held", async () => {
    const attacker = await newClient();
    const answers = [];
    const refusedSlots: string[] = [];
    // Six courses of 12 on distinct times (two providers' calendars: one has too few open times for 72).
    for (let i = 0; i < 6; i += 1) {
      const who = i % 2 === 0 ? "a" : "c";
      const times = take(who, 12);
      const answer = await book(attacker, who, times);
      answers.push(answer);
      if (answer.status !== 201) refusedSlots.push(...times.map((s) => s.identifier));
    }
    expect(answers.map((a) => a.status)).toEqual([201, 409, 409, 409, 409, 409]);
    for (const refused of answers.slice(1)) {
      expect(refused.body.message).toBe(BOOKING_API_MESSAGES.tooManyHeldSessions);
    }
    // One course of 12 held, and not one time of the five refused ones.
    const open = new Set(
      [...(await k.slots(providers.a, DAYS)), ...(await k.slots(providers.c, DAYS))].map((s) => s.identifier),
    );
    expect(refusedSlots).toHaveLength(60);
    expect(refusedSlots.every((id) => open.has(id))).toBe(true);
    // Even a single session more is refused while the course is unpaid.
    const single = await book(attacker, "b", take("b"));
    expect(single.status).toBe(409);
    expect(single.body.message).toBe(BOOKING_API_MESSAGES.tooManyHeldSessions);
  });

  it("counts unpaid bookings across providers and requests, and frees a place when one is withdrawn", async () => {
    const client = await newClient();
    const first = await book(client, "a", take("a"));
    const second = await book(client, "approval", take("approval"));
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.body.status).toBe("pending_approval");
    const third = await book(client, "b", take("b"));
    expect(third.status).toBe(409);
    expect(third.body.message).toBe(BOOKING_API_MESSAGES.tooManyUnpaid);
    expect(third.body.message).toContain(`${MAX_UNPAID_BOOKINGS} bookings`);
    expect((await cancel(client, second.body.identifier)).status).toBe(200);
    expect((await book(client, "b", take("b"))).status).toBe(201);
  });

  it("stops counting a hold once it has lapsed, even before the sweeper reached it", async () => {
    const client = await newClient();
    expect((await book(client, "a", take("a", 6))).status).toBe(201);
    expect((await book(client, "b", take("b", 6))).status).toBe(201);
    expect((await book(client, "b", take("b"))).status).toBe(409);
    k.clock.now = new Date(k.clock.now.getTime() + (BOOKING_HOLD_MINUTES + 1) * 60_000);
    try {
      // Provider a's hold lapsed and nobody has booked with a since: it no longer counts.
      expect((await book(client, "b", take("b"))).status).toBe(201);
    } finally {
      k.clock.now = new Date();
    }
  });

  it("holds under parallel requests: many bookings at once by one client give exactly the limit", async () => {
    const client = await newClient();
    const [choiceA, choiceB] = await Promise.all([
      k.choices(client, providers.a),
      k.choices(client, providers.b),
    ]);
    const body = (who: "a" | "b", slot: Slot) => ({
      ...(who === "a" ? choiceA : choiceB),
      fee: undefined,
      providerIdentifier: providers[who],
      participants: [],
      timeslotIdentifier: slot.identifier,
    });
    const wanted = [...take("a", 5).map((s) => body("a", s)), ...take("b", 5).map((s) => body("b", s))];
    const answers = await Promise.all(wanted.map((b) => post(client, "/v1/booking", b)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(MAX_UNPAID_BOOKINGS);
    expect(statuses.filter((s) => s === 409)).toHaveLength(wanted.length - MAX_UNPAID_BOOKINGS);
    expect(new Set(answers.filter((a) => a.status === 409).map((a) => a.body.message))).toEqual(
      new Set([BOOKING_API_MESSAGES.tooManyUnpaid]),
    );
    const clientId = (
      await k.call<{ client: { identifier: string } }>("GET", `/v1/booking/form?with=${providers.a}`, client)
    ).body.client.identifier;
    const unpaid = await k.t.database.db
      .select({ id: bookingSeries.id })
      .from(bookingSeries)
      .where(
        and(
          eq(bookingSeries.clientId, clientId),
          inArray(bookingSeries.status, ["pending_approval", "awaiting_payment"]),
        ),
      );
    expect(unpaid).toHaveLength(MAX_UNPAID_BOOKINGS);
  });

  it("holds under parallel courses: the sessions limit is never passed", async () => {
    const client = await newClient();
    const answers = await Promise.all([
      book(client, "a", take("a", 7)),
      book(client, "b", take("b", 7)),
      book(client, "a", take("a", 7)),
    ]);
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([201, 409, 409]);
  });
});

describe("a time a client let go", () => {
  it("waits before the same client may hold it again, and is open to anyone else at once", async () => {
    const [client, other] = [await newClient(), await newClient()];
    const [slot] = take("a") as [Slot];
    const held = await book(client, "a", [slot]);
    expect(held.status).toBe(201);
    expect((await cancel(client, held.body.identifier)).status).toBe(200);
    const again = await book(client, "a", [slot]);
    expect(again.status).toBe(429);
    expect(again.body.message).toBe(reholdRefusal(REHOLD_COOLDOWN_MINUTES));
    const retryAfter = Number(again.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan((REHOLD_COOLDOWN_MINUTES - 1) * 60);
    expect(retryAfter).toBeLessThanOrEqual(REHOLD_COOLDOWN_MINUTES * 60);
    // The same client may hold other times at once.
    expect((await book(client, "a", take("a"))).status).toBe(201);
    // Anyone else may hold this one at once.
    const taken = await book(other, "a", [slot]);
    expect(taken.status).toBe(201);
    // After the cooling-off (by then the other's unpaid hold has lapsed too) the client may hold it again.
    k.clock.now = new Date(k.clock.now.getTime() + (REHOLD_COOLDOWN_MINUTES + 1) * 60_000);
    try {
      expect((await book(client, "a", [slot])).status).toBe(201);
    } finally {
      k.clock.now = new Date();
    }
  });

  it("waits too after the client's hold lapsed unpaid", async () => {
    const [client, other] = [await newClient(), await newClient()];
    const times = take("b", 2);
    expect((await book(client, "b", times)).status).toBe(201);
    k.clock.now = new Date(k.clock.now.getTime() + (BOOKING_HOLD_MINUTES + 1) * 60_000);
    try {
      const again = await book(client, "b", times);
      expect(again.status).toBe(429);
      expect(again.body.message).toBe(reholdRefusal(REHOLD_COOLDOWN_MINUTES));
      expect((await book(other, "b", times)).status).toBe(201);
    } finally {
      k.clock.now = new Date();
    }
  });
});

describe("a request left unanswered", () => {
  it("expires once, by the background job, after two days: its times reopen and both parties are told", async () => {
    const client = await newClient();
    const [slot] = slots.approval.slice(-1) as [Slot];
    const sent = k.clock.now.getTime();
    const request = await book(client, "approval", [slot]);
    expect(request.status).toBe(201);
    const expiresAt = Math.min(sent + REQUEST_EXPIRY_HOURS * 3_600_000, Date.parse(slot.startTime));
    expect(Date.parse(request.body.holdExpiresAt ?? "")).toBe(expiresAt);
    const seen = await k.call<BookingView>("GET", `/v1/booking/${request.body.identifier}`, client);
    expect(seen.body).toMatchObject({
      status: "pending_approval",
      holdExpiresAt: new Date(expiresAt).toISOString(),
    });

    const db = k.t.database.db;
    expect(await expireRequests(db, new Date(expiresAt - 60_000), TEST_MAIL)).toBe(0);
    const after = new Date(expiresAt + 1_000);
    // Three sweeps at once (two worker processes and a late tick): it expires exactly once.
    const runs = await Promise.all([1, 2, 3].map(() => expireRequests(db, after, TEST_MAIL)));
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await expireRequests(db, after, TEST_MAIL)).toBe(0);

    const ended = await k.call<BookingView>("GET", `/v1/booking/${request.body.identifier}`, client);
    expect(ended.body.status).toBe("expired");
    expect(ended.body.bookings.map((b) => b.status)).toEqual(["expired"]);
    expect((await k.slots(providers.approval, DAYS)).some((s) => s.identifier === slot.identifier)).toBe(
      true,
    );
    const answer = await post(providers.approvalToken, `/v1/booking/${request.body.identifier}/approval`, {
      decision: "accept",
    });
    expect(answer.status).toBe(409);

    const told = await db
      .select({ userId: notifications.userId, title: notifications.title })
      .from(notifications)
      .where(
        and(
          eq(notifications.type, "in-app-booking-request-expired"),
          eq(notifications.linkUrl, `/booking/${request.body.identifier}/summary`),
        ),
      );
    expect(told.map((n) => n.userId).sort()).toEqual(
      [ended.body.client.identifier, providers.approval].sort(),
    );
  });

  it("is not expired once the provider has answered", async () => {
    const client = await newClient();
    const [slot] = slots.approval.slice(-2, -1) as [Slot];
    const request = await book(client, "approval", [slot]);
    expect(request.status).toBe(201);
    const accepted = await post(providers.approvalToken, `/v1/booking/${request.body.identifier}/approval`, {
      decision: "accept",
    });
    expect(accepted.status).toBe(200);
    const later = new Date(Date.now() + (REQUEST_EXPIRY_HOURS + 1) * 3_600_000);
    expect(await expireRequests(k.t.database.db, later, TEST_MAIL)).toBe(0);
  });
});
