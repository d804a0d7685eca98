import { createRoute, z } from "@hono/zod-openapi";
import {
  EMAIL_LINK_LIMITS,
  forgotPasswordSchema,
  LINK_INVALID,
  linkTokenSchema,
  newPasswordSchema,
  RESET_CHECK_EMAIL,
} from "@marketplace/domain/accounts";
import { and, eq, isNull } from "drizzle-orm";
import { authSessions, users } from "../db/index.ts";
import {
  ApiError,
  clientAddress,
  createRouter,
  errorContent,
  errorResponses,
  jsonBody as json,
  jsonContent,
} from "../http/index.ts";
import { enqueueMail, resetPasswordMail } from "../mail/index.ts";
import { issueAccountToken, retireAccountTokens, useAccountToken } from "./account-tokens.ts";
import { MessageSchema, SessionSchema } from "./auth-schemas.ts";
import type { EmailThrottle } from "./email-throttle.ts";
import { hashPassword } from "./password.ts";
import { createSession } from "./sessions.ts";
import { findByEmail, SiteField } from "./signup-routes.ts";
import { siteOrigin } from "./site-origin.ts";
import { toUserView } from "./user-schemas.ts";

const ForgotBody = forgotPasswordSchema.extend({ site: SiteField }).openapi("ForgotPasswordRequest");
const ResetBody = z
  .object({ token: linkTokenSchema, password: newPasswordSchema })
  .openapi("ResetPasswordRequest");

const RESET_TTL_MS = EMAIL_LINK_LIMITS.resetMinutes * 60_000;

export function passwordResetRoutes(throttle: EmailThrottle) {
  const router = createRouter();

  router.openapi(
    createRoute({
      method: "post",
      path: "/v1/auth/forgot-password",
      tags: ["auth"],
      summary: "Email a password reset link (30 minutes, single use); every address gets the same answer",
      request: json(ForgotBody),
      responses: {
        202: jsonContent(MessageSchema, RESET_CHECK_EMAIL),
        429: errorContent("Too many requests for this address or from this caller"),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { email, site: requested } = c.req.valid("json");
      const { db, siteOrigins } = c.var.deps;
      const site = siteOrigin(siteOrigins, requested);
      await throttle.consume(email, clientAddress(c));
      const user = await findByEmail(db, email);
      if (user) {
        await db.transaction(async (tx) => {
          const token = await issueAccountToken(tx, {
            userId: user.id,
            kind: "reset-password",
            ttlMs: RESET_TTL_MS,
          });
          await enqueueMail(tx, resetPasswordMail(user, `${site}/reset-password?token=${token}`));
        });
      }
      return c.json({ message: RESET_CHECK_EMAIL }, 202);
    },
  );

  router.openapi(
    createRoute({
      method: "post",
      path: "/v1/auth/reset-password",
      tags: ["auth"],
      summary:
        "Set a new password with the emailed link's token and sign in; every other session of the account is signed out",
      request: json(ResetBody),
      responses: {
        200: jsonContent(SessionSchema, "Password changed and signed in"),
        ...errorResponses,
        400: errorContent(LINK_INVALID),
      },
    }),
    async (c) => {
      const { token, password } = c.req.valid("json");
      const { db, publicUrl } = c.var.deps;
      // The password rules were checked at the edge, so a weak password does not spend the link.
      const passwordHash = await hashPassword(password);
      const now = new Date();
      // Spent in the transaction that changes the password: cut off part-way, the link still works.
      const user = await db.transaction(async (tx) => {
        const used = await useAccountToken(tx, token, "reset-password");
        if (!used) return null;
        const [updated] = await tx
          .update(users)
          .set({ passwordHash, updatedAt: now })
          .where(and(eq(users.id, used.userId), isNull(users.deletedAt)))
          .returning();
        if (!updated) return null;
        // Following the link proved the address: an unconfirmed account is confirmed by it.
        if (!updated.emailConfirmedAt) {
          await tx.update(users).set({ emailConfirmedAt: now }).where(eq(users.id, updated.id));
        }
        await retireAccountTokens(tx, updated.id, ["reset-password", "confirm-email"]);
        await tx
          .update(authSessions)
          .set({ revokedAt: now })
          .where(and(eq(authSessions.userId, updated.id), isNull(authSessions.revokedAt)));
        return updated;
      });
      if (!user) throw new ApiError(400, LINK_INVALID, [`token: ${LINK_INVALID}`]);
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

  return router;
}
