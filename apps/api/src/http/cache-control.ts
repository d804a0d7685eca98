import { createMiddleware } from "hono/factory";
import type { AppEnv } from "./app-types.ts";

/** How long shared caches may keep a public catalogue or search answer. */
export const PUBLIC_MAX_AGE_SECONDS = 60;

/**
 * Marks a route's answers as public: the same for every anonymous visitor and harmless if a minute
 * old (catalogue lists, search). Only takes effect for requests without credentials (see
 * `cacheControl`).
 */
export const cachePublicly = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (c.res.status === 200) {
    c.res.headers.set("Cache-Control", `public, max-age=${PUBLIC_MAX_AGE_SECONDS}`);
    c.res.headers.append("Vary", "Authorization");
  }
});

/**
 * No answer is stored by a browser or a proxy unless its route said it is public, and never one to
 * a request that carried credentials: personal data must not outlive the session on a shared phone
 * or leak through a shared cache. Files (avatars) set their own public caching and keep it.
 */
export const cacheControl = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  const credentials = c.req.header("authorization") !== undefined || c.req.header("cookie") !== undefined;
  if (credentials || !c.res.headers.has("Cache-Control") || c.res.status >= 400) {
    c.res.headers.set("Cache-Control", "no-store");
  }
});
