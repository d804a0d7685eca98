import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { badgeText, bellClick, NOTIFICATION_LABELS, notificationTarget } from "./notifications.ts";

const ID = "01JD3Q8Z7X6W5V4T3S2R1Q0P9N";

describe("badgeText", () => {
  it("shows the count up to 9 and '9+' above", () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(-2)).toBeNull();
    expect(badgeText(Number.NaN)).toBeNull();
    expect(badgeText(1)).toBe("1");
    expect(badgeText(9)).toBe("9");
    expect(badgeText(10)).toBe("9+");
    fc.assert(fc.property(fc.integer({ min: 10, max: 1e6 }), (n) => badgeText(n) === "9+"));
  });
});

describe("notificationTarget", () => {
  it.each([
    ["in-app-booking-provider-recommendation", `/recommended-provider/${ID}`, "view recommended provider"],
    ["in-app-booking-confirmed", `/booking/${ID}/summary`, "view appointment"],
    ["in-app-booking-completed", `/review/${ID}`, "Leave Review"],
    ["in-app-booking-reschedule", `/booking/${ID}/summary`, "view changes"],
  ])("rewrites %s to %s labelled %s", (type, href, label) => {
    expect(
      notificationTarget({ type, link: { type: "internal", url: `https://api.example/bookings/${ID}` } }),
    ).toEqual({
      href,
      label,
    });
  });

  it("has a label for every type", () => {
    expect(Object.keys(NOTIFICATION_LABELS)).toHaveLength(4);
  });

  it("gives no target for unknown types, external links or links without an id", () => {
    expect(notificationTarget({ type: "marketing", link: { type: "internal", url: `/x/${ID}` } })).toBeNull();
    expect(
      notificationTarget({ type: "in-app-booking-confirmed", link: { type: "external", url: `/x/${ID}` } }),
    ).toBeNull();
    expect(
      notificationTarget({ type: "in-app-booking-confirmed", link: { type: "internal", url: "/x/1" } }),
    ).toBeNull();
  });
});

describe("bellClick", () => {
  it("marks all read optimistically and remembers the count to restore", () => {
    expect(bellClick(4, "/overview")).toEqual({ type: "mark-all-read", optimisticCount: 0, restoreCount: 4 });
  });
  it("does nothing at zero or on /notifications", () => {
    expect(bellClick(0, "/overview")).toEqual({ type: "none" });
    expect(bellClick(5, "/notifications")).toEqual({ type: "none" });
  });
});
