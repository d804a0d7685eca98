import { createRoute, z } from "@hono/zod-openapi";
import { and, eq } from "drizzle-orm";
import { recordAccess } from "../audit/index.ts";
import { currentAuth, requireRole } from "../auth/index.ts";
import { clientBookedProvider } from "../bookings/index.ts";
import { users } from "../db/index.ts";
import { ApiError, authErrors, createRouter, IdParam, jsonContent, notFoundResponse } from "../http/index.ts";
import { ClientProfileSchema, toClientProfile } from "./client-schemas.ts";

/** The refusal of a client's profile to a provider the client never booked. */
export const CLIENT_VIEW_REFUSED = "You can only see clients who booked a session with you";

/**
 * A client's page as a provider sees it (/client/{identifier}): only for a provider the client booked
 * (a live, completed or paid booking the client made with them; the rule that lets a provider book for
 * a client, bookings/booking-relationship.ts). A booking the provider made, a conversation or a
 * booking withdrawn unpaid is not enough (issue 27).
 */
export function clientViewRoutes() {
  const router = createRouter();

  router.openapi(
    createRoute({
      method: "get",
      path: "/v1/client/{identifier}",
      middleware: [requireRole("provider")] as const,
      tags: ["profile"],
      summary: "A client's profile, for a provider the client booked (a live, completed or paid booking)",
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
      if (!(await clientBookedProvider(db, identifier, providerId)))
        throw new ApiError(403, CLIENT_VIEW_REFUSED);
      await recordAccess(c, { action: "client.view", subjectId: client.id });
      return c.json(toClientProfile(client, c.var.deps.publicUrl), 200);
    },
  );

  return router;
}
