import { createRoute } from "@hono/zod-openapi";
import {
  changePasswordSchema,
  EMAIL_NOT_CONFIRMED,
  LOGIN_FAILED,
  loginSchema,
} from "@marketplace/domain/accounts";
import { and, eq, ne, sql } from "drizzle-orm";
import { authSessions, users } from "../db/index.ts";
import {
  ApiError,
  authErrors,
  clientAddress,
  createRouter,
  errorContent,
  errorResponses,
  jsonBody as json,
  jsonContent,
} from "../http/index.ts";
import { currentAuth, requireSignedIn } from "./auth-middleware.ts";
import { MessageSchema, SessionSchema } from "./auth-schemas.ts";
import type { LoginLimiter } from "./login-limiter.ts";
import { dummyPasswordHash, hashPassword, verifyPassword } from "./password.ts";
import { createSession, revokeAllSessions, revokeSession } from "./sessions.ts";
import { toUserView, UserSchema } from "./user-schemas.ts";

export function authRoutes(limiter: LoginLimiter) {
  const router = createRouter();

  router.openapi(
    createRoute({
      method: "post",
      path: "/v1/auth/login",
      tags: ["auth"],
      summary: "Sign in with email and password",
      request: json(loginSchema.openapi("LoginRequest")),
      responses: {
        200: jsonContent(SessionSchema, "Signed in"),
        401: errorContent(LOGIN_FAILED),
        403: errorContent(EMAIL_NOT_CONFIRMED),
        429: errorContent("Too many failed attempts"),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { email, password } = c.req.valid("json");
      const { db, publicUrl } = c.var.deps;
      const address = clientAddress(c);
      await limiter.check(email, address);
      const [found] = await db.select().from(users).where(sql`lower(${users.email}) = ${email}`);
      const user = found && !found.deletedAt ? found : undefined;
      // The same scrypt work whether or not the account exists, so timing does not tell.
      const ok = await verifyPassword(password, user?.passwordHash ?? (await dummyPasswordHash()));
      if (!user || !ok) {
        await limiter.fail(email, address);
        throw new ApiError(401, LOGIN_FAILED);
      }
      await limiter.succeed(email, address);
      if (!user.emailConfirmedAt) throw new ApiError(403, EMAIL_NOT_CONFIRMED);
      const session = await createSession(db, user.id);
      return c.json(
        {
          token: session.token,
          expiresAt: session.expiresAt.toISOString(),
          user: toUserView(user, publicUrl),
        },
        200,
      );
    },
  );

  router.openapi(
    createRoute({
      method: "post",
      path: "/v1/auth/logout",
      middleware: [requireSignedIn] as const,
      tags: ["auth"],
      summary: "Revoke this session's token",
      security: [{ bearer: [] }],
      responses: { 200: jsonContent(MessageSchema, "Logged out"), ...authErrors },
    }),
    async (c) => {
      await revokeSession(c.var.deps.db, currentAuth(c).sessionId);
      return c.json({ message: "You have been logged out" }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: "post",
      path: "/v1/auth/logout-all",
      middleware: [requireSignedIn] as const,
      tags: ["auth"],
      summary: "Sign out everywhere: revoke every session of this account",
      security: [{ bearer: [] }],
      responses: { 200: jsonContent(MessageSchema, "Every session revoked"), ...authErrors },
    }),
    async (c) => {
      await revokeAllSessions(c.var.deps.db, currentAuth(c).user.id);
      return c.json({ message: "You have been signed out everywhere" }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: "put",
      path: "/v1/auth/password",
      middleware: [requireSignedIn] as const,
      tags: ["auth"],
      summary: "Change password (current password required); other sessions are signed out",
      security: [{ bearer: [] }],
      request: json(changePasswordSchema.openapi("ChangePasswordRequest")),
      responses: { 200: jsonContent(MessageSchema, "Password changed"), ...authErrors },
    }),
    async (c) => {
      const { currentPassword, newPassword } = c.req.valid("json");
      const { user, sessionId } = currentAuth(c);
      const db = c.var.deps.db;
      if (!(await verifyPassword(currentPassword, user.passwordHash))) {
        throw new ApiError(400, "Current password is incorrect", [
          "currentPassword: Current password is incorrect",
        ]);
      }
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ passwordHash: await hashPassword(newPassword), updatedAt: new Date() })
          .where(eq(users.id, user.id));
        await tx
          .update(authSessions)
          .set({ revokedAt: new Date() })
          .where(and(eq(authSessions.userId, user.id), ne(authSessions.id, sessionId)));
      });
      return c.json({ message: "Password changed" }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: "get",
      path: "/v1/me",
      middleware: [requireSignedIn] as const,
      tags: ["auth"],
      summary: "The signed-in user",
      security: [{ bearer: [] }],
      responses: { 200: jsonContent(UserSchema, "The signed-in user"), ...authErrors },
    }),
    (c) => c.json(toUserView(currentAuth(c).user, c.var.deps.publicUrl), 200),
  );

  return router;
}
