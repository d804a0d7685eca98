import { createRoute, z } from "@hono/zod-openapi";
import { asc, eq } from "drizzle-orm";
import { lagTolerantDb } from "../auth/index.ts";
import { countries, states } from "../db/index.ts";
import {
  cachePublicly,
  createRouter,
  errorResponses,
  jsonContent,
  notFound,
  notFoundResponse,
  OptionSchema,
} from "../http/index.ts";

const CountrySchema = z
  .object({ code: z.string(), name: z.string(), slug: z.string(), currencyCode: z.string() })
  .openapi("Country");

const CountryCodeParam = z
  .string()
  .regex(/^[A-Za-z]{2}$/, "Country code must be two letters, such as NG or GB")
  .transform((v) => v.toUpperCase())
  .openapi({ example: "NG" });

export function locationRoutes() {
  const router = createRouter();

  router.openapi(
    createRoute({
      method: "get",
      path: "/v1/countries",
      middleware: [cachePublicly] as const,
      tags: ["locations"],
      summary: "Countries providers practise in",
      responses: {
        200: jsonContent(z.object({ data: z.array(CountrySchema) }).openapi("CountryList"), "Countries"),
        ...errorResponses,
      },
    }),
    async (c) => {
      const rows = await lagTolerantDb(c).select().from(countries).orderBy(asc(countries.name));
      return c.json({ data: rows }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: "get",
      path: "/v1/countries/{code}/states",
      middleware: [cachePublicly] as const,
      tags: ["locations"],
      summary: "States (regions) of a country",
      request: { params: z.object({ code: CountryCodeParam }) },
      responses: {
        200: jsonContent(z.object({ data: z.array(OptionSchema) }).openapi("StateList"), "States"),
        ...notFoundResponse,
        ...errorResponses,
      },
    }),
    async (c) => {
      const { code } = c.req.valid("param");
      const db = lagTolerantDb(c);
      const [country] = await db.select().from(countries).where(eq(countries.code, code));
      if (!country) throw notFound("Country not found");
      const rows = await db
        .select({ identifier: states.id, name: states.name })
        .from(states)
        .where(eq(states.countryCode, code))
        .orderBy(asc(states.name));
      return c.json({ data: rows }, 200);
    },
  );
  return router;
}
