import { and, asc, eq, gte, isNotNull, notExists } from "drizzle-orm";
import type { Db } from "../db/index.ts";
import {
  bookingFees,
  languages,
  modalities,
  providerLanguages,
  providerModalities,
  providerProfiles,
  providerTherapies,
  therapies,
  therapyFees,
  timeslots,
  users,
} from "../db/index.ts";
import { loadProviderCards } from "./provider-cards.ts";
import type { ProviderProfile } from "./provider-schemas.ts";

/** How many upcoming open times the profile lists (the booking screen shows the full calendar). */
export const PROFILE_NEXT_TIMESLOTS = 6;

/**
 * The public profile of a visible provider, or null when there is none. A hidden provider's profile
 * is shown to that provider alone (`viewerId`), marked hidden, so they can see what they look like and
 * that nobody else can see it.
 */
export async function loadProviderProfile(
  db: Db,
  id: string,
  publicUrl: string,
  viewerId?: string,
): Promise<ProviderProfile | null> {
  const [profile] = await db
    .select()
    .from(providerProfiles)
    .where(
      and(
        eq(providerProfiles.userId, id),
        viewerId === id ? undefined : eq(providerProfiles.visibility, "visible"),
        // A suspended account's profile is hidden from everyone (issue 32).
        notExists(
          db
            .select({ id: users.id })
            .from(users)
            .where(and(eq(users.id, providerProfiles.userId), isNotNull(users.suspendedAt))),
        ),
      ),
    );
  if (!profile) return null;

  const [[card], therapyRows, modalityRows, languageRows, [fees], therapyFeeRows, slotRows] =
    await Promise.all([
      loadProviderCards(db, [id], publicUrl),
      db
        .select({ identifier: therapies.id, name: therapies.name, allowInvite: therapies.allowInvite })
        .from(providerTherapies)
        .innerJoin(therapies, eq(therapies.id, providerTherapies.itemId))
        .where(eq(providerTherapies.providerId, id))
        .orderBy(asc(therapies.name)),
      db
        .select({
          identifier: modalities.id,
          name: modalities.name,
          shortName: modalities.shortName,
          isOffline: modalities.isOffline,
          imageUrl: modalities.imageUrl,
        })
        .from(providerModalities)
        .innerJoin(modalities, eq(modalities.id, providerModalities.itemId))
        .where(eq(providerModalities.providerId, id))
        .orderBy(asc(modalities.name)),
      db
        .select({ identifier: languages.id, name: languages.name })
        .from(providerLanguages)
        .innerJoin(languages, eq(languages.id, providerLanguages.itemId))
        .where(eq(providerLanguages.providerId, id))
        .orderBy(asc(languages.name)),
      db.select().from(bookingFees).where(eq(bookingFees.providerId, id)),
      db.select().from(therapyFees).where(eq(therapyFees.providerId, id)),
      db
        .select({ identifier: timeslots.id, startTime: timeslots.startTime, endTime: timeslots.endTime })
        .from(timeslots)
        .where(
          and(
            eq(timeslots.providerId, id),
            eq(timeslots.status, "open"),
            gte(timeslots.startTime, new Date()),
          ),
        )
        .orderBy(asc(timeslots.startTime))
        .limit(PROFILE_NEXT_TIMESLOTS),
    ]);
  if (!card || !fees) return null;

  return {
    profileInfo: {
      identifier: id,
      title: profile.title,
      hideProfileTitle: profile.hideProfileTitle,
      firstName: card.firstName,
      lastName: card.lastName,
      photo: card.photo,
      acknowledgeBooking: profile.acknowledgeBooking,
      offerOfflineSession: profile.offerOfflineSession,
      // The office address is only meaningful (and only shown) when offline sessions are offered.
      officeAddress: profile.offerOfflineSession ? profile.officeAddress : null,
      headline: profile.headline,
      bio: profile.bio,
      gender: profile.gender,
      countryCode: profile.countryCode,
      state: profile.state,
      city: profile.city,
      timezone: profile.timezone,
      rating: card.rating,
      reviewCount: card.reviewCount,
      verified: card.verified,
      appointmentDuration: profile.appointmentDuration,
      discipline: card.discipline,
      languages: languageRows,
    },
    preferences: {
      therapy: therapyRows,
      modality: modalityRows,
      specialities: card.preferences.specialities,
    },
    bookingFee: {
      countryCode: fees.countryCode,
      currencyCode: fees.currencyCode,
      general: { fee: fees.generalFee },
      therapy: therapyFeeRows.map((f) => ({
        therapyIdentifier: f.therapyId,
        fee: f.fee,
        isFree: f.isFree,
        canSetTherapyAsFree: f.canSetTherapyAsFree,
      })),
    },
    nextAvailableAt: card.nextAvailableAt,
    visibility: profile.visibility,
    nextTimeslots: slotRows.map((slot) => ({
      identifier: slot.identifier,
      startTime: new Date(slot.startTime).toISOString(),
      endTime: new Date(slot.endTime).toISOString(),
    })),
  };
}
