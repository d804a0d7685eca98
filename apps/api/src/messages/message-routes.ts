import { createRoute } from "@hono/zod-openapi";
import { and, count, eq, isNull } from "drizzle-orm";
import { currentAuth, requireUser } from "../auth/auth-middleware.ts";
import { messages } from "../db/schema/index.ts";
import { CountSchema } from "../http/count-schema.ts";
import { createRouter } from "../http/router.ts";
import { authErrors, jsonContent, signedIn } from "../http/schemas.ts";

const secured = { ...signedIn, middleware: requireUser };

/** The signed-in person's messages. */
export function messageRoutes() {
  const router = createRouter();

  router.openapi(
    createRoute({
      method: "get",
      path: "/v1/messages/unread-count",
      tags: ["messages"],
      summary: "Unread messages",
      ...secured,
      responses: { 200: jsonContent(CountSchema, "Unread count"), ...authErrors },
    }),
    async (c) => {
      const [row] = await c.var.deps.db
        .select({ count: count() })
        .from(messages)
        .where(and(eq(messages.toId, currentAuth(c).user.id), isNull(messages.readAt)));
      return c.json({ count: row?.count ?? 0 }, 200);
    },
  );

  return router;
}
