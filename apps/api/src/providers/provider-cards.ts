import { and, asc, eq, gte, inArray, min, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import {
  bookingFees,
  concerns,
  disciplines,
  modalities,
  providerConcerns,
  providerDisciplines,
  providerModalities,
  providerProfiles,
  therapyFees,
  timeslots,
  users,
} from "../db/schema/index.ts";
import { fileUrl } from "../files/file-url.ts";
import type { ProviderSearchResult } from "./provider-schemas.ts";

function groupBy<T extends { providerId: string }>(rows: T[]): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const row of rows) {
    const list = map.get(row.providerId);
    if (list) list.push(row);
    else map.set(row.providerId, [row]);
  }
  return map;
}

/**
 * Loads the card fields of the given providers, in the order given: one query per related list
 * (never one per provider).
 */
export async function loadProviderCards(
  db: Db,
  ids: string[],
  publicUrl: string,
): Promise<Omit<ProviderSearchResult, "bestMatch">[]> {
  if (ids.length === 0) return [];
  const [base, disciplineRows, concernRows, modalityRows, freeRows, nextRows] = await Promise.all([
    db
      .select({
        id: providerProfiles.userId,
        firstName: users.firstName,
        lastName: users.lastName,
        photoUrl: users.photoUrl,
        title: providerProfiles.title,
        hideProfileTitle: providerProfiles.hideProfileTitle,
        rating: providerProfiles.rating,
        reviewCount: providerProfiles.reviewCount,
        headline: providerProfiles.headline,
        featured: providerProfiles.featured,
        countryCode: providerProfiles.countryCode,
        state: providerProfiles.state,
        city: providerProfiles.city,
        generalFee: bookingFees.generalFee,
        currencyCode: bookingFees.currencyCode,
      })
      .from(providerProfiles)
      .innerJoin(users, eq(users.id, providerProfiles.userId))
      .innerJoin(bookingFees, eq(bookingFees.providerId, providerProfiles.userId))
      .where(inArray(providerProfiles.userId, ids)),
    db
      .select({ providerId: providerDisciplines.providerId, name: disciplines.name })
      .from(providerDisciplines)
      .innerJoin(disciplines, eq(disciplines.id, providerDisciplines.itemId))
      .where(inArray(providerDisciplines.providerId, ids))
      .orderBy(asc(disciplines.name)),
    db
      .select({ providerId: providerConcerns.providerId, identifier: concerns.id, name: concerns.name })
      .from(providerConcerns)
      .innerJoin(concerns, eq(concerns.id, providerConcerns.itemId))
      .where(inArray(providerConcerns.providerId, ids))
      .orderBy(asc(concerns.name)),
    db
      .select({
        providerId: providerModalities.providerId,
        identifier: modalities.id,
        name: modalities.name,
        shortName: modalities.shortName,
        isOffline: modalities.isOffline,
      })
      .from(providerModalities)
      .innerJoin(modalities, eq(modalities.id, providerModalities.itemId))
      .where(inArray(providerModalities.providerId, ids))
      .orderBy(asc(modalities.name)),
    db
      .selectDistinct({ providerId: therapyFees.providerId })
      .from(therapyFees)
      .where(and(inArray(therapyFees.providerId, ids), eq(therapyFees.isFree, true))),
    db
      .select({ providerId: timeslots.providerId, next: min(timeslots.startTime) })
      .from(timeslots)
      .where(
        and(
          inArray(timeslots.providerId, ids),
          eq(timeslots.status, "open"),
          gte(timeslots.startTime, sql`now()`),
        ),
      )
      .groupBy(timeslots.providerId),
  ]);

  const byId = new Map(base.map((row) => [row.id, row]));
  const disciplinesBy = groupBy(disciplineRows);
  const concernsBy = groupBy(concernRows);
  const modalitiesBy = groupBy(modalityRows);
  const freeSet = new Set(freeRows.map((r) => r.providerId));
  const nextBy = new Map(nextRows.map((r) => [r.providerId, r.next]));

  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const next = nextBy.get(id);
    return [
      {
        objectID: row.id,
        firstName: row.firstName ?? "",
        lastName: row.lastName ?? "",
        title: row.title,
        hideProfileTitle: row.hideProfileTitle,
        photo: fileUrl(publicUrl, row.photoUrl),
        discipline: (disciplinesBy.get(id) ?? []).map((d) => ({ name: d.name })),
        rating: row.rating === null ? null : Number(row.rating),
        reviewCount: row.reviewCount,
        headline: row.headline,
        featured: row.featured,
        preferences: {
          specialities: (concernsBy.get(id) ?? []).map(({ identifier, name }) => ({ identifier, name })),
          modality: (modalitiesBy.get(id) ?? []).map(({ identifier, name, shortName, isOffline }) => ({
            identifier,
            name,
            shortName,
            isOffline,
          })),
        },
        fee: {
          amount: row.generalFee,
          currency: row.currencyCode,
          isFree: row.generalFee === 0 || freeSet.has(id),
        },
        nextAvailableAt: next ? new Date(next).toISOString() : null,
        countryCode: row.countryCode,
        state: row.state,
        city: row.city,
      },
    ];
  });
}
