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

  it("sends no value, the sign-in pages and /overview itself to /overview", () => {
    expect(redirectAfterLogin(undefined)).toBe("/overview");
    expect(redirectAfterLogin(null)).toBe("/overview");
    expect(redirectAfterLogin("")).toBe("/overview");
    expect(redirectAfterLogin("/overview")).toBe("/overview");
    for (const page of [
      "/login",
      "/login?redirect=/wallet",
      "/createaccount",
      "/forgot-password",
      "/logout",
    ]) {
      expect(resolveLoginRedirect(page).kind, page).toBe("default");
    }
  });

  // Issue 28: emailed and shared links to signed-in pages lost their target when opened signed out.
  it.each([
    `/booking/${ID}/summary`,
    `/booking/${ID}/summary?done=paid`,
    `/booking/request/${ID}`,
    `/payment/${ID}`,
    `/payment/series/${ID}`,
    `/payment/${ID}?reference=tq-${ID}`,
    `/review/${ID}`,
    `/recommended-provider/${ID}`,
    `/earnings/${ID}`,
    "/earnings",
    "/notifications?page=2",
    "/wallet",
  ])("honours the signed-in page %s as it is", (value) => {
    expect(resolveLoginRedirect(value)).toEqual({ kind: "page", path: value });
  });

  // No open redirect: nothing a browser could read as another host is ever honoured.
  it.each([
    `https://evil.example/booking/${ID}`,
    `http://evil.example/booking/${ID}`,
    `//evil.example/booking/${ID}`,
    `///evil.example/booking/${ID}`,
    `\\\\evil.example/booking/${ID}`,
    `/\\evil.example/booking/${ID}`,
    `javascript:alert(1)//booking/${ID}`,
    `booking/${ID}`,
    `%2Fbooking%2F${ID}`,
    `%2F%2Fevil.example/booking/${ID}`,
    `/%2F/evil.example`,
    `/%5Cevil.example`,
    `/%252F%252Fevil.example`,
    `%252Fbooking%252F${ID}`,
    `/booking/${ID}%0d%0aLocation:%20https://evil.example`,
    `/booking/${ID}\r\nSet-Cookie: x=1`,
    `/\t/evil.example`,
    ` /booking/${ID}`,
    `/booking/%E0%A4%A`,
    `/${"a".repeat(600)}`,
  ])("refuses %s", (value) => {
    expect(redirectAfterLogin(value)).toBe("/overview");
  });

  it("keeps the spec's two kinds exact: anything near them is at most a plain page, never a booking or a conversation", () => {
    for (const value of [
      `/booking/${ID.toLowerCase()}`,
      `/booking/${ID}/`,
      `/booking/${ID}?next=https://evil.example`,
      `/booking/${ID}#x`,
      `/booking/../booking/${ID}`,
      `/booking%2F${ID}`,
      `/booking/${ID}%00`,
      `/messages/${ID}/../../admin`,
    ]) {
      expect(resolveLoginRedirect(value).kind, value).not.toMatch(/^(booking|messages)$/);
    }
  });

  it("never returns anything that leaves the site, whatever the input", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80, unit: "binary-ascii" }), (value) => {
        const path = redirectAfterLogin(value);
        const base = "https://site.example";
        return path.startsWith("/") && !path.startsWith("//") && new URL(path, base).origin === base;
      }),
    );
    fc.assert(
      fc.property(
        fc.constantFrom("/", "//", "/\\", "\\", "%2F", "%5C", "\t", "https:"),
        fc.array(fc.constantFrom("/", "\\", "%2F", "%5C", "%25", "\t", "evil", ".", ":", "@"), {
          maxLength: 6,
        }),
        (head, rest) => {
          const path = redirectAfterLogin(head + rest.join(""));
          return new URL(path, "https://site.example").host === "site.example" && !path.includes("\\");
        },
      ),
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

  it("carries a conversation and a booking by their exact form, without a query", () => {
    expect(loginPathFor(`/messages/${ID}?search=hello`)).toBe(`/login?redirect=/messages/${ID}`);
    expect(loginPathFor(`/booking/${ID}/summary?from=email`)).toBe(`/login?redirect=/booking/${ID}`);
  });

  it("carries any other signed-in page with its query, encoded as a query value (issue 28)", () => {
    for (const path of [
      `/review/${ID}`,
      `/recommended-provider/${ID}`,
      `/earnings/${ID}`,
      `/payment/${ID}`,
    ]) {
      expect(loginPathFor(path)).toBe(`/login?redirect=${path}`);
    }
    expect(loginPathFor(`/payment/${ID}?reference=tq-1&x=a b`)).toBe(
      `/login?redirect=/payment/${ID}%3Freference%3Dtq-1%26x%3Da%20b`,
    );
    // What the login page reads back (URLSearchParams decodes once) is the page, and the rule honours it.
    const back = new URL(loginPathFor(`/notifications?page=2`), "https://site.example").searchParams.get(
      "redirect",
    );
    expect(back).toBe("/notifications?page=2");
    expect(redirectAfterLogin(back)).toBe("/notifications?page=2");
  });

  it.each(["/overview", "/login", "//evil.example"])("carries none for %s", (path) => {
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
