import { createRoute, z } from "@hono/zod-openapi";
import { recordAccess } from "../audit/index.ts";
import { currentAuth, requireUser } from "../auth/index.ts";
import {
  ApiError,
  authErrors,
  createRouter,
  errorContent,
  IdParam,
  jsonBody,
  jsonContent,
  notFoundResponse,
  signalThrottle,
  signedIn,
  type ThrottleLimits,
} from "../http/index.ts";
import { deflateSignal, MAX_SIGNAL_NOTIFY_BYTES, publishLive } from "../live/index.ts";
import { recordJoin, recordLeave } from "./attendance.ts";
import type { MediaAdapter } from "./media/index.ts";
import { loadRoom } from "./room-access.ts";

export const ROOM_CLOSED = "The session room is not open now";
export const SIGNAL_TOO_LARGE = "The signal is too large";

const IceServerSchema = z.object({
  urls: z.array(z.string()),
  username: z.string().optional(),
  credential: z.string().optional(),
});

const JoinConfigSchema = z
  .union([
    z.object({
      kind: z.literal("mesh"),
      iceServers: z.array(IceServerSchema),
      iceTransportPolicy: z.enum(["all", "relay"]),
    }),
    z.object({ kind: z.literal("livekit"), url: z.string(), token: z.string() }),
  ])
  .openapi("SessionRoomJoinConfig");

const RoleSchema = z.enum(["client", "provider", "invitee"]);

const RoomSchema = z
  .object({
    bookingIdentifier: z.string(),
    phase: z.enum(["before", "open", "ended"]),
    joinable: z.boolean(),
    status: z.string(),
    media: z.enum(["video", "audio"]),
    startTime: z.string().openapi({ format: "date-time" }),
    endTime: z.string().openapi({ format: "date-time" }),
    opensAt: z.string().openapi({ format: "date-time" }),
    closesAt: z.string().openapi({ format: "date-time" }),
    providerIdentifier: z.string(),
    me: z.object({ identifier: z.string(), name: z.string(), role: RoleSchema }),
    others: z.array(z.object({ identifier: z.string(), name: z.string(), role: RoleSchema })),
    /** While the room is joinable: how this participant's browser connects (STUN/TURN, or LiveKit). */
    join: JoinConfigSchema.nullable(),
  })
  .openapi("SessionRoom");

const PeerId = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/)
  .openapi({ description: "One page's id in the room (a reload is a new peer)" });

const SignalSchema = z
  .object({
    /** The sender page's peer id. */
    from: PeerId,
    /** One participant (their user id); every other participant when absent. */
    to: IdParam.optional(),
    /** One of that participant's pages, when the signal answers it. */
    toPeer: PeerId.optional(),
    kind: z.enum(["join", "here", "offer", "answer", "candidate", "leave", "state"]),
    /**
     * Which connection between the two pages an offer, answer or candidate belongs to: a page that
     * starts its connection over whole counts up, and the other page replaces its own on seeing it.
     */
    epoch: z.number().int().min(0).max(1_000_000).optional(),
    sdp: z.string().max(24_000).optional(),
    candidate: z
      .object({
        candidate: z.string().max(1_000),
        sdpMid: z.string().max(64).nullable().optional(),
        sdpMLineIndex: z.number().int().min(0).max(64).nullable().optional(),
        usernameFragment: z.string().max(256).nullable().optional(),
      })
      .nullable()
      .optional(),
    /** What the sender sends now (their camera off, muted, sharing their screen). */
    state: z.object({ audio: z.boolean(), video: z.boolean(), screen: z.boolean() }).optional(),
  })
  .openapi("SessionRoomSignal");

/**
 * The session room of a booking (issue 30, decision 056): its state for the page, and the signalling
 * that lets the participants' browsers connect to each other. The API relays offers, answers and ICE
 * candidates over each participant's live stream (GET /v1/stream, fanned out across API processes by
 * PostgreSQL NOTIFY); media flows between the browsers (or through TURN / an SFU), never through the
 * API, and nothing of it is recorded: only who joined and left, and when.
 */
