import { TIMESLOT_STATUSES } from "@marketplace/domain/booking-lifecycle";
import { CREDENTIAL_TYPES } from "@marketplace/domain/credentials";
import { GENDER_OPTIONS } from "@marketplace/domain/filters";
import { CHECK_STATUSES } from "@marketplace/domain/trust";
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  char,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import {
  ageGroups,
  concerns,
  culturalBackgrounds,
  disciplines,
  languages,
  modalities,
  religions,
  therapies,
} from "./catalogue.ts";
import { createdAt, id, tsvector, updatedAt } from "./columns.ts";
import { users } from "./users.ts";

export const gender = pgEnum("gender", GENDER_OPTIONS);
export const visibility = pgEnum("provider_visibility", ["visible", "hidden"]);

const providerRef = () =>
  char("provider_id", { length: 26 })
    .notNull()
    .references(() => providerProfiles.userId, { onDelete: "cascade" });

export const providerProfiles = pgTable(
  "provider_profiles",
  {
    userId: char("user_id", { length: 26 })
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title"),
    hideProfileTitle: boolean("hide_profile_title").notNull().default(false),
    headline: text("headline").notNull().default(""),
    bio: text("bio").notNull().default(""),
    gender: gender("gender"),
    acknowledgeBooking: boolean("acknowledge_booking").notNull().default(false),
    offerOfflineSession: boolean("offer_offline_session").notNull().default(false),
    officeAddress: text("office_address"),
    visibility: visibility("visibility").notNull().default("visible"),
    /**
     * When the provider finished onboarding and published their profile; null until then. A provider
     * shows in search only when published and visible (visibility can be switched off and on later).
     */
    publishedAt: timestamp("published_at", { withTimezone: true }),
    countryCode: char("country_code", { length: 2 }).notNull(),
    state: text("state"),
    city: text("city"),
    timezone: text("timezone").notNull(),
    featured: boolean("featured").notNull().default(false),
    /** Average of reviews, half-star precision; null until the first review. */
    rating: numeric("rating", { precision: 2, scale: 1, mode: "number" }),
    reviewCount: integer("review_count").notNull().default(0),
    /**
     * The expiry date of the latest approved licence (issue 32), written when staff decide: the provider
     * is verified while it is today or later (read-time, so an expired licence loses the badge at once).
     */
    licenceVerifiedUntil: date("licence_verified_until", { mode: "string" }),
    appointmentDuration: integer("appointment_duration").notNull().default(50),
    /** Opaque preferences object (spec: shape not shown). */
    preferences: jsonb("preferences").notNull().default({}),
    /** Denormalised text (names, headline, disciplines, concerns) written by the app on every profile change. */
    searchDocument: text("search_document").notNull().default(""),
    searchVector: tsvector("search_vector").generatedAlwaysAs(sql`to_tsvector('english', search_document)`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("provider_profiles_search_idx").using("gin", t.searchVector),
    index("provider_profiles_country_idx").on(t.countryCode, t.state),
    index("provider_profiles_featured_idx").on(t.featured),
    // The default listing order of the search, so a page is an index walk rather than a sort.
    index("provider_profiles_listing_idx")
      .on(t.featured.desc(), t.rating.desc().nullsLast(), t.reviewCount.desc(), t.userId)
      .where(sql`visibility = 'visible'`),
  ],
);

function link(name: string, column: string, target: { id: AnyPgColumn }) {
  return pgTable(
    name,
    {
      providerId: providerRef(),
      itemId: char(column, { length: 26 })
        .notNull()
        .references(() => target.id, { onDelete: "cascade" }),
    },
    (t) => [primaryKey({ columns: [t.providerId, t.itemId] }), index(`${name}_item_idx`).on(t.itemId)],
  );
}

export const providerTherapies = link("provider_therapies", "therapy_id", therapies);
export const providerModalities = link("provider_modalities", "modality_id", modalities);
export const providerConcerns = link("provider_concerns", "concern_id", concerns);
export const providerDisciplines = link("provider_disciplines", "discipline_id", disciplines);
export const providerLanguages = link("provider_languages", "language_id", languages);
export const providerAgeGroups = link("provider_age_groups", "age_group_id", ageGroups);
export const providerCulturalBackgrounds = link(
  "provider_cultural_backgrounds",
  "cultural_background_id",
  culturalBackgrounds,
);
export const providerReligions = link("provider_religions", "religion_id", religions);

/** Fees are integers in minor units (kobo, pence, cents). */
export const bookingFees = pgTable(
  "booking_fees",
  {
    providerId: char("provider_id", { length: 26 })
      .primaryKey()
      .references(() => providerProfiles.userId, { onDelete: "cascade" }),
    countryCode: char("country_code", { length: 2 }).notNull(),
    currencyCode: char("currency_code", { length: 3 }).notNull(),
    generalFee: integer("general_fee").notNull().default(0),
  },
  (t) => [index("booking_fees_general_fee_idx").on(t.generalFee)],
);

export const therapyFees = pgTable(
  "therapy_fees",
  {
    providerId: providerRef(),
    therapyId: char("therapy_id", { length: 26 })
      .notNull()
      .references(() => therapies.id),
    fee: integer("fee").notNull().default(0),
    isFree: boolean("is_free").notNull().default(false),
    canSetTherapyAsFree: boolean("can_set_therapy_as_free").notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.providerId, t.therapyId] })],
);

