import { BOOKING_MESSAGES, bookingDraftReducer, initialBookingDraft } from "@marketplace/domain/booking";
import { GENERIC_MESSAGES } from "@marketplace/domain/errors";
import { describe, expect, it } from "vitest";
import { allMessages, checkBooking, hasMessages, submitFailure } from "./booking-checks.ts";

const THERAPY = "01JTHERAPY0000000000000000";
const MODALITY = "01JMODALITY000000000000000";

describe("checkBooking", () => {
  it("puts each of the spec's messages beside its field, in the page's order", () => {
    const state = initialBookingDraft({ requiresApproval: true });
    const messages = checkBooking(state, { allowInvite: true });
    expect(messages).toEqual({
      therapy: [BOOKING_MESSAGES.noTherapy],
      concerns: [BOOKING_MESSAGES.noConcern],
      participants: [BOOKING_MESSAGES.participantRequired, BOOKING_MESSAGES.addParticipant],
      schedule: [BOOKING_MESSAGES.singleSlotRequired],
      modality: ["Please select a modality"],
    });
    expect(allMessages(messages)).toEqual([
      BOOKING_MESSAGES.noTherapy,
      BOOKING_MESSAGES.singleSlotRequired,
      "Please select a modality",
      BOOKING_MESSAGES.noConcern,
      BOOKING_MESSAGES.participantRequired,
      BOOKING_MESSAGES.addParticipant,
    ]);
  });

  it("lets a complete booking through", () => {
    let state = initialBookingDraft();
    state = bookingDraftReducer(state, { type: "setTherapy", therapyIdentifier: THERAPY });
    state = bookingDraftReducer(state, { type: "setModality", modalityIdentifier: MODALITY });
    state = bookingDraftReducer(state, { type: "setConcerns", concerns: ["C"] });
    expect(hasMessages(checkBooking(state, { allowInvite: false }))).toBe(false);
  });

  it("asks for every session's time of an approval course, and refuses the same time twice", () => {
    let state = initialBookingDraft({ requiresApproval: true });
    state = bookingDraftReducer(state, { type: "setMode", mode: "multiple" });
    const slot = { identifier: "S", startTime: "2026-03-02T09:00:00Z", endTime: "2026-03-02T10:00:00Z" };
    for (const draft of state.drafts) {
      state = bookingDraftReducer(state, {
        type: "scheduleDraft",
        id: draft.id,
        date: "2026-03-02",
        timeslot: slot,
      });
    }
    expect(checkBooking(state, { allowInvite: false }).schedule).toEqual([BOOKING_MESSAGES.duplicateSlot]);
    state = bookingDraftReducer(state, { type: "clearDraft", id: state.drafts[1]?.id ?? "" });
    expect(checkBooking(state, { allowInvite: false }).schedule).toEqual([
      BOOKING_MESSAGES.seriesSlotsRequired,
    ]);
  });
});

describe("submitFailure", () => {
  it("shows the server's field problems beside their fields and the rest in the banner", () => {
    expect(
      submitFailure({
        message: "Validation failed",
        errors: ["concerns: Choose a concern the provider works with", "Something else"],
      }),
    ).toEqual({
      message: "Something else",
      fields: { concerns: ["Choose a concern the provider works with"] },
    });
  });

  it("shows the server's message, else the spec's booking message", () => {
    expect(
      submitFailure({ message: "This time is no longer available. Please choose another." }).message,
    ).toBe("This time is no longer available. Please choose another.");
    expect(submitFailure(undefined).message).toBe(GENERIC_MESSAGES.booking);
    expect(submitFailure(new Error("fetch failed")).message).toBe(GENERIC_MESSAGES.booking);
  });
});
