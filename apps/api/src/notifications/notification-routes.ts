import { createRoute } from "@hono/zod-openapi";
import { and, count, eq, isNull } from "drizzle-orm";
import { currentAuth, requireUser } from "../auth/auth-middleware.ts";
import { notifications } from "../db/schema/index.ts";
import { CountSchema } from "../http/count-schema.ts";
import { createRouter } from "../http/router.ts";
import { authErrors, jsonContent, signedIn } from "../http/schemas.ts";

const secured = { ...signedIn, middleware: requireUser };

/** The signed-in person's notifications. */
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

  return router;
}
