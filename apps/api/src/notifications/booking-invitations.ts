import { displayName } from "@marketplace/domain/accounts";
import { eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../db/index.ts";
import {
  bookingParticipants,
  bookingSeries,
  providerProfiles,
  seriesProvider,
  therapies,
  users,
  withSeriesProvider,
} from "../db/index.ts";
import { bookingInvitationMail, enqueueMail, invitationSite } from "../mail/index.ts";
import type { NotifyMail } from "./notify.ts";

/**
 * Emails every participant of a booking series their invitation, with a link to
 * /booking/participant/{participantId} on the provider's region's site. Returns how many were queued.
 *
 * Called once, when the series is confirmed (issue 27): by a provider's booking, which confirms at
 * once, or by its payment (the lifecycle's `paySeries`), in the same transaction. A booking that is
 * never paid (withdrawn, declined, lapsed) never mails anyone: its invitees stay on the booking,
 * unsent. The subject carries no one's words; the client's name is only in the body.
 */
export async function emailInvitations(
  db: Pick<Db, "select" | "insert" | "execute">,
  seriesId: string,
  mail: Pick<NotifyMail, "siteOrigins">,
): Promise<number> {
  const client = alias(users, "client");
  const [series] = await withSeriesProvider(
    db
      .select({
        client: { firstName: client.firstName, lastName: client.lastName },
        provider: { firstName: seriesProvider.firstName, lastName: seriesProvider.lastName },
        title: providerProfiles.title,
        hideProfileTitle: providerProfiles.hideProfileTitle,
        country: providerProfiles.countryCode,
        therapy: therapies.name,
      })
      .from(bookingSeries)
      .innerJoin(client, eq(client.id, bookingSeries.clientId))
      .$dynamic(),
  )
    .innerJoin(therapies, eq(therapies.id, bookingSeries.therapyId))
    .where(eq(bookingSeries.id, seriesId));
  if (!series) return 0;
  const participants = await db
    .select({ id: bookingParticipants.id, email: bookingParticipants.email })
    .from(bookingParticipants)
    .where(eq(bookingParticipants.seriesId, seriesId));
  if (participants.length === 0) return 0;
  const site = invitationSite(mail.siteOrigins, series.country);
  const title = series.title && !series.hideProfileTitle ? `${series.title} ` : "";
  const details = {
    clientName: displayName(series.client),
    providerName: `${title}${displayName(series.provider)}`,
    therapy: series.therapy,
  };
  for (const p of participants) {
    await enqueueMail(db, bookingInvitationMail(p.email, details, `${site}/booking/participant/${p.id}`));
  }
  return participants.length;
}
