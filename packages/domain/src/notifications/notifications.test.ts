import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  badgeText,
  bellClick,
  defaultEmailPreferences,
  EMAIL_PREFERENCE_KEYS,
  emailPreferenceFor,
  isEmailPreferenceKey,
  isNotificationType,
  NOTIFICATION_LABELS,
  NOTIFICATION_TYPES,
  notificationTarget,
} from "./index.ts";

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
    ["in-app-booking-approval-requested", `/booking/${ID}/summary`, "view request"],
    ["in-app-payment-received", `/earnings/${ID}`, "view earnings"],
    ["in-app-new-message", `/messages/${ID}`, "open conversation"],
    ["in-app-booking-reminder", `/booking/${ID}/summary`, "view appointment"],
    ["in-app-booking-request-expired", `/booking/${ID}/summary`, "view request"],
    ["in-app-booking-no-show", `/booking/${ID}/summary`, "view appointment"],
    ["in-app-booking-request-accepted", `/payment/${ID}`, "pay now"],
    ["in-app-booking-request-declined", `/booking/request/${ID}`, "choose another time"],
    ["in-app-session-starting", `/session/${ID}`, "Join session"],
    ["in-app-credential-checked", "/credentials", "view credentials"],
    ["in-app-licence-expiring", "/credentials", "upload a new licence"],
    ["in-app-review-moderated", "/notifications", "view notifications"],
  ])("rewrites %s to %s labelled %s", (type, href, label) => {
    expect(
      notificationTarget({ type, link: { type: "internal", url: `https://api.example/bookings/${ID}` } }),
    ).toEqual({
      href,
      label,
    });
  });

  it("has a label for every type", () => {
    expect(NOTIFICATION_TYPES).toHaveLength(16);
    expect(Object.keys(NOTIFICATION_LABELS).sort()).toEqual([...NOTIFICATION_TYPES].sort());
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

describe("email preferences", () => {
  it("puts every type in one of the five groups", () => {
    expect(EMAIL_PREFERENCE_KEYS).toEqual([
      "bookings",
      "reminders",
      "payments",
      "messages",
      "recommendations",
    ]);
    for (const type of NOTIFICATION_TYPES) expect(EMAIL_PREFERENCE_KEYS).toContain(emailPreferenceFor(type));
    expect(emailPreferenceFor("in-app-booking-confirmed")).toBe("bookings");
    expect(emailPreferenceFor("in-app-booking-completed")).toBe("bookings");
    expect(emailPreferenceFor("in-app-booking-reschedule")).toBe("bookings");
    expect(emailPreferenceFor("in-app-booking-approval-requested")).toBe("bookings");
    expect(emailPreferenceFor("in-app-booking-request-accepted")).toBe("bookings");
    expect(emailPreferenceFor("in-app-booking-request-declined")).toBe("bookings");
    expect(emailPreferenceFor("in-app-booking-reminder")).toBe("reminders");
    expect(emailPreferenceFor("in-app-booking-no-show")).toBe("bookings");
    expect(emailPreferenceFor("in-app-payment-received")).toBe("payments");
    expect(emailPreferenceFor("in-app-new-message")).toBe("messages");
    expect(emailPreferenceFor("in-app-booking-provider-recommendation")).toBe("recommendations");
  });
  it("defaults every key on", () => {
    const prefs = defaultEmailPreferences();
    expect(Object.keys(prefs).sort()).toEqual([...EMAIL_PREFERENCE_KEYS].sort());
    expect(Object.values(prefs).every(Boolean)).toBe(true);
  });
  it("recognises keys and types", () => {
    expect(isEmailPreferenceKey("payments")).toBe(true);
    expect(isEmailPreferenceKey("marketing")).toBe(false);
    expect(isNotificationType("in-app-new-message")).toBe(true);
    expect(isNotificationType("marketing")).toBe(false);
  });
});
