import { BOOKING_API_MESSAGES, lateCancellationFee } from "@marketplace/domain/booking";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Slot } from "../../test/booking-kit.ts";
import {
  type Created,
  type PaymentKit,
  paymentKit,
  postingsWithKey,
  refundedToWallet,
} from "../../test/payment-kit.ts";
import { peerEnv, queryRows, TEST_MAIL } from "../../test/test-app.ts";
import { createServer } from "../app.ts";
import { completeSessions, settleNoShowClaims } from "../booking-lifecycle/index.ts";
import {
  auditLog,
  bookingSeries,
  bookings,
  modalities,
  notifications,
  sessionAttendance,
} from "../db/schema/index.ts";
import { postNow } from "../ledger/ledger.ts";
import { createLiveBus } from "../live/live-bus.ts";
import { inflateSignal } from "../live/signal-codec.ts";

/**
 * Issue 30 (decision 056): a booking's session room. Only its client and provider see it (everyone
 * else, and in-person sessions, get the 404 of a missing booking); it opens 10 minutes before the start
 * and closes 15 minutes after the end; signals reach the other participant's live stream and only
 * members inside the window may send them; joining and leaving are recorded (who and when).
 */
let p: PaymentKit;
let outsider: { token: string; id: string };
beforeAll(async () => {
  p = await paymentKit();
  const s = await p.k.t.login("client.uk@demo.tranquil.example");
  outsider = { token: s.token, id: s.user.identifier };
});
afterAll(() => p.k.t.close());
afterEach(() => {
  p.k.clock.now = new Date();
});

const MINUTE = 60_000;
const at = (ms: number) => {
  p.k.clock.now = new Date(ms);
};

interface RoomBody {
  phase: string;
  joinable: boolean;
  media: string;
  opensAt: string;
  me: { identifier: string; role: string };
  others: { identifier: string; name: string; role: string }[];
  join: { kind: string; iceServers?: unknown[] } | null;
  message?: string;
}
const room = (id: string, token: string) => p.send<RoomBody>("GET", `/v1/session-rooms/${id}`, token);
const signal = (id: string, token: string, body: Record<string, unknown>) =>
  p.send<{ delivered: number; message?: string }>("POST", `/v1/session-rooms/${id}/signal`, token, body);

async function withModality(booked: Created, name: string) {
  const [m] = await p.db.select({ id: modalities.id }).from(modalities).where(eq(modalities.name, name));
  if (!m) throw new Error(`no modality ${name}`);
  await p.db
    .update(bookingSeries)
    .set({ modalityId: m.id })
    .where(eq(bookingSeries.id, booked.seriesIdentifier));
}

/** A confirmed video session (booked and confirmed: the kit's provider books at once; status set to confirmed). */
async function session(modality = "Online - Video"): Promise<{ booked: Created; slot: Slot }> {
  const [slot] = p.takeSlots(1);
  if (!slot) throw new Error("no slot");
  const booked = await p.book([slot]);
  await withModality(booked, modality);
  await p.db.update(bookings).set({ status: "confirmed" }).where(eq(bookings.id, booked.identifier));
  await p.db
    .update(bookingSeries)
    .set({ status: "confirmed", holdExpiresAt: null })
    .where(eq(bookingSeries.id, booked.seriesIdentifier));
  return { booked, slot };
}

