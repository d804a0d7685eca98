import { createRoute, z } from "@hono/zod-openapi";
import { STAFF_ACTIONS, STAFF_REASON, STAFF_REASON_REQUIRED } from "@marketplace/domain/staff";
import { MODERATION_DECISIONS, TRUST_MESSAGES } from "@marketplace/domain/trust";
import { writeAuditEntry } from "../audit/index.ts";
import { currentAuth, requireRole } from "../auth/index.ts";
import {
  authErrors,
  clientAddress,
  createRouter,
  errorContent,
  IdParam,
  jsonBody,
  jsonContent,
  notFoundResponse,
} from "../http/index.ts";
import { listReportedReviews, moderateReview } from "./moderation.ts";

const Reason = z
  .string()
  .trim()
  .min(STAFF_REASON.min, STAFF_REASON_REQUIRED)
  .max(STAFF_REASON.max, `Please keep the reason under ${STAFF_REASON.max} characters`);

const ReportedReviewSchema = z
  .object({
    reviewId: z.string(),
    providerId: z.string(),
    providerName: z.string(),
    /** Who wrote it, even when it shows as anonymous; null for a seeded review without an author. */
    authorName: z.string().nullable(),
    rating: z.number(),
    comment: z.string().nullable(),
    createdAt: z.string(),
    reports: z.number().int(),
    firstReportedAt: z.string(),
    reasons: z.array(z.string()),
  })
  .openapi("ReportedReview");

const params = z.object({ id: IdParam });

/**
 * Review moderation for staff (issue 32, decision 060): the queue of reported reviews, and keeping or
 * removing one with a reason (the audit log records it in the decision's transaction).
 */
export function moderationRoutes() {
  const router = createRouter();

  router.openapi(
    createRoute({
      method: "get",
      path: "/v1/staff/review-reports",
      middleware: [requireRole("staff")] as const,
      tags: ["staff"],
      summary: "Reviews with open reports, the longest-waiting first",
      security: [{ bearer: [] }],
      responses: {
        200: jsonContent(z.object({ data: z.array(ReportedReviewSchema) }), "The reported reviews"),
        ...authErrors,
      },
    }),
    async (c) => c.json({ data: await listReportedReviews(c.var.deps.db) }, 200),
  );

  router.openapi(
    createRoute({
      method: "post",
      path: "/v1/staff/review-reports/{id}",
      middleware: [requireRole("staff")] as const,
      tags: ["staff"],
      summary: "Keep or remove a reported review (id: the review's), with a reason",
      security: [{ bearer: [] }],
      request: {
        params,
        ...jsonBody(
          z.object({ decision: z.enum(MODERATION_DECISIONS), reason: Reason }).openapi("ModerationDecision"),
        ),
      },
      responses: {
        200: jsonContent(
          z.object({ message: z.string() }),
          `${TRUST_MESSAGES.kept} / ${TRUST_MESSAGES.removed}`,
        ),
        409: errorContent(TRUST_MESSAGES.nothingToModerate),
        ...notFoundResponse,
        ...authErrors,
      },
    }),
    async (c) => {
      const { db, clock, siteOrigins, linkSecret } = c.var.deps;
      const { id } = c.req.valid("param");
      const { decision, reason } = c.req.valid("json");
      const staff = currentAuth(c).user;
      await moderateReview(
        db,
        staff.id,
        id,
        decision,
        reason,
        clock(),
        { siteOrigins, linkSecret },
        (tx, providerId) =>
          writeAuditEntry(tx, {
            actorId: staff.id,
            actorRole: staff.role,
            address: clientAddress(c),
            action: decision === "remove" ? STAFF_ACTIONS.reviewRemove : STAFF_ACTIONS.reviewKeep,
            subjectId: providerId,
            resource: `review:${id}`,
            reason,
          }),
      );
      return c.json({ message: decision === "remove" ? TRUST_MESSAGES.removed : TRUST_MESSAGES.kept }, 200);
    },
  );

  return router;
}
