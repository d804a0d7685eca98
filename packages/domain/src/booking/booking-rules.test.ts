import { describe, expect, it } from "vitest";
import { type BookingDraftState, initialBookingDraft } from "./booking-draft.ts";
import { bookingOutcomePath, seriesBookingPayload, singleBookingPayload } from "./booking-payload.ts";
import {
  BOOKING_MESSAGES,
  bookingFormSchema,
  checkParticipantEmail,
  timePickerBlocked,
  validateBooking,
} from "./booking-validation.ts";
import {
  type BookingContext,
  bookingHeading,
  bookingSummary,
  submitLabel,
  visibleFields,
} from "./booking-view.ts";

const ID = "01JD3Q8Z7X6W5V4T3S2R1Q0P9N";
const draft = (over: Partial<BookingDraftState> = {}): BookingDraftState => ({
  ...initialBookingDraft(),
  ...over,
});
const scheduled = (id: string, date: string, slot: string) => ({
  id,
  date,
  startTime: "09:00",
  endTime: "09:50",
  timeslotIdentifier: slot,
});
const ctx = (over: Partial<BookingContext> = {}): BookingContext => ({
  role: "client",
  requiresApproval: false,
  offerOfflineSession: true,
  therapies: [
    { identifier: "IND", name: "Individual Therapy", allowInvite: false },
    { identifier: "CPL", name: "Couples Therapy", allowInvite: true },
  ],
  modalities: [
    { identifier: "VID", name: "Online - Video", isOffline: false },
    { identifier: "INP", name: "In Person", isOffline: true },
  ],
  fees: { general: { fee: 5000 }, therapy: [{ therapyIdentifier: "CPL", fee: 8000 }] },
  ...over,
});

describe("labels and headings", () => {
  it("uses the spec's submit labels", () => {
    expect(submitLabel("provider", true)).toBe("Initiate Session");
    expect(submitLabel("client", true)).toBe("Send Booking Request");
    expect(submitLabel("client", false)).toBe("Review & Continue");
  });
  it("heads the form with the other person's name", () => {
    expect(bookingHeading("client", "Dr. Tolu Adeyemi")).toBe("Book a session with Dr. Tolu Adeyemi");
    expect(bookingHeading("provider", "Amara Okafor")).toBe("Book a session for Amara Okafor");
  });
});

describe("visible fields", () => {
  it("shows participants only when the therapy allows invitees, the note to clients only", () => {
    expect(visibleFields(draft({ therapyIdentifier: "CPL" }), ctx()).participants).toBe(true);
    expect(visibleFields(draft({ therapyIdentifier: "IND" }), ctx()).participants).toBe(false);
    expect(visibleFields(draft(), ctx()).note).toBe(true);
    expect(visibleFields(draft(), ctx({ role: "provider" })).note).toBe(false);
  });
  it("shows the office address only for an offline modality of a provider offering offline sessions", () => {
    expect(visibleFields(draft({ modalityIdentifier: "INP" }), ctx()).officeAddress).toBe(true);
    expect(visibleFields(draft({ modalityIdentifier: "VID" }), ctx()).officeAddress).toBe(false);
    expect(
      visibleFields(draft({ modalityIdentifier: "INP" }), ctx({ offerOfflineSession: false })).officeAddress,
    ).toBe(false);
  });
  it("hides Schedule Later and shows the banner when approval is required", () => {
    const v = visibleFields(draft(), ctx({ requiresApproval: true }));
    expect(v.scheduleLater).toBe(false);
    expect(v.approvalBanner).toBe(true);
    expect(visibleFields(draft(), ctx({ requiresApproval: true, role: "provider" })).approvalBanner).toBe(
      false,
    );
    expect(visibleFields(draft({ mode: "multiple" }), ctx()).timePreference).toBe(false);
  });
});

describe("summary", () => {
  it("uses the therapy's fee, else the general one, and totals a series", () => {
    expect(bookingSummary(draft({ therapyIdentifier: "CPL" }), ctx())).toEqual({
      fee: 8000,
      sessions: 1,
      scheduled: 0,
      toBeScheduled: 1,
      total: 8000,
    });
    const series = draft({
      mode: "multiple",
      therapyIdentifier: "IND",
      drafts: [scheduled("session-1", "2026-12-01", "S1"), ...initialBookingDraft().drafts],
    });
    expect(bookingSummary(series, ctx())).toEqual({
      fee: 5000,
      sessions: 3,
      scheduled: 1,
      toBeScheduled: 2,
      total: 15000,
    });
    const single = draft({ timeslot: { identifier: "S1", startTime: "a", endTime: "b" } });
    expect(bookingSummary(single, ctx()).scheduled).toBe(1);
  });
});

