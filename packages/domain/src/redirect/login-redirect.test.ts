import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  isBookingRedirect,
  isMessageRedirect,
  loginPathFor,
  loginRedirectFor,
  redirectAfterLogin,
  resolveLoginRedirect,
} from "./login-redirect.ts";

const ID = "01JD3Q8Z7X6W5V4T3S2R1Q0P9N";

describe("redirect after login (spec section 2)", () => {
  it("honours /booking/{id} and /messages/{id} with a 26-character id", () => {
    expect(resolveLoginRedirect(`/booking/${ID}`)).toEqual({
      kind: "booking",
      path: `/booking/${ID}`,
      id: ID,
    });
    expect(resolveLoginRedirect(`/messages/${ID}`)).toEqual({
      kind: "messages",
      path: `/messages/${ID}`,
      id: ID,
    });
    expect(isBookingRedirect(`/booking/${ID}`)).toBe(true);
    expect(isMessageRedirect(`/messages/${ID}`)).toBe(true);
    expect(isMessageRedirect(`/booking/${ID}`)).toBe(false);
  });

  it("sends everything else to /overview", () => {
    expect(redirectAfterLogin(undefined)).toBe("/overview");
    expect(redirectAfterLogin(null)).toBe("/overview");
    expect(redirectAfterLogin("")).toBe("/overview");
    expect(redirectAfterLogin("/overview")).toBe("/overview");
    expect(redirectAfterLogin("/earnings")).toBe("/overview");
  });

  it.each([
    `https://evil.example/booking/${ID}`,
    `http://evil.example/booking/${ID}`,
    `//evil.example/booking/${ID}`,
    `///evil.example/booking/${ID}`,
    `\\\\evil.example/booking/${ID}`,
    `/\\evil.example/booking/${ID}`,
    `javascript:alert(1)//booking/${ID}`,
    `/booking/${ID.toLowerCase()}`,
    `/booking/${ID.slice(1)}`,
    `/booking/${ID}X`,
    `/booking/${ID}/`,
    `/booking/${ID}/summary`,
    `/booking/${ID}?next=https://evil.example`,
    `/booking/${ID}#x`,
    `/booking/../booking/${ID}`,
    `/x/booking/${ID}`,
    `booking/${ID}`,
    `%2Fbooking%2F${ID}`,
    `/booking%2F${ID}`,
    `%2F%2Fevil.example/booking/${ID}`,
    `%252Fbooking%252F${ID}`,
    `/booking/${ID}%00`,
    `/booking/${ID}%0d%0aLocation:%20https://evil.example`,
    ` /booking/${ID}`,
    `/booking/%E0%A4%A`,
    `/messages/${ID}/../../admin`,
  ])("refuses %s", (value) => {
    expect(redirectAfterLogin(value)).toBe("/overview");
  });

  it("never returns anything but a known local path, whatever the input", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (value) => {
        const path = redirectAfterLogin(value);
        return path === "/overview" || /^\/(booking|messages)\/[0-9A-Z]{26}$/.test(path);
      }),
    );
  });
});

describe("the redirect a signed-out visit carries to the login page", () => {
  it("keeps a conversation and a booking, and sends a booking's summary by its booking", () => {
    expect(loginPathFor(`/messages/${ID}`)).toBe(`/login?redirect=/messages/${ID}`);
    expect(loginPathFor(`/booking/${ID}`)).toBe(`/login?redirect=/booking/${ID}`);
    expect(loginPathFor(`/booking/${ID}/summary`)).toBe(`/login?redirect=/booking/${ID}`);
    expect(redirectAfterLogin(loginRedirectFor(`/booking/${ID}/summary`))).toBe(`/booking/${ID}`);
  });

  it.each([
    "/overview",
    "/messages",
    "/messages/stream",
    "/security",
    `/earnings/${ID}`,
    `/review/${ID}`,
    `/recommended-provider/${ID}`,
    `/booking/${ID}/reschedule`,
    `/booking/${ID.toLowerCase()}/summary`,
    `/messages/${ID}/x`,
  ])("carries none for %s (the rule would send it to /overview anyway)", (path) => {
    expect(loginRedirectFor(path)).toBeNull();
    expect(loginPathFor(path)).toBe("/login");
  });

  it("only ever carries what the login rule honours", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (path) => {
        const back = loginRedirectFor(path);
        return back === null || redirectAfterLogin(back) === back;
      }),
    );
  });
});
