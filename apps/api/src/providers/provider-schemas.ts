import { z } from "@hono/zod-openapi";
import { GENDER_OPTIONS } from "@marketplace/domain/filters";
import { officeAddressSchema } from "@marketplace/domain/provider";
import { visibility } from "../db/index.ts";
import { OptionSchema, PageMetaSchema } from "../http/index.ts";

/**
 * The provider's answers, declared once: the public profile (ProviderProfile) and the provider's own
 * screens (ProviderOwnProfile, ProviderPreferences, ProviderFees) build theirs from the same parts.
 */

/** Who the provider is, as every profile answer starts. */
const providerIdentity = {
  identifier: z.string(),
  title: z.string().nullable(),
  hideProfileTitle: z.boolean(),
  firstName: z.string(),
  lastName: z.string(),
  photo: z.string().nullable(),
};

/** A therapy the provider offers, and whether its clients may invite others to it. */
const TherapyChoiceSchema = OptionSchema.extend({ allowInvite: z.boolean() });

/** Whether the profile is published ('hidden' only ever shown to the provider themself). */
export const VisibilitySchema = z.enum(visibility.enumValues);

/** The provider's fees in minor units: the general fee and one per therapy offered (`extra` adds fields to each). */
const feesSchema = <Extra extends z.ZodRawShape>(extra: Extra) =>
  z.object({
    countryCode: z.string(),
    currencyCode: z.string(),
    general: z.object({ fee: z.number().int() }),
    therapy: z.array(
      z.object({
        therapyIdentifier: z.string(),
        ...extra,
        fee: z.number().int(),
        isFree: z.boolean(),
        canSetTherapyAsFree: z.boolean(),
      }),
    ),
  });

export const ModalityRefSchema = z
  .object({ identifier: z.string(), name: z.string(), shortName: z.string(), isOffline: z.boolean() })
  .openapi("ModalityRef");

export const ProviderSearchResultSchema = z
  .object({
    objectID: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    title: z.string().nullable(),
    hideProfileTitle: z.boolean(),
    /** Absolute URL, or null: the sites then show the default avatar. */
    photo: z.string().nullable(),
    discipline: z.array(z.object({ name: z.string() })),
    rating: z.number().nullable(),
    reviewCount: z.number().int(),
    headline: z.string(),
    featured: z.boolean(),
    /** Issue 32: staff approved a licence that has not expired (the 'Verified' badge). */
    verified: z.boolean(),
    bestMatch: z.boolean(),
    preferences: z.object({ specialities: z.array(OptionSchema), modality: z.array(ModalityRefSchema) }),
    fee: z.object({ amount: z.number().int(), currency: z.string(), isFree: z.boolean() }),
    nextAvailableAt: z.string().nullable(),
    countryCode: z.string(),
    state: z.string().nullable(),
    city: z.string().nullable(),
  })
  .openapi("ProviderSearchResult");

export const ProviderSearchResponseSchema = z
  .object({ data: z.array(ProviderSearchResultSchema), meta: PageMetaSchema })
  .openapi("ProviderSearchResponse");

export const ProviderProfileSchema = z
  .object({
    profileInfo: z.object({
      ...providerIdentity,
      acknowledgeBooking: z.boolean(),
      offerOfflineSession: z.boolean(),
      officeAddress: z.string().nullable(),
      headline: z.string(),
      bio: z.string(),
      gender: z.enum(GENDER_OPTIONS).nullable(),
      countryCode: z.string(),
      state: z.string().nullable(),
      city: z.string().nullable(),
      timezone: z.string(),
      rating: z.number().nullable(),
      reviewCount: z.number().int(),
      /** Issue 32: staff approved a licence that has not expired (the 'Verified' badge). */
      verified: z.boolean(),
      appointmentDuration: z.number().int(),
      discipline: z.array(z.object({ name: z.string() })),
      languages: z.array(OptionSchema),
    }),
    preferences: z.object({
      therapy: z.array(TherapyChoiceSchema),
      modality: z.array(ModalityRefSchema.extend({ imageUrl: z.string().nullable() })),
      specialities: z.array(OptionSchema),
    }),
    bookingFee: feesSchema({}),
    nextAvailableAt: z.string().nullable(),
    /** Always 'visible' for others; 'hidden' only when a hidden provider looks at their own profile. */
    visibility: VisibilitySchema,
    /** The next open times (at most PROFILE_NEXT_TIMESLOTS), earliest first, as ISO instants. */
    nextTimeslots: z.array(
      z.object({ identifier: z.string(), startTime: z.string(), endTime: z.string() }).openapi("Timeslot"),
    ),
  })
  .openapi("ProviderProfile");

/** The signed-in provider's own profile info, as the form edits it. */
export const OwnProfileSchema = z
  .object({
    ...providerIdentity,
    headline: z.string(),
    bio: z.string(),
    disciplines: z.array(OptionSchema),
    languages: z.array(OptionSchema),
    acknowledgeBooking: z.boolean(),
    offerOfflineSession: z.boolean(),
    /** The address's parts, as the form edits them. */
    officeAddress: officeAddressSchema.nullable(),
    /** The formatted line the profile and bookings show. */
    officeAddressText: z.string().nullable(),
    countryCode: z.string(),
    visibility: VisibilitySchema,
  })
  .openapi("ProviderOwnProfile");

export const OwnPreferencesSchema = z
  .object({
    therapy: z.array(TherapyChoiceSchema),
    modality: z.array(OptionSchema),
    specialities: z.array(OptionSchema),
    ageGroups: z.array(OptionSchema),
    culturalBackgrounds: z.array(OptionSchema),
    religion: z.array(OptionSchema),
    clientGender: z.enum(GENDER_OPTIONS).nullable(),
  })
  .openapi("ProviderPreferences");

/** The provider's own fees: each therapy's row also names it. */
export const OwnFeesSchema = feesSchema({ name: z.string() }).openapi("ProviderFees");

export type ProviderSearchResult = z.infer<typeof ProviderSearchResultSchema>;
export type ProviderProfile = z.infer<typeof ProviderProfileSchema>;
