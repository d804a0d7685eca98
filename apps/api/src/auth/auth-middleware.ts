import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../http/index.ts";
import { ApiError } from "../http/index.ts";
import { findSession } from "./sessions.ts";

/** `staff` (issue 32): the console's role; staff use only the auth routes and /v1/staff/... */
export type Role = "client" | "provider" | "staff";

export const NOT_SIGNED_IN = "Please log in to continue";
export const FORBIDDEN = "You do not have access to this";

/** Reads the bearer token when there is one; routes decide whether they need it. */
export const authenticate = createMiddleware<AppEnv>(async (c, next) => {
  const header = c.req.header("Authorization");
  const token = header?.startsWith("Bearer ") ? header.slice(7).trim() : undefined;
  if (token) {
    const found = await findSession(c.var.deps.db, token);
    if (found) {
      c.set("auth", {
        user: found.user,
        sessionId: found.session.id,
        lastWriteAt: found.session.lastWriteAt,
      });
    }
  }
  await next();
});

/** 401 when nobody is signed in; 403 when the signed-in role is not one of `roles`. */
export function requireRole(...roles: Role[]) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const auth = c.get("auth");
    if (!auth) throw new ApiError(401, NOT_SIGNED_IN);
    if (roles.length > 0 && !roles.includes(auth.user.role)) throw new ApiError(403, FORBIDDEN);
    await next();
  });
}

/**
 * A client or a provider: the marketplace's own routes. Staff are not members of the marketplace and
 * get 403 here; they use /v1/staff/... behind requireRole("staff").
 */
export const requireUser = requireRole("client", "provider");

/** Anyone signed in, staff included: only the account's own routes (/v1/me, sign-out, password). */
export const requireSignedIn = requireRole();

/** The signed-in user inside a route behind requireRole. */
export function currentAuth(c: { get: (key: "auth") => AppEnv["Variables"]["auth"] }) {
  const auth = c.get("auth");
  if (!auth) throw new ApiError(401, NOT_SIGNED_IN);
  return auth;
}
