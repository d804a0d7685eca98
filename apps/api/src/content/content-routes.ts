import { createRoute, z } from "@hono/zod-openapi";
import { and, asc, count, desc, eq, ilike, isNotNull, type SQL } from "drizzle-orm";
import type { Context } from "hono";
import { lagTolerantDb } from "../auth/index.ts";
import { blogCategories, blogPosts } from "../db/index.ts";
import type { AppEnv } from "../http/index.ts";
import { badRequest, createRouter, errorResponses, jsonContent } from "../http/index.ts";
import {
  CategoryQuery,
  CONTENT_DEFAULT_PAGE_SIZE,
  nestQuery,
  PostQuery,
  parseSort,
  queryError,
} from "./strapi-query.ts";

/**
 * The blog's content service (issue 16): Strapi v5's REST dialect, mounted where a Strapi's `/api`
 * would be (CONTENT_API_URL on the sites, default `{API}/content/api`). Published entries only, as
 * Strapi answers an anonymous caller. Sites talk to it through one small client, so a real Strapi
 * can replace it with no change on their side.
 */
export const CONTENT_BASE = "/content/api";

const Pagination = z
  .object({
    page: z.number().int(),
    pageSize: z.number().int(),
    pageCount: z.number().int(),
    total: z.number().int(),
  })
  .openapi("ContentPagination");

const Category = z
  .object({
    id: z.number().int(),
    documentId: z.string(),
    name: z.string().optional(),
    slug: z.string().optional(),
    locale: z.string().optional(),
    createdAt: z.string().optional(),
    updatedAt: z.string().optional(),
    publishedAt: z.string().nullable().optional(),
  })
  .openapi("ContentCategory");

const Image = z
  .object({
    id: z.number().int(),
    documentId: z.string(),
    url: z.string(),
    alternativeText: z.string().nullable(),
  })
  .openapi("ContentImage");

const Post = z
  .object({
    id: z.number().int(),
    documentId: z.string(),
    title: z.string().optional(),
    slug: z.string().optional(),
    excerpt: z.string().optional(),
    body: z.string().optional().openapi({ description: "Markdown (Strapi's rich text, Markdown)" }),
    author: z.string().optional(),
    locale: z.string().optional(),
    createdAt: z.string().optional(),
    updatedAt: z.string().optional(),
    publishedAt: z.string().nullable().optional(),
    category: Category.nullable().optional(),
    image: Image.nullable().optional(),
  })
  .openapi("ContentPost");

const flatQuery = (names: string[]) =>
  z.object(Object.fromEntries(names.map((name) => [name, z.string().optional()])));

const POST_FIELDS = [
  "title",
  "slug",
  "excerpt",
  "body",
  "author",
  "locale",
  "createdAt",
  "updatedAt",
  "publishedAt",
] as const;
const CATEGORY_FIELDS = ["name", "slug", "locale", "createdAt", "updatedAt", "publishedAt"] as const;
const POST_RELATIONS = ["category", "image"] as const;

type PostRow = typeof blogPosts.$inferSelect;
type CategoryRow = typeof blogCategories.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function pickFields<T extends string>(
  all: readonly T[],
  requested: string[] | undefined,
): { fields: readonly T[] } | { error: string } {
  if (!requested || requested.length === 0 || requested.includes("*")) return { fields: all };
  const unknown = requested.filter(
    (f) => !(all as readonly string[]).includes(f) && f !== "id" && f !== "documentId",
  );
  if (unknown.length > 0)
    return { error: `fields: ${unknown.join(", ")} is not a field (${all.join(", ")})` };
  return { fields: all.filter((f) => requested.includes(f)) };
}

function categoryJson(row: CategoryRow, fields: readonly string[] = CATEGORY_FIELDS) {
  const all: Record<string, unknown> = {
    name: row.name,
    slug: row.slug,
    locale: row.locale,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    publishedAt: iso(row.publishedAt),
  };
  return { id: row.id, documentId: row.documentId, ...Object.fromEntries(fields.map((f) => [f, all[f]])) };
}

function postJson(
  row: PostRow,
  category: CategoryRow | null,
  fields: readonly string[],
  relations: Set<string>,
) {
  const all: Record<string, unknown> = {
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    body: row.body,
    author: row.author,
    locale: row.locale,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    publishedAt: iso(row.publishedAt),
  };
  const out: Record<string, unknown> = {
    id: row.id,
    documentId: row.documentId,
    ...Object.fromEntries(fields.map((f) => [f, all[f]])),
  };
  if (relations.has("category")) out.category = category ? categoryJson(category) : null;
  if (relations.has("image"))
    out.image =
      row.imageUrl && row.imageDocumentId
        ? {
            id: row.id,
            documentId: row.imageDocumentId,
            url: row.imageUrl,
            alternativeText: row.imageAlt || null,
          }
        : null;
  return out;
}

const queryOf = (c: Context<AppEnv>) => new URL(c.req.url).searchParams;

const meta = (page: number, pageSize: number, total: number) => ({
  pagination: { page, pageSize, pageCount: Math.ceil(total / pageSize), total },
});

