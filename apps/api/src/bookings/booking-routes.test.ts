import {
  BOOKING_API_MESSAGES,
  BOOKING_HOLD_MINUTES,
  BOOKING_MESSAGES,
  REQUEST_EXPIRY_HOURS,
} from "@marketplace/domain/booking";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BookingKit, bookingKit, type Choices, type Slot } from "../../test/booking-kit.ts";
import { signUpClient } from "../../test/sign-up.ts";
import { TEST_MAIL } from "../../test/test-app.ts";
import { expireHolds } from "../booking-lifecycle/index.ts";
import { SEEDED_APPROVAL_PROVIDER } from "../seed/seed.ts";
import type { BookingView } from "./booking-view.ts";

let k: BookingKit;
const who = { client: "", client2: "", provider: "", approval: "" };
const ids = { client: "", client2: "", provider: "", approval: "" };
let choice: Choices;
let slots: Slot[];
/** How far ahead the tests' open times reach (the API's widest window is 62 days). */
const SLOT_DAYS = 56;
/** Each test takes its own slots from the demo provider's list, so none depends on another's. */
let nextSlot = 0;
const takeSlot = () => {
  const slot = slots[nextSlot];
  nextSlot += 3;
  if (!slot) throw new Error("out of slots");
  return slot;
};

type Created = { identifier: string; seriesIdentifier: string; status: string; holdExpiresAt: string | null };
const book = (token: string, body: Record<string, unknown>, path = "/v1/booking") =>
  k.call<Created & { message?: string; errors?: string[] }>("POST", path, token, body);
const single = (extra: Record<string, unknown> = {}) => ({
  ...choice,
  fee: undefined,
  providerIdentifier: ids.provider,
  participants: [],
  ...extra,
});
const view = (id: string, token = who.client) =>
  k.call<BookingView & { message?: string }>("GET", `/v1/booking/${id}`, token);

beforeAll(async () => {
  k = await bookingKit();
  for (const [key, email] of [
    ["client", "client@demo.tranquil.example"],
    ["client2", "client.uk@demo.tranquil.example"],
    ["provider", "provider@demo.tranquil.example"],
    ["approval", SEEDED_APPROVAL_PROVIDER.email],
  ] as const) {
    const session = await k.t.login(email);
    who[key] = session.token;
    ids[key] = session.user.identifier;
  }
  choice = await k.choices(who.client, ids.provider);
  // Eight weeks of open times: the tests take every third of about fifteen, and twenty days' worth ran
  // short late on a Sunday (the demo provider's week, less the seeded sessions, less today's past hours).
  slots = await k.slots(ids.provider, SLOT_DAYS);
});
afterAll(() => k.t.close());

describe("the booking form and open times", () => {
  it("gives a client the provider's offer, fees and policy, and a provider the client", async () => {
    const form = await k.call<{
      role: string;
      provider: { identifier: string };
      client: { fullName: string };
      policy: { holdMinutes: number };
    }>("GET", `/v1/booking/form?with=${ids.provider}`, who.client);
    expect(form.status).toBe(200);
    expect(form.body).toMatchObject({
      role: "client",
      provider: { identifier: ids.provider },
      client: { fullName: "Amara Okafor" },
    });
    expect(form.body.policy.holdMinutes).toBe(BOOKING_HOLD_MINUTES);
    const forClient = await k.call<{ role: string; client: { identifier: string } }>(
      "GET",
      `/v1/booking/form?with=${ids.client}`,
      who.provider,
    );
    expect(forClient.body).toMatchObject({ role: "provider", client: { identifier: ids.client } });
    expect((await k.call("GET", `/v1/booking/form?with=${ids.provider}`, who.provider)).status).toBe(404);
    expect((await k.call("GET", "/v1/booking/form?with=nope", who.client)).status).toBe(400);
  });

  it("lists open future times and refuses a wide or backwards window", async () => {
    expect(slots.length).toBeGreaterThan(20);
    const times = slots.map((s) => Date.parse(s.startTime));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const base = `/v1/providers/${ids.provider}/timeslots`;
    expect((await k.t.json(`${base}?from=2026-01-01&to=2026-06-01`)).status).toBe(400);
    expect((await k.t.json(`${base}?from=2026-02-01&to=2026-01-01`)).status).toBe(400);
    expect((await k.t.json(`${base}?from=2026-13-01&to=2026-01-01`)).status).toBe(400);
    expect(
      (await k.t.json("/v1/providers/01JD0000000000000000000000/timeslots?from=2026-01-01&to=2026-01-02"))
        .status,
    ).toBe(404);
  });
});

