import { describe, expect, it } from "vitest";
import { cancelReasonText, countdownAnnouncement, moment, statusText, termsText } from "./booking-text.ts";

const wording = { currency: "GBP", locale: "en-US", timeZone: "Europe/London" };

describe("termsText", () => {
  it("says until when cancelling is free and what it costs after", () => {
    expect(
      termsText({ kind: "freeUntil", until: "2026-12-07T09:00:00Z", lateFee: 2250 }, wording, {
        viewerRole: "client",
      }),
    ).toEqual([
      "Free cancellation until Dec 7, 2026, 9:00 AM.",
      "After that, cancelling a session costs £22.50.",
    ]);
  });

  it("adds that nothing is owed yet before paying, and says a late fee plainly", () => {
    expect(
      termsText({ kind: "late", lateFee: 2250 }, wording, { viewerRole: "client", unpaid: true }),
    ).toEqual([
      "Free cancellation has ended: cancelling a session now costs £22.50.",
      "Nothing has been paid yet, so cancelling now costs nothing.",
    ]);
    expect(termsText({ kind: "free" }, wording, { viewerRole: "client", unpaid: true })).toEqual([
      "You can cancel free of charge.",
    ]);
  });

  it("tells a provider their cancellation costs the client nothing", () => {
    expect(termsText({ kind: "late", lateFee: 2250 }, wording, { viewerRole: "provider" })).toEqual([
      "Cancelling costs your client nothing.",
    ]);
  });

  it("writes a moment in the viewer's timezone", () => {
    expect(moment("2026-12-07T09:00:00Z", "Africa/Lagos")).toBe("Dec 7, 2026, 10:00 AM");
  });
});

describe("words for states", () => {
  it("names statuses and cancel reasons", () => {
    expect(statusText("awaiting_payment")).toBe("Awaiting payment");
    expect(statusText("something_new")).toBe("something_new");
    expect(cancelReasonText("provider_no_show")).toBe("The therapist did not attend");
    expect(cancelReasonText(null)).toBeNull();
    expect(cancelReasonText("other")).toBeNull();
  });

  it("announces minutes left, and the end", () => {
    expect(countdownAnnouncement(300)).toBe("5 minutes left on your hold.");
    expect(countdownAnnouncement(60)).toBe("1 minute left on your hold.");
    expect(countdownAnnouncement(0)).toBe("The hold has ended.");
  });
});
