import { createRoute, z } from "@hono/zod-openapi";
import { displayName } from "@marketplace/domain/accounts";
import { FOLLOW_UP_MESSAGES, invitationOpen, participantAnswerSchema } from "@marketplace/domain/booking";
import { asc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { SessionUser } from "../auth/index.ts";
import { currentAuth, requireUser } from "../auth/index.ts";
import type { Db } from "../db/index.ts";
import {
  bookingParticipants,
  bookingSeries,
  bookings,
  modalities,
  providerProfiles,
  seriesProvider,
  therapies,
  users,
  withSeriesProvider,
} from "../db/index.ts";
import { fileUrl } from "../files/index.ts";
import {
  ApiError,
  authErrors,
  createRouter,
  errorContent,
  IdParam,
  jsonBody,
  jsonContent,
  notFoundResponse,
  signedIn,
} from "../http/index.ts";

const secured = { ...signedIn, middleware: requireUser };

export const ParticipantBookingSchema = z
  .object({
    identifier: z.string(),
    email: z.string(),
    status: z.enum(["invited", "accepted", "declined"]),
    viewerRole: z.enum(["invitee", "client", "provider"]),
    /** True for the invitee while the booking goes ahead. */
    canAnswer: z.boolean(),
    booking: z.object({
      identifier: z.string(),
      seriesIdentifier: z.string(),
      status: z.string(),
      provider: z.object({
        identifier: z.string(),
        firstName: z.string(),
        lastName: z.string(),
        title: z.string().nullable(),
        hideProfileTitle: z.boolean(),
        photo: z.string().nullable(),
        timezone: z.string(),
      }),
      client: z.object({ fullName: z.string() }),
      therapyCategory: z.object({ name: z.string() }),
      modality: z.object({ name: z.string(), isOffline: z.boolean() }),
      /** Shown for an in-person session of a provider who offers them. */
      officeAddress: z.string().nullable(),
      appointmentDuration: z.number().int(),
      sessions: z.array(
        z.object({
          identifier: z.string(),
          status: z.string(),
          appointmentTime: z.string().nullable(),
          appointmentEndTime: z.string().nullable(),
        }),
      ),
    }),
  })
  .openapi("ParticipantBooking");

type ParticipantBooking = z.infer<typeof ParticipantBookingSchema>;

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

/** The invitation with its booking, or 404. */
async function loadInvitation(db: Db, id: string) {
  const client = alias(users, "client");
  const [row] = await withSeriesProvider(
    db
      .select({
        participant: bookingParticipants,
        series: bookingSeries,
        provider: {
          firstName: seriesProvider.firstName,
          lastName: seriesProvider.lastName,
          photoUrl: seriesProvider.photoUrl,
          deletedAt: seriesProvider.deletedAt,
        },
        profile: {
          title: providerProfiles.title,
          hideProfileTitle: providerProfiles.hideProfileTitle,
          timezone: providerProfiles.timezone,
          offerOfflineSession: providerProfiles.offerOfflineSession,
          officeAddress: providerProfiles.officeAddress,
        },
        client: { firstName: client.firstName, lastName: client.lastName, deletedAt: client.deletedAt },
        therapy: therapies.name,
        modality: { name: modalities.name, isOffline: modalities.isOffline },
      })
      .from(bookingParticipants)
      .innerJoin(bookingSeries, eq(bookingSeries.id, bookingParticipants.seriesId))
      .$dynamic(),
  )
    .innerJoin(client, eq(client.id, bookingSeries.clientId))
    .innerJoin(therapies, eq(therapies.id, bookingSeries.therapyId))
    .innerJoin(modalities, eq(modalities.id, bookingSeries.modalityId))
    .where(eq(bookingParticipants.id, id));
  if (!row) throw new ApiError(404, FOLLOW_UP_MESSAGES.invitationNotFound);
  return row;
}

type Invitation = Awaited<ReturnType<typeof loadInvitation>>;

/** Who the signed-in person is to this invitation; the invitee first (a client may invite themself). */
function roleIn(invitation: Invitation, user: SessionUser): ParticipantBooking["viewerRole"] | null {
  if (user.email.toLowerCase() === invitation.participant.email.toLowerCase()) return "invitee";
  if (user.id === invitation.series.clientId) return "client";
  if (user.id === invitation.series.providerId) return "provider";
  return null;
}

async function invitationView(
  db: Db,
  publicUrl: string,
  invitation: Invitation,
  viewerRole: ParticipantBooking["viewerRole"],
): Promise<ParticipantBooking> {
  const { participant, series, provider, profile, client, modality } = invitation;
  const sessions = await db
    .select({
      identifier: bookings.id,
      status: bookings.status,
      appointmentTime: bookings.appointmentTime,
      appointmentEndTime: bookings.appointmentEndTime,
    })
    .from(bookings)
    .where(eq(bookings.seriesId, series.id))
    .orderBy(sql`${bookings.appointmentTime} asc nulls last`, asc(bookings.id));
  const gone = provider.deletedAt !== null;
  return {
    identifier: participant.id,
    email: participant.email,
    status: participant.status,
    viewerRole,
    canAnswer: viewerRole === "invitee" && invitationOpen(series.status),
    booking: {
      identifier: sessions[0]?.identifier ?? series.id,
      seriesIdentifier: series.id,
      status: series.status,
      provider: {
        identifier: series.providerId,
        firstName: gone ? "" : (provider.firstName ?? ""),
        lastName: gone ? "" : (provider.lastName ?? ""),
        title: profile.title,
        hideProfileTitle: profile.hideProfileTitle,
        photo: gone ? null : fileUrl(publicUrl, provider.photoUrl),
        timezone: profile.timezone,
      },
      client: { fullName: client.deletedAt ? displayName({}) : displayName(client) },
      therapyCategory: { name: invitation.therapy },
      modality,
      officeAddress: modality.isOffline && profile.offerOfflineSession ? profile.officeAddress : null,
      appointmentDuration: series.appointmentDuration,
      sessions: sessions.map((s) => ({
        ...s,
        appointmentTime: iso(s.appointmentTime),
        appointmentEndTime: iso(s.appointmentEndTime),
      })),
    },
  };
}

const params = z.object({ id: IdParam });
const invitationErrors = {
  ...authErrors,
  403: errorContent("Not the invitee, nor the booking's client or provider"),
  ...notFoundResponse,
} as const;

/** An invitee's view of the booking they were invited to, and their answer (issue 13). */
export function bookingParticipantRoutes() {
  const router = createRouter();

  router.openapi(
    createRoute({
      method: "get",
      path: "/v1/booking/participant/{id}",
      tags: ["bookings"],
      summary: "The booking an invitee was invited to (the invitee, or the booking's client or provider)",
      ...secured,
      request: { params },
      responses: { 200: jsonContent(ParticipantBookingSchema, "The invitation"), ...invitationErrors },
    }),
    async (c) => {
      const { db, publicUrl } = c.var.deps;
      const { user } = currentAuth(c);
      const invitation = await loadInvitation(db, c.req.valid("param").id);
      const role = roleIn(invitation, user);
      if (!role) throw new ApiError(403, FOLLOW_UP_MESSAGES.notTheInvitee);
      return c.json(await invitationView(db, publicUrl, invitation, role), 200);
    },
  );

  router.openapi(
    createRoute({
      method: "post",
      path: "/v1/booking/participant/{id}/status",
      tags: ["bookings"],
      summary: "The invitee accepts or declines the invitation",
      ...secured,
      request: { params, ...jsonBody(participantAnswerSchema) },
      responses: {
        200: jsonContent(ParticipantBookingSchema, "The invitation with its answer"),
        ...invitationErrors,
        422: errorContent("The booking no longer goes ahead"),
      },
    }),
    async (c) => {
      const { db, publicUrl } = c.var.deps;
      const { user } = currentAuth(c);
      const { id } = c.req.valid("param");
      const { status } = c.req.valid("json");
      const invitation = await loadInvitation(db, id);
      if (roleIn(invitation, user) !== "invitee") throw new ApiError(403, FOLLOW_UP_MESSAGES.notTheInvitee);
      if (!invitationOpen(invitation.series.status)) {
        throw new ApiError(422, FOLLOW_UP_MESSAGES.invitationClosed);
      }
      await db.update(bookingParticipants).set({ status }).where(eq(bookingParticipants.id, id));
      const answered = { ...invitation, participant: { ...invitation.participant, status } };
      return c.json(await invitationView(db, publicUrl, answered, "invitee"), 200);
    },
  );

  return router;
}
