import { describe, expect, it } from "vitest";
import { bookingView, session } from "./booking-view.fixture.ts";
import {
  bookAgainPath,
  canJoinRoom,
  otherParty,
  paymentPath,
  providerLabel,
  sessionRows,
  showsCancellation,
  slotsByDay,
} from "./booking-view.ts";

const NOW = Date.parse("2026-12-01T10:00:00Z");

describe("the booking's parties", () => {
  it("names the provider with the title rules, and 'Account Deleted' once gone", () => {
    const view = bookingView();
    expect(providerLabel(view)).toBe("Dr. Tolu Adeyemi");
    expect(providerLabel(bookingView({ provider: { ...view.provider, hideProfileTitle: true } }))).toBe(
      "Tolu Adeyemi",
    );
    expect(
      providerLabel(
        bookingView({ provider: { ...view.provider, firstName: null, lastName: null, title: null } }),
      ),
    ).toBe("Account Deleted");
  });

  it("shows a client the provider and a provider the client", () => {
    expect(otherParty(bookingView()).name).toBe("Dr. Tolu Adeyemi");
    expect(otherParty(bookingView({ viewerRole: "provider" })).name).toBe("Amara Okafor");
  });
});

describe("paths", () => {
  it("sends a single session to its payment page and a course to the series'", () => {
    expect(paymentPath(bookingView())).toBe("/payment/01JSESSION0000000000000001");
    expect(paymentPath(bookingView({ totalSessions: 3 }))).toBe("/payment/series/01JSERIES00000000000000001");
    expect(bookAgainPath(bookingView())).toBe("/booking/01JPROVIDER000000000000001");
  });
});

describe("sessionRows", () => {
  it("formats times in the viewer's timezone and says nothing for a session to be scheduled", () => {
    const view = bookingView({
      bookings: [session(), session({ identifier: "S2", appointmentTime: null, appointmentEndTime: null })],
    });
    const [first, second] = sessionRows(view, "America/New_York", NOW);
    expect(first?.time).toEqual({
      iso: "2026-12-08T09:00:00.000Z",
      date: "Dec 8, 2026",
      start: "4:00 AM",
      end: "4:50 AM",
    });
    expect(first?.number).toBe(1);
    expect(second?.time).toBeNull();
    expect(second?.canSchedule).toBe(true);
    expect(first?.canSchedule).toBe(false);
  });

  it("offers no scheduling while a request waits for its answer, nor for a closed session", () => {
    const unscheduled = session({ appointmentTime: null, appointmentEndTime: null });
    const pending = bookingView({ status: "pending_approval", bookings: [unscheduled] });
    expect(sessionRows(pending, "UTC", NOW)[0]?.canSchedule).toBe(false);
    const cancelled = bookingView({ bookings: [{ ...unscheduled, status: "cancelled" }] });
    expect(sessionRows(cancelled, "UTC", NOW)[0]?.canSchedule).toBe(false);
  });

  it("lets a client report a no-show only 15 minutes after a confirmed session's start, and says when", () => {
    const started = session({ status: "confirmed", appointmentTime: "2026-12-01T09:30:00.000Z" });
    const justStarted = session({ status: "confirmed", appointmentTime: "2026-12-01T09:59:53.000Z" });
    const later = session({ status: "confirmed" });
    const view = bookingView({ status: "confirmed", bookings: [started, justStarted, later] });
    const rows = sessionRows(view, "UTC", NOW);
    expect(rows.map((r) => r.canReportNoShow)).toEqual([true, false, false]);
    expect(rows.map((r) => r.noShowOpensAt)).toEqual([
      null,
      "2026-12-01T10:14:53.000Z",
      "2026-12-08T09:15:00.000Z",
    ]);
    const provider = sessionRows({ ...view, viewerRole: "provider" }, "UTC", NOW);
    expect(provider[0]?.canReportNoShow).toBe(false);
    expect(provider.map((r) => r.noShowOpensAt)).toEqual([null, null, null]);
  });

  it("offers the provider 'The client did not attend' 15 minutes after the start when the room saw the provider and never the client", () => {
    const at = (start: string, room: { clientJoined: boolean; providerJoined: boolean } | null) =>
      session({
        status: "confirmed",
        appointmentTime: start,
        appointmentEndTime: new Date(Date.parse(start) + 50 * 60_000).toISOString(),
        room,
      });
    const view = bookingView({
      status: "confirmed",
      viewerRole: "provider",
      bookings: [
        at("2026-12-01T09:45:00.000Z", { clientJoined: false, providerJoined: true }),
        at("2026-12-01T09:45:01.000Z", { clientJoined: false, providerJoined: true }),
        at("2026-12-01T09:30:00.000Z", { clientJoined: true, providerJoined: true }),
        at("2026-12-01T09:30:00.000Z", { clientJoined: false, providerJoined: false }),
        at("2026-12-01T09:30:00.000Z", null),
      ],
    });
    expect(sessionRows(view, "UTC", NOW).map((r) => r.canMarkClientAbsent)).toEqual([
      true,
      false,
      false,
      false,
      false,
    ]);
    // Never the client's to mark.
    const client = sessionRows({ ...view, viewerRole: "client" }, "UTC", NOW);
    expect(client.map((r) => r.canMarkClientAbsent)).toEqual([false, false, false, false, false]);
  });

  it("offers the provider a dispute of a claim for 48 hours, and nothing once it is disputed", () => {
    const claim = {
      claimedAt: "2026-12-01T09:00:00.000Z",
      contestUntil: "2026-12-03T09:00:00.000Z",
      contestedAt: null,
      statement: null,
      settledAt: null,
    };
    const claimed = session({
      status: "no_show_claimed",
      appointmentTime: "2026-12-01T08:30:00.000Z",
      noShowClaim: claim,
    });
    const view = bookingView({ status: "confirmed", viewerRole: "provider", bookings: [claimed] });
    expect(sessionRows(view, "UTC", NOW)[0]).toMatchObject({ canContestNoShow: true, noShowClaim: claim });
    expect(sessionRows(view, "UTC", Date.parse(claim.contestUntil))[0]?.canContestNoShow).toBe(false);
    expect(sessionRows({ ...view, viewerRole: "client" }, "UTC", NOW)[0]?.canContestNoShow).toBe(false);
    const disputed = bookingView({
      status: "confirmed",
      viewerRole: "provider",
      bookings: [
        { ...claimed, status: "no_show_contested", noShowClaim: { ...claim, contestedAt: claim.claimedAt } },
      ],
    });
    expect(sessionRows(disputed, "UTC", NOW)[0]?.canContestNoShow).toBe(false);
  });

  it("offers a calendar file for confirmed sessions with a time", () => {
    const view = bookingView({
      status: "confirmed",
      bookings: [
        session({ status: "confirmed" }),
        session({ status: "confirmed", appointmentTime: null, appointmentEndTime: null }),
        session({ status: "cancelled" }),
      ],
    });
    expect(sessionRows(view, "UTC", NOW).map((r) => r.canAddToCalendar)).toEqual([true, false, false]);
  });
});

