import { createRoute, z } from "@hono/zod-openapi";
import { displayName } from "@marketplace/domain/accounts";
import { BOOKING_API_MESSAGES } from "@marketplace/domain/booking";
import { PAYMENT_MESSAGES } from "@marketplace/domain/ledger";
import {
  STAFF_ACTIONS,
  STAFF_NOTHING_TO_REFUND,
  STAFF_REASON,
  STAFF_REASON_REQUIRED,
} from "@marketplace/domain/staff";
import { and, desc, eq, gte, ilike, lt, or, sql } from "drizzle-orm";
import { recordAccess, writeAuditEntry } from "../audit/index.ts";
import { currentAuth, revokeAllSessions } from "../auth/index.ts";
import {
  cancelSession,
  seriesOfBooking,
  seriesParties,
  underProviderLock,
} from "../booking-lifecycle/index.ts";
import type { Db } from "../db/index.ts";
import { auditLog, bookingSeries, bookings, payments, users } from "../db/index.ts";
import {
  ApiError,
  authErrors,
  clientAddress,
  createRouter,
  dayParam,
  errorContent,
  errorResponses,
  IdParam,
  jsonBody,
  jsonContent,
  notFound,
  PageMetaSchema,
  wholeNumberParam,
} from "../http/index.ts";
import { ledgerStatement } from "../ledger/index.ts";
import { refundToGateway } from "../payments/index.ts";
import { requireStaff } from "./staff-guard.ts";

const staffRoute = { middleware: [requireStaff], tags: ["staff"], security: [{ bearer: [] }] };
const USER_NOT_FOUND = "No such account";
const STAFF_NOT_SUSPENDABLE = "Staff accounts are managed with pnpm staff:create, not suspended here";

/** Every staff action's reason: what the audit log keeps beside who, whose and when. */
export const ReasonSchema = z
  .string({ message: STAFF_REASON_REQUIRED })
  .trim()
  .min(STAFF_REASON.min, STAFF_REASON_REQUIRED)
  .max(STAFF_REASON.max);

const AccountSchema = z
  .object({
    identifier: z.string(),
    role: z.enum(["client", "provider", "staff"]),
    email: z.string(),
    fullName: z.string(),
    countryCode: z.string().nullable(),
    createdAt: z.string(),
    suspendedAt: z.string().nullable(),
    deletedAt: z.string().nullable(),
  })
  .openapi("StaffAccount");

const toAccount = (u: typeof users.$inferSelect) => ({
  identifier: u.id,
  role: u.role,
  email: u.email,
  fullName: displayName(u),
  countryCode: u.countryCode,
  createdAt: u.createdAt.toISOString(),
  suspendedAt: u.suspendedAt?.toISOString() ?? null,
  deletedAt: u.deletedAt?.toISOString() ?? null,
});

const RecordSchema = z
  .object({
    account: AccountSchema,
    bookings: z.array(
      z.object({
        identifier: z.string(),
        status: z.string(),
        appointmentTime: z.string().nullable(),
        side: z.enum(["client", "provider"]),
        withName: z.string(),
        fee: z.number().int(),
        currencyCode: z.string(),
      }),
    ),
    payments: z.array(
      z.object({
        reference: z.string(),
        purpose: z.string(),
        status: z.string(),
        gateway: z.string(),
        amount: z.number().int(),
        walletAmount: z.number().int(),
        refundedAmount: z.number().int(),
        currencyCode: z.string(),
        paidAt: z.string().nullable(),
        createdAt: z.string(),
      }),
    ),
    ledger: z.array(
      z.object({
        transactionId: z.string(),
        kind: z.string(),
        description: z.string(),
        account: z.string(),
        currency: z.string(),
        amount: z.number().int(),
        createdAt: z.string(),
      }),
    ),
  })
  .openapi("StaffUserRecord");

const AuditEntrySchema = z
  .object({
    identifier: z.string(),
    createdAt: z.string(),
    actorId: z.string(),
    actorRole: z.string(),
    actorName: z.string().nullable(),
    action: z.string(),
    subjectId: z.string().nullable(),
    subjectName: z.string().nullable(),
    resource: z.string().nullable(),
    reason: z.string().nullable(),
    address: z.string(),
  })
  .openapi("StaffAuditEntry");

/** The audit log's page size. */
export const AUDIT_PAGE_SIZE = 25;

const idParams = { params: z.object({ id: IdParam }) };
const oneAccount = async (db: Db, id: string) => {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  if (!user) throw notFound(USER_NOT_FOUND);
  return user;
};

