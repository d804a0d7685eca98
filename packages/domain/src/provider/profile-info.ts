import { z } from "zod";
import { personName } from "../accounts/account-schemas.ts";
import { GENDER_OPTIONS } from "../filters/search-rules.ts";
import { ulidSchema } from "../ids/ulid-schema.ts";
import { officeAddressSchema } from "./office-address.ts";
import {
  OFFICE_ADDRESS_REQUIRED,
  PRACTICE_COUNTRIES,
  PRACTICE_COUNTRY_MESSAGES,
  PROFILE_LIMITS,
} from "./provider-rules.ts";

const ids = (label: string, max: number) =>
  z
    .array(ulidSchema(`${label}: unknown choice`))
    .max(max, `Choose at most ${max} ${label.toLowerCase()}`)
    .transform((list) => [...new Set(list)]);

/**
 * The profile info a provider edits (names, title, headline, bio, disciplines, languages, where they
 * practise, in-person sessions and their office). Whether bookings wait for approval is not here: its
 * one home is the booking settings (`PUT /v1/provider/settings`, decision 045).
 */
export const providerProfileInfoSchema = z
  .object({
    title: z
      .string()
      .trim()
      .max(PROFILE_LIMITS.title, `Title must be at most ${PROFILE_LIMITS.title} characters`)
      .transform((v) => v || null)
      .nullable()
      .default(null),
    hideProfileTitle: z.boolean().default(false),
    firstName: personName("First name"),
    lastName: personName("Last name"),
    headline: z
      .string()
      .trim()
      .max(PROFILE_LIMITS.headline, `Headline must be at most ${PROFILE_LIMITS.headline} characters`)
      .default(""),
    bio: z
      .string()
      .trim()
      .max(PROFILE_LIMITS.bio, `Bio must be at most ${PROFILE_LIMITS.bio} characters`)
      .default(""),
    disciplines: ids("Disciplines", PROFILE_LIMITS.disciplines).default([]),
    languages: ids("Languages", PROFILE_LIMITS.languages).default([]),
    /** Absent: unchanged. A change of currency is refused while fees or open bookings are in the old one. */
    countryCode: z.enum(PRACTICE_COUNTRIES, { error: PRACTICE_COUNTRY_MESSAGES.choose }).optional(),
    offerOfflineSession: z.boolean().default(false),
    officeAddress: officeAddressSchema.nullable().default(null),
  })
  .refine((v) => !v.offerOfflineSession || v.officeAddress !== null, {
    message: OFFICE_ADDRESS_REQUIRED,
    path: ["officeAddress"],
  });
export type ProviderProfileInfoInput = z.input<typeof providerProfileInfoSchema>;
export type ProviderProfileInfo = z.output<typeof providerProfileInfoSchema>;

/** The provider's preferences: who and how they work with (spec: an opaque object; these are its parts). */
export const providerPreferencesSchema = z.object({
  therapy: ids("Therapies", PROFILE_LIMITS.preferenceItems).refine(
    (list) => list.length > 0,
    "Choose at least one therapy",
  ),
  modality: ids("Modalities", PROFILE_LIMITS.preferenceItems).refine(
    (list) => list.length > 0,
    "Choose at least one modality",
  ),
  specialities: ids("Concerns", PROFILE_LIMITS.preferenceItems).default([]),
  ageGroups: ids("Age groups", PROFILE_LIMITS.preferenceItems).default([]),
  culturalBackgrounds: ids("Cultural backgrounds", PROFILE_LIMITS.preferenceItems).default([]),
  religion: ids("Religions", PROFILE_LIMITS.preferenceItems).default([]),
  /** The gender of clients the provider prefers to work with; null for no preference. */
  clientGender: z.enum(GENDER_OPTIONS).nullable().default(null),
});
export type ProviderPreferencesInput = z.input<typeof providerPreferencesSchema>;
export type ProviderPreferences = z.output<typeof providerPreferencesSchema>;