export const timeslotStatus = pgEnum("timeslot_status", TIMESLOT_STATUSES);

export const timeslots = pgTable(
  "timeslots",
  {
    id: id().primaryKey(),
    providerId: providerRef(),
    startTime: timestamp("start_time", { withTimezone: true }).notNull(),
    endTime: timestamp("end_time", { withTimezone: true }).notNull(),
    status: timeslotStatus("status").notNull().default("open"),
  },
  (t) => [index("timeslots_provider_start_idx").on(t.providerId, t.startTime)],
);

/**
 * The ready card of every provider that has a profile and a general fee: what a search result shows and
 * what the search filters on, in one row, so a page of results is one indexed query with no joins or
 * per-row sub-queries. Never written by the app: the triggers of migration 0005 rebuild a provider's
 * row (refresh_provider_cards, whose current definition is migration 0025) after any statement that changes its profile, name or photo, fees,
 * links, timeslots or the names of the catalogue entries it shows. Stored with toast_tuple_target =
 * 8160 (migration 0014) so a card's arrays are not compressed and the filters read them as they are.
 * See docs/decisions/011-search-perf.md.
 */
export const providerCards = pgTable(
  "provider_cards",
  {
    providerId: char("provider_id", { length: 26 })
      .primaryKey()
      .references(() => providerProfiles.userId, { onDelete: "cascade" }),
    visible: boolean("visible").notNull(),
    firstName: text("first_name"),
    lastName: text("last_name"),
    photoUrl: text("photo_url"),
    title: text("title"),
    hideProfileTitle: boolean("hide_profile_title").notNull(),
    headline: text("headline").notNull(),
    featured: boolean("featured").notNull(),
    rating: numeric("rating", { precision: 2, scale: 1, mode: "number" }),
    reviewCount: integer("review_count").notNull(),
    countryCode: char("country_code", { length: 2 }).notNull(),
    state: text("state"),
    city: text("city"),
    gender: gender("gender"),
    generalFee: integer("general_fee").notNull(),
    currencyCode: char("currency_code", { length: 3 }).notNull(),
    /** A therapy marked free (with a free general fee, what the isFree filter and fee.isFree mean). */
    hasFreeTherapy: boolean("has_free_therapy").notNull(),
    disciplines: jsonb("disciplines").$type<{ name: string }[]>().notNull(),
    specialities: jsonb("specialities").$type<{ identifier: string; name: string }[]>().notNull(),
    modalities: jsonb("modalities")
      .$type<{ identifier: string; name: string; shortName: string; isOffline: boolean }[]>()
      .notNull(),
    /**
     * Every linked catalogue entry as `<search parameter>:<id>` ('concern:01J…', 'therapy:01J…'),
     * as refresh_provider_cards builds it.
     */
    filterTags: text("filter_tags").array().notNull(),
    /**
     * The same entries as lexemes, so a list filter is `filter_query @@ 'concern:a' | 'concern:b'`
     * (search-providers.ts): a binary search in a sorted list per card, where `filter_tags && …`
     * compared text with the collation, element by element (docs/decisions/011-search-perf.md).
     */
    filterQuery: tsvector("filter_query").generatedAlwaysAs(sql`array_to_tsvector(filter_tags)`),
    /**
     * The first open slot from now, as of the last change to the provider's timeslots. Time passes
     * without a write, so readers use it only while it is still in the future (see provider-cards.ts).
     */
    nextOpenAt: timestamp("next_open_at", { withTimezone: true }),
    /**
     * The UTC days ('2026-12-25') holding an open slot from now on, as of the last change to the
     * provider's timeslots, so the availability filter reads the card (`open_days && days`) instead of
     * probing timeslots for every candidate. A day after today is exact (its slots are all still to
     * come); today's entry may outlive its last slot, so the filter re-checks today in timeslots.
     */
    openDays: date("open_days", { mode: "string" }).array().notNull().default(sql`'{}'::date[]`),
    /**
     * The last open slot from now on (same snapshot as openDays): "available from a day on, with no
     * end" is exactly `last_open_at >= greatest(from, now())`.
     */
    lastOpenAt: timestamp("last_open_at", { withTimezone: true }),
    /**
     * provider_profiles.licence_verified_until (issue 32): the card says `verified` while it is today or
     * later, compared where the card is read (provider-cards.ts), so an expired licence needs no write.
     */
    licenceVerifiedUntil: date("licence_verified_until", { mode: "string" }),
    searchVector: tsvector("search_vector"),
    /**
     * The card's JSON as the API sends it, up to its last fixed key and without the closing brace
     * (`{"objectID" : …, "city" : "Lagos"`), and the two parts a page completes it with: the photo
     * as a JSON string (a stored path starts with "/" and gets the API's origin per request) and the
     * stored next open slot as a JSON string. Written by refresh_provider_cards with the rest of the
     * card (the card's one definition, migration 0025), so a page concatenates
     * text instead of building twelve JSON objects from twenty columns each (0.47 against 0.15 ms
     * of PostgreSQL time per page, docs/decisions/011-search-perf.md).
     */
    cardJsonStart: text("card_json_start").notNull(),
    photoJson: text("photo_json"),
    nextOpenJson: text("next_open_json").notNull(),
  },
  (t) => [
    // The default listing order, walked for an unfiltered page instead of sorting every provider.
    index("provider_cards_listing_idx")
      .on(t.featured.desc(), t.rating.desc().nullsLast(), t.reviewCount.desc(), t.providerId)
      .where(sql`visible`),
    // The same order within one country: a search for one country (`country_code = $1`, see
    // search-providers.ts) walks only that country's cards, a third of the listing.
    index("provider_cards_country_listing_idx")
      .on(t.countryCode, t.featured.desc(), t.rating.desc().nullsLast(), t.reviewCount.desc(), t.providerId)
      .where(sql`visible`),
    index("provider_cards_filter_query_idx").using("gin", t.filterQuery),
    index("provider_cards_open_days_idx").using("gin", t.openDays),
    index("provider_cards_search_idx").using("gin", t.searchVector),
    // With the country in it, a city search finds its cards here alone; on lower(city) only, the
    // planner also read the whole country from the index above to combine with it (0.5 ms).
    index("provider_cards_city_idx").on(sql`lower(${t.city})`, t.countryCode),
  ],
);

