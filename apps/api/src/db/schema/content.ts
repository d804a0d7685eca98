import { char, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, id, updatedAt } from "./columns.ts";

/** Blog content served through the Strapi v5 REST dialect of the content API. */
export const blogCategories = pgTable("blog_categories", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  documentId: id("document_id").notNull().unique(),
  name: text("name").notNull(),
  slug: text("slug").notNull().unique(),
  locale: text("locale").notNull().default("en"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  publishedAt: timestamp("published_at", { withTimezone: true }),
});

export const blogPosts = pgTable(
  "blog_posts",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    documentId: id("document_id").notNull().unique(),
    title: text("title").notNull(),
    slug: text("slug").notNull().unique(),
    excerpt: text("excerpt").notNull().default(""),
    /** Markdown, as Strapi's rich-text (Markdown) field holds it; the sites render it safely. */
    body: text("body").notNull(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => blogCategories.id),
    imageUrl: text("image_url"),
    imageDocumentId: char("image_document_id", { length: 26 }),
    /** The cover's alternative text (Strapi's media alternativeText); empty for a decorative cover. */
    imageAlt: text("image_alt").notNull().default(""),
    author: text("author").notNull().default(""),
    locale: text("locale").notNull().default("en"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    publishedAt: timestamp("published_at", { withTimezone: true }),
  },
  (t) => [index("blog_posts_published_idx").on(t.publishedAt)],
);
