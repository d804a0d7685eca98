import { redirectAfterLogin } from "@marketplace/domain/redirect";
import { describe, expect, it } from "vitest";
import { SITE_ROUTES } from "../routes.ts";
import { BOOKING_ROUTE_ID, bookingHref } from "./booking-link.ts";

const ID = "01JD3Q8Z7X6W5V4T3S2R1Q0P9N";
const withBooking = [{ id: "home" }, { id: BOOKING_ROUTE_ID }];

describe("the Book button's link", () => {
  it("is absent while the route table has no booking screen", () => {
    expect(bookingHref(ID, true, [{ id: "home" }])).toBeNull();
    expect(bookingHref(ID, false, [{ id: "home" }])).toBeNull();
  });

  it("follows the site's real route table (issue 13 added the booking screen)", () => {
    const hasBooking = SITE_ROUTES.some((r) => r.id === BOOKING_ROUTE_ID);
    expect(bookingHref(ID, true) === null).toBe(!hasBooking);
  });

  it("goes straight to /booking/{objectID} when signed in", () => {
    expect(bookingHref(ID, true, withBooking)).toBe(`/booking/${ID}`);
  });

  it("sends a visitor to log in first, with a redirect the login page honours", () => {
    const href = bookingHref(ID, false, withBooking);
    expect(href).toBe(`/login?redirect=/booking/${ID}`);
    const redirect = new URL(href ?? "", "http://site.test").searchParams.get("redirect");
    expect(redirectAfterLogin(redirect)).toBe(`/booking/${ID}`);
  });

  it("offers no link for an id the login redirect would refuse", () => {
    expect(bookingHref("01jd3q8z7x6w5v4t3s2r1q0p9n", false, withBooking)).toBeNull();
    expect(bookingHref("undefined", true, withBooking)).toBeNull();
    expect(bookingHref(`${ID}/../x`, false, withBooking)).toBeNull();
  });
});
