import { type ZodError, z } from "zod";
import { type ApiError, badRequest, zodErrors } from "../http/index.ts";

/**
 * Strapi v5's REST query dialect, as much of it as the blog uses: `fields`, `populate`, `filters`
 * (`$eq`, `$containsi`), `pagination[page]`/`pagination[pageSize]` and `sort`. A query string is read
 * the way Strapi's `qs` reads it: `a[b][c]=v` nests, `a[0]=v` makes a list, and a list may also be
 * written comma-separated (`fields=title,slug`, `sort=publishedAt:desc`).
 */

type Nested = string | Nested[] | { [key: string]: Nested };

/** Nests `filters[category][slug][$eq]=x` into `{ filters: { category: { slug: { $eq: "x" } } } }`. */
export function nestQuery(params: URLSearchParams): Record<string, Nested> {
  const root: Record<string, Nested> = {};
  for (const [key, value] of params) {
    const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
    if (!match?.[1]) continue;
    const path = [match[1], ...[...(match[2] ?? "").matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1] ?? "")];
    // Deeper than Strapi's filters need is not a query of ours (and bounds the work).
    if (path.length > 5) continue;
    let node: Record<string, Nested> = root;
    for (const [index, part] of path.entries()) {
      const last = index === path.length - 1;
      if (last) {
        const existing = node[part];
        if (existing === undefined) node[part] = value;
        else if (Array.isArray(existing)) existing.push(value);
        else if (typeof existing === "string") node[part] = [existing, value];
        break;
      }
      const next = node[part];
      if (next === undefined || typeof next === "string" || Array.isArray(next)) {
        const created: Record<string, Nested> = {};
        node[part] = created;
        node = created;
      } else node = next;
    }
  }
  return root;
}

/** `a,b`, `[a, b]` or `{ 0: a, 1: b }` → `["a", "b"]`. */
const list = z
  .union([z.string(), z.array(z.string()), z.record(z.string(), z.string())])
  .transform((value) =>
    (typeof value === "string" ? value.split(",") : Array.isArray(value) ? value : Object.values(value))
      .map((item) => item.trim())
      .filter(Boolean),
  );

/** `populate=*`, `populate=category`, `populate[0]=category` or `populate[category]=true`/`{…}`. */
const populate = z
  .union([z.string(), z.array(z.string()), z.record(z.string(), z.unknown())])
  .transform((value) =>
    typeof value === "string"
      ? value.split(",").map((v) => v.trim())
      : Array.isArray(value)
        ? value
        : Object.entries(value)
            .filter(([, v]) => v !== "false")
            .map(([k, v]) => (/^\d+$/.test(k) && typeof v === "string" ? v : k)),
  );

const text = (name: string) =>
  z.string({ message: `${name} must be a string` }).max(200, `${name} is too long`);

const positive = (name: string, max: number) =>
  z.coerce
    .number({ message: `${name} must be a whole number` })
    .int(`${name} must be a whole number`)
    .min(1, `${name} must be at least 1`)
    .max(max, `${name} must be at most ${max}`);

export const CONTENT_MAX_PAGE_SIZE = 100;
export const CONTENT_DEFAULT_PAGE_SIZE = 25;

const stringFilter = (name: string) =>
  z
    .object(
      { $eq: text(`${name}.$eq`), $containsi: text(`${name}.$containsi`) },
      { message: `${name}: use $eq or $containsi` },
    )
    .partial()
    .strict();

export const PostQuery = z
  .object({
    fields: list.optional(),
    populate: populate.optional(),
    filters: z
      .object({
        title: stringFilter("title"),
        slug: stringFilter("slug"),
        category: z.object({ slug: stringFilter("category.slug") }).strict(),
      })
      .partial()
      .strict()
      .optional(),
    pagination: z
      .object({
        page: positive("pagination[page]", 10_000),
        pageSize: positive("pagination[pageSize]", CONTENT_MAX_PAGE_SIZE),
      })
      .partial()
      .optional(),
    sort: list.optional(),
    locale: text("locale").optional(),
    status: z.enum(["published"], { message: "status must be published" }).optional(),
  })
  .strip();

export type PostQuery = z.infer<typeof PostQuery>;

export const CategoryQuery = z
  .object({
    fields: list.optional(),
    sort: list.optional(),
    pagination: PostQuery.shape.pagination,
    locale: text("locale").optional(),
  })
  .strip();

export type CategoryQuery = z.infer<typeof CategoryQuery>;

export type Sort = { field: string; desc: boolean };

/** `publishedAt:desc` → `{ field: "publishedAt", desc: true }`; a field not in `allowed` is an error. */
export function parseSort(
  entries: readonly string[] | undefined,
  allowed: readonly string[],
): Sort[] | string {
  const sorts: Sort[] = [];
  for (const entry of entries ?? []) {
    const [field = "", direction = "asc"] = entry.split(":");
    if (!allowed.includes(field)) return `sort: ${field} is not sortable (${allowed.join(", ")})`;
    const dir = direction.toLowerCase();
    if (dir !== "asc" && dir !== "desc") return `sort: ${direction} is not asc or desc`;
    sorts.push({ field, desc: dir === "desc" });
  }
  return sorts;
}

/** A query that is not valid: the API's one error shape, headlined like validationFailure's. */
export function queryError(error: ZodError): ApiError {
  const first = error.issues[0];
  const fields = new Set(error.issues.map((issue) => issue.path.join(".")));
  return badRequest(
    fields.size === 1 && first ? first.message : "The request is not valid",
    zodErrors(error),
  );
}
