import { describe, expect, it } from "vitest";
import { asksForCookiePreferences, withoutCookiePreferences } from "./cookie-preferences.ts";

describe("the footer's Cookie Preferences link", () => {
  it("is recognised in a page's address, with or without a value", () => {
    expect(asksForCookiePreferences(new URL("https://x.test/blog?cookie-preferences"))).toBe(true);
    expect(asksForCookiePreferences(new URL("https://x.test/blog?page=2&cookie-preferences="))).toBe(true);
    expect(asksForCookiePreferences(new URL("https://x.test/blog?page=2"))).toBe(false);
  });

  it("is dropped from the address the banner's plain form goes back to, the rest kept", () => {
    expect(withoutCookiePreferences("/blog", "?cookie-preferences")).toBe("/blog");
    expect(withoutCookiePreferences("/providers", "?country=NG&cookie-preferences&page=2")).toBe(
      "/providers?country=NG&page=2",
    );
    expect(withoutCookiePreferences("/", "")).toBe("/");
  });
});
