import { describe, expect, it } from "vitest";
import { parsePostMarkdown } from "./post-markdown.ts";

const DOC = `---
title: Sleep Hygiene for Busy Minds
slug: sleep-hygiene-for-busy-minds
category: self-care
author: Dr. Funmi Adeyemi
date: 2026-10-02
excerpt: Small habits: a calmer night.
---
## Why it matters

Sleep **restores** us.
`;

describe("parsePostMarkdown", () => {
  it("reads the front matter and keeps the Markdown body", () => {
    const post = parsePostMarkdown(DOC);
    expect(post).toMatchObject({
      title: "Sleep Hygiene for Busy Minds",
      slug: "sleep-hygiene-for-busy-minds",
      category: "self-care",
      author: "Dr. Funmi Adeyemi",
      date: "2026-10-02",
      excerpt: "Small habits: a calmer night.",
      coverAlt: "",
    });
    expect(post.body).toBe("## Why it matters\n\nSleep **restores** us.");
  });

  it("names what is wrong", () => {
    expect(() => parsePostMarkdown("no front matter")).toThrow(/front matter/);
    expect(() =>
      parsePostMarkdown(DOC.replace("slug: sleep-hygiene-for-busy-minds", "slug: Not A Slug")),
    ).toThrow(/slug must be lowercase/);
    expect(() => parsePostMarkdown(DOC.replace(/## Why[\s\S]*$/, ""))).toThrow(/body is empty/);
  });
});
