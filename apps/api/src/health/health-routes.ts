import { createRoute, z } from "@hono/zod-openapi";
import { sql } from "drizzle-orm";
import { createRouter, errorResponses, jsonContent } from "../http/index.ts";

const HealthSchema = z.object({ status: z.literal("ok"), database: z.literal("ok") }).openapi("Health");

export function healthRoutes() {
  const router = createRouter();
  router.openapi(
    createRoute({
      method: "get",
      path: "/healthz",
      tags: ["health"],
      summary: "Liveness and database check",
      responses: { 200: jsonContent(HealthSchema, "Healthy"), ...errorResponses },
    }),
    async (c) => {
      await c.var.deps.db.execute(sql`select 1`);
      return c.json({ status: "ok" as const, database: "ok" as const }, 200);
    },
  );
  return router;
}
