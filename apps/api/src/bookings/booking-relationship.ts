import { BOOKING_API_MESSAGES } from "@marketplace/domain/booking";
import { SLOT_KEEPING_STATUSES } from "@marketplace/domain/booking-lifecycle";
import { GENERIC_MESSAGES } from "@marketplace/domain/errors";
import { and, eq, exists, inArray, or, sql } from "drizzle-orm";
import type { Db } from "../db/index.ts";
import { bookingSeries, bookings, ledgerTransactions, providerProfiles, users } from "../db/index.ts";
import { ApiError, notFound } from "../http/index.ts";

/**
 * A session in one of these is live or took place: requested, held for payment, confirmed/upcoming,
 * or completed. Cancelled, declined and expired sessions are not (docs/decisions/021-booking.md,
 * "Who may book for whom").
 */
export const RELATIONSHIP_SESSION_STATUSES = SLOT_KEEPING_STATUSES;

/**
 * A series that binds its two parties: one of its sessions is live or took place, or the series was
 * paid (its payment is on the ledger, so a paid booking cancelled later still counts). A client who
 * booked and cancelled (or let the hold lapse, or was declined) without paying has none.
 */
const seriesBinds = () =>
  or(
    exists(
      sql`(select 1 from ${bookings} where ${bookings.seriesId} = ${bookingSeries.id} and ${inArray(
        bookings.status,
        [...RELATIONSHIP_SESSION_STATUSES],
      )})`,
    ),
    exists(
      sql`(select 1 from ${ledgerTransactions} where ${ledgerTransactions.dedupeKey} = 'booking_payment:' || ${bookingSeries.id})`,
    ),
  );

/**
 * True when the client made a booking with the provider (the client created it, not the provider)
 * that is live, took place or was paid. Only then may the provider book a session for that client.
 */
export async function clientBookedProvider(
  db: Pick<Db, "select">,
  clientId: string,
  providerId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: bookingSeries.id })
    .from(bookingSeries)
    .where(
      and(
        eq(bookingSeries.clientId, clientId),
        eq(bookingSeries.providerId, providerId),
        eq(bookingSeries.createdById, clientId),
        seriesBinds(),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * True when the two share a booking (either direction, whoever created it) that is live, took place
 * or was paid: the relationship messaging needs.
 */
export async function liveOrPaidRelationship(db: Pick<Db, "select">, a: string, b: string): Promise<boolean> {
  const [row] = await db
    .select({ id: bookingSeries.id })
    .from(bookingSeries)
    .where(
      and(
        or(
          and(eq(bookingSeries.clientId, a), eq(bookingSeries.providerId, b)),
          and(eq(bookingSeries.clientId, b), eq(bookingSeries.providerId, a)),
        ),
        seriesBinds(),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * A provider books for a client only while published, and only for a client who booked them before
 * (clientBookedProvider). An unknown client, a non-client and a client without that relationship get
 * the same 404, so the booking form reveals nothing about people the provider has no tie to.
 */
export async function assertProviderMayBookFor(
  db: Pick<Db, "select">,
  providerId: string,
  clientId: string,
): Promise<void> {
  const [profile] = await db
    .select({ publishedAt: providerProfiles.publishedAt })
    .from(providerProfiles)
    .where(eq(providerProfiles.userId, providerId));
  if (!profile) throw notFound(GENERIC_MESSAGES.providerNotFound);
  if (!profile.publishedAt) throw new ApiError(403, BOOKING_API_MESSAGES.publishFirst);
  const [client] = await db
    .select({ role: users.role, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, clientId));
  if (
    !client ||
    client.role !== "client" ||
    client.deletedAt ||
    !(await clientBookedProvider(db, clientId, providerId))
  )
    throw notFound(BOOKING_API_MESSAGES.clientNotFound);
}
