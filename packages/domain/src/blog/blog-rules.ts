/** The blog's rules (spec screens 5–7, sections 4, 5 and 9). */

/** Blog list and blog search page size (section 9). */
export const BLOG_PAGE_SIZE = 10;

/** The all-categories tab's slug; choosing it goes to /blog (screen 6). */
export const ALL_CATEGORIES = "all-categories";

/** The newsletter type the blog subscribes with (section 3). */
export const NEWSLETTER_TYPE = "blog-post";

/** Search with an empty term (section 5). */
export const BLOG_MESSAGES = {
  emptyTerm: "Fields cannot be empty",
} as const;

/** The blog's URLs: a category tab resets to page 1 (section 4), all-categories maps to /blog. */
export const blogPath = (categorySlug?: string | null, page = 1): string => {
  const base =
    !categorySlug || categorySlug === ALL_CATEGORIES ? "/blog" : `/blog/${encodeURIComponent(categorySlug)}`;
  return page > 1 ? `${base}?page=${page}` : base;
};

export const postPath = (categorySlug: string, postSlug: string) =>
  `/blog/${encodeURIComponent(categorySlug)}/${encodeURIComponent(postSlug)}`;

export const searchPath = (term: string, page = 1) => {
  const base = `/blog/search/${encodeURIComponent(term.trim())}`;
  return page > 1 ? `${base}?page=${page}` : base;
};

/** Words a reader reads in a minute, for the reading time shown on a post. */
export const WORDS_PER_MINUTE = 200;

/** The words of a Markdown text, not its markup (code blocks, images, link targets, #, >, *, _, `, ~, -). */
export function wordCount(markdown: string): number {
  return markdown
    .replace(/```[\s\S]*?```/g, " ")
    .replace(/!\[[^\]]*\]\([^)]*\)/g, " ")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[#>*_`~-]/g, " ")
    .split(/\s+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

/**
 * Minutes to read a text, from its words (wordCount) at WORDS_PER_MINUTE, rounded up (a minute and a
 * third reads as 2 min, not 1); at least 1. The one definition of a post's reading time: the post page
 * shows it and the seed's test checks its posts against it.
 */
export function readingMinutes(markdown: string): number {
  return Math.max(1, Math.ceil(wordCount(markdown) / WORDS_PER_MINUTE));
}