describe("a client books one session", () => {
  it("holds the slot while they pay, and gives it to nobody else", async () => {
    const slot = takeSlot();
    const res = await book(who.client, single({ timeslotIdentifier: slot.identifier }));
    expect(res.status).toBe(201);
    expect(res.body.status).toBe("awaiting_payment");
    expect(Date.parse(res.body.holdExpiresAt ?? "") - k.clock.now.getTime()).toBe(
      BOOKING_HOLD_MINUTES * 60_000,
    );
    const again = await book(who.client2, single({ timeslotIdentifier: slot.identifier }));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(BOOKING_API_MESSAGES.slotTaken);
    expect((await k.slots(ids.provider, SLOT_DAYS)).some((s) => s.identifier === slot.identifier)).toBe(
      false,
    );

    const v = await view(res.body.identifier);
    expect(v.status).toBe(200);
    expect(v.body).toMatchObject({
      identifier: res.body.identifier,
      status: "awaiting_payment",
      viewerRole: "client",
      totalSessions: 1,
      bookingFee: choice.fee,
      totalBookingFee: choice.fee,
      actions: { pay: true, cancel: true, accept: false, schedule: false },
    });
    expect(v.body.bookings[0]?.appointmentTime).toBe(slot.startTime);
    expect(Date.parse(v.body.cancellation.freeUntil ?? "")).toBe(Date.parse(slot.startTime) - 24 * 3_600_000);
    expect((await view(res.body.identifier, who.client2)).status).toBe(403);
    expect((await view("01JD0000000000000000000000")).status).toBe(404);
  });

  it("releases an unpaid hold after its time, and the slot can be booked again", async () => {
    const slot = takeSlot();
    const first = await book(who.client, single({ timeslotIdentifier: slot.identifier }));
    expect(first.status).toBe(201);
    k.clock.now = new Date(k.clock.now.getTime() + (BOOKING_HOLD_MINUTES + 1) * 60_000);
    try {
      const second = await book(who.client2, single({ timeslotIdentifier: slot.identifier }));
      expect(second.status).toBe(201);
      const lapsed = await view(first.body.identifier);
      expect(lapsed.body.status).toBe("expired");
      expect(lapsed.body.actions.pay).toBe(false);
    } finally {
      k.clock.now = new Date();
    }
  });

  it("the sweeper releases lapsed holds with nobody booking", async () => {
    const slot = takeSlot();
    const held = await book(who.client, single({ timeslotIdentifier: slot.identifier }));
    expect(await expireHolds(k.t.database.db, new Date(Date.now() + 60_000))).toBe(0);
    expect(
      await expireHolds(k.t.database.db, new Date(Date.now() + (BOOKING_HOLD_MINUTES + 1) * 60_000)),
    ).toBe(1);
    expect((await view(held.body.identifier)).body.status).toBe("expired");
    expect((await k.slots(ids.provider, SLOT_DAYS)).some((s) => s.identifier === slot.identifier)).toBe(true);
  });

  it("refuses past times, things the provider does not offer and missing invitees", async () => {
    const slot = takeSlot();
    k.clock.now = new Date(Date.parse(slot.startTime) + 60_000);
    try {
      const past = await book(who.client, single({ timeslotIdentifier: slot.identifier }));
      expect(past.status).toBe(422);
      expect(past.body.message).toBe(BOOKING_API_MESSAGES.slotPast);
    } finally {
      k.clock.now = new Date();
    }
    const form = await k.call<{ therapies: { identifier: string }[] }>(
      "GET",
      `/v1/booking/form?with=${ids.approval}`,
      who.client,
    );
    const offered = new Set(form.body.therapies.map((x) => x.identifier));
    const other = form.body.therapies.find((x) => x.identifier !== choice.therapyIdentifier);
    const notOffered = await book(
      who.client,
      single({ timeslotIdentifier: null, concerns: ["01JD0000000000000000000000"] }),
    );
    expect(notOffered.status).toBe(422);
    expect(notOffered.body.errors?.[0]).toMatch(/^concerns:/);
    expect(offered.size).toBeGreaterThan(0);
    if (other) expect(other.identifier).not.toBe(choice.therapyIdentifier);
    const noSlot = await book(who.client, single({ timeslotIdentifier: "01JD0000000000000000000000" }));
    expect(noSlot.status).toBe(409);
    const invalid = await book(who.client, single({ concerns: [], timeslotIdentifier: null }));
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toBe(BOOKING_MESSAGES.noConcern);
    const missing = await book(who.client, {
      ...single({ timeslotIdentifier: null }),
      providerIdentifier: undefined,
    });
    expect(missing.status).toBe(400);
  });
});

