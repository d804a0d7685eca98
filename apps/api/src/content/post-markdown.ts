import { z } from "zod";

/**
 * The content service's authoring format: a Markdown document with a front matter block of
 * `key: value` lines (title, slug, excerpt, cover, category, author, date), then the body.
 *
 * ---
 * title: What Happens in Your First Therapy Session
 * slug: what-happens-in-your-first-therapy-session
 * category: therapy-explained
 * author: Dr. Funmi Adeyemi
 * date: 2026-10-02
 * excerpt: A calm walk through the first fifty minutes.
 * cover: (optional image URL; a generated cover otherwise)
 * ---
 * Body in Markdown…
 */
const FrontMatter = z.object({
  title: z.string().min(1, "title is required").max(200),
  slug: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "slug must be lowercase words joined by hyphens")
    .max(120),
  category: z.string().min(1, "category is required"),
  author: z.string().min(1, "author is required").max(120),
  date: z.iso.date("date must be YYYY-MM-DD"),
  excerpt: z.string().max(400).default(""),
  cover: z.string().optional(),
  coverAlt: z.string().max(300).default(""),
});

export type PostDocument = z.infer<typeof FrontMatter> & { body: string };

/** Parses one authored document; throws with the field's problem when its front matter is wrong. */
export function parsePostMarkdown(source: string): PostDocument {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source.trimStart());
  if (!match) throw new Error("A post starts with a front matter block between --- lines");
  const fields: Record<string, string> = {};
  for (const line of (match[1] ?? "").split(/\r?\n/)) {
    if (!line.trim()) continue;
    const colon = line.indexOf(":");
    if (colon < 1) throw new Error(`Front matter line is not 'key: value': ${line}`);
    fields[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  const parsed = FrontMatter.safeParse(fields);
  if (!parsed.success)
    throw new Error(parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; "));
  const body = (match[2] ?? "").trim();
  if (!body) throw new Error(`${parsed.data.slug}: the body is empty`);
  return { ...parsed.data, body };
}
