import { createRoute, z } from "@hono/zod-openapi";
import { eq, sql } from "drizzle-orm";
import { currentAuth, requireRole } from "../auth/auth-middleware.ts";
import { providerProfiles } from "../db/schema/index.ts";
import { ApiError } from "../http/errors.ts";
import { createRouter } from "../http/router.ts";
import { authErrors, jsonContent } from "../http/schemas.ts";
import type { CountCache } from "./search-providers.ts";

/** The provider's visibility in search. */
export function visibilityRoutes(searchCounts: CountCache) {
  const router = createRouter();

  router.openapi(
    createRoute({
      method: "put",
      path: "/v1/provider/visibility-status",
      middleware: [requireRole("provider")] as const,
      tags: ["provider"],
      summary: "Toggle whether the provider appears in search (visible ↔ hidden)",
      security: [{ bearer: [] }],
      responses: {
        200: jsonContent(
          z.object({ visibility: z.enum(["visible", "hidden"]) }).openapi("Visibility"),
          "New state",
        ),
        ...authErrors,
      },
    }),
    async (c) => {
      const userId = currentAuth(c).user.id;
      const [row] = await c.var.deps.db
        .update(providerProfiles)
        .set({
          visibility: sql`case when ${providerProfiles.visibility} = 'visible' then 'hidden' else 'visible' end::provider_visibility`,
          updatedAt: new Date(),
        })
        .where(eq(providerProfiles.userId, userId))
        .returning({ visibility: providerProfiles.visibility });
      if (!row) throw new ApiError(404, "Provider profile not found");
      searchCounts.clear();
      return c.json({ visibility: row.visibility }, 200);
    },
  );

  return router;
}
