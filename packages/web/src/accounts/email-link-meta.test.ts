import { describe, expect, it } from "vitest";
import { emailLinkMeta } from "./email-link-meta.ts";

describe("emailLinkMeta", () => {
  it("titles the page, keeps it out of search engines and sends no Referer to other sites", () => {
    expect(emailLinkMeta("Reset your password")).toEqual([
      { title: "Reset your password" },
      { name: "robots", content: "noindex" },
      { name: "referrer", content: "same-origin" },
    ]);
  });
});
