import { createRoute, z } from "@hono/zod-openapi";
import { and, count, eq, isNull } from "drizzle-orm";
import { streamSSE } from "hono/streaming";
import { currentAuth, requireUser } from "../auth/index.ts";
import type { Db } from "../db/index.ts";
import { notifications } from "../db/index.ts";
import { ApiError, authErrors, createRouter, errorContent, signedIn } from "../http/index.ts";
import { type BusEvent, MAX_STREAMS_PER_USER } from "./live-bus.ts";
import { inflateSignal } from "./signal-codec.ts";

export const HEARTBEAT_MS = 25_000;
/** What a browser waits before reconnecting after the stream drops. */
const RETRY_MS = 3_000;

export const TOO_MANY_STREAMS = `Too many live streams are open for this account (at most ${MAX_STREAMS_PER_USER}). Close another tab or window, then try again.`;

/** How many unread messages someone has: messages/ counts them; app.ts passes it in, since messages/ publishes to live/. */
export type UnreadMessages = (db: Db, userId: string) => Promise<number>;

async function unreadCounts(db: Db, userId: string, unreadMessages: UnreadMessages) {
  const [row] = await db
    .select({ count: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return { messages: await unreadMessages(db, userId), notifications: row?.count ?? 0 };
}

/**
 * GET /v1/stream: Server-Sent Events for the signed-in person (decision 026). Events: `message`
 * (`{ change, messageId, conversation }`, the conversation being the other party's id), `signal` (a
 * session room's offer, answer, ICE candidate, join or leave, decision 056),
 * `unread` (`{ messages, notifications }`) and `resync` (the counts again, after the API lost and
 * regained its LISTEN connection: the reader fetches again what it shows, since events may have been
 * missed); a `: heartbeat` comment keeps proxies from closing an idle stream. Sign-in is the API's
 * usual bearer token; GETs are not throttled, but one account holds at most MAX_STREAMS_PER_USER
 * streams on one process (429 past that).
 */
export function streamRoutes(options: { unreadMessages: UnreadMessages; heartbeatMs?: number | undefined }) {
  const router = createRouter();
  const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;

  router.openapi(
    createRoute({
      method: "get",
      path: "/v1/stream",
      tags: ["live"],
      summary:
        "Live events for me (Server-Sent Events): new, edited and deleted messages, unread counts, resync after a missed stretch",
      ...signedIn,
      middleware: requireUser,
      responses: {
        200: {
          description: "An event stream (text/event-stream)",
          content: { "text/event-stream": { schema: z.string() } },
        },
        ...authErrors,
        429: errorContent(`This account already has ${MAX_STREAMS_PER_USER} live streams open`),
      },
    }),
    (c) => {
      const me = currentAuth(c).user.id;
      const { db, live } = c.var.deps;
      if (live.sizeOf(me) >= MAX_STREAMS_PER_USER) throw new ApiError(429, TOO_MANY_STREAMS);
      // Subscribed before anything awaits, so concurrent requests cannot all pass the count above.
      const queue: BusEvent[] = [];
      let wake: (() => void) | undefined;
      const unsubscribe = live.subscribe(me, (event) => {
        queue.push(event);
        wake?.();
      });
      c.header("Cache-Control", "no-store, no-transform");
      c.header("X-Accel-Buffering", "no");
      return streamSSE(c, async (stream) => {
        let closed = false;
        stream.onAbort(() => {
          closed = true;
          unsubscribe();
          wake?.();
        });
        try {
          await live.ready();
          await stream.writeSSE({
            event: "ready",
            data: JSON.stringify(await unreadCounts(db, me, options.unreadMessages)),
            retry: RETRY_MS,
          });
          while (!closed) {
            const timer = setTimeout(() => wake?.(), heartbeatMs);
            if (queue.length === 0) {
              await new Promise<void>((resolve) => {
                wake = resolve;
              });
            }
            clearTimeout(timer);
            wake = undefined;
            if (closed) break;
            if (queue.length === 0) {
              await stream.write(": heartbeat\n\n");
              continue;
            }
            let countsChanged = false;
            let resync = false;
            for (const event of queue.splice(0)) {
              if (event.type === "resync") resync = true;
              else if (event.type === "signal") {
                // A session room's signal (decision 056): inflated back to the JSON its sender posted.
                const data = inflateSignal(event.data);
                if (data) await stream.writeSSE({ event: "signal", data });
              } else if (event.type === "message") {
                const conversation = event.fromId === me ? event.toId : event.fromId;
                await stream.writeSSE({
                  event: "message",
                  data: JSON.stringify({ change: event.change, messageId: event.messageId, conversation }),
                });
                if (event.toId === me) countsChanged = true;
              } else countsChanged = true;
            }
            if (resync && !closed) {
              await stream.writeSSE({
                event: "resync",
                data: JSON.stringify(await unreadCounts(db, me, options.unreadMessages)),
              });
            } else if (countsChanged && !closed) {
              await stream.writeSSE({
                event: "unread",
                data: JSON.stringify(await unreadCounts(db, me, options.unreadMessages)),
              });
            }
          }
        } finally {
          // A stream that ends or fails (the database gone mid-stream) frees its place.
          unsubscribe();
        }
      });
    },
  );

  return router;
}
