import { displayName } from "@marketplace/domain/accounts";
import { REQUEST_EXPIRY_HOURS } from "@marketplace/domain/booking";
import { splitFee } from "@marketplace/domain/ledger";
import { formatAmount } from "@marketplace/domain/money";
import { asc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../db/index.ts";
import { bookingSeries, bookings, users } from "../db/index.ts";
import { type NotifyMail, notify } from "./notify.ts";

/**
 * The notifications of the booking engine's and the ledger's changes (decision 029). Each runs in the
 * transaction of its change, so the notification and its email exist exactly when the change does.
 */
type Tx = Pick<Db, "insert" | "execute" | "select">;

const clients = alias(users, "notified_client");
const providers = alias(users, "notified_provider");

/** A series with its two parties' names. */
async function seriesWithParties(tx: Tx, seriesId: string) {
  const [row] = await tx
    .select({ series: bookingSeries, client: clients, provider: providers })
    .from(bookingSeries)
    .innerJoin(clients, eq(clients.id, bookingSeries.clientId))
    .innerJoin(providers, eq(providers.id, bookingSeries.providerId))
    .where(eq(bookingSeries.id, seriesId));
  return row;
}

/** The session a series' notification opens: its first by time (unscheduled ones last). */
async function firstSession(tx: Tx, seriesId: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(eq(bookings.seriesId, seriesId))
    .orderBy(sql`${bookings.appointmentTime} asc nulls last`, asc(bookings.id))
    .limit(1);
  return row?.id;
}

const sessions = (n: number) => (n > 1 ? `${n} sessions` : "session");

/**
 * A series is confirmed (paid, free, or booked by the provider): its client hears of it, and the
 * provider too when the client booked it.
 */
export async function notifyBookingConfirmed(tx: Tx, seriesId: string, mail: NotifyMail): Promise<void> {
  const row = await seriesWithParties(tx, seriesId);
  const session = await firstSession(tx, seriesId);
  if (!row || !session) return;
  const { series, client, provider } = row;
  const linkUrl = `/booking/${session}/summary`;
  const byProvider = series.createdById === series.providerId;
  await notify(
    tx,
    {
      userId: series.clientId,
      type: "in-app-booking-confirmed",
      title: byProvider
        ? `${displayName(provider)} booked your ${sessions(series.totalSessions)}`
        : `Your ${sessions(series.totalSessions)} with ${displayName(provider)} ${series.totalSessions > 1 ? "are" : "is"} confirmed`,
      body: "See the date, time and how to join in your appointment.",
      linkUrl,
    },
    mail,
  );
  if (byProvider) return;
  await notify(
    tx,
    {
      userId: series.providerId,
      type: "in-app-booking-confirmed",
      title: `${displayName(client)} booked ${series.totalSessions > 1 ? sessions(series.totalSessions) : "a session"} with you`,
      body: "The booking is confirmed and paid.",
      linkUrl,
    },
    mail,
  );
}

/** A client asked for a series with a provider who reviews requests first: the provider is asked. */
export async function notifyApprovalRequested(tx: Tx, seriesId: string, mail: NotifyMail): Promise<void> {
  const row = await seriesWithParties(tx, seriesId);
  const session = await firstSession(tx, seriesId);
  if (!row || !session) return;
  await notify(
    tx,
    {
      userId: row.series.providerId,
      type: "in-app-booking-approval-requested",
      title: `${displayName(row.client)} asked to book ${row.series.totalSessions > 1 ? sessions(row.series.totalSessions) : "a session"} with you`,
      body: "Accept or decline the request.",
      linkUrl: `/booking/${session}/summary`,
    },
    mail,
  );
}

/**
 * A request went unanswered for REQUEST_EXPIRY_HOURS and expired (decision 038): the client hears its
 * times were let go, the provider that it can no longer be answered.
 */
export async function notifyRequestExpired(tx: Tx, seriesId: string, mail: NotifyMail): Promise<void> {
  const row = await seriesWithParties(tx, seriesId);
  const session = await firstSession(tx, seriesId);
  if (!row || !session) return;
  const { series, client, provider } = row;
  const linkUrl = `/booking/${session}/summary`;
  const what = series.totalSessions > 1 ? sessions(series.totalSessions) : "a session";
  await notify(
    tx,
    {
      userId: series.clientId,
      type: "in-app-booking-request-expired",
      title: `Your request to ${displayName(provider)} expired`,
      body: `${displayName(provider)} did not answer within ${REQUEST_EXPIRY_HOURS} hours, so the times are open to others again. You can choose another time or another therapist.`,
      linkUrl,
    },
    mail,
  );
  await notify(
    tx,
    {
      userId: series.providerId,
      type: "in-app-booking-request-expired",
      title: `${displayName(client)}'s request for ${what} expired`,
      body: `It was not answered within ${REQUEST_EXPIRY_HOURS} hours, so the times are open again.`,
      linkUrl,
    },
    mail,
  );
}

/** An instant in the person's own timezone, as reminders write it (UTC, said so, for an unknown zone). */
function whenFor(instant: Date, timeZone: string): string {
  const format = (zone: string) =>
    new Intl.DateTimeFormat("en-US", { dateStyle: "full", timeStyle: "short", timeZone: zone }).format(
      instant,
    );
  try {
    return format(timeZone);
  } catch {
    return `${format("UTC")} UTC`;
  }
}

/**
 * A provider who reviews requests answered one (issue 28): the client hears of it, with where to go
 * next — accepted, the payment page and the time to pay by; declined, the request page, which offers
 * another time with the same provider. The title (an email's subject) names no one and nothing about
 * the therapy.
 */
export async function notifyRequestAnswered(
  tx: Tx,
  seriesId: string,
  decision: "accepted" | "declined",
  mail: NotifyMail,
): Promise<void> {
  const row = await seriesWithParties(tx, seriesId);
  const session = await firstSession(tx, seriesId);
  if (!row || !session) return;
  const { series, client, provider } = row;
  const what = series.totalSessions > 1 ? `these ${series.totalSessions} sessions` : "this session";
  if (decision === "accepted") {
    const payBy = series.holdExpiresAt
      ? ` Pay by ${whenFor(series.holdExpiresAt, client.timezone)} to keep ${what}.`
      : "";
    await notify(
      tx,
      {
        userId: series.clientId,
        type: "in-app-booking-request-accepted",
        title: "Your booking request was accepted",
        body: `${displayName(provider)} accepted your request.${payBy}`,
        linkUrl: `/payment/${session}`,
      },
      mail,
    );
    return;
  }
  await notify(
    tx,
    {
      userId: series.clientId,
      type: "in-app-booking-request-declined",
      title: "Your booking request was declined",
      body: `${displayName(provider)} cannot take this request. Choose another time, or another therapist.`,
      linkUrl: `/booking/request/${series.id}`,
    },
    mail,
  );
}

/** A session was held: its client is asked for a review. */
export async function notifySessionCompleted(
  tx: Tx,
  bookingId: string,
  seriesId: string,
  mail: NotifyMail,
): Promise<void> {
  const row = await seriesWithParties(tx, seriesId);
  if (!row) return;
  await notify(
    tx,
    {
      userId: row.series.clientId,
      type: "in-app-booking-completed",
      title: `Your session with ${displayName(row.provider)} is complete`,
      body: "Tell others how it went: leave a review.",
      linkUrl: `/review/${bookingId}`,
    },
    mail,
  );
}

/** A provider's earning for a session was credited (a held session's fee, or a late cancellation's fee). */
export async function notifyPaymentReceived(
  tx: Tx,
  p: { bookingId: string; seriesId: string; fee: number; currency: string },
  mail: NotifyMail,
): Promise<void> {
  const row = await seriesWithParties(tx, p.seriesId);
  if (!row) return;
  const { provider: earned } = splitFee(p.fee);
  if (earned <= 0) return;
  await notify(
    tx,
    {
      userId: row.series.providerId,
      type: "in-app-payment-received",
      title: `You earned ${formatAmount(earned, p.currency)} for a session with ${displayName(row.client)}`,
      body: "It is in your earnings balance.",
      linkUrl: `/earnings/${p.bookingId}`,
    },
    mail,
  );
}

/**
 * A no-show claim's three moments (decision 039). Titles are email subjects: no names, no health
 * data; the summary page says the rest to the signed-in party.
 */
export type NoShowNotice = "claimed" | "contested" | "refunded" | "providerAbsent" | "clientAbsent";

const NO_SHOW_NOTICES: Record<NoShowNotice, { to: "client" | "provider"; title: string; body: string }> = {
  claimed: {
    to: "provider",
    title: "A client reported that you did not attend a session",
    body: "You can dispute it from the booking summary within 48 hours. If you do not, the session's fee goes back to the client.",
  },
  contested: {
    to: "client",
    title: "Your therapist disputed your report of a missed session",
    body: "The session's fee stays held while our team reviews what happened. We will tell you the outcome.",
  },
  refunded: {
    to: "client",
    title: "Your session fee is back in your wallet",
    body: "Your report that the therapist did not attend was not disputed, so the session's fee was refunded.",
  },
  // Issue 30: what the session room recorded settles a session nobody reported.
  providerAbsent: {
    to: "client",
    title: "Your session fee is back in your wallet",
    body: "Your therapist did not join the session, so the session's fee was refunded.",
  },
  clientAbsent: {
    to: "client",
    title: "You missed a session",
    body: "You did not join the session, so it counts as a late cancellation: the cancellation policy's late fee was kept and the rest of the fee is back in your wallet.",
  },
};

/** Tells the party concerned of a no-show claim, its dispute or its refund (in-app, email, live). */
export async function notifyNoShow(
  tx: Tx,
  notice: NoShowNotice,
  p: { bookingId: string; seriesId: string },
  mail: NotifyMail,
): Promise<void> {
  const row = await seriesWithParties(tx, p.seriesId);
  if (!row) return;
  const { to, title, body } = NO_SHOW_NOTICES[notice];
  await notify(
    tx,
    {
      userId: to === "client" ? row.series.clientId : row.series.providerId,
      type: "in-app-booking-no-show",
      title,
      body,
      linkUrl: `/booking/${p.bookingId}/summary`,
    },
    mail,
  );
}