describe("slotsByDay", () => {
  it("groups open times by their day in the viewer's timezone, in order", () => {
    const slot = (identifier: string, start: string, end: string) => ({
      identifier,
      startTime: start,
      endTime: end,
    });
    const days = slotsByDay(
      [
        slot("A", "2026-12-08T22:30:00Z", "2026-12-08T23:20:00Z"),
        slot("B", "2026-12-09T09:00:00Z", "2026-12-09T09:50:00Z"),
        slot("C", "2026-12-09T23:30:00Z", "2026-12-10T00:20:00Z"),
      ],
      "Africa/Lagos",
    );
    expect(days).toEqual([
      { key: "2026-12-08", label: "Dec 8, 2026", slots: [{ identifier: "A", label: "11:30 PM – 12:20 AM" }] },
      {
        key: "2026-12-09",
        label: "Dec 9, 2026",
        slots: [{ identifier: "B", label: "10:00 AM – 10:50 AM" }],
      },
      { key: "2026-12-10", label: "Dec 10, 2026", slots: [{ identifier: "C", label: "12:30 AM – 1:20 AM" }] },
    ]);
  });
});

describe("the cancellation terms", () => {
  const closed = { accept: false, decline: false, cancel: false, schedule: false, pay: false };
  it("are stated while the booking can be cancelled", () => {
    expect(showsCancellation(bookingView())).toBe(true);
    expect(showsCancellation(bookingView({ status: "pending_approval" }))).toBe(true);
  });

  it("are not stated once it is cancelled, declined, expired or completed (no 'cancel free of charge')", () => {
    for (const status of ["cancelled", "declined", "expired", "completed"] as const) {
      expect(showsCancellation(bookingView({ status, actions: closed })), status).toBe(false);
      // Even if an action were offered by mistake, a final booking states no terms.
      expect(showsCancellation(bookingView({ status })), status).toBe(false);
    }
    // A confirmed session that has begun can no longer be cancelled: no terms either.
    expect(showsCancellation(bookingView({ status: "confirmed", actions: closed }))).toBe(false);
  });
});

describe("canJoinRoom (issue 30)", () => {
  const start = "2026-12-01T10:00:00.000Z";
  const end = "2026-12-01T11:00:00.000Z";
  const at = (iso: string) => Date.parse(iso);
  const video = {
    status: "confirmed",
    modalityName: "Online - Video",
    appointmentTime: start,
    appointmentEndTime: end,
  };

  it("is open from 10 minutes before the start to 15 after the end", () => {
    expect(canJoinRoom(video, at("2026-12-01T09:49:59Z"))).toBe(false);
    expect(canJoinRoom(video, at("2026-12-01T09:50:00Z"))).toBe(true);
    expect(canJoinRoom({ ...video, modalityName: "Online - Audio" }, at("2026-12-01T10:30:00Z"))).toBe(true);
    expect(canJoinRoom(video, at("2026-12-01T11:15:00Z"))).toBe(true);
    expect(canJoinRoom(video, at("2026-12-01T11:15:01Z"))).toBe(false);
  });

  it("never for an in-person session, one not confirmed, or one without a time", () => {
    const open = at("2026-12-01T10:00:00Z");
    expect(canJoinRoom({ ...video, modalityName: "In Person" }, open)).toBe(false);
    expect(canJoinRoom({ ...video, status: "cancelled" }, open)).toBe(false);
    expect(canJoinRoom({ ...video, appointmentTime: null }, open)).toBe(false);
  });

  it("is a session row's canJoinRoom, for online sessions only", () => {
    const sessions = [session({ status: "confirmed", appointmentTime: start, appointmentEndTime: end })];
    const online = bookingView({ bookings: sessions });
    expect(sessionRows(online, "UTC", at("2026-12-01T09:55:00Z"))[0]?.canJoinRoom).toBe(true);
    expect(sessionRows(online, "UTC", at("2026-12-01T09:45:00Z"))[0]?.canJoinRoom).toBe(false);
    const visit = bookingView({
      bookings: sessions,
      modality: { identifier: "01JMODALITY000000000000002", name: "In Person", isOffline: true },
    });
    expect(sessionRows(visit, "UTC", at("2026-12-01T09:55:00Z"))[0]?.canJoinRoom).toBe(false);
  });
});
