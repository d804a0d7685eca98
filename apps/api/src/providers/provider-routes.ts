import { createRoute, z } from "@hono/zod-openapi";
import { GENERIC_MESSAGES } from "@marketplace/domain/errors";
import type { TypedResponse } from "hono";
import { lagTolerantDb } from "../auth/index.ts";
import {
  badRequest,
  cachePublicly,
  clientAddress,
  createRouter,
  errorResponses,
  IdParam,
  jsonContent,
  notFound,
  notFoundResponse,
} from "../http/index.ts";
import { createProfileViewRecorder } from "./profile-views.ts";
import { loadProviderProfile } from "./provider-profile.ts";
import { ProviderProfileSchema, ProviderSearchResponseSchema } from "./provider-schemas.ts";
import {
  COUNT_AHEAD,
  COUNT_TTL_MS,
  type CountCache,
  searchProviders,
  searchResponseJson,
} from "./search-providers.ts";
import { ProviderSearchQuerySchema } from "./search-query.ts";

const searchRoute = createRoute({
  method: "get",
  path: "/v1/providers",
  middleware: [cachePublicly] as const,
  tags: ["providers"],
  summary: "Search providers (full-text search and filters)",
  description:
    "Every word of `search` must match (as a prefix); matches come in the listing order: featured first, " +
    `then by rating and review count. \`meta.total\` is exact up to ${COUNT_AHEAD.toLocaleString("en-US")} ` +
    `matches past the start of the requested page; beyond that it reads offset + ${COUNT_AHEAD.toLocaleString("en-US")} ` +
    "(at least that many match), so `totalPages` always reaches further than the current page. Totals may " +
    `be up to ${COUNT_TTL_MS / 1000} seconds old.`,
  request: { query: ProviderSearchQuerySchema },
  responses: { 200: jsonContent(ProviderSearchResponseSchema, "A page of providers"), ...errorResponses },
});

const profileRoute = createRoute({
  method: "get",
  path: "/v1/providers/{id}",
  tags: ["providers"],
  summary:
    "A provider's public profile; records a profile view for the X-Tracked-For header. A hidden provider is found only by themself (visibility 'hidden')",
  request: {
    params: z.object({ id: IdParam }),
    headers: z.object({
      "x-tracked-for": z.string().max(64, "X-Tracked-For must be at most 64 characters").optional(),
    }),
  },
  responses: {
    200: jsonContent(ProviderProfileSchema, "The provider profile"),
    ...notFoundResponse,
    ...errorResponses,
  },
});

export function providerRoutes(searchCounts: CountCache) {
  const router = createRouter();
  const recordView = createProfileViewRecorder();

  router.openapi(searchRoute, async (c) => {
    const result = await searchProviders(
      lagTolerantDb(c),
      c.req.valid("query"),
      c.var.deps.publicUrl,
      searchCounts,
    );
    // The cards arrive as JSON text from PostgreSQL (provider-cards.ts), already in the schema's
    // shape (provider-routes.test.ts validates answers against it): sent as they are.
    return c.body(searchResponseJson(result), 200, {
      "Content-Type": "application/json",
    }) as unknown as TypedResponse<z.infer<typeof ProviderSearchResponseSchema>, 200, "json">;
  });

  // An empty id ('/v1/providers/') is the spec's 'Invalid ID', not an unknown route.
  router.get("/v1/providers/", () => {
    throw badRequest(GENERIC_MESSAGES.invalidId);
  });

  router.openapi(profileRoute, async (c) => {
    const { id } = c.req.valid("param");
    const { db, publicUrl } = c.var.deps;
    // The profile may lag (a read replica); the view is recorded on the primary.
    const profile = await loadProviderProfile(lagTolerantDb(c), id, publicUrl, c.get("auth")?.user.id);
    if (!profile) throw notFound(GENERIC_MESSAGES.providerNotFound);
    const trackedFor = c.req.valid("header")["x-tracked-for"];
    if (trackedFor) {
      await recordView(db, id, trackedFor, clientAddress(c));
    }
    return c.json(profile, 200);
  });
  return router;
}
