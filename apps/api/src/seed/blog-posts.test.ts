import { readingMinutes, wordCount } from "@marketplace/domain/blog";
import { describe, expect, it } from "vitest";
import { parsePostMarkdown } from "../content/post-markdown.ts";
import { BLOG_CATEGORIES } from "./blog-data.ts";
import { AUTHORED_POSTS } from "./blog-posts.ts";

/**
 * The seeded blog reads as written by people (issue 28): every post has its own excerpt and body, no
 * paragraph is shared between posts, each body is about its title, and the reading time the post page
 * shows (the domain's readingMinutes) comes from each text, so it is not the same for every post.
 */
const posts = AUTHORED_POSTS.map(parsePostMarkdown);
const paragraphs = (body: string) =>
  body
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s+/g, " ").trim())
    .filter((p) => p.length >= 60);
/** A title's telling words (five letters or more, not the small ones every title has), by their stem. */
const SMALL = new Set(["about", "after", "again", "isn't", "which", "right", "without", "there", "their"]);
const stems = (text: string) =>
  (text.toLowerCase().match(/[a-z'-]+/g) ?? [])
    .filter((w) => w.length >= 5 && !SMALL.has(w))
    .map((w) => w.slice(0, 5));

describe("the seeded blog posts", () => {
  it("are thirty, six in each category, with unique slugs and titles", () => {
    expect(posts).toHaveLength(30);
    for (const category of BLOG_CATEGORIES)
      expect(
        posts.filter((p) => p.category === category.slug),
        category.slug,
      ).toHaveLength(6);
    expect(new Set(posts.map((p) => p.slug)).size).toBe(30);
    expect(new Set(posts.map((p) => p.title)).size).toBe(30);
  });

  it("each have an excerpt of their own, not copied from any body", () => {
    const excerpts = posts.map((p) => p.excerpt);
    expect(excerpts.every((e) => e.length >= 60)).toBe(true);
    expect(new Set(excerpts).size).toBe(posts.length);
    const everyParagraph = posts.flatMap((p) => paragraphs(p.body));
    for (const excerpt of excerpts) expect(everyParagraph, excerpt).not.toContain(excerpt);
  });

  it("each have a body of their own: no paragraph appears in two posts", () => {
    const seen = new Map<string, string>();
    for (const post of posts)
      for (const paragraph of paragraphs(post.body)) {
        expect(seen.get(paragraph), `${post.slug} repeats ${seen.get(paragraph)}`).toBeUndefined();
        seen.set(paragraph, post.slug);
      }
  });

  it("each have a body about their title: most of the title's telling words are in it", () => {
    for (const post of posts) {
      const title = [...new Set(stems(post.title))];
      const body = new Set(stems(post.body));
      const found = title.filter((stem) => body.has(stem));
      expect(found.length / title.length, `${post.slug}: ${title.join(", ")}`).toBeGreaterThanOrEqual(0.5);
    }
  });

  it("each are long enough to be an article, and their reading time comes from their own text", () => {
    for (const post of posts) {
      expect(wordCount(post.body), post.slug).toBeGreaterThanOrEqual(120);
      expect(readingMinutes(post.body), post.slug).toBe(Math.ceil(wordCount(post.body) / 200));
    }
    // Texts of different lengths: not one reading time for every post.
    expect(new Set(posts.map((p) => readingMinutes(p.body))).size).toBeGreaterThan(1);
  });
});
