import { UNSETTLED_STATUSES } from "@marketplace/domain/booking-lifecycle";
import { userCurrency } from "@marketplace/domain/money";
import { PRACTICE_COUNTRY_MESSAGES as M, type PracticeCountry } from "@marketplace/domain/provider";
import { and, eq, gt, inArray } from "drizzle-orm";
import { bookingFees, bookingSeries, bookings, providerProfiles, therapyFees, users } from "../db/index.ts";
import { badRequest } from "../http/index.ts";
import type { Tx } from "./search-document.ts";

const refuse = (message: string) => badRequest(message, [`countryCode: ${message}`]);

/**
 * Moves a provider to the country they practise in (docs/decisions/045-where-a-provider-practises.md):
 * the country of their profile (where the directory lists them), of their fee row and of their account,
 * and the currency their fees are in (money's `userCurrency`, the one rule). State and city belonged to
 * the old country and are cleared. When the currency changes, money already in the old one has no rate
 * to move by: the change is refused while a booking in it is unsettled, or while any fee is above 0.
 */
export async function movePracticeCountry(
  tx: Tx,
  providerId: string,
  from: string,
  to: PracticeCountry,
): Promise<void> {
  if (from === to) return;
  const currency = userCurrency(to);
  const [fees] = await tx
    .select({ currencyCode: bookingFees.currencyCode, generalFee: bookingFees.generalFee })
    .from(bookingFees)
    .where(eq(bookingFees.providerId, providerId));
  const old = fees?.currencyCode;
  if (old && old !== currency) {
    const [open] = await tx
      .select({ id: bookings.id })
      .from(bookings)
      .innerJoin(bookingSeries, eq(bookingSeries.id, bookings.seriesId))
      .where(
        and(
          eq(bookingSeries.providerId, providerId),
          eq(bookingSeries.currencyCode, old),
          inArray(bookings.status, [...UNSETTLED_STATUSES]),
        ),
      )
      .limit(1);
    if (open) throw refuse(M.openBookings(old));
    const [paid] = await tx
      .select({ id: therapyFees.therapyId })
      .from(therapyFees)
      .where(and(eq(therapyFees.providerId, providerId), gt(therapyFees.fee, 0)))
      .limit(1);
    if (paid || (fees?.generalFee ?? 0) > 0) throw refuse(M.feesSet(old, currency));
  }
  await tx
    .update(providerProfiles)
    .set({ countryCode: to, state: null, city: null })
    .where(eq(providerProfiles.userId, providerId));
  await tx
    .update(bookingFees)
    .set({ countryCode: to, currencyCode: currency })
    .where(eq(bookingFees.providerId, providerId));
  await tx.update(users).set({ countryCode: to }).where(eq(users.id, providerId));
}
