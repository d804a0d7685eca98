import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import type { AppEnv } from "../http/index.ts";
import type { FileStores } from "./file-store.ts";

const PUBLIC_CACHE = "public, max-age=86400";

/**
 * Serves the public files (avatars, covers) under /files: the local folder statically, or a bucket's
 * `public/` objects streamed through the API with the same cache headers (decision 051), so their
 * URLs, the sites' CSP and a CDN in front of the API stay as they are.
 */
export function fileRoutes(files: FileStores) {
  const router = new Hono<AppEnv>();
  if (files.kind === "local") {
    router.use(
      "/files/*",
      serveStatic({
        root: files.uploadsDir,
        rewriteRequestPath: (path) => path.replace(/^\/files/, ""),
        onFound: (_path, c) => {
          c.header("Cache-Control", PUBLIC_CACHE);
          c.header("X-Content-Type-Options", "nosniff");
        },
      }),
    );
    return router;
  }
  const reader = files.public;
  router.on(["GET", "HEAD"], "/files/*", async (c, next) => {
    const found = await reader.get(c.req.path.slice("/files/".length), c.req.header("If-None-Match"));
    // Like serveStatic: a missing file falls through to the API's 404.
    if (found === null) return next();
    const headers = new Headers({ "Cache-Control": PUBLIC_CACHE, "X-Content-Type-Options": "nosniff" });
    if (found === "notModified") return new Response(null, { status: 304, headers });
    headers.set("Content-Type", found.contentType);
    if (found.contentLength !== undefined) headers.set("Content-Length", String(found.contentLength));
    if (found.etag) headers.set("ETag", found.etag);
    if (c.req.method === "HEAD") {
      await found.body.cancel();
      return new Response(null, { status: 200, headers });
    }
    return new Response(found.body, { status: 200, headers });
  });
  return router;
}
