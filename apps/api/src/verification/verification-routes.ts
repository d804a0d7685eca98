import { createRoute, z } from "@hono/zod-openapi";
import { STAFF_ACTIONS, STAFF_REASON, STAFF_REASON_REQUIRED } from "@marketplace/domain/staff";
import { CHECK_KINDS, CHECK_STATUSES, TRUST_LIMITS, TRUST_MESSAGES } from "@marketplace/domain/trust";
import { recordAccess, writeAuditEntry } from "../audit/index.ts";
import { currentAuth, requireRole } from "../auth/index.ts";
import {
  ApiError,
  authErrors,
  clientAddress,
  createRouter,
  errorContent,
  IdParam,
  jsonBody,
  jsonContent,
  notFoundResponse,
} from "../http/index.ts";
import { decideCheck, findCheckFile, listChecks } from "./verification.ts";

const staffOnly = requireRole("staff");

const CheckItemSchema = z
  .object({
    kind: z.enum(CHECK_KINDS),
    identifier: z.string(),
    providerId: z.string(),
    providerName: z.string(),
    providerEmail: z.string(),
    filename: z.string(),
    mediaType: z.string(),
    size: z.number().int(),
    uploadedAt: z.string(),
    status: z.enum(CHECK_STATUSES),
    reason: z.string().nullable(),
    licenceNumber: z.string().nullable(),
    issuer: z.string().nullable(),
    expiresOn: z.string().nullable(),
    checkedAt: z.string().nullable(),
  })
  .openapi("CredentialCheckItem");

/** Every staff action asks why (the staff console's rule); the provider reads a document's reason. */
export const StaffReason = z
  .string()
  .trim()
  .min(STAFF_REASON.min, STAFF_REASON_REQUIRED)
  .max(STAFF_REASON.max, `Please keep the reason under ${STAFF_REASON.max} characters`);

const line = (max: number) => z.string().trim().max(max).optional();

const DecisionBody = z
  .object({
    decision: z.enum(["approve", "reject"]),
    reason: StaffReason,
    /** A licence's details, required to approve one (not for insurance). */
    licenceNumber: line(TRUST_LIMITS.licenceNumber),
    issuer: line(TRUST_LIMITS.issuer),
    expiresOn: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, "The expiry date must be a date such as 2027-12-31")
      .optional(),
  })
  .openapi("CredentialDecision");

const params = z.object({ kind: z.enum(CHECK_KINDS), id: IdParam });

/**
 * The staff console's credential verification (issue 32, decision 060): the queue, the private file
 * (as the provider downloads it, read by staff and logged), and the decision, which asks for a reason
 * and writes the audit log.
 */
export function verificationRoutes() {
  const router = createRouter();

  router.openapi(
    createRoute({
      method: "get",
      path: "/v1/staff/verifications",
      middleware: [staffOnly] as const,
      tags: ["staff"],
      summary: "Licences and insurance documents by status (pending: the queue, oldest first)",
      security: [{ bearer: [] }],
      request: { query: z.object({ status: z.enum(CHECK_STATUSES).default("pending") }) },
      responses: {
        200: jsonContent(z.object({ data: z.array(CheckItemSchema) }), "The documents"),
        ...authErrors,
      },
    }),
    async (c) => c.json({ data: await listChecks(c.var.deps.db, c.req.valid("query").status) }, 200),
  );

  router.openapi(
    createRoute({
      method: "get",
      path: "/v1/staff/verifications/{kind}/{id}/file",
      middleware: [staffOnly] as const,
      tags: ["staff"],
      summary: "Open a licence or insurance document (attachment, private; the read is logged)",
      security: [{ bearer: [] }],
      request: { params },
      responses: {
        200: {
          description: "The file, as an attachment",
          content: { "application/octet-stream": { schema: z.string().openapi({ format: "binary" }) } },
        },
        302: { description: "With FILE_STORE=s3: a redirect to the file's presigned link, valid 60 seconds" },
        ...notFoundResponse,
        ...authErrors,
      },
    }),
    async (c) => {
      const { kind, id } = c.req.valid("param");
      const file = await findCheckFile(c.var.deps.db, kind, id);
      if (!file) throw new ApiError(404, TRUST_MESSAGES.checkNotFound);
      await recordAccess(c, {
        action: STAFF_ACTIONS.credentialView,
        subjectId: file.providerId,
        resource: `${kind}:${id}`,
      });
      const answer = await c.var.deps.files.private.respond(file.path, file);
      if (!answer) throw new ApiError(404, TRUST_MESSAGES.checkNotFound);
      return answer;
    },
  );

  router.openapi(
    createRoute({
      method: "post",
      path: "/v1/staff/verifications/{kind}/{id}",
      middleware: [staffOnly] as const,
      tags: ["staff"],
      summary: "Approve (with a licence's number, issuer and expiry) or reject a document, with a reason",
      security: [{ bearer: [] }],
      request: { params, ...jsonBody(DecisionBody) },
      responses: {
        200: jsonContent(
          z.object({ message: z.string() }),
          `${TRUST_MESSAGES.approved} / ${TRUST_MESSAGES.rejected}`,
        ),
        409: errorContent(TRUST_MESSAGES.alreadyDecided),
        ...notFoundResponse,
        ...authErrors,
      },
    }),
    async (c) => {
      const { kind, id } = c.req.valid("param");
      const body = c.req.valid("json");
      const { db, clock, siteOrigins, linkSecret } = c.var.deps;
      const staff = currentAuth(c).user;
      const decision =
        body.decision === "approve"
          ? {
              decision: "approve" as const,
              reason: body.reason,
              licenceNumber: body.licenceNumber,
              issuer: body.issuer,
              expiresOn: body.expiresOn,
            }
          : { decision: "reject" as const, reason: body.reason };
      await decideCheck(
        db,
        staff.id,
        kind,
        id,
        decision,
        clock(),
        { siteOrigins, linkSecret },
        (tx, providerId) =>
          writeAuditEntry(tx, {
            actorId: staff.id,
            actorRole: staff.role,
            address: clientAddress(c),
            action:
              body.decision === "approve" ? STAFF_ACTIONS.credentialApprove : STAFF_ACTIONS.credentialReject,
            subjectId: providerId,
            resource: `${kind}:${id}`,
            reason: body.reason,
          }),
      );
      const message = body.decision === "approve" ? TRUST_MESSAGES.approved : TRUST_MESSAGES.rejected;
      return c.json({ message }, 200);
    },
  );

  return router;
}
