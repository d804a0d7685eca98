import { z } from "zod";
import { genderSchema } from "../filters/search-query.ts";

/**
 * Client preferences (the spec leaves the payload open). What a client tells us to find the right
 * provider: preferred provider gender, languages, concerns, modalities (identifiers), a budget per
 * session in minor units, and their timezone (IANA name).
 */
const ids = (label: string) =>
  z
    .array(z.string().regex(/^[0-9A-Z]{26}$/, `${label} must be identifiers`))
    .max(30, `Choose at most 30 ${label}`);

export const timezoneSchema = z
  .string()
  .refine((tz) => isTimezone(tz), { message: "Timezone must be an IANA name such as Africa/Lagos" });

export function isTimezone(name: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: name });
    return name.includes("/") || name === "UTC";
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