describe("the session room", () => {
  it("shows its client and provider the room, with the other's name and a join config only while open", async () => {
    const { booked, slot } = await session();
    const start = Date.parse(slot.startTime);

    at(start - 11 * MINUTE);
    const before = await room(booked.identifier, p.client.token);
    expect(before.status).toBe(200);
    expect(before.body.phase).toBe("before");
    expect(before.body.join).toBeNull();
    expect(before.body.media).toBe("video");
    expect(before.body.opensAt).toBe(new Date(start - 10 * MINUTE).toISOString());
    expect(before.body.others).toEqual([
      expect.objectContaining({ identifier: p.provider.id, role: "provider" }),
    ]);

    at(start - 10 * MINUTE);
    const open = await room(booked.identifier, p.provider.token);
    expect(open.status).toBe(200);
    expect(open.body.phase).toBe("open");
    expect(open.body.me.role).toBe("provider");
    expect(open.body.join).toEqual({ kind: "mesh", iceServers: [], iceTransportPolicy: "all" });
    expect(open.body.others[0]?.identifier).toBe(p.client.id);

    at(Date.parse(slot.endTime) + 15 * MINUTE + 1_000);
    const ended = await room(booked.identifier, p.client.token);
    expect(ended.body.phase).toBe("ended");
    expect(ended.body.join).toBeNull();
  });

  it("answers everyone else, in-person sessions and unknown ids with the same 404; signed out 401", async () => {
    const { booked, slot } = await session();
    at(Date.parse(slot.startTime));
    const stranger = await room(booked.identifier, outsider.token);
    const unknown = await room("01JD0000000000000000000000", outsider.token);
    expect(stranger.status).toBe(404);
    expect(stranger.body).toEqual(unknown.body);
    const signedOut = await p.k.t.json(`/v1/session-rooms/${booked.identifier}`);
    expect(signedOut.status).toBe(401);
    // ...nor may an outsider signal into it.
    expect(
      (await signal(booked.identifier, outsider.token, { from: "peer-outsider", kind: "join" })).status,
    ).toBe(404);

    const inPerson = await session("In Person");
    at(Date.parse(inPerson.slot.startTime));
    const noRoom = await room(inPerson.booked.identifier, p.client.token);
    expect(noRoom.status).toBe(404);
    expect(noRoom.body).toEqual(unknown.body);
  });

  it("is audio only for 'Online - Audio'", async () => {
    const { booked, slot } = await session("Online - Audio");
    at(Date.parse(slot.startTime));
    expect((await room(booked.identifier, p.client.token)).body.media).toBe("audio");
  });

  it("relays a signal to the other participant's live stream, only inside the window", async () => {
    const { booked, slot } = await session();
    const start = Date.parse(slot.startTime);
    const bus = createLiveBus(p.db);
    await bus.ready();
    const heard: string[] = [];
    const stop = bus.subscribe(p.provider.id, (event) => {
      if (event.type === "signal") heard.push(inflateSignal(event.data) ?? "");
    });
    try {
      at(start - 11 * MINUTE);
      const early = await signal(booked.identifier, p.client.token, { from: "peer-client-1", kind: "join" });
      expect(early.status).toBe(409);

      at(start - 5 * MINUTE);
      const sdp = `v=0\r\n${"a=candidate:1 1 udp 2122260223 10.0.0.1 5000 typ host\r\n".repeat(60)}`;
      const sent = await signal(booked.identifier, p.client.token, {
        from: "peer-client-1",
        to: p.provider.id,
        toPeer: "peer-provider-1",
        kind: "offer",
        epoch: 2,
        sdp,
      });
      expect(sent.status).toBe(202);
      expect(sent.body.delivered).toBe(1);
      await expect.poll(() => heard.length).toBe(1);
      const got = JSON.parse(heard[0] ?? "{}") as Record<string, unknown>;
      // The connection's epoch travels with it: the other page replaces a connection it has started over.
      expect(got).toMatchObject({
        kind: "offer",
        epoch: 2,
        sdp,
        fromUser: p.client.id,
        toPeer: "peer-provider-1",
      });

      // Not JSON of a signal, or far too large: refused before anything is relayed.
      expect((await signal(booked.identifier, p.client.token, { from: "x", kind: "offer" })).status).toBe(
        400,
      );
      const huge = await signal(booked.identifier, p.client.token, {
        from: "peer-client-1",
        kind: "offer",
        sdp: "x".repeat(40_000),
      });
      expect([400, 413]).toContain(huge.status);
      const badEpoch = await signal(booked.identifier, p.client.token, {
        from: "peer-client-1",
        kind: "candidate",
        epoch: -1,
      });
      expect(badEpoch.status).toBe(400);
      expect(heard.length).toBe(1);
    } finally {
      stop();
      await bus.close();
    }
  });

  it("counts signals per person, not against the address's mutations: rejoins from one address keep being relayed", async () => {
    const { booked, slot } = await session();
    at(Date.parse(slot.startTime));
    // Small limits; in-process requests all come from one address, as the pair behind one NAT (or the
    // bench on loopback) do.
    const app = createServer({
      db: p.db,
      clock: () => p.k.clock.now,
      throttles: {
        mutations: { points: 3, durationSeconds: 60 },
        search: { points: 3, durationSeconds: 60 },
        signals: { points: 6, durationSeconds: 60 },
      },
    });
    // One address of their own, whose mutations nothing else in this file counts.
    const shared = peerEnv("192.0.2.30");
    const post = (token: string, from: string) =>
      app.request(
        `/v1/session-rooms/${booked.identifier}/signal`,
        {
          method: "POST",
          headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
          body: JSON.stringify({ from, kind: "state", state: { audio: true, video: true, screen: false } }),
        },
        shared,
      );
    // Twice the address's mutations, from both people: all relayed.
    for (let i = 0; i < 6; i++) {
      expect((await post(p.client.token, "peer-client-t")).status).toBe(202);
      expect((await post(p.provider.token, "peer-provider-t")).status).toBe(202);
    }
    // Past one person's own limit: that person is told to wait, the other is not.
    const refused = await post(p.client.token, "peer-client-t");
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { message: string }).message).toBe(
      "Too many signals. Please try again in 1 minute.",
    );
    // The address's own mutation budget was never touched by the signals.
    const form = new FormData();
    form.append("receiver", p.provider.id);
    form.append("message", "still here");
    const message = await app.request(
      "/v1/messages",
      { method: "POST", headers: { Authorization: `Bearer ${p.client.token}` }, body: form },
      shared,
    );
    expect(message.status).toBe(201);
  });

  it("records joining and leaving (who and when) in the attendance table and the audit log", async () => {
    const { booked, slot } = await session();
    const start = Date.parse(slot.startTime);
    at(start - 2 * MINUTE);
    expect(
      (await signal(booked.identifier, p.provider.token, { from: "peer-provider-2", kind: "join" })).status,
    ).toBe(202);
    at(start + 40 * MINUTE);
    expect(
      (await signal(booked.identifier, p.provider.token, { from: "peer-provider-2", kind: "leave" })).status,
    ).toBe(202);
    const rows = await p.db
      .select()
      .from(sessionAttendance)
      .where(eq(sessionAttendance.bookingId, booked.identifier));
    expect(rows).toEqual([
      expect.objectContaining({
        userId: p.provider.id,
        role: "provider",
        joinedAt: new Date(start - 2 * MINUTE),
        leftAt: new Date(start + 40 * MINUTE),
      }),
    ]);
    const audit = await p.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.actorId, p.provider.id), eq(auditLog.resource, `booking:${booked.identifier}`)));
    expect(audit.map((a) => a.action).sort()).toEqual(["session.room.join", "session.room.leave"]);
    const n = await queryRows<{ n: number }>(p.db, sql`select count(*)::int as n from session_attendance`);
    expect(n[0]?.n).toBeGreaterThan(0);
  });
});