/** Support (issue 32): find an account, read its record (logged), refund, cancel, suspend, restore. */
export function staffSupportRoutes() {
  const router = createRouter();

  router.openapi(
    createRoute({
      ...staffRoute,
      method: "get",
      path: "/v1/staff/users",
      summary: "Find accounts by email (or part of it) or by identifier",
      request: { query: z.object({ q: z.string().trim().min(3, "Type at least 3 characters").max(200) }) },
      responses: {
        200: jsonContent(z.object({ data: z.array(AccountSchema) }), "Up to 20 accounts"),
        ...authErrors,
        ...errorResponses,
      },
    }),
    async (c) => {
      const { q } = c.req.valid("query");
      const db = c.var.deps.db;
      const pattern = `%${q.toLowerCase().replace(/[%_\\]/g, (ch) => `\\${ch}`)}%`;
      const rows = await db
        .select()
        .from(users)
        .where(or(eq(users.id, q.toUpperCase()), ilike(users.email, pattern)))
        .orderBy(users.email)
        .limit(20);
      return c.json({ data: rows.map(toAccount) }, 200);
    },
  );

  router.openapi(
    createRoute({
      ...staffRoute,
      method: "get",
      path: "/v1/staff/users/{id}",
      summary: "An account's record: bookings, payments and ledger lines (read-only); the read is audited",
      request: idParams,
      responses: {
        200: jsonContent(RecordSchema, "The record"),
        404: errorContent(USER_NOT_FOUND),
        ...authErrors,
        ...errorResponses,
      },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const db = c.var.deps.db;
      const user = await oneAccount(db, id);
      const sessions = await db
        .select({
          booking: bookings,
          series: bookingSeries,
          clientFirst: sql<
            string | null
          >`(select first_name from users where id = ${bookingSeries.clientId})`,
          clientLast: sql<string | null>`(select last_name from users where id = ${bookingSeries.clientId})`,
          providerFirst: sql<
            string | null
          >`(select first_name from users where id = ${bookingSeries.providerId})`,
          providerLast: sql<
            string | null
          >`(select last_name from users where id = ${bookingSeries.providerId})`,
        })
        .from(bookings)
        .innerJoin(bookingSeries, eq(bookingSeries.id, bookings.seriesId))
        .where(or(eq(bookingSeries.clientId, id), eq(bookingSeries.providerId, id)))
        .orderBy(desc(bookings.appointmentTime), desc(bookings.id))
        .limit(200);
      const paid = await db
        .select()
        .from(payments)
        .where(eq(payments.userId, id))
        .orderBy(desc(payments.createdAt))
        .limit(200);
      const lines = await ledgerStatement(db, id).limit(200);
      await recordAccess(c, { action: STAFF_ACTIONS.userView, subjectId: id });
      return c.json(
        {
          account: toAccount(user),
          bookings: sessions.map((s) => {
            const side = s.series.clientId === id ? ("client" as const) : ("provider" as const);
            return {
              identifier: s.booking.id,
              status: s.booking.status,
              appointmentTime: s.booking.appointmentTime?.toISOString() ?? null,
              side,
              withName:
                side === "client"
                  ? displayName({ firstName: s.providerFirst, lastName: s.providerLast })
                  : displayName({ firstName: s.clientFirst, lastName: s.clientLast }),
              fee: s.series.bookingFee,
              currencyCode: s.series.currencyCode,
            };
          }),
          payments: paid.map((p) => ({
            reference: p.reference,
            purpose: p.purpose,
            status: p.status,
            gateway: p.gateway,
            amount: p.amount,
            walletAmount: p.walletAmount,
            refundedAmount: p.refundedAmount,
            currencyCode: p.currencyCode,
            paidAt: p.paidAt?.toISOString() ?? null,
            createdAt: p.createdAt.toISOString(),
          })),
          ledger: lines.map((l) => ({
            transactionId: l.transactionId,
            kind: l.kind,
            description: l.description,
            account: l.account,
            currency: l.currency,
            amount: l.amount,
            createdAt: l.createdAt.toISOString(),
          })),
        },
        200,
      );
    },
  );

  router.openapi(
    createRoute({
      ...staffRoute,
      method: "post",
      path: "/v1/staff/payments/{reference}/refund",
      summary:
        "Refund a gateway payment in full or in part to its card or account (from the payer's wallet, as a client's own refund), with a reason",
      request: {
        params: z.object({ reference: z.string().min(1).max(100) }),
        ...jsonBody(
          z.object({
            amount: z
              .number()
              .int()
              .positive()
              .optional()
              .openapi({ description: "Minor units; all that can be, if left out" }),
            reason: ReasonSchema,
          }),
        ),
      },
      responses: {
        200: jsonContent(
          z.object({
            reference: z.string(),
            amount: z.number().int(),
            currency: z.string(),
            refundedAmount: z.number().int(),
          }),
          "Refunded",
        ),
        404: errorContent("Payment not found"),
        409: errorContent(`${STAFF_NOTHING_TO_REFUND}; or: ${PAYMENT_MESSAGES.notRefundable}`),
        422: errorContent("More than can be refunded"),
        ...authErrors,
        ...errorResponses,
      },
    }),
    async (c) => {
      const { reference } = c.req.valid("param");
      const { amount, reason } = c.req.valid("json");
      const db = c.var.deps.db;
      const [payment] = await db.select().from(payments).where(eq(payments.reference, reference));
      if (!payment) throw notFound("Payment not found");
      const owner = await oneAccount(db, payment.userId);
      const refunded = await refundToGateway({ ...c.var.deps, log: c.var.logger }, owner, {
        reference,
        amount,
      }).catch((error: unknown) => {
        // The client's own refund speaks to them ("your wallet"); staff read about the client's.
        if (error instanceof ApiError && error.message === PAYMENT_MESSAGES.nothingToRefund)
          throw new ApiError(409, STAFF_NOTHING_TO_REFUND);
        throw error;
      });
      await recordAccess(c, {
        action: STAFF_ACTIONS.refund,
        subjectId: owner.id,
        resource: `payment:${reference}:${refunded.amount}`,
        reason,
      });
      return c.json(refunded, 200);
    },
  );

  router.openapi(
    createRoute({
      ...staffRoute,
      method: "post",
      path: "/v1/staff/bookings/{id}/cancel",
      summary:
        "Cancel a session on a party's behalf, through the booking lifecycle (the same rules, refund and late fee as that party cancelling), with a reason",
      request: {
        ...idParams,
        ...jsonBody(z.object({ onBehalfOf: z.enum(["client", "provider"]), reason: ReasonSchema })),
      },
      responses: {
        200: jsonContent(
          z.object({ identifier: z.string(), status: z.string() }),
          "The session after the change",
        ),
        404: errorContent(BOOKING_API_MESSAGES.bookingNotFound),
        409: errorContent(BOOKING_API_MESSAGES.cannotCancel),
        ...authErrors,
        ...errorResponses,
      },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const { onBehalfOf, reason } = c.req.valid("json");
      const { db, clock } = c.var.deps;
      const seriesId = await seriesOfBooking(db, id);
      const [outside] = await db.select().from(bookingSeries).where(eq(bookingSeries.id, seriesId));
      if (!outside) throw notFound(BOOKING_API_MESSAGES.bookingNotFound);
      const party = await oneAccount(db, onBehalfOf === "client" ? outside.clientId : outside.providerId);
      const staff = currentAuth(c).user;
      const now = clock();
      await underProviderLock(db, outside.providerId, now, async (tx) => {
        const { series, role } = await seriesParties(tx, seriesId, party);
        const sessions = await tx.select().from(bookings).where(eq(bookings.seriesId, seriesId));
        const session = sessions.find((s) => s.id === id);
        if (!session) throw new ApiError(404, BOOKING_API_MESSAGES.bookingNotFound);
        await cancelSession(tx, { series, session, sessions, role, now }, c.var.deps);
        // In the same transaction: the cancellation and its entry are written together or not at all.
        await writeAuditEntry(tx, {
          actorId: staff.id,
          actorRole: staff.role,
          action: STAFF_ACTIONS.cancelBooking,
          subjectId: party.id,
          resource: `booking:${id}:on-behalf-of:${onBehalfOf}`,
          reason,
          address: clientAddress(c),
        });
      });
      const [after] = await db.select().from(bookings).where(eq(bookings.id, id));
      return c.json({ identifier: id, status: after?.status ?? "cancelled" }, 200);
    },
  );

  for (const [path, suspend] of [
    ["/v1/staff/users/{id}/suspend", true],
    ["/v1/staff/users/{id}/restore", false],
  ] as const) {
    router.openapi(
      createRoute({
        ...staffRoute,
        method: "post",
        path,
        summary: suspend
          ? "Suspend an account with a reason: signed out everywhere, sign-in refused, a provider's profile hidden"
          : "Restore a suspended account with a reason",
        request: { ...idParams, ...jsonBody(z.object({ reason: ReasonSchema })) },
        responses: {
          200: jsonContent(AccountSchema, "The account after the change"),
          404: errorContent(USER_NOT_FOUND),
          409: errorContent(STAFF_NOT_SUSPENDABLE),
          ...authErrors,
          ...errorResponses,
        },
      }),
      async (c) => {
        const { id } = c.req.valid("param");
        const { reason } = c.req.valid("json");
        const db = c.var.deps.db;
        const user = await oneAccount(db, id);
        if (user.role === "staff") throw new ApiError(409, STAFF_NOT_SUSPENDABLE);
        const staff = currentAuth(c).user;
        const updated = await db.transaction(async (tx) => {
          const [row] = await tx
            .update(users)
            .set({ suspendedAt: suspend ? (user.suspendedAt ?? new Date()) : null, updatedAt: new Date() })
            .where(eq(users.id, id))
            .returning();
          await writeAuditEntry(tx, {
            actorId: staff.id,
            actorRole: staff.role,
            action: suspend ? STAFF_ACTIONS.suspend : STAFF_ACTIONS.restore,
            subjectId: id,
            reason,
            address: clientAddress(c),
          });
          return row;
        });
        if (suspend) await revokeAllSessions(db, id);
        return c.json(toAccount(updated ?? user), 200);
      },
    );
  }

  router.openapi(
    createRoute({
      ...staffRoute,
      method: "get",
      path: "/v1/staff/audit",
      summary: "The audit log, newest first, filtered by who, whose data, what and when; a page at a time",
      request: {
        query: z.object({
          actor: IdParam.optional(),
          subject: IdParam.optional(),
          action: z.string().max(100).optional(),
          from: dayParam("from", "First day (UTC), inclusive").optional(),
          to: dayParam("to", "Last day (UTC), inclusive").optional(),
          page: wholeNumberParam("page", 10_000, 1),
        }),
      },
      responses: {
        200: jsonContent(
          z.object({ data: z.array(AuditEntrySchema), meta: PageMetaSchema }),
          "A page of entries",
        ),
        ...authErrors,
        ...errorResponses,
      },
    }),
    async (c) => {
      const q = c.req.valid("query");
      const db = c.var.deps.db;
      const where = and(
        q.actor ? eq(auditLog.actorId, q.actor) : undefined,
        q.subject ? eq(auditLog.subjectId, q.subject) : undefined,
        q.action ? eq(auditLog.action, q.action) : undefined,
        q.from ? gte(auditLog.createdAt, new Date(`${q.from}T00:00:00Z`)) : undefined,
        q.to ? lt(auditLog.createdAt, new Date(Date.parse(`${q.to}T00:00:00Z`) + 86_400_000)) : undefined,
      );
      const page = Number(q.page);
      const [counted] = await db.select({ n: sql<number>`count(*)::int` }).from(auditLog).where(where);
      const rows = await db
        .select({
          entry: auditLog,
          actorFirst: sql<string | null>`(select first_name from users where id = ${auditLog.actorId})`,
          actorLast: sql<string | null>`(select last_name from users where id = ${auditLog.actorId})`,
          subjectFirst: sql<string | null>`(select first_name from users where id = ${auditLog.subjectId})`,
          subjectLast: sql<string | null>`(select last_name from users where id = ${auditLog.subjectId})`,
        })
        .from(auditLog)
        .where(where)
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(AUDIT_PAGE_SIZE)
        .offset((page - 1) * AUDIT_PAGE_SIZE);
      const total = Number(counted?.n ?? 0);
      return c.json(
        {
          data: rows.map((r) => ({
            identifier: r.entry.id,
            createdAt: r.entry.createdAt.toISOString(),
            actorId: r.entry.actorId,
            actorRole: r.entry.actorRole,
            actorName:
              r.actorFirst || r.actorLast
                ? displayName({ firstName: r.actorFirst, lastName: r.actorLast })
                : null,
            action: r.entry.action,
            subjectId: r.entry.subjectId,
            subjectName:
              r.subjectFirst || r.subjectLast
                ? displayName({ firstName: r.subjectFirst, lastName: r.subjectLast })
                : null,
            resource: r.entry.resource,
            reason: r.entry.reason,
            address: r.entry.address,
          })),
          meta: {
            page,
            pageSize: AUDIT_PAGE_SIZE,
            total,
            totalPages: Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE)),
          },
        },
        200,
      );
    },
  );

  return router;
}