describe("schedule later", () => {
  it("books now without a time, and the time is picked later from the summary", async () => {
    const res = await book(who.client, single({ timeslotIdentifier: null }));
    expect(res.status).toBe(201);
    const before = await view(res.body.identifier);
    expect(before.body.bookings[0]?.appointmentTime).toBeNull();
    expect(before.body.actions.schedule).toBe(true);
    expect(before.body.cancellation.freeUntil).toBeNull();
    const slot = takeSlot();
    const after = await k.call<BookingView>(
      "POST",
      `/v1/booking/${res.body.identifier}/schedule`,
      who.client,
      {
        timeslotIdentifier: slot.identifier,
      },
    );
    expect(after.status).toBe(200);
    expect(after.body.bookings[0]?.appointmentTime).toBe(slot.startTime);
    expect(after.body.actions.schedule).toBe(false);
    const twice = await k.call("POST", `/v1/booking/${res.body.identifier}/schedule`, who.client, {
      timeslotIdentifier: takeSlot().identifier,
    });
    expect(twice.status).toBe(409);
  });
});

describe("a course of sessions", () => {
  it("follows a weekly cadence and books every session at once", async () => {
    const first = takeSlot();
    const cadence = await k.call<{ data: { startTime: string; timeslot: Slot | null }[] }>(
      "GET",
      `/v1/providers/${ids.provider}/cadence?start=${first.identifier}&every=1&count=3`,
      who.client,
    );
    expect(cadence.status).toBe(200);
    expect(cadence.body.data).toHaveLength(3);
    const [week1 = 0, week2 = 0] = cadence.body.data.map((c) => Date.parse(c.startTime));
    // A week apart at the same local time (an hour either way across a clock change).
    expect(Math.abs(week2 - week1 - 7 * 86_400_000)).toBeLessThanOrEqual(3_600_000);
    const chosen = cadence.body.data.flatMap((c) => (c.timeslot ? [c.timeslot.identifier] : []));
    expect(chosen[0]).toBe(first.identifier);
    const res = await book(
      who.client,
      { ...single(), totalSessions: 3, seriesTimeslots: chosen },
      "/v1/booking/series",
    );
    expect(res.status).toBe(201);
    const v = await k.call<BookingView>("GET", `/v1/booking/series/${res.body.seriesIdentifier}`, who.client);
    expect(v.body.totalSessions).toBe(3);
    expect(v.body.totalBookingFee).toBe(choice.fee * 3);
    expect(v.body.bookings.filter((b) => b.appointmentTime === null)).toHaveLength(3 - chosen.length);
    const bad = await k.call(
      "GET",
      `/v1/providers/${ids.provider}/cadence?start=${first.identifier}&every=3&count=3`,
      who.client,
    );
    expect(bad.status).toBe(400);
  });

  it("refuses a course with one session or a time twice", async () => {
    const slot = takeSlot();
    expect(
      (await book(who.client, { ...single(), totalSessions: 1, seriesTimeslots: [] }, "/v1/booking/series"))
        .status,
    ).toBe(400);
    const twice = await book(
      who.client,
      { ...single(), totalSessions: 2, seriesTimeslots: [slot.identifier, slot.identifier] },
      "/v1/booking/series",
    );
    expect(twice.status).toBe(400);
    expect(twice.body.message).toBe(BOOKING_MESSAGES.duplicateSlot);
  });
});