export function contentRoutes() {
  const router = createRouter();

  router.openapi(
    createRoute({
      method: "get",
      path: `${CONTENT_BASE}/posts`,
      tags: ["content"],
      summary: "Published blog posts, in Strapi v5's REST dialect",
      description:
        "fields (comma-separated or fields[0]=…), populate (category, image or *), filters[title][$containsi], filters[slug][$eq], filters[category][slug][$eq], pagination[page], pagination[pageSize] (at most 100), sort (e.g. publishedAt:desc).",
      request: {
        query: flatQuery([
          "fields",
          "populate",
          "filters[title][$containsi]",
          "filters[slug][$eq]",
          "filters[category][slug][$eq]",
          "pagination[page]",
          "pagination[pageSize]",
          "sort",
        ]),
      },
      responses: {
        200: jsonContent(
          z.object({ data: z.array(Post), meta: z.object({ pagination: Pagination }) }),
          "Posts",
        ),
        ...errorResponses,
      },
    }),
    async (c) => {
      const parsed = PostQuery.safeParse(nestQuery(queryOf(c)));
      if (!parsed.success) throw queryError(parsed.error);
      const q = parsed.data;
      const picked = pickFields(POST_FIELDS, q.fields);
      if ("error" in picked) throw badRequest(picked.error, [picked.error]);
      const relations = new Set(q.populate?.includes("*") ? POST_RELATIONS : (q.populate ?? []));
      const unknownRelation = [...relations].find((r) => !(POST_RELATIONS as readonly string[]).includes(r));
      if (unknownRelation) {
        const message = `populate: ${unknownRelation} is not a relation (${POST_RELATIONS.join(", ")})`;
        throw badRequest(message, [message]);
      }
      const sorts = parseSort(q.sort, [...POST_FIELDS, "id"]);
      if (typeof sorts === "string") throw badRequest(sorts, [sorts]);

      const where: SQL[] = [isNotNull(blogPosts.publishedAt)];
      const f = q.filters;
      if (f?.title?.$eq !== undefined) where.push(eq(blogPosts.title, f.title.$eq));
      if (f?.title?.$containsi !== undefined)
        where.push(ilike(blogPosts.title, `%${likeEscape(f.title.$containsi)}%`));
      if (f?.slug?.$eq !== undefined) where.push(eq(blogPosts.slug, f.slug.$eq));
      if (f?.slug?.$containsi !== undefined)
        where.push(ilike(blogPosts.slug, `%${likeEscape(f.slug.$containsi)}%`));
      if (f?.category?.slug?.$eq !== undefined) where.push(eq(blogCategories.slug, f.category.slug.$eq));
      if (f?.category?.slug?.$containsi !== undefined)
        where.push(ilike(blogCategories.slug, `%${likeEscape(f.category.slug.$containsi)}%`));

      const page = q.pagination?.page ?? 1;
      const pageSize = q.pagination?.pageSize ?? CONTENT_DEFAULT_PAGE_SIZE;
      const db = lagTolerantDb(c);
      const columns = { ...blogPosts } as unknown as Record<string, typeof blogPosts.id>;
      const order = sorts.map((s) => (s.desc ? desc : asc)(columns[s.field] ?? blogPosts.id));
      const [rows, totals] = await Promise.all([
        db
          .select({ post: blogPosts, category: blogCategories })
          .from(blogPosts)
          .innerJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
          .where(and(...where))
          .orderBy(...order, asc(blogPosts.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db
          .select({ n: count() })
          .from(blogPosts)
          .innerJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
          .where(and(...where)),
      ]);
      c.header("Cache-Control", "public, max-age=60");
      return c.json(
        {
          data: rows.map((r) => postJson(r.post, r.category, picked.fields, relations)) as z.infer<
            typeof Post
          >[],
          meta: meta(page, pageSize, totals[0]?.n ?? 0),
        },
        200,
      );
    },
  );

  router.openapi(
    createRoute({
      method: "get",
      path: `${CONTENT_BASE}/categories`,
      tags: ["content"],
      summary: "Published blog categories, in Strapi v5's REST dialect (read as data.data)",
      request: { query: flatQuery(["fields", "sort", "pagination[page]", "pagination[pageSize]"]) },
      responses: {
        200: jsonContent(
          z.object({ data: z.array(Category), meta: z.object({ pagination: Pagination }) }),
          "Categories",
        ),
        ...errorResponses,
      },
    }),
    async (c) => {
      const parsed = CategoryQuery.safeParse(nestQuery(queryOf(c)));
      if (!parsed.success) throw queryError(parsed.error);
      const q = parsed.data;
      const picked = pickFields(CATEGORY_FIELDS, q.fields);
      if ("error" in picked) throw badRequest(picked.error, [picked.error]);
      const sorts = parseSort(q.sort, [...CATEGORY_FIELDS, "id"]);
      if (typeof sorts === "string") throw badRequest(sorts, [sorts]);
      const columns = { ...blogCategories } as unknown as Record<string, typeof blogCategories.id>;
      const order = sorts.map((s) => (s.desc ? desc : asc)(columns[s.field] ?? blogCategories.id));
      const page = q.pagination?.page ?? 1;
      const pageSize = q.pagination?.pageSize ?? CONTENT_DEFAULT_PAGE_SIZE;
      const db = lagTolerantDb(c);
      const published = isNotNull(blogCategories.publishedAt);
      const [rows, totals] = await Promise.all([
        db
          .select()
          .from(blogCategories)
          .where(published)
          .orderBy(...order, asc(blogCategories.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ n: count() }).from(blogCategories).where(published),
      ]);
      c.header("Cache-Control", "public, max-age=60");
      return c.json(
        {
          data: rows.map((r) => categoryJson(r, picked.fields)) as z.infer<typeof Category>[],
          meta: meta(page, pageSize, totals[0]?.n ?? 0),
        },
        200,
      );
    },
  );
  return router;
}

/** `%` and `_` in a search term are the characters themselves, not patterns. */
const likeEscape = (term: string) => term.replace(/[\\%_]/g, (ch) => `\\${ch}`);
