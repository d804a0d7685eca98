import { describe, expect, it } from "vitest";
import { withCredentialsLink } from "./credentials-link.ts";

const links = [
  { label: "Overview", href: "/overview" },
  { label: "Profile", href: "/profile" },
  { label: "Messages", href: "/messages" },
];

describe("withCredentialsLink", () => {
  it("adds Credentials after Profile for providers", () => {
    expect(withCredentialsLink(links, "provider")?.map((l) => l.href)).toEqual([
      "/overview",
      "/profile",
      "/credentials",
      "/messages",
    ]);
    expect(withCredentialsLink(links, "provider")?.[2]?.label).toBe("Credentials");
  });

  it("leaves clients' lists, a missing list and a list that has it already alone", () => {
    expect(withCredentialsLink(links, "client")).toBe(links);
    expect(withCredentialsLink(null, "provider")).toBeNull();
    const already = [...links, { label: "Credentials", href: "/credentials" }];
    expect(withCredentialsLink(already, "provider")).toBe(already);
  });
});