/** Books one slot as video and pays it from exactly enough on the wallet (confirmed and paid). */
async function paidVideoSession(): Promise<{ booked: Created; start: number }> {
  const [slot] = p.takeSlots(1);
  if (!slot) throw new Error("no slot");
  const booked = await p.book([slot]);
  await withModality(booked, "Online - Video");
  await postNow(p.db, {
    kind: "correction",
    description: "test: fund the wallet",
    currency: "NGN",
    lines: [
      { account: { kind: "gateway_clearing", currency: "NGN", label: "sandbox" }, amount: -p.choice.fee },
      { account: { kind: "client_wallet", userId: p.client.id, currency: "NGN" }, amount: p.choice.fee },
    ],
  });
  const paid = await p.money(`/v1/payment/booking/${booked.identifier}`, p.client.token, {
    useWalletBalance: true,
    isSeries: false,
  });
  expect(paid.status).toBe(200);
  return { booked, start: Date.parse(slot.startTime) };
}

const statusOf = async (id: string) =>
  (await p.db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, id)))[0]?.status;

describe("attendance decides a provider-no-show claim", () => {
  it("refunds at once when the client joined and the provider never did", async () => {
    const { booked, start } = await paidVideoSession();
    at(start - 2 * MINUTE);
    expect(
      (await signal(booked.identifier, p.client.token, { from: "peer-client-9", kind: "join" })).status,
    ).toBe(202);
    at(start + 15 * MINUTE);
    const claimed = await p.send("POST", `/v1/booking/${booked.identifier}/provider-no-show`, p.client.token);
    expect(claimed.status).toBe(200);
    // A minute later, not 48 hours: the room's record settles it.
    expect(await settleNoShowClaims(p.db, new Date(start + 16 * MINUTE), TEST_MAIL)).toBe(1);
    expect(await statusOf(booked.identifier)).toBe("cancelled");
  });

  it("leaves the claim for review when the provider joined in time, even after the dispute window", async () => {
    const { booked, start } = await paidVideoSession();
    at(start + 5 * MINUTE);
    expect(
      (await signal(booked.identifier, p.provider.token, { from: "peer-provider-9", kind: "join" })).status,
    ).toBe(202);
    at(start + 15 * MINUTE);
    expect(
      (await p.send("POST", `/v1/booking/${booked.identifier}/provider-no-show`, p.client.token)).status,
    ).toBe(200);
    await settleNoShowClaims(p.db, new Date(start + 50 * 60 * MINUTE), TEST_MAIL);
    expect(await statusOf(booked.identifier)).toBe("no_show_claimed");
  });
});

