import { describe, expect, it } from "vitest";
import { phoneMenuLinks } from "./phone-menu.ts";

const links = [
  { label: "Overview", href: "/overview" },
  { label: "Terms of Service", href: "/terms-of-service" },
  { label: "Privacy Policy", href: "/privacy-policy" },
];
const extras = [
  { label: "Explore our website", href: "/" },
  { label: "Policies", href: "/privacy-policy" },
];

describe("phoneMenuLinks", () => {
  it("lists the privacy policy once: the phone's 'Policies' replaces the side bar's 'Privacy Policy'", () => {
    const menu = phoneMenuLinks(links, extras) ?? [];
    expect(menu.filter((l) => l.href === "/privacy-policy")).toEqual([
      { label: "Policies", href: "/privacy-policy" },
    ]);
    expect(menu.map((l) => l.label)).toEqual([
      "Overview",
      "Terms of Service",
      "Explore our website",
      "Policies",
    ]);
  });

  it("keeps a list that failed to load as it is", () => {
    expect(phoneMenuLinks(null, extras)).toBeNull();
  });
});
