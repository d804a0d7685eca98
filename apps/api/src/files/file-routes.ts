import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import type { AppEnv } from "../http/index.ts";

/** Serves the local file store (avatars, uploads) under /files; in production an object store replaces it. */
export function fileRoutes(uploadsDir: string) {
  const router = new Hono<AppEnv>();
  router.use(
    "/files/*",
    serveStatic({
      root: uploadsDir,
      rewriteRequestPath: (path) => path.replace(/^\/files/, ""),
      onFound: (_path, c) => {
        c.header("Cache-Control", "public, max-age=86400");
        c.header("X-Content-Type-Options", "nosniff");
      },
    }),
  );
  return router;
}