export function sessionRoomRoutes(
  media: MediaAdapter,
  limits: { signals?: ThrottleLimits["signals"] | undefined } = {},
) {
  const router = createRouter();
  const signals = signalThrottle(limits.signals);

  router.openapi(
    createRoute({
      method: "get",
      path: "/v1/session-rooms/{id}",
      tags: ["session-rooms"],
      summary: "A booking's session room: when it opens, who is in it, and how to connect while it is open",
      ...signedIn,
      middleware: requireUser,
      request: { params: z.object({ id: IdParam }) },
      responses: {
        200: jsonContent(RoomSchema, "The room as the signed-in participant sees it"),
        ...authErrors,
        ...notFoundResponse,
      },
    }),
    async (c) => {
      const { user } = currentAuth(c);
      const { db, clock } = c.var.deps;
      const now = clock();
      const room = await loadRoom(db, c.req.valid("param").id, user, now);
      const join = room.joinable
        ? await media.joinConfig({
            roomId: room.bookingId,
            userId: user.id,
            displayName: room.me.name,
            canShareScreen: room.me.role === "provider",
            media: room.media,
            expiresAt: room.closesAt,
            now,
          })
        : null;
      c.header("Cache-Control", "no-store");
      return c.json(
        {
          bookingIdentifier: room.bookingId,
          phase: room.phase,
          joinable: room.joinable,
          status: room.status,
          media: room.media,
          startTime: room.startsAt.toISOString(),
          endTime: room.endsAt.toISOString(),
          opensAt: room.opensAt.toISOString(),
          closesAt: room.closesAt.toISOString(),
          providerIdentifier: room.providerId,
          me: { identifier: room.me.userId, name: room.me.name, role: room.me.role },
          others: room.members
            .filter((m) => m.userId !== user.id)
            .map((m) => ({ identifier: m.userId, name: m.name, role: m.role })),
          join,
        },
        200,
      );
    },
  );

  router.openapi(
    createRoute({
      method: "post",
      path: "/v1/session-rooms/{id}/signal",
      tags: ["session-rooms"],
      summary:
        "Sends a signal (join, offer, answer, ICE candidate, state, leave) to the room's other participants",
      ...signedIn,
      // The body's size: the app's default limit, then the schema's (an SDP of at most 24,000 characters).
      // Counted per person (THROTTLES.signals), not against the address's mutations.
      middleware: [requireUser, signals] as const,
      request: { params: z.object({ id: IdParam }), ...jsonBody(SignalSchema) },
      responses: {
        202: jsonContent(z.object({ delivered: z.number().int() }), "Relayed to this many participants"),
        ...authErrors,
        ...notFoundResponse,
        409: errorContent("The room is not open now"),
        413: errorContent("The signal is too large"),
        429: errorContent("Too many signals from this person in a minute"),
      },
    }),
    async (c) => {
      const { user } = currentAuth(c);
      const { db, clock } = c.var.deps;
      const now = clock();
      const signal = c.req.valid("json");
      const room = await loadRoom(db, c.req.valid("param").id, user, now);
      if (!room.joinable && signal.kind !== "leave") throw new ApiError(409, ROOM_CLOSED);
      const others = room.members.filter((m) => m.userId !== user.id);
      const targets = signal.to ? others.filter((m) => m.userId === signal.to) : others;
      if (signal.to && targets.length === 0) throw new ApiError(404, "Not a participant of this room");
      const data = deflateSignal(
        JSON.stringify({
          bookingIdentifier: room.bookingId,
          fromUser: user.id,
          fromName: room.me.name,
          fromRole: room.me.role,
          ...signal,
        }),
      );
      if (data.length > MAX_SIGNAL_NOTIFY_BYTES) throw new ApiError(413, SIGNAL_TOO_LARGE);
      if (signal.kind === "join" && room.joinable) {
        await recordJoin(db, room.bookingId, user.id, room.me.role, now);
        await recordAccess(c, { action: "session.room.join", resource: `booking:${room.bookingId}` });
      } else if (signal.kind === "leave") {
        await recordLeave(db, room.bookingId, user.id, now);
        await recordAccess(c, { action: "session.room.leave", resource: `booking:${room.bookingId}` });
      }
      await publishLive(db, ...targets.map((m) => ({ type: "signal" as const, toId: m.userId, data })));
      return c.json({ delivered: targets.length }, 202);
    },
  );

  return router;
}
