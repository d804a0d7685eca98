import { sql } from "drizzle-orm";
import { char, customType, timestamp } from "drizzle-orm/pg-core";

/** Every identifier is a 26-character ULID (uppercase letters and digits), as the spec's redirect rule expects. */
export const id = (name = "id") => char(name, { length: 26 });

export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

export const tsvector = customType<{ data: string }>({
  dataType: () => "tsvector",
});

export const nowSql = sql`now()`;
