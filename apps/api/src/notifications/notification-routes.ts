import { createRoute, z } from "@hono/zod-openapi";
import { isNotificationType } from "@marketplace/domain/notifications";
import { and, count, desc, eq, isNull } from "drizzle-orm";
import { currentAuth, requireUser } from "../auth/index.ts";
import { notifications } from "../db/index.ts";
import {
  ApiError,
  authErrors,
  CountSchema,
  createRouter,
  errorResponses,
  IdParam,
  jsonBody,
  jsonContent,
  notFound,
  notFoundResponse,
  signedIn,
} from "../http/index.ts";
import { publishLive } from "../live/index.ts";
import {
  EmailPreferencesSchema,
  NOTIFICATION_MESSAGES,
  NotificationListQuery,
  NotificationPageSchema,
  UnsubscribeBody,
  UnsubscribedSchema,
} from "./notification-schemas.ts";
import { emailPreferences, saveEmailPreferences, turnOff } from "./preferences.ts";
import { readUnsubscribeToken } from "./unsubscribe-token.ts";

const secured = { ...signedIn, middleware: requireUser };

type Row = typeof notifications.$inferSelect;

const toNotification = (row: Row) => ({
  identifier: row.id,
  // Rows are only written through notify() with a known type; an unknown one reads as a confirmation.
  type: isNotificationType(row.type) ? row.type : ("in-app-booking-confirmed" as const),
  title: row.title,
  body: row.body,
  link: { type: "internal" as const, url: row.linkUrl },
  read: row.readAt !== null,
  createdAt: row.createdAt.toISOString(),
});

/** The signed-in person's notifications and email preferences, and the emails' unsubscribe link. */
export function notificationRoutes() {
  const router = createRouter();

  router.openapi(
    createRoute({
      method: "get",
      path: "/v1/notification/unread-count",
      tags: ["notifications"],
      summary: "Unread notifications",
      ...secured,
      responses: { 200: jsonContent(CountSchema, "Unread count"), ...authErrors },
    }),
    async (c) => {
      const [row] = await c.var.deps.db
        .select({ count: count() })
        .from(notifications)
        .where(and(eq(notifications.userId, currentAuth(c).user.id), isNull(notifications.readAt)));
      return c.json({ count: row?.count ?? 0 }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: "get",
      path: "/v1/notification",
      tags: ["notifications"],
      summary: "My notifications, newest first (pageSize 1 to 50, default 10)",
      ...secured,
      request: { query: NotificationListQuery },
      responses: { 200: jsonContent(NotificationPageSchema, "A page of notifications"), ...authErrors },
    }),
    async (c) => {
      const { page, pageSize } = c.req.valid("query");
      const { db } = c.var.deps;
      const mine = eq(notifications.userId, currentAuth(c).user.id);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(notifications)
          .where(mine)
          .orderBy(desc(notifications.createdAt), desc(notifications.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ n: count() }).from(notifications).where(mine),
      ]);
      const n = total?.n ?? 0;
      return c.json(
        {
          data: rows.map(toNotification),
          meta: { page, pageSize, total: n, totalPages: Math.ceil(n / pageSize) },
        },
        200,
      );
    },
  );

  router.openapi(
    createRoute({
      method: "put",
      path: "/v1/notification/read-all",
      tags: ["notifications"],
      summary: "Marks all my notifications read; answers how many were unread",
      ...secured,
      responses: { 200: jsonContent(CountSchema, "How many were marked read"), ...authErrors },
    }),
    async (c) => {
      const me = currentAuth(c).user.id;
      const { db, clock } = c.var.deps;
      const marked = await db.transaction(async (tx) => {
        const rows = await tx
          .update(notifications)
          .set({ readAt: clock() })
          .where(and(eq(notifications.userId, me), isNull(notifications.readAt)))
          .returning({ id: notifications.id });
        if (rows.length > 0) await publishLive(tx, { type: "unread", userId: me });
        return rows.length;
      });
      return c.json({ count: marked }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: "put",
      path: "/v1/notification/{id}/read",
      tags: ["notifications"],
      summary: "Marks one of my notifications read",
      ...secured,
      request: { params: z.object({ id: IdParam }) },
      responses: { 204: { description: "Marked read" }, ...authErrors, ...notFoundResponse },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const me = currentAuth(c).user.id;
      const { db, clock } = c.var.deps;
      await db.transaction(async (tx) => {
        const [row] = await tx
          .select({ readAt: notifications.readAt })
          .from(notifications)
          .where(and(eq(notifications.id, id), eq(notifications.userId, me)));
        // Someone else's notification answers as a missing one: its existence is not revealed.
        if (!row) throw notFound(NOTIFICATION_MESSAGES.notFound);
        if (row.readAt) return;
        await tx.update(notifications).set({ readAt: clock() }).where(eq(notifications.id, id));
        await publishLive(tx, { type: "unread", userId: me });
      });
      return c.body(null, 204);
    },
  );

  router.openapi(
    createRoute({
      method: "get",
      path: "/v1/notification/preferences",
      tags: ["notifications"],
      summary: "My email preferences, one switch per group of notifications (all on by default)",
      ...secured,
      responses: { 200: jsonContent(EmailPreferencesSchema, "Email preferences"), ...authErrors },
    }),
    async (c) => {
      const email = await emailPreferences(c.var.deps.db, currentAuth(c).user.id);
      return c.json({ email }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: "put",
      path: "/v1/notification/preferences",
      tags: ["notifications"],
      summary: "Saves my email preferences (every switch is required)",
      ...secured,
      request: jsonBody(EmailPreferencesSchema),
      responses: { 200: jsonContent(EmailPreferencesSchema, "Email preferences saved"), ...authErrors },
    }),
    async (c) => {
      const { email } = c.req.valid("json");
      const { db, clock } = c.var.deps;
      const me = currentAuth(c).user.id;
      await saveEmailPreferences(db, me, email, clock());
      return c.json({ email: await emailPreferences(db, me) }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: "post",
      path: "/v1/notification/unsubscribe",
      tags: ["notifications"],
      summary:
        "Turns off the email preference an email's unsubscribe link names (no sign-in: the token is signed)",
      request: jsonBody(UnsubscribeBody),
      responses: {
        200: jsonContent(UnsubscribedSchema, "The preference turned off"),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { token } = c.req.valid("json");
      const { db, clock, linkSecret } = c.var.deps;
      const read = readUnsubscribeToken(linkSecret, token);
      if (!read) throw new ApiError(400, NOTIFICATION_MESSAGES.badUnsubscribe);
      try {
        await turnOff(db, read.userId, read.key, clock());
      } catch {
        // A signed token whose account is gone (its row removed) has nothing left to turn off.
        throw new ApiError(400, NOTIFICATION_MESSAGES.badUnsubscribe);
      }
      return c.json({ key: read.key }, 200);
    },
  );

  return router;
}