const posted = (dedupeKey: string) => postingsWithKey(p.db, dedupeKey);
const refundedOf = (bookingId: string) => refundedToWallet(p.db, bookingId);
const joinAs = async (id: string, token: string, peer: string, when: number) => {
  at(when);
  expect((await signal(id, token, { from: peer, kind: "join" })).status).toBe(202);
};
const cancelReasonOf = async (id: string) =>
  (await p.db.select({ r: bookings.cancelReason }).from(bookings).where(eq(bookings.id, id)))[0]?.r;

/**
 * Issue 30: an online session's completion follows its room (decision 056). It is held (and its fee
 * earned) only once both joined; when the room closes, a provider who never joined refunds the client
 * in full, and a client who never joined pays the cancellation policy's late fee — which the provider
 * may also mark from 15 minutes after the start, only when the room never saw the client.
 */
describe("attendance drives an online session's completion", () => {
  it("completes and earns at its end only when both joined the room", async () => {
    const { booked, start } = await paidVideoSession();
    const end = start + 50 * MINUTE;
    await joinAs(booked.identifier, p.provider.token, "peer-p-c1", start - 3 * MINUTE);
    // Only the provider so far: the end passes and nothing moves (the client may still come).
    await completeSessions(p.db, new Date(end + MINUTE), TEST_MAIL);
    expect(await statusOf(booked.identifier)).toBe("confirmed");
    expect(await posted(`earning:${booked.identifier}`)).toBe(0);
    await joinAs(booked.identifier, p.client.token, "peer-c-c1", start + 2 * MINUTE);
    await completeSessions(p.db, new Date(end + 2 * MINUTE), TEST_MAIL);
    expect(await statusOf(booked.identifier)).toBe("completed");
    expect(await posted(`earning:${booked.identifier}`)).toBe(1);
  });

  it("refunds the client in full when the room closes without the provider, whether the client came or not", async () => {
    for (const clientCame of [true, false]) {
      const { booked, start } = await paidVideoSession();
      const end = start + 50 * MINUTE;
      if (clientCame) await joinAs(booked.identifier, p.client.token, "peer-c-a1", start);
      // Still inside the room's window (15 minutes after the end): the provider may yet join.
      await completeSessions(p.db, new Date(end + 14 * MINUTE), TEST_MAIL);
      expect(await statusOf(booked.identifier)).toBe("confirmed");
      await completeSessions(p.db, new Date(end + 16 * MINUTE), TEST_MAIL);
      expect(await statusOf(booked.identifier)).toBe("cancelled");
      expect(await cancelReasonOf(booked.identifier)).toBe("provider_no_show");
      expect(await posted(`earning:${booked.identifier}`)).toBe(0);
      expect(await posted(`refund:${booked.identifier}`)).toBe(1);
      expect(await refundedOf(booked.identifier)).toBe(p.choice.fee);
      // Again: nothing twice.
      await completeSessions(p.db, new Date(end + 20 * MINUTE), TEST_MAIL);
      expect(await posted(`refund:${booked.identifier}`)).toBe(1);
    }
  });

  it("applies the cancellation policy when the provider came and the client never did", async () => {
    const { booked, start } = await paidVideoSession();
    const end = start + 50 * MINUTE;
    await joinAs(booked.identifier, p.provider.token, "peer-p-n1", start);
    await completeSessions(p.db, new Date(end + 16 * MINUTE), TEST_MAIL);
    expect(await statusOf(booked.identifier)).toBe("cancelled");
    expect(await cancelReasonOf(booked.identifier)).toBe("client_no_show");
    const told = await p.db
      .select({ title: notifications.title })
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, p.client.id),
          eq(notifications.linkUrl, `/booking/${booked.identifier}/summary`),
          eq(notifications.type, "in-app-booking-no-show"),
        ),
      );
    expect(told.map((n) => n.title)).toEqual(["You missed a session"]);
    const lateFee = lateCancellationFee(p.choice.fee);
    expect(lateFee).toBeGreaterThan(0);
    expect(await refundedOf(booked.identifier)).toBe(p.choice.fee - lateFee);
    expect(await posted(`refund:${booked.identifier}`)).toBe(1);
  });

  it("lets the provider mark the client's no-show from 15 minutes after the start, only when the room never saw the client", async () => {
    const mark = (id: string, token = p.provider.token) =>
      p.send<{ message?: string }>("POST", `/v1/booking/${id}/client-no-show`, token);
    // The booking view says what the room recorded, so the summary can offer the mark (decision 056).
    const roomOf = async (id: string, token = p.provider.token) =>
      (
        await p.send<{ bookings: { identifier: string; room: unknown }[] }>("GET", `/v1/booking/${id}`, token)
      ).body.bookings.find((s) => s.identifier === id)?.room;
    const { booked, start } = await paidVideoSession();
    expect(await roomOf(booked.identifier)).toEqual({ clientJoined: false, providerJoined: false });
    await joinAs(booked.identifier, p.provider.token, "peer-p-m1", start - MINUTE);
    expect(await roomOf(booked.identifier)).toEqual({ clientJoined: false, providerJoined: true });
    expect(await roomOf(booked.identifier, p.client.token)).toEqual({
      clientJoined: false,
      providerJoined: true,
    });
    at(start + 14 * MINUTE);
    expect((await mark(booked.identifier)).body.message).toBe(BOOKING_API_MESSAGES.clientNoShowTooEarly);
    at(start + 15 * MINUTE);
    expect((await mark(booked.identifier, p.client.token)).status).toBe(403);
    expect((await mark(booked.identifier)).status).toBe(200);
    expect(await cancelReasonOf(booked.identifier)).toBe("client_no_show");
    expect(await refundedOf(booked.identifier)).toBe(p.choice.fee - lateCancellationFee(p.choice.fee));
    expect((await mark(booked.identifier)).status).toBe(409);

    // The client joined (even late): no mark. The provider never joined: no mark either.
    const came = await paidVideoSession();
    await joinAs(came.booked.identifier, p.provider.token, "peer-p-m2", came.start);
    await joinAs(came.booked.identifier, p.client.token, "peer-c-m2", came.start + 12 * MINUTE);
    at(came.start + 20 * MINUTE);
    expect(await roomOf(came.booked.identifier)).toEqual({ clientJoined: true, providerJoined: true });
    expect((await mark(came.booked.identifier)).body.message).toBe(BOOKING_API_MESSAGES.clientNoShowNotOpen);
    const absent = await paidVideoSession();
    at(absent.start + 20 * MINUTE);
    expect((await mark(absent.booked.identifier)).status).toBe(409);
    expect(await statusOf(absent.booked.identifier)).toBe("confirmed");
  });

  it("leaves an in-person session's completion as it was: held at its end without any room", async () => {
    const { booked, start } = await paidVideoSession();
    await withModality(booked, "In Person");
    const view = await p.send<{ bookings: { room: unknown }[] }>(
      "GET",
      `/v1/booking/${booked.identifier}`,
      p.provider.token,
    );
    expect(view.body.bookings.map((s) => s.room)).toEqual([null]);
    await completeSessions(p.db, new Date(start + 50 * MINUTE + MINUTE), TEST_MAIL);
    expect(await statusOf(booked.identifier)).toBe("completed");
    expect(await posted(`earning:${booked.identifier}`)).toBe(1);
  });

  it("keeps the developer tools' shortcut for demo journeys: the session took place, both in the room", async () => {
    const { booked } = await paidVideoSession();
    // The developer tools answer only this machine (http/local-only.test.ts).
    const res = await p.k.t.json<{ status: string }>(
      `/dev/booking/${booked.identifier}/complete`,
      { method: "POST", headers: { Authorization: `Bearer ${p.provider.token}` } },
      "127.0.0.1",
    );
    expect(res.body.status).toBe("completed");
    const rows = await p.db
      .select({ role: sessionAttendance.role })
      .from(sessionAttendance)
      .where(eq(sessionAttendance.bookingId, booked.identifier));
    expect(rows.map((r) => r.role).sort()).toEqual(["client", "provider"]);
  });
});
