import { createRoute, z } from "@hono/zod-openapi";
import { sql } from "drizzle-orm";
import { schemaIsCurrent } from "../db/index.ts";
import { createRouter, errorResponses, jsonContent } from "../http/index.ts";

const HealthSchema = z.object({ status: z.literal("ok"), database: z.literal("ok") }).openapi("Health");
const LiveSchema = z.object({ status: z.literal("ok") }).openapi("Live");
const ReadySchema = z
  .object({
    status: z.enum(["ready", "not ready"]),
    database: z.enum(["ok", "unreachable"]),
    schema: z.enum(["current", "behind", "unknown"]),
    draining: z.boolean(),
  })
  .openapi("Ready");

/** How long /readyz waits for the database before calling it unreachable. */
const READY_DATABASE_TIMEOUT_MS = 2_000;

function within<T>(work: Promise<T>, ms: number): Promise<T> {
  return Promise.race([
    work,
    new Promise<T>((_, fail) => setTimeout(() => fail(new Error("timed out")), ms).unref()),
  ]);
}

/**
 * /livez: the process answers (no database: a slow database must not get a live process restarted).
 * /readyz: this process should get traffic: the database answers, its schema has every migration this
 * build carries, and the process is not draining after SIGTERM (main.ts fails readiness first, then
 * stops accepting). A load balancer and Kubernetes probe these; /healthz stays for older checks.
 */
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
  router.openapi(
    createRoute({
      method: "get",
      path: "/livez",
      tags: ["health"],
      summary: "The process answers (no database)",
      responses: { 200: jsonContent(LiveSchema, "Alive") },
    }),
    (c) => c.json({ status: "ok" as const }, 200),
  );
  router.openapi(
    createRoute({
      method: "get",
      path: "/readyz",
      tags: ["health"],
      summary: "Ready for traffic: database reachable, schema current, not draining",
      responses: {
        200: jsonContent(ReadySchema, "Ready"),
        503: jsonContent(ReadySchema, "Not ready, with what is wrong"),
      },
    }),
    async (c) => {
      const { db, draining } = c.var.deps;
      let database: "ok" | "unreachable" = "ok";
      let schema: "current" | "behind" | "unknown" = "unknown";
      try {
        await within(db.execute(sql`select 1`), READY_DATABASE_TIMEOUT_MS);
        schema = (await within(schemaIsCurrent(db), READY_DATABASE_TIMEOUT_MS)) ? "current" : "behind";
      } catch {
        database = "unreachable";
      }
      const isDraining = draining();
      const ready = database === "ok" && schema === "current" && !isDraining;
      return c.json(
        {
          status: ready ? ("ready" as const) : ("not ready" as const),
          database,
          schema,
          draining: isDraining,
        },
        ready ? 200 : 503,
      );
    },
  );
  return router;
}
