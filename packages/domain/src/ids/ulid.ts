/**
 * The identifiers the API hands out: ULIDs, 26 characters of uppercase letters and digits (the
 * Crockford alphabet is not enforced; a ULID-shaped id the database does not hold is simply not
 * found). Defined once for the API, the sites and the domain's own schemas; apart from zod
 * (ulid-schema.ts holds the schemas) so a screen that only checks a path does not download it.
 */

/** The id's characters as a regular expression source, to build a larger pattern (`/booking/${ULID_SOURCE}`). */
export const ULID_SOURCE = "[0-9A-Z]{26}";

/** A whole value that is one id. */
export const ULID_PATTERN = new RegExp(`^${ULID_SOURCE}$`);

/** Every id in a text, in order (a link's path, say). */
export const ulidsIn = (text: string): string[] => text.match(new RegExp(ULID_SOURCE, "g")) ?? [];

export const isUlid = (value: unknown): value is string =>
  typeof value === "string" && ULID_PATTERN.test(value);
