import { createRoute, z } from "@hono/zod-openapi";
import { asc } from "drizzle-orm";
import { lagTolerantDb } from "../auth/index.ts";
import {
  ageGroups,
  concerns,
  culturalBackgrounds,
  disciplines,
  languages,
  modalities,
  religions,
  therapies,
} from "../db/index.ts";
import { cachePublicly, createRouter, errorResponses, jsonContent, OptionSchema } from "../http/index.ts";

const listOf = <T extends z.ZodType>(item: T, name: string) =>
  z.object({ data: z.array(item) }).openapi(name);

const ConcernSchema = OptionSchema.extend({ slug: z.string() }).openapi("Concern");
const TherapySchema = OptionSchema.extend({ allowInvite: z.boolean() }).openapi("Therapy");
const ModalitySchema = OptionSchema.extend({
  shortName: z.string(),
  isOffline: z.boolean(),
  imageUrl: z.string().nullable(),
}).openapi("Modality");

const listRoute = (path: string, schema: z.ZodType, tag: string, summary: string) =>
  createRoute({
    method: "get",
    path,
    middleware: [cachePublicly] as const,
    tags: [tag],
    summary,
    responses: { 200: jsonContent(schema, summary), ...errorResponses },
  });

const OptionList = listOf(OptionSchema, "OptionList");

export function catalogueRoutes() {
  const router = createRouter();

  router.openapi(
    listRoute(
      "/v1/categories/concerns",
      listOf(ConcernSchema, "ConcernList"),
      "categories",
      "Concerns (specialities)",
    ),
    async (c) => {
      const rows = await lagTolerantDb(c)
        .select({ identifier: concerns.id, name: concerns.name, slug: concerns.slug })
        .from(concerns)
        .orderBy(asc(concerns.name));
      return c.json({ data: rows }, 200);
    },
  );

  router.openapi(
    listRoute(
      "/v1/categories/therapy",
      listOf(TherapySchema, "TherapyList"),
      "categories",
      "Therapy categories",
    ),
    async (c) => {
      const rows = await lagTolerantDb(c)
        .select({ identifier: therapies.id, name: therapies.name, allowInvite: therapies.allowInvite })
        .from(therapies)
        .orderBy(asc(therapies.name));
      return c.json({ data: rows }, 200);
    },
  );

  router.openapi(
    listRoute(
      "/v1/categories/therapy-modality",
      listOf(ModalitySchema, "ModalityList"),
      "categories",
      "Modalities",
    ),
    async (c) => {
      const rows = await lagTolerantDb(c)
        .select({
          identifier: modalities.id,
          name: modalities.name,
          shortName: modalities.shortName,
          isOffline: modalities.isOffline,
          imageUrl: modalities.imageUrl,
        })
        .from(modalities)
        .orderBy(asc(modalities.name));
      return c.json({ data: rows }, 200);
    },
  );

  // Simple option lists (identifier + name), all answering `{ data: [...] }` like the rest.
  const options = [
    ["/v1/categories/disciplines", disciplines, "categories", "Disciplines"],
    ["/v1/categories/languages", languages, "categories", "Languages"],
    ["/v1/personality/cultural-background", culturalBackgrounds, "personality", "Cultural backgrounds"],
    ["/v1/personality/religion", religions, "personality", "Religions"],
    ["/v1/personality/age-group", ageGroups, "personality", "Age groups"],
  ] as const;
  for (const [path, table, tag, summary] of options) {
    router.openapi(listRoute(path, OptionList, tag, summary), async (c) => {
      const rows = await lagTolerantDb(c)
        .select({ identifier: table.id, name: table.name })
        .from(table)
        .orderBy(asc(table.name));
      return c.json({ data: rows }, 200);
    });
  }
  return router;
}
