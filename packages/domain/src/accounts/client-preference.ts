import { z } from "zod";
import { genderSchema } from "../filters/search-query.ts";
import { ulidSchema } from "../ids/ulid-schema.ts";

/**
 * Client preferences (the spec leaves the payload open). What a client tells us to find the right
 * provider: preferred provider gender, languages, concerns, modalities (identifiers), a budget per
 * session in minor units, and their timezone (IANA name).
 */
const ids = (label: string) =>
  z.array(ulidSchema(`${label} must be identifiers`)).max(30, `Choose at most 30 ${label}`);

export const timezoneSchema = z
  .string()
  .refine((tz) => isTimezone(tz), { message: "Timezone must be an IANA name such as Africa/Lagos" });

let knownZones: Set<string> | undefined;
/** Area/Location, spelt as the tz database spells it (Intl itself would also take 'africa/lagos'). */
const IANA_SHAPE = /^[A-Z][A-Za-z_]*(?:\/[A-Z][A-Za-z0-9_+-]*)+$/;

/**
 * A real IANA timezone: one the runtime lists (`Intl.supportedValuesOf`), `UTC`, or a tz-database
 * alias of a listed one ('Asia/Kolkata' for ICU's 'Asia/Calcutta', 'Europe/Kyiv' for 'Europe/Kiev').
 * Abbreviations ('EST'), fixed offsets and made-up names ('Mars/Phobos') are refused.
 */
export function isTimezone(name: string): boolean {
  knownZones ??= new Set(Intl.supportedValuesOf("timeZone"));
  if (name === "UTC" || knownZones.has(name)) return true;
  if (!IANA_SHAPE.test(name)) return false;
  try {
    const resolved = new Intl.DateTimeFormat("en-US", { timeZone: name }).resolvedOptions().timeZone;
    return resolved === "UTC" || knownZones.has(resolved);
  } catch {
    return false;
  }
}

export const clientPreferenceSchema = z
  .object({
    preferredGender: genderSchema.nullable(),
    languages: ids("languages"),
    concerns: ids("concerns"),
    modalities: ids("modalities"),
    budget: z
      .object({
        min: z.number().int("Budget must be a whole amount").min(0, "Budget cannot be negative"),
        max: z.number().int("Budget must be a whole amount").min(0, "Budget cannot be negative"),
      })
      .refine((b) => b.min <= b.max, { message: "Minimum budget must not exceed the maximum", path: ["min"] })
      .nullable(),
    timezone: timezoneSchema.nullable(),
  })
  .partial();

export type ClientPreference = z.output<typeof clientPreferenceSchema>;

export const EMPTY_CLIENT_PREFERENCE = {
  preferredGender: null,
  languages: [],
  concerns: [],
  modalities: [],
  budget: null,
  timezone: null,
} satisfies Required<ClientPreference>;
