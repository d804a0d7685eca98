import { displayName } from "@marketplace/domain/accounts";
import { eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { createMiddleware } from "hono/factory";
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
import type { AppEnv } from "../http/index.ts";
import { bookingInvitationMail, enqueueMail, invitationSite } from "../mail/index.ts";

/**
 * Emails every participant of a booking series their invitation, with a link to
 * /booking/participant/{participantId} on the provider's region's site. Returns how many were queued.
 */
export async function emailInvitations(
  db: Pick<Db, "select" | "insert">,
  seriesId: string,
  siteOrigins: readonly string[],
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
  const site = invitationSite(siteOrigins, series.country);
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

/**
 * Around the engine's creation routes (POST /v1/booking and /v1/booking/series): once a booking was
 * created (201), its participants are emailed their invitations. The engine's transaction has committed
 * by then, so a failure here is logged and leaves the booking as it is: the booking is what matters and
 * the invitee can still be shown the invitation from the booking view.
 */
export const emailInvitationsAfterCreate = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (c.req.method !== "POST" || c.res.status !== 201) return;
  try {
    const created = (await c.res.clone().json()) as { seriesIdentifier?: unknown };
    if (typeof created.seriesIdentifier !== "string") return;
    const { db, siteOrigins, mail } = c.var.deps;
    if ((await emailInvitations(db, created.seriesIdentifier, siteOrigins)) > 0) mail.wake();
  } catch (err) {
    c.var.logger?.error({ err }, "emailing a booking's invitations failed");
  }
});
