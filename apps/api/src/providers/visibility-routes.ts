import { createRoute, z } from "@hono/zod-openapi";
import { ONBOARDING_MESSAGES } from "@marketplace/domain/onboarding";
import { and, eq, isNotNull, or, sql } from "drizzle-orm";
import { currentAuth, requireRole } from "../auth/index.ts";
import { providerProfiles } from "../db/index.ts";
import { ApiError, authErrors, createRouter, errorContent, jsonContent } from "../http/index.ts";
import { VisibilitySchema } from "./provider-schemas.ts";

/** The provider's visibility in search. */
export function visibilityRoutes() {
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
        200: jsonContent(z.object({ visibility: VisibilitySchema }).openapi("Visibility"), "New state"),
        409: errorContent(ONBOARDING_MESSAGES.showBeforePublish),
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
        // Hiding is always allowed; showing only once the profile was published (onboarding).
        .where(
          and(
            eq(providerProfiles.userId, userId),
            or(eq(providerProfiles.visibility, "visible"), isNotNull(providerProfiles.publishedAt)),
          ),
        )
        .returning({ visibility: providerProfiles.visibility });
      if (!row) {
        const [profile] = await c.var.deps.db
          .select({ userId: providerProfiles.userId })
          .from(providerProfiles)
          .where(eq(providerProfiles.userId, userId));
        if (!profile) throw new ApiError(404, "Provider profile not found");
        throw new ApiError(409, ONBOARDING_MESSAGES.showBeforePublish);
      }
      return c.json({ visibility: row.visibility }, 200);
    },
  );

  return router;
}
