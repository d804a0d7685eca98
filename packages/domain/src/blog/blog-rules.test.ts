import { describe, expect, it } from "vitest";
import { ALL_CATEGORIES, blogPath, postPath, readingMinutes, searchPath, wordCount } from "./blog-rules.ts";
import { newsletterSchema } from "./newsletter.ts";

describe("blog rules", () => {
  it("maps all-categories to /blog and resets to page 1 unless a page is given", () => {
    expect(blogPath(ALL_CATEGORIES)).toBe("/blog");
    expect(blogPath(null, 3)).toBe("/blog?page=3");
    expect(blogPath("self-care")).toBe("/blog/self-care");
    expect(blogPath("self-care", 2)).toBe("/blog/self-care?page=2");
    expect(postPath("self-care", "sleep")).toBe("/blog/self-care/sleep");
    expect(searchPath(" sleep well ")).toBe("/blog/search/sleep%20well");
  });

  it("counts reading minutes from words, not markup, rounded up, at least one", () => {
    expect(readingMinutes("")).toBe(1);
    expect(readingMinutes(Array(200).fill("word").join(" "))).toBe(1);
    expect(readingMinutes(Array(266).fill("word").join(" "))).toBe(2);
    expect(readingMinutes(Array(600).fill("word").join(" "))).toBe(3);
    // 399 linked words and the heading's one: 400 words, 2 minutes (the link target and the # are not words).
    expect(readingMinutes(`## Title\n\n[${Array(399).fill("w").join(" ")}](https://x.example)`)).toBe(2);
  });

  it("counts a Markdown text's words once, for the reading time and the article's word count alike", () => {
    expect(wordCount("## Before the session\n\n- one *two* [three](/x)\n\n![cover](/c.png)")).toBe(6);
  });

  it("validates the newsletter form with the shared email rule", () => {
    expect(newsletterSchema.parse({ email: " A@B.co " })).toEqual({ email: "a@b.co", type: "blog-post" });
    expect(newsletterSchema.safeParse({ email: "nope" }).error?.issues[0]?.message).toBe(
      "Please enter a valid email address",
    );
  });
});
