import { createRoute, z } from "@hono/zod-openapi";
import { REPORT_REASON, TRUST_MESSAGES } from "@marketplace/domain/trust";
import { currentAuth, requireRole } from "../auth/index.ts";
import {
  authErrors,
  createRouter,
  errorContent,
  IdParam,
  jsonBody,
  jsonContent,
  notFoundResponse,
} from "../http/index.ts";
import { reportReview } from "./moderation.ts";

const ReportBody = z
  .object({
    reason: z
      .string()
      .trim()
      .min(REPORT_REASON.min, TRUST_MESSAGES.reportReasonShort)
      .max(REPORT_REASON.max, TRUST_MESSAGES.reportReasonLong),
  })
  .openapi("ReviewReport");

/** Issue 32: a signed-in client or provider reports a review to staff, once, with a reason. */
export function reviewReportRoutes() {
  const router = createRouter();
  router.openapi(
    createRoute({
      method: "post",
      path: "/v1/reviews/{id}/report",
      middleware: [requireRole("client", "provider")] as const,
      tags: ["reviews"],
      summary: "Report a review to staff, with a reason (once per person and review)",
      security: [{ bearer: [] }],
      request: { params: z.object({ id: IdParam }), ...jsonBody(ReportBody) },
      responses: {
        201: jsonContent(z.object({ message: z.string() }), TRUST_MESSAGES.reportSent),
        409: errorContent(`${TRUST_MESSAGES.alreadyReported} / ${TRUST_MESSAGES.ownReview}`),
        ...notFoundResponse,
        ...authErrors,
      },
    }),
    async (c) => {
      const { db, clock } = c.var.deps;
      await reportReview(
        db,
        currentAuth(c).user.id,
        c.req.valid("param").id,
        c.req.valid("json").reason,
        clock(),
      );
      return c.json({ message: TRUST_MESSAGES.reportSent }, 201);
    },
  );
  return router;
}