describe("validation (spec section 5), in order", () => {
  it("lists every blocking message in the spec's order", () => {
    const s = draft({
      mode: "multiple",
      requiresApproval: true,
      drafts: [
        scheduled("a", "2026-12-01", "S1"),
        scheduled("b", "2026-12-01", "S1"),
        { ...scheduled("c", "", ""), date: null, timeslotIdentifier: null },
      ],
    });
    expect(validateBooking(s, { allowInvite: true }).map((e) => e.message)).toEqual([
      "You cannot select the same date and time for multiple sessions.",
      "Please select at least one concern",
      "Please select a therapy category",
      "Booking participant is required",
      "Please add a participant email",
      "Please select time slots for all sessions",
    ]);
  });

  it("needs a slot for a single booking only when approval is required", () => {
    const base = { concerns: ["c"], therapyIdentifier: "IND" };
    expect(validateBooking(draft({ ...base, requiresApproval: true }), { allowInvite: false })).toEqual([
      { field: "schedule", message: "Please select a time slot for your appointment" },
    ]);
    expect(validateBooking(draft(base), { allowInvite: false })).toEqual([]);
  });

  it("accepts a complete series and refuses one emptied by the count input", () => {
    const base = { concerns: ["c"], therapyIdentifier: "IND", mode: "multiple" as const };
    const ok = draft({
      ...base,
      drafts: [scheduled("a", "2026-12-01", "S1"), scheduled("b", "2026-12-02", "S1")],
    });
    expect(validateBooking(ok, { allowInvite: false })).toEqual([]);
    expect(validateBooking(draft({ ...base, drafts: [] }), { allowInvite: false })[0]?.message).toBe(
      BOOKING_MESSAGES.seriesTooShort,
    );
  });

  it("asks for a therapy before opening the time picker", () => {
    expect(timePickerBlocked({ therapyIdentifier: null })).toBe("Please select a therapy category first.");
    expect(timePickerBlocked({ therapyIdentifier: "IND" })).toBeNull();
  });

  it("checks participant emails", () => {
    expect(checkParticipantEmail("not-an-email", [])).toBe("Please enter a valid email address");
    expect(checkParticipantEmail("A@b.co", ["a@b.co"])).toBe("This email is already added");
    expect(checkParticipantEmail("a@b.co", [])).toBeNull();
  });

  it("validates the form schema", () => {
    expect(bookingFormSchema.parse({ therapyIdentifier: ID, modalityIdentifier: ID })).toEqual({
      therapyIdentifier: ID,
      modalityIdentifier: ID,
      note: "",
    });
    expect(
      bookingFormSchema.safeParse({ therapyIdentifier: "", modalityIdentifier: ID }).error?.issues[0]
        ?.message,
    ).toBe("Please select a therapy category");
    expect(
      bookingFormSchema.safeParse({ therapyIdentifier: ID, modalityIdentifier: ID, note: "x".repeat(1001) })
        .success,
    ).toBe(false);
  });
});

describe("payloads", () => {
  const s = draft({
    therapyIdentifier: "CPL",
    modalityIdentifier: "VID",
    concerns: ["c1"],
    participants: ["p@example.com"],
    note: " Evenings please ",
    timeslot: { identifier: "S1", startTime: "a", endTime: "b" },
    drafts: [
      scheduled("a", "2026-12-01", "S1"),
      { ...scheduled("b", "", ""), date: null, timeslotIdentifier: null },
    ],
  });

  it("builds a client's single booking with the provider id and the note", () => {
    expect(
      singleBookingPayload(s, { role: "client", counterpartIdentifier: "PROV", allowInvite: true }),
    ).toEqual({
      concerns: ["c1"],
      participants: ["p@example.com"],
      modalityIdentifier: "VID",
      therapyIdentifier: "CPL",
      note: "Evenings please",
      providerIdentifier: "PROV",
      timeslotIdentifier: "S1",
    });
  });

  it("builds a provider's booking with the client id and no note; drops participants when not allowed", () => {
    const payload = singleBookingPayload(s, {
      role: "provider",
      counterpartIdentifier: "CLI",
      allowInvite: false,
    });
    expect(payload).toMatchObject({ clientIdentifier: "CLI", participants: [] });
    expect(payload).not.toHaveProperty("note");
    expect(payload).not.toHaveProperty("providerIdentifier");
  });

  it("sends no timeslot when scheduling later", () => {
    const later = { ...s, timePreference: "scheduleLater" as const };
    expect(
      singleBookingPayload(later, { role: "client", counterpartIdentifier: "P", allowInvite: false })
        .timeslotIdentifier,
    ).toBeNull();
  });

  it("builds a series with totalSessions and the chosen slots", () => {
    expect(
      seriesBookingPayload(s, { role: "client", counterpartIdentifier: "P", allowInvite: true }),
    ).toMatchObject({
      totalSessions: 2,
      seriesTimeslots: ["S1"],
    });
  });
});

describe("after booking", () => {
  const result = { identifier: "B1", seriesIdentifier: "S1" };
  it("sends each role where the spec says", () => {
    expect(bookingOutcomePath({ role: "provider", requiresApproval: true, mode: "single", result })).toBe(
      "/appointment/confirmation/B1",
    );
    expect(bookingOutcomePath({ role: "client", requiresApproval: true, mode: "single", result })).toBe(
      "/booking/request/S1",
    );
    expect(bookingOutcomePath({ role: "client", requiresApproval: false, mode: "multiple", result })).toBe(
      "/payment/series/S1",
    );
    expect(bookingOutcomePath({ role: "client", requiresApproval: false, mode: "single", result })).toBe(
      "/payment/B1",
    );
  });
});
