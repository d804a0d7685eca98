import { BLOG_PAGE_SIZE } from "@marketplace/domain/blog";
import { z } from "zod";
import { env } from "../env/index.server.ts";

/**
 * The one module that talks to the blog's content service, in Strapi v5's REST dialect only
 * (CONTENT_API_URL: the API's own content service by default, or a real Strapi's `/api`). Answers are
 * parsed with zod here, so nothing past this module depends on the service's exact shape.
 */

const Category = z.object({
  documentId: z.string(),
  name: z.string(),
  slug: z.string(),
});

const Image = z.object({ url: z.string(), alternativeText: z.string().nullish() });

const PostSummary = z.object({
  documentId: z.string(),
  title: z.string(),
  slug: z.string(),
  excerpt: z.string().nullish(),
  author: z.string().nullish(),
  createdAt: z.string().nullish(),
  publishedAt: z.string().nullish(),
  category: Category.nullish(),
  image: Image.nullish(),
});

const Post = PostSummary.extend({ body: z.string().nullish(), updatedAt: z.string().nullish() });

const Pagination = z.object({
  page: z.number().int(),
  pageSize: z.number().int(),
  pageCount: z.number().int(),
  total: z.number().int(),
});

const list = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), meta: z.object({ pagination: Pagination }).partial().optional() });

export type BlogCategory = z.infer<typeof Category>;
export type BlogPostSummary = z.infer<typeof PostSummary>;
export type BlogPost = z.infer<typeof Post>;
export type BlogPagination = z.infer<typeof Pagination>;

/** The content service did not answer, or answered something that is not Strapi's shape. */
export class ContentError extends Error {
  override name = "ContentError";
}

const TIMEOUT_MS = 5000;

/** Strapi's query string: bracketed keys, values as given (URLSearchParams encodes them). */
type Query = Record<string, string | number>;

async function get<T extends z.ZodType>(path: string, query: Query, schema: T): Promise<z.infer<T>> {
  const url = new URL(`${env.CONTENT_API_URL}${path}`);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, String(value));
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { Accept: "application/json" },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new ContentError(`content service unreachable: ${(error as Error).message}`);
  }
  if (!response.ok) throw new ContentError(`content service answered ${response.status} for ${path}`);
  const parsed = schema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw new ContentError(`content service answered an unexpected shape for ${path}`);
  return parsed.data;
}

const SUMMARY_FIELDS = ["title", "slug", "excerpt", "author", "createdAt", "publishedAt"];
const fields = (names: readonly string[]): Query =>
  Object.fromEntries(names.map((name, index) => [`fields[${index}]`, name]));
const POPULATED: Query = { "populate[0]": "category", "populate[1]": "image" };
const NEWEST: Query = { "sort[0]": "publishedAt:desc" };

const paged = (
  result: { data: BlogPostSummary[]; meta?: { pagination?: BlogPagination } | undefined },
  page: number,
) => ({
  posts: result.data,
  pagination: result.meta?.pagination ?? {
    page,
    pageSize: BLOG_PAGE_SIZE,
    pageCount: result.data.length > 0 ? 1 : 0,
    total: result.data.length,
  },
});

/** A page of posts, newest first, optionally of one category and/or whose title contains a term. */
export async function listPosts(options: { page: number; category?: string; titleContains?: string }) {
  const query: Query = {
    ...fields(SUMMARY_FIELDS),
    ...POPULATED,
    ...NEWEST,
    "pagination[page]": options.page,
    "pagination[pageSize]": BLOG_PAGE_SIZE,
  };
  if (options.category) query["filters[category][slug][$eq]"] = options.category;
  if (options.titleContains) query["filters[title][$containsi]"] = options.titleContains;
  return paged(await get("/posts", query, list(PostSummary)), options.page);
}

/**
 * The search box's dropdown (spec section 7): fields title and slug, the category populated, the
 * title-contains filter, page 1, page size 10, newest first.
 */
export async function searchTitles(term: string) {
  const result = await get(
    "/posts",
    {
      ...fields(["title", "slug"]),
      "populate[0]": "category",
      "filters[title][$containsi]": term,
      "pagination[page]": 1,
      "pagination[pageSize]": BLOG_PAGE_SIZE,
      ...NEWEST,
    },
    list(PostSummary.pick({ documentId: true, title: true, slug: true, category: true })),
  );
  return { titles: result.data, total: result.meta?.pagination?.total ?? result.data.length };
}

/** One post by its slug, with its body; null when there is none. */
export async function getPost(slug: string): Promise<BlogPost | null> {
  const result = await get("/posts", { "filters[slug][$eq]": slug, ...POPULATED }, list(Post));
  return result.data[0] ?? null;
}

/** The blog's categories (`GET /categories`, read as data.data). */
export async function listCategories(): Promise<BlogCategory[]> {
  const result = await get(
    "/categories",
    { ...fields(["name", "slug"]), "sort[0]": "name:asc", "pagination[pageSize]": 100 },
    list(Category),
  );
  return result.data;
}

/** Every post's category and slug, for the sitemap (at most 1,000, newest first). */
export async function allPostPaths(): Promise<Array<{ category: string; slug: string }>> {
  const out: Array<{ category: string; slug: string }> = [];
  for (let page = 1; page <= 10; page += 1) {
    const result = await get(
      "/posts",
      {
        ...fields(["slug"]),
        "populate[0]": "category",
        ...NEWEST,
        "pagination[page]": page,
        "pagination[pageSize]": 100,
      },
      list(PostSummary.pick({ documentId: true, slug: true, category: true })),
    );
    for (const post of result.data)
      if (post.category) out.push({ category: post.category.slug, slug: post.slug });
    if (page >= (result.meta?.pagination?.pageCount ?? 1)) break;
  }
  return out;
}

/** A media URL as browsers load it: Strapi's local uploads are relative to the content service. */
export const mediaUrl = (url: string) =>
  /^https?:\/\//.test(url) ? url : `${env.CONTENT_MEDIA_ORIGIN}${url}`;
