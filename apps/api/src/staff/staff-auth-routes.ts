import { createRoute, z } from "@hono/zod-openapi";
import { loginSchema } from "@marketplace/domain/accounts";
import { STAFF_ACTIONS, STAFF_CODE_INVALID } from "@marketplace/domain/staff";
import { and, eq, isNull, sql } from "drizzle-orm";
import { writeAuditEntry } from "../audit/index.ts";
import {
  createSession,
  dummyPasswordHash,
  type LoginLimiter,
  toUserView,
  UserSchema,
  verifyPassword,
} from "../auth/index.ts";
import { users } from "../db/index.ts";
import {
  ApiError,
  clientAddress,
  createRouter,
  errorContent,
  errorResponses,
  jsonBody as json,
  jsonContent,
} from "../http/index.ts";
import { verifySecondFactor } from "./staff-accounts.ts";

const StaffLoginSchema = loginSchema
  .extend({
    /** The authenticator app's 6-digit code, or one of the recovery codes. */
    code: z
      .string({ message: "Authenticator code is required" })
      .trim()
      .min(6, "Authenticator code is required")
      .max(32),
  })
  .openapi("StaffLoginRequest");

const StaffSessionSchema = z
  .object({ token: z.string(), expiresAt: z.string(), user: UserSchema })
  .openapi("StaffSession");

/**
 * The staff sign-in (issue 32): email, password and the second factor in one request, so no
 * half-signed-in state exists; a staff session exists only after all three hold. Failures count
 * against the same login limits as everyone's, and all answer the same words.
 */
export function staffAuthRoutes(limiter: LoginLimiter) {
  const router = createRouter();
  router.openapi(
    createRoute({
      method: "post",
      path: "/v1/auth/staff/login",
      tags: ["staff"],
      summary: "Staff sign in with email, password and an authenticator (TOTP) or recovery code",
      request: json(StaffLoginSchema),
      responses: {
        200: jsonContent(StaffSessionSchema, "Signed in for STAFF_SESSION (8 hours, 30 minutes idle)"),
        401: errorContent(STAFF_CODE_INVALID),
        429: errorContent("Too many failed attempts"),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { email, password, code } = c.req.valid("json");
      const { db, publicUrl } = c.var.deps;
      const address = clientAddress(c);
      await limiter.check(email, address);
      const [found] = await db
        .select()
        .from(users)
        .where(and(sql`lower(${users.email}) = ${email}`, eq(users.role, "staff"), isNull(users.deletedAt)));
      const passwordOk = await verifyPassword(password, found?.passwordHash ?? (await dummyPasswordHash()));
      const ok = found && passwordOk && (await verifySecondFactor(db, found.id, code));
      if (!found || !ok) {
        await limiter.fail(email, address);
        throw new ApiError(401, STAFF_CODE_INVALID);
      }
      await limiter.succeed(email, address);
      const session = await createSession(db, found.id, new Date(), { secondFactor: true });
      await writeAuditEntry(db, {
        actorId: found.id,
        actorRole: "staff",
        action: STAFF_ACTIONS.signIn,
        subjectId: found.id,
        address,
      });
      return c.json(
        {
          token: session.token,
          expiresAt: session.expiresAt.toISOString(),
          user: toUserView(found, publicUrl),
        },
        200,
      );
    },
  );
  return router;
}
