import { createRoute, z } from "@hono/zod-openapi";
import {
  changePasswordSchema,
  LOGIN_FAILED,
  loginSchema,
  signupSchema,
  timezoneSchema,
} from "@marketplace/domain/accounts";
import { currencyForCountry } from "@marketplace/domain/money";
import { and, eq, ne, sql } from "drizzle-orm";
import { ulid } from "ulid";
import { authSessions, bookingFees, providerProfiles, users } from "../db/schema/index.ts";
import { ApiError } from "../http/errors.ts";
import { createRouter } from "../http/router.ts";
import { authErrors, errorContent, errorResponses, jsonBody as json, jsonContent } from "../http/schemas.ts";
import { toUserView, UserSchema } from "../users/user-schemas.ts";
import { currentAuth, requireUser } from "./auth-middleware.ts";
import { clientAddress } from "./client-address.ts";
import type { LoginLimiter } from "./login-limiter.ts";
import { dummyPasswordHash, hashPassword, verifyPassword } from "./password.ts";
import { createSession, revokeAllSessions, revokeSession } from "./sessions.ts";

const SessionSchema = z
  .object({ token: z.string(), expiresAt: z.string(), user: UserSchema })
  .openapi("Session");
const MessageSchema = z.object({ message: z.string() }).openapi("Message");

const SignupBody = signupSchema
  .extend({
    countryCode: z
      .string()
      .regex(/^[A-Z]{2}$/, "Country code must be two capital letters, such as NG")
      .optional(),
    timezone: timezoneSchema.optional(),
  })
  .openapi("SignupRequest");

const slug = (text: string) =>
  text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "")
    .slice(0, 20) || "member";

export function authRoutes(limiter: LoginLimiter) {
  const router = createRouter();

  router.openapi(
    createRoute({
      method: "post",
      path: "/v1/auth/signup",
      tags: ["auth"],
      summary: "Create a client or provider account and sign in",
      request: json(SignupBody),
      responses: {
        201: jsonContent(SessionSchema, "Signed up and signed in"),
        409: errorContent("Email already registered"),
        ...errorResponses,
      },
    }),
    async (c) => {
      const body = c.req.valid("json");
      const { db, publicUrl } = c.var.deps;
      const [taken] = await db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.email}) = ${body.email}`);
      if (taken)
        throw new ApiError(409, "An account with this email already exists. Try logging in instead.");

      const id = ulid();
      const countryCode = body.countryCode ?? "GB";
      const timezone = body.timezone ?? (countryCode === "NG" ? "Africa/Lagos" : "Europe/London");
      const passwordHash = await hashPassword(body.password);
      const userName = `${slug(`${body.firstName}${body.lastName}`)}${id.slice(-6).toLowerCase()}`;
      await db.transaction(async (tx) => {
        await tx.insert(users).values({
          id,
          role: body.role,
          email: body.email,
          passwordHash,
          firstName: body.firstName,
          lastName: body.lastName,
          userName,
          countryCode,
          timezone,
        });
        if (body.role === "provider") {
          // New providers start hidden until onboarding is complete.
          await tx.insert(providerProfiles).values({
            userId: id,
            countryCode,
            timezone,
            visibility: "hidden",
            searchDocument: `${body.firstName} ${body.lastName}`,
          });
          await tx.insert(bookingFees).values({
            providerId: id,
            countryCode,
            currencyCode: currencyForCountry(countryCode),
            generalFee: 0,
          });
        }
      });
      const [user] = await db.select().from(users).where(eq(users.id, id));
      if (!user) throw new ApiError(500, "Account could not be created");
      const session = await createSession(db, id);
      return c.json(
        {
          token: session.token,
          expiresAt: session.expiresAt.toISOString(),
          user: toUserView(user, publicUrl),
        },
        201,
      );
    },
  );

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
      middleware: [requireUser] as const,
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
      middleware: [requireUser] as const,
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
      middleware: [requireUser] as const,
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
      middleware: [requireUser] as const,
      tags: ["auth"],
      summary: "The signed-in user",
      security: [{ bearer: [] }],
      responses: { 200: jsonContent(UserSchema, "The signed-in user"), ...authErrors },
    }),
    (c) => c.json(toUserView(currentAuth(c).user, c.var.deps.publicUrl), 200),
  );

  return router;
}