describe("a provider who approves requests", () => {
  let approvalChoice: Choices;
  let approvalSlots: Slot[];
  /** A client with nothing unpaid yet: the demo client's earlier holds count against its limit (decision 038). */
  let asker = "";
  beforeAll(async () => {
    asker = (await signUpClient(k.t, "asker@tests.tranquil.example")).token;
    approvalChoice = await k.choices(asker, ids.approval);
    approvalSlots = await k.slots(ids.approval);
  });
  const request = (slot: Slot) =>
    book(asker, {
      ...approvalChoice,
      fee: undefined,
      providerIdentifier: ids.approval,
      timeslotIdentifier: slot.identifier,
    });

  it("needs every time up front, then accepts: the client has a day to pay", async () => {
    const later = await book(asker, {
      ...approvalChoice,
      fee: undefined,
      providerIdentifier: ids.approval,
      timeslotIdentifier: null,
    });
    expect(later.status).toBe(422);
    expect(later.body.message).toBe(BOOKING_API_MESSAGES.scheduleLaterNeedsNoApproval);
    const slot = approvalSlots[approvalSlots.length - 1] as Slot;
    const res = await request(slot);
    expect(res.status).toBe(201);
    // Unanswered, the request expires in two days, or at its first session if sooner (decision 038).
    expect(res.body.status).toBe("pending_approval");
    expect(Date.parse(res.body.holdExpiresAt ?? "")).toBe(
      Math.min(k.clock.now.getTime() + REQUEST_EXPIRY_HOURS * 3_600_000, Date.parse(slot.startTime)),
    );
    expect((await view(res.body.identifier, who.approval)).body.actions).toMatchObject({
      accept: true,
      decline: true,
    });
    expect(
      (
        await k.call("POST", `/v1/booking/${res.body.identifier}/approval`, asker, {
          decision: "accept",
        })
      ).status,
    ).toBe(403);
    const accepted = await k.call<BookingView>(
      "POST",
      `/v1/booking/${res.body.identifier}/approval`,
      who.approval,
      {
        decision: "accept",
      },
    );
    expect(accepted.status).toBe(200);
    expect(accepted.body.status).toBe("awaiting_payment");
    expect(Date.parse(accepted.body.holdExpiresAt ?? "") - k.clock.now.getTime()).toBeGreaterThan(
      23 * 3_600_000,
    );
    const again = await k.call("POST", `/v1/booking/${res.body.identifier}/approval`, who.approval, {
      decision: "accept",
    });
    expect(again.status).toBe(409);
  });

  it("declines: the time opens again", async () => {
    const slot = approvalSlots[approvalSlots.length - 2] as Slot;
    const res = await request(slot);
    const declined = await k.call<BookingView>(
      "POST",
      `/v1/booking/${res.body.identifier}/approval`,
      who.approval,
      {
        decision: "decline",
      },
    );
    expect(declined.body.status).toBe("declined");
    expect((await k.slots(ids.approval)).some((s) => s.identifier === slot.identifier)).toBe(true);
  });
});

