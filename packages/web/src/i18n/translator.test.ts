import { describe, expect, it } from "vitest";
import { createTranslator, overlay } from "./translator.ts";

const messages = {
  nav: { services: "Services" },
  greeting: "Welcome back, {{name}}",
  unread_one: "{{count}} unread message",
  unread_other: "{{count}} unread messages",
  more: "+ {{count}} more",
  quotes: ["One", "Two"],
};

describe("createTranslator", () => {
  const t = createTranslator("en-US", messages);

  it("reads dot paths and fills parameters", () => {
    expect(t("nav.services")).toBe("Services");
    expect(t("greeting", { name: "Ada" })).toBe("Welcome back, Ada");
  });

  it("picks the plural form from count, and falls back to the plain key when there is none", () => {
    expect(t("unread", { count: 1 })).toBe("1 unread message");
    expect(t("unread", { count: 0 })).toBe("0 unread messages");
    expect(t("unread", { count: 7 })).toBe("7 unread messages");
    expect(t("more", { count: 3 })).toBe("+ 3 more");
  });

  it("shows a missing key as itself", () => {
    expect(t("nav.nowhere")).toBe("nav.nowhere");
  });

  it("returns lists and tables raw", () => {
    expect(t.raw("quotes")).toEqual(["One", "Two"]);
    expect(t.raw("nav")).toEqual({ services: "Services" });
  });
});

describe("overlay", () => {
  it("replaces only the keys the locale overrides, and replaces lists whole", () => {
    const merged = overlay(messages, { nav: { services: "Our services" }, quotes: ["Three"] });
    expect(merged).toEqual({ ...messages, nav: { services: "Our services" }, quotes: ["Three"] });
    expect(messages.nav.services).toBe("Services");
  });
});
