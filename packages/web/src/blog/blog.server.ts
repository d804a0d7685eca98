import { ALL_CATEGORIES, blogPath, postPath } from "@marketplace/domain/blog";
import { formatShortDate } from "@marketplace/domain/dates";
import type { CardPost, CategoryTab } from "./blog-types.ts";
import {
  allPostPaths,
  type BlogPostSummary,
  ContentError,
  listCategories,
  mediaUrl,
} from "./content-client.server.ts";

/** A post as its card shows it: nothing of the content service's shape goes further. */
export function cardPost(post: BlogPostSummary): CardPost | null {
  if (!post.category) return null;
  const date = post.publishedAt ?? post.createdAt;
  return {
    id: post.documentId,
    title: post.title,
    href: postPath(post.category.slug, post.slug),
    excerpt: post.excerpt ?? "",
    category: post.category.name,
    date: date ? formatShortDate(date) : null,
    dateTime: date ?? null,
    image: post.image ? { src: mediaUrl(post.image.url), alt: post.image.alternativeText ?? "" } : null,
  };
}

export const cardPosts = (posts: BlogPostSummary[]) =>
  posts.map(cardPost).filter((p): p is CardPost => p !== null);

/** The category tabs: all-categories first (→ /blog), then the service's categories. */
export async function categoryTabs(allLabel: string): Promise<CategoryTab[]> {
  const categories = await listCategories();
  return [
    { key: ALL_CATEGORIES, label: allLabel, href: blogPath(null) },
    ...categories.map((c) => ({ key: c.slug, label: c.name, href: blogPath(c.slug) })),
  ];
}

/** A content service that cannot be reached is a 503 for the page, not a crash. */
export function unavailable(error: unknown): never {
  if (error instanceof ContentError)
    throw new Response(null, { status: 503, statusText: "Blog unavailable" });
  throw error;
}

/** The blog's pages with parameters, for sitemap.xml: every category, then every post. */
export async function blogSitemapPaths(): Promise<string[]> {
  const [categories, posts] = await Promise.all([listCategories(), allPostPaths()]);
  return [...categories.map((c) => blogPath(c.slug)), ...posts.map((p) => postPath(p.category, p.slug))];
}
