import { z } from "@hono/zod-openapi";
import { GENDER_OPTIONS } from "@marketplace/domain/filters";
import { OptionSchema } from "../http/index.ts";

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
    bestMatch: z.boolean(),
    preferences: z.object({ specialities: z.array(OptionSchema), modality: z.array(ModalityRefSchema) }),
    fee: z.object({ amount: z.number().int(), currency: z.string(), isFree: z.boolean() }),
    nextAvailableAt: z.string().nullable(),
    countryCode: z.string(),
    state: z.string().nullable(),
    city: z.string().nullable(),
  })
  .openapi("ProviderSearchResult");

export const PageMetaSchema = z
  .object({
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
    totalPages: z.number().int(),
  })
  .openapi("PageMeta");

export const ProviderSearchResponseSchema = z
  .object({ data: z.array(ProviderSearchResultSchema), meta: PageMetaSchema })
  .openapi("ProviderSearchResponse");

export const ProviderProfileSchema = z
  .object({
    profileInfo: z.object({
      identifier: z.string(),
      title: z.string().nullable(),
      hideProfileTitle: z.boolean(),
      firstName: z.string(),
      lastName: z.string(),
      photo: z.string().nullable(),
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
      appointmentDuration: z.number().int(),
      discipline: z.array(z.object({ name: z.string() })),
      languages: z.array(OptionSchema),
    }),
    preferences: z.object({
      therapy: z.array(OptionSchema.extend({ allowInvite: z.boolean() })),
      modality: z.array(ModalityRefSchema.extend({ imageUrl: z.string().nullable() })),
      specialities: z.array(OptionSchema),
    }),
    bookingFee: z.object({
      countryCode: z.string(),
      currencyCode: z.string(),
      general: z.object({ fee: z.number().int() }),
      therapy: z.array(
        z.object({
          therapyIdentifier: z.string(),
          fee: z.number().int(),
          isFree: z.boolean(),
          canSetTherapyAsFree: z.boolean(),
        }),
      ),
    }),
    nextAvailableAt: z.string().nullable(),
    /** Always 'visible' for others; 'hidden' only when a hidden provider looks at their own profile. */
    visibility: z.enum(["visible", "hidden"]),
    /** The next open times (at most PROFILE_NEXT_TIMESLOTS), earliest first, as ISO instants. */
    nextTimeslots: z.array(
      z.object({ identifier: z.string(), startTime: z.string(), endTime: z.string() }).openapi("Timeslot"),
    ),
  })
  .openapi("ProviderProfile");

export type ProviderSearchResult = z.infer<typeof ProviderSearchResultSchema>;
export type ProviderProfile = z.infer<typeof ProviderProfileSchema>;
