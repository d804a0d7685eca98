import type { Gender } from "@marketplace/domain/filters";
import { formatOfficeAddress, type OfficeAddress } from "@marketplace/domain/provider";
import { asc, eq } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../db/index.ts";
import {
  ageGroups,
  concerns,
  culturalBackgrounds,
  disciplines,
  languages,
  modalities,
  providerAgeGroups,
  providerConcerns,
  providerCulturalBackgrounds,
  providerDisciplines,
  providerLanguages,
  providerModalities,
  providerProfiles,
  providerReligions,
  providerTherapies,
  readAll,
  religions,
  therapies,
  users,
} from "../db/index.ts";
import { fileUrl } from "../files/index.ts";
import type { Tx } from "./search-document.ts";

/**
 * What the provider_profiles.preferences column holds: the parts of the profile with no column of their
 * own (spec: provider preferences are an opaque object). The office address keeps its parts here so the
 * form can show them again; office_address keeps the formatted line everyone else reads.
 */
export interface ProfileExtras {
  clientGender?: Gender | null;
  officeAddress?: OfficeAddress | null;
}

export const extrasOf = (value: unknown): ProfileExtras =>
  typeof value === "object" && value !== null ? (value as ProfileExtras) : {};

type Link = PgTable & { providerId: AnyPgColumn; itemId: AnyPgColumn };
type Catalogue = PgTable & { id: AnyPgColumn; name: AnyPgColumn };

/** The provider's links of one kind as options, by name. */
export function linkedOptions(db: Db | Tx, link: Link, catalogue: Catalogue, providerId: string) {
  return db
    .select({ identifier: catalogue.id, name: catalogue.name })
    .from(link)
    .innerJoin(catalogue, eq(catalogue.id, link.itemId))
    .where(eq(link.providerId, providerId))
    .orderBy(asc(catalogue.name)) as Promise<Array<{ identifier: string; name: string }>>;
}

/** The links POST /provider/preferences and PUT /provider/profile replace, and their catalogues. */
export const PREFERENCE_LINKS = {
  therapy: { link: providerTherapies, catalogue: therapies },
  modality: { link: providerModalities, catalogue: modalities },
  specialities: { link: providerConcerns, catalogue: concerns },
  ageGroups: { link: providerAgeGroups, catalogue: ageGroups },
  culturalBackgrounds: { link: providerCulturalBackgrounds, catalogue: culturalBackgrounds },
  religion: { link: providerReligions, catalogue: religions },
} as const;

export const PROFILE_LINKS = {
  disciplines: { link: providerDisciplines, catalogue: disciplines },
  languages: { link: providerLanguages, catalogue: languages },
} as const;

/** The signed-in provider's own profile info, hidden or not. */
export async function loadOwnProfile(db: Db | Tx, providerId: string, publicUrl: string) {
  const [row] = await db
    .select({ profile: providerProfiles, user: users })
    .from(providerProfiles)
    .innerJoin(users, eq(users.id, providerProfiles.userId))
    .where(eq(providerProfiles.userId, providerId));
  if (!row) return null;
  const { profile, user } = row;
  // Also read inside the saving transaction (own-profile-routes), where reads run one at a time.
  const [disciplineRows, languageRows] = await readAll(db, [
    () => linkedOptions(db, PROFILE_LINKS.disciplines.link, PROFILE_LINKS.disciplines.catalogue, providerId),
    () => linkedOptions(db, PROFILE_LINKS.languages.link, PROFILE_LINKS.languages.catalogue, providerId),
  ] as const);
  const extras = extrasOf(profile.preferences);
  return {
    identifier: providerId,
    title: profile.title,
    hideProfileTitle: profile.hideProfileTitle,
    firstName: user.firstName ?? "",
    lastName: user.lastName ?? "",
    photo: fileUrl(publicUrl, user.photoUrl),
    headline: profile.headline,
    bio: profile.bio,
    disciplines: disciplineRows,
    languages: languageRows,
    acknowledgeBooking: profile.acknowledgeBooking,
    offerOfflineSession: profile.offerOfflineSession,
    officeAddress: officeAddressParts(extras.officeAddress, profile.officeAddress, profile.countryCode),
    officeAddressText: profile.officeAddress,
    countryCode: profile.countryCode,
    visibility: profile.visibility,
  };
}

/**
 * The address's parts for the profile form, the address's one home (decision 045). The parts are kept
 * in preferences, the formatted line in office_address; a line with no parts matching it — the seed's,
 * or one typed into the free-text field the booking settings had before decision 045, saved after the
 * parts — comes back as its street line, to be completed, so the form never shows a stale address.
 */
export function officeAddressParts(
  parts: OfficeAddress | null | undefined,
  line: string | null,
  countryCode: string,
): OfficeAddress | null {
  if (parts && (line === null || formatOfficeAddress(parts, countryCode) === line)) return parts;
  return line ? { addressLines: [line], locality: "", administrativeArea: "", postalCode: "" } : null;
}

/** The signed-in provider's preferences. */
export async function loadOwnPreferences(db: Db | Tx, providerId: string) {
  const [[profile], therapyRows, ...rest] = await readAll(db, [
    () =>
      db
        .select({ preferences: providerProfiles.preferences })
        .from(providerProfiles)
        .where(eq(providerProfiles.userId, providerId)),
    () =>
      db
        .select({ identifier: therapies.id, name: therapies.name, allowInvite: therapies.allowInvite })
        .from(providerTherapies)
        .innerJoin(therapies, eq(therapies.id, providerTherapies.itemId))
        .where(eq(providerTherapies.providerId, providerId))
        .orderBy(asc(therapies.name)),
    ...(["modality", "specialities", "ageGroups", "culturalBackgrounds", "religion"] as const).map(
      (key) => () =>
        linkedOptions(db, PREFERENCE_LINKS[key].link, PREFERENCE_LINKS[key].catalogue, providerId),
    ),
  ] as const);
  if (!profile) return null;
  const [modality = [], specialities = [], ageGroupRows = [], backgrounds = [], religion = []] = rest;
  return {
    therapy: therapyRows,
    modality,
    specialities,
    ageGroups: ageGroupRows,
    culturalBackgrounds: backgrounds,
    religion,
    clientGender: extrasOf(profile.preferences).clientGender ?? null,
  };
}

export { formatOfficeAddress };
