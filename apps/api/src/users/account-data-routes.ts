import { randomBytes } from "node:crypto";
import { createRoute, z } from "@hono/zod-openapi";
import { asc, eq, or } from "drizzle-orm";
import { auditEntriesFor, recordAccess } from "../audit/index.ts";
import { currentAuth, hashPassword, requireUser, verifyPassword } from "../auth/index.ts";
import { deleteAllCredentialFiles } from "../credentials/index.ts";
import {
  authSessions,
  bookingSeries,
  bookings,
  clientPreferences,
  messages,
  notifications,
  payments,
  providerProfiles,
  reviews,
  userConsents,
  users,
} from "../db/index.ts";
import { ApiError, authErrors, createRouter, jsonContent } from "../http/index.ts";
import { ledgerStatement } from "../ledger/index.ts";

const DeleteBody = z
  .object({ password: z.string({ message: "Password is required" }).min(1, "Password is required") })
  .openapi("DeleteAccountRequest");

type ReviewRow = typeof reviews.$inferSelect;

/**
 * A review as this person's export shows it. An anonymous review about them (a provider's) leaves out
 * who wrote it and which session it was of: its clientId named the reviewer outright through
 * GET /v1/client/{id}, and its bookingId through the session's client (issue 27). The writer's own
 * export keeps both.
 */
export function withoutHiddenReviewer(review: ReviewRow, viewerId: string) {
  if (!review.anonymous || review.clientId === viewerId) return review;
  const { clientId: _writer, bookingId: _session, ...rest } = review;
  return rest;
}

/**
 * GDPR rights beyond the spec: a copy of everything stored about me, and erasure. Erasure removes
 * names, email, photo and preferences and revokes every session; bookings, payments and reviews stay
 * as records (others then see 'Account Deleted').
 */
export function accountDataRoutes() {
  const router = createRouter();

  router.openapi(
    createRoute({
      method: "get",
      path: "/v1/me/export",
      tags: ["account"],
      summary: "Download my data: everything stored about me, as JSON",
      security: [{ bearer: [] }],
      middleware: requireUser,
      responses: {
        200: jsonContent(z.record(z.string(), z.unknown()).openapi("AccountExport"), "My data"),
        ...authErrors,
      },
    }),
    async (c) => {
      const { user } = currentAuth(c);
      const db = c.var.deps.db;
      const { passwordHash: _secret, ...account } = user;
      // Recorded first, so the download lists itself among the reads of this person's data.
      await recordAccess(c, { action: "account.export", subjectId: user.id });
      const mySeries = or(eq(bookingSeries.clientId, user.id), eq(bookingSeries.providerId, user.id));
      const [
        preferences,
        providerProfile,
        series,
        sessions,
        sent,
        received,
        myReviews,
        myPayments,
        ledger,
        inbox,
        logins,
        audit,
        consents,
      ] = await Promise.all([
        db.select().from(clientPreferences).where(eq(clientPreferences.userId, user.id)),
        db.select().from(providerProfiles).where(eq(providerProfiles.userId, user.id)),
        db.select().from(bookingSeries).where(mySeries),
        db
          .select({ booking: bookings })
          .from(bookings)
          .innerJoin(bookingSeries, eq(bookingSeries.id, bookings.seriesId))
          .where(mySeries),
        db.select().from(messages).where(eq(messages.fromId, user.id)),
        db.select().from(messages).where(eq(messages.toId, user.id)),
        db
          .select()
          .from(reviews)
          .where(or(eq(reviews.clientId, user.id), eq(reviews.providerId, user.id))),
        db.select().from(payments).where(eq(payments.userId, user.id)),
        ledgerStatement(db, user.id),
        db.select().from(notifications).where(eq(notifications.userId, user.id)),
        db
          .select({
            createdAt: authSessions.createdAt,
            expiresAt: authSessions.expiresAt,
            revokedAt: authSessions.revokedAt,
          })
          .from(authSessions)
          .where(eq(authSessions.userId, user.id)),
        auditEntriesFor(db, user.id),
        db
          .select({ kind: userConsents.kind, version: userConsents.version, givenAt: userConsents.givenAt })
          .from(userConsents)
          .where(eq(userConsents.userId, user.id))
          .orderBy(asc(userConsents.givenAt), asc(userConsents.kind)),
      ]);
      const providerData = providerProfile[0];
      const body = {
        exportedAt: new Date().toISOString(),
        account,
        /** What this person agreed to at sign-up (terms, privacy policy, health information), when, and which version. */
        consents,
        clientPreferences: preferences[0]?.data ?? null,
        providerProfile: providerData ? { ...providerData, searchVector: undefined } : null,
        bookingSeries: series,
        bookings: sessions.map((s) => s.booking),
        messagesSent: sent,
        messagesReceived: received,
        reviews: myReviews.map((review) => withoutHiddenReviewer(review, user.id)),
        payments: myPayments,
        /** Every movement of this person's wallet and earnings (the ledger's entries on their accounts). */
        transactions: ledger,
        notifications: inbox,
        sessions: logins,
        /** Who read this person's data and what they read themselves (the audit log). */
        auditLog: audit,
      };
      c.header("Content-Disposition", `attachment; filename="my-data-${user.id}.json"`);
      c.header("Cache-Control", "no-store");
      return c.json(JSON.parse(JSON.stringify(body)) as Record<string, unknown>, 200);
    },
  );

  router.openapi(
    createRoute({
      method: "delete",
      path: "/v1/me",
      tags: ["account"],
      summary: "Delete my account (password required)",
      security: [{ bearer: [] }],
      middleware: requireUser,
      request: { body: { required: true, content: { "application/json": { schema: DeleteBody } } } },
      responses: {
        200: jsonContent(z.object({ message: z.string() }), "Account deleted"),
        ...authErrors,
      },
    }),
    async (c) => {
      const { password } = c.req.valid("json");
      const { user } = currentAuth(c);
      const { db, files } = c.var.deps;
      if (!(await verifyPassword(password, user.passwordHash))) {
        throw new ApiError(400, "Password is incorrect", ["password: Password is incorrect"]);
      }
      const unusable = await hashPassword(randomBytes(32).toString("hex"));
      const now = new Date();
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({
            firstName: null,
            lastName: null,
            email: `deleted-${user.id.toLowerCase()}@deleted.invalid`,
            userName: `deleted-${user.id.toLowerCase()}`,
            photoUrl: null,
            passwordHash: unusable,
            deletedAt: now,
            updatedAt: now,
          })
          .where(eq(users.id, user.id));
        await tx.update(authSessions).set({ revokedAt: now }).where(eq(authSessions.userId, user.id));
        await tx.delete(clientPreferences).where(eq(clientPreferences.userId, user.id));
        await tx
          .update(providerProfiles)
          .set({ visibility: "hidden", searchDocument: "", bio: "", headline: "", officeAddress: null })
          .where(eq(providerProfiles.userId, user.id));
      });
      if (user.photoUrl) await files.public.remove(user.photoUrl);
      // Licences and insurance documents name the person: they go with the account.
      if (user.role === "provider") await deleteAllCredentialFiles(db, files.private, user.id);
      return c.json({ message: "Your account has been deleted" }, 200);
    },
  );
  return router;
}