/** A view of a provider profile, recorded from the X-Tracked-For header. */
export const profileViews = pgTable(
  "profile_views",
  {
    id: id().primaryKey(),
    providerId: providerRef(),
    trackedFor: text("tracked_for").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("profile_views_provider_idx").on(t.providerId)],
);

export const credentialType = pgEnum("credential_type", CREDENTIAL_TYPES);

/** One row per provider and credential type (spec: qualifications grouped by type). */
export const qualifications = pgTable(
  "qualifications",
  {
    id: id().primaryKey(),
    providerId: providerRef(),
    type: credentialType("type").notNull(),
    title: text("title"),
    body: text("body"),
    credentialNumber: text("credential_number"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("qualifications_provider_type_idx").on(t.providerId, t.type)],
);

/**
 * Credential and insurance files are private: `path` is a key in the private file store
 * (files/private-files.ts), never a public /files path. `filename` is the sanitised name shown and
 * offered on download; `mediaType` is what the content was recognised as.
 */
const privateFileColumns = () => ({
  filename: text("filename").notNull(),
  path: text("path").notNull(),
  mediaType: text("media_type").notNull().default("application/octet-stream"),
  sizeBytes: integer("size_bytes").notNull().default(0),
  createdAt: createdAt(),
});

export const checkStatus = pgEnum("check_status", CHECK_STATUSES);

/**
 * Staff's check of a licence or insurance file (issue 32): null for files nobody checks (the optional
 * credential types); pending when uploaded; approved or rejected with who, when and why. Staff record a
 * licence's number, issuer and expiry when they approve it.
 */
const checkColumns = () => ({
  checkStatus: checkStatus("check_status"),
  checkedBy: char("checked_by", { length: 26 }).references(() => users.id, { onDelete: "set null" }),
  checkedAt: timestamp("checked_at", { withTimezone: true }),
  checkReason: text("check_reason"),
  licenceNumber: text("licence_number"),
  issuer: text("issuer"),
  expiresOn: date("expires_on", { mode: "string" }),
  /** When the provider was last asked to upload a new licence before this one expires (the job's mark). */
  expiryNoticeAt: timestamp("expiry_notice_at", { withTimezone: true }),
});

export const qualificationFiles = pgTable(
  "qualification_files",
  {
    id: id().primaryKey(),
    qualificationId: char("qualification_id", { length: 26 })
      .notNull()
      .references(() => qualifications.id, { onDelete: "cascade" }),
    ...privateFileColumns(),
    ...checkColumns(),
  },
  (t) => [
    index("qualification_files_qualification_idx").on(t.qualificationId),
    index("qualification_files_pending_idx").on(t.createdAt).where(sql`check_status = 'pending'`),
  ],
);

export const insuranceFiles = pgTable(
  "insurance_files",
  {
    id: id().primaryKey(),
    providerId: providerRef(),
    ...privateFileColumns(),
    ...checkColumns(),
  },
  (t) => [
    index("insurance_files_provider_idx").on(t.providerId),
    index("insurance_files_pending_idx").on(t.createdAt).where(sql`check_status = 'pending'`),
  ],
);
