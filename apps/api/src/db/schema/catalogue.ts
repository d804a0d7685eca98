import { boolean, char, pgTable, text, varchar } from "drizzle-orm/pg-core";
import { id } from "./columns.ts";

/** Lists of spec section 7 (/categories/*, /personality/*, countries and states). */
export const therapies = pgTable("therapies", {
  id: id().primaryKey(),
  name: text("name").notNull().unique(),
  allowInvite: boolean("allow_invite").notNull().default(false),
});

export const modalities = pgTable("modalities", {
  id: id().primaryKey(),
  name: text("name").notNull().unique(),
  shortName: text("short_name").notNull(),
  isOffline: boolean("is_offline").notNull().default(false),
  imageUrl: text("image_url"),
});

export const concerns = pgTable("concerns", {
  id: id().primaryKey(),
  name: text("name").notNull().unique(),
  slug: text("slug").notNull().unique(),
});

export const disciplines = pgTable("disciplines", {
  id: id().primaryKey(),
  name: text("name").notNull().unique(),
});

export const languages = pgTable("languages", {
  id: id().primaryKey(),
  name: text("name").notNull().unique(),
});

export const ageGroups = pgTable("age_groups", {
  id: id().primaryKey(),
  name: text("name").notNull().unique(),
});

export const culturalBackgrounds = pgTable("cultural_backgrounds", {
  id: id().primaryKey(),
  name: text("name").notNull().unique(),
});

export const religions = pgTable("religions", {
  id: id().primaryKey(),
  name: text("name").notNull().unique(),
});

export const countries = pgTable("countries", {
  code: char("code", { length: 2 }).primaryKey(),
  name: text("name").notNull(),
  slug: varchar("slug", { length: 64 }).notNull().unique(),
  currencyCode: char("currency_code", { length: 3 }).notNull(),
});

export const states = pgTable("states", {
  id: id().primaryKey(),
  countryCode: char("country_code", { length: 2 })
    .notNull()
    .references(() => countries.code),
  name: text("name").notNull(),
});