describe("a provider initiates a session, and cancellations", () => {
  const initiate = (slot: Slot) =>
    book(who.provider, {
      ...choice,
      fee: undefined,
      clientIdentifier: ids.client,
      timeslotIdentifier: slot.identifier,
    });

  it("is confirmed at once, with a calendar file", async () => {
    const res = await initiate(takeSlot());
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: "confirmed", holdExpiresAt: null });
    const ics = await k.t.app.request(`/v1/booking/${res.body.identifier}/calendar.ics`, {
      headers: { Authorization: `Bearer ${who.client}` },
    });
    expect(ics.status).toBe(200);
    expect(ics.headers.get("Content-Type")).toContain("text/calendar");
    const text = await ics.text();
    expect(text).toContain("BEGIN:VCALENDAR");
    expect(text).toContain("BEGIN:VEVENT");
    expect(text).toContain("SUMMARY:Appointment with ");
    // No health information in a file that syncs into work calendars.
    const shown = (await view(res.body.identifier)).body;
    expect(shown.concerns.length).toBeGreaterThan(0);
    for (const word of ["Concerns", shown.therapyCategory.name, ...shown.concerns.map((x) => x.name)]) {
      expect(text).not.toContain(word);
    }
    expect((await book(who.provider, { ...choice, fee: undefined, timeslotIdentifier: null })).status).toBe(
      400,
    );
  });

  it("an online session's calendar file carries its room link on the asking site; in person has none", async () => {
    const form = await k.call<{ modalities: { identifier: string; name: string }[] }>(
      "GET",
      `/v1/booking/form?with=${ids.client}`,
      who.provider,
    );
    const byName = (name: string) => form.body.modalities.find((m) => m.name === name)?.identifier;
    const online = byName("Online - Video") ?? byName("Online - Audio");
    const inPerson = byName("In Person");
    if (!online || !inPerson) throw new Error("the demo provider offers online and in-person sessions");
    // The Nigerian site, one of the configured origins.
    const site = TEST_MAIL.siteOrigins[1] ?? "";
    const ics = async (modalityIdentifier: string, query = "") => {
      const res = await book(who.provider, {
        ...choice,
        modalityIdentifier,
        fee: undefined,
        clientIdentifier: ids.client,
        timeslotIdentifier: takeSlot().identifier,
      });
      expect(res.status).toBe(201);
      const file = await k.t.app.request(`/v1/booking/${res.body.identifier}/calendar.ics${query}`, {
        headers: { Authorization: `Bearer ${who.client}` },
      });
      return {
        id: res.body.identifier,
        status: file.status,
        text: (await file.text()).replace(/\r\n[ \t]/g, ""),
      };
    };
    const video = await ics(online, `?site=${encodeURIComponent(site)}`);
    expect(video.status).toBe(200);
    expect(video.text).toContain(`URL;VALUE=URI:${site}/session/${video.id}`);
    expect(video.text).toContain(`DESCRIPTION:Join session: ${site}/session/${video.id}`);
    const visit = await ics(inPerson);
    expect(visit.status).toBe(200);
    expect(visit.text).not.toContain("/session/");
    expect(visit.text).not.toMatch(/^URL/m);
    // Only the configured sites: never a link to somewhere else.
    const elsewhere = await ics(online, "?site=https%3A%2F%2Fevil.example");
    expect(elsewhere.status).toBe(400);
  });

  it("a client cancelling inside the notice window owes the late fee; a provider's cancellation costs nothing", async () => {
    const soon = takeSlot();
    const later = takeSlot();
    const a = await initiate(soon);
    // Two hours before the session: inside the 24-hour notice window.
    k.clock.now = new Date(Date.parse(soon.startTime) - 2 * 3_600_000);
    try {
      const cancelled = await k.call<BookingView>(
        "POST",
        `/v1/booking/${a.body.identifier}/cancel`,
        who.client,
      );
      expect(cancelled.status).toBe(200);
      expect(cancelled.body.bookings[0]).toMatchObject({
        status: "cancelled",
        cancelReason: "client",
        lateFee: Math.round(choice.fee / 2),
      });
    } finally {
      k.clock.now = new Date();
    }
    const b = await initiate(later);
    const byProvider = await k.call<BookingView>(
      "POST",
      `/v1/booking/${b.body.identifier}/cancel`,
      who.provider,
    );
    expect(byProvider.body.bookings[0]).toMatchObject({
      status: "cancelled",
      cancelReason: "provider",
      lateFee: 0,
    });
    expect(byProvider.body.status).toBe("cancelled");
    expect((await k.call("POST", `/v1/booking/${b.body.identifier}/cancel`, who.client)).status).toBe(409);
    expect((await k.slots(ids.provider, SLOT_DAYS)).some((s) => s.identifier === later.identifier)).toBe(
      true,
    );
  });

  it("takes a provider no-show claim from 15 minutes after the start, held for the provider's answer", async () => {
    const slot = takeSlot();
    const res = await initiate(slot);
    const early = await k.call("POST", `/v1/booking/${res.body.identifier}/provider-no-show`, who.client);
    expect(early.status).toBe(409);
    k.clock.now = new Date(Date.parse(slot.startTime) + 10 * 60_000);
    expect(
      (await k.call("POST", `/v1/booking/${res.body.identifier}/provider-no-show`, who.client)).status,
    ).toBe(409);
    k.clock.now = new Date(Date.parse(slot.startTime) + 15 * 60_000);
    try {
      const noShow = await k.call<BookingView>(
        "POST",
        `/v1/booking/${res.body.identifier}/provider-no-show`,
        who.client,
      );
      expect(noShow.status).toBe(200);
      expect(noShow.body.bookings[0]).toMatchObject({ status: "no_show_claimed", lateFee: 0 });
    } finally {
      k.clock.now = new Date();
    }
  });

  it("withdraws an unpaid booking whole when the client cancels", async () => {
    const slot = takeSlot();
    const res = await book(who.client, single({ timeslotIdentifier: slot.identifier }));
    const cancelled = await k.call<BookingView>(
      "POST",
      `/v1/booking/${res.body.identifier}/cancel`,
      who.client,
    );
    expect(cancelled.body.status).toBe("cancelled");
    expect((await k.slots(ids.provider, SLOT_DAYS)).some((s) => s.identifier === slot.identifier)).toBe(true);
  });
});
