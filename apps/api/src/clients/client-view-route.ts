import { createRoute, z } from "@hono/zod-openapi";
import { and, eq, or } from "drizzle-orm";
import { recordAccess } from "../audit/index.ts";
import { currentAuth, requireRole } from "../auth/index.ts";
import { bookingSeries, messages, users } from "../db/index.ts";
import { ApiError, authErrors, createRouter, IdParam, jsonContent, notFoundResponse } from "../http/index.ts";
import { ClientProfileSchema, toClientProfile } from "./client-schemas.ts";

/** A client's page as a provider sees it (/client/{identifier}). */
export function clientViewRoutes() {
  const router = createRouter();

  router.openapi(
    createRoute({
      method: "get",
      path: "/v1/client/{identifier}",
      middleware: [requireRole("provider")] as const,
      tags: ["profile"],
      summary: "A client's profile, for a provider who has a booking or a conversation with them",
      security: [{ bearer: [] }],
      request: { params: z.object({ identifier: IdParam }) },
      responses: {
        200: jsonContent(ClientProfileSchema, "Client profile"),
        ...notFoundResponse,
        ...authErrors,
      },
    }),
    async (c) => {
      const { identifier } = c.req.valid("param");
      const providerId = currentAuth(c).user.id;
      const db = c.var.deps.db;
      const [client] = await db
        .select()
        .from(users)
        .where(and(eq(users.id, identifier), eq(users.role, "client")));
      if (!client) throw new ApiError(404, "Client not found");
      const [booking] = await db
        .select({ id: bookingSeries.id })
        .from(bookingSeries)
        .where(and(eq(bookingSeries.providerId, providerId), eq(bookingSeries.clientId, identifier)))
        .limit(1);
      const [message] = booking
        ? [booking]
        : await db
            .select({ id: messages.id })
            .from(messages)
            .where(
              or(
                and(eq(messages.fromId, providerId), eq(messages.toId, identifier)),
                and(eq(messages.fromId, identifier), eq(messages.toId, providerId)),
              ),
            )
            .limit(1);
      if (!booking && !message)
        throw new ApiError(403, "You can only see clients you have a booking or conversation with");
      await recordAccess(c, { action: "client.view", subjectId: client.id });
      return c.json(toClientProfile(client, c.var.deps.publicUrl), 200);
    },
  );

  return router;
}
