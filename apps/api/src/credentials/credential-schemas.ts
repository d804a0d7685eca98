import { z } from "@hono/zod-openapi";
import {
  CREDENTIAL_DETAIL_LIMITS,
  CREDENTIAL_MESSAGES,
  CREDENTIAL_TYPES,
} from "@marketplace/domain/credentials";
import { CHECK_STATUSES } from "@marketplace/domain/trust";

export const CredentialTypeParam = z.enum(CREDENTIAL_TYPES, {
  message: `type: Choose one of ${CREDENTIAL_TYPES.join(", ")}`,
});

const detail = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullable()
    .optional()
    // An empty field clears the value.
    .transform((v) => (v ? v : null));

export const CredentialDetailsBody = z
  .object({
    title: detail("Title", CREDENTIAL_DETAIL_LIMITS.title),
    body: detail("Issuing body", CREDENTIAL_DETAIL_LIMITS.body),
    credentialNumber: detail("Credential number", CREDENTIAL_DETAIL_LIMITS.credentialNumber),
  })
  .openapi("CredentialDetailsInput");

const fileFields = {
  identifier: z.string(),
  filename: z.string(),
  /** The owner-only download on the API (bearer token required). */
  url: z.string(),
  mediaType: z.string(),
  size: z.number().int(),
  createdAt: z.string(),
  /** Issue 32: staff's check of a licence or insurance file; null for files nobody checks. */
  check: z
    .object({
      status: z.enum(CHECK_STATUSES),
      /** Why staff approved or rejected it (the provider reads a rejection's reason). */
      reason: z.string().nullable(),
      /** An approved licence's expiry date (YYYY-MM-DD). */
      expiresOn: z.string().nullable(),
    })
    .nullable()
    .openapi("CredentialCheck"),
};

export const CredentialFileSchema = z.object(fileFields).openapi("CredentialFile");

export const QualificationSchema = z
  .object({
    type: z.enum(CREDENTIAL_TYPES),
    required: z.boolean(),
    details: z.object({
      title: z.string().nullable(),
      body: z.string().nullable(),
      credentialNumber: z.string().nullable(),
    }),
    files: z.array(CredentialFileSchema),
  })
  .openapi("Qualification");

/** Spec section 3: an insurance file has identifier, filename and path (here the download path). */
export const InsuranceFileSchema = z.object({ ...fileFields, path: z.string() }).openapi("InsuranceFile");

export const CredentialsSchema = z
  .object({
    qualifications: z.array(QualificationSchema),
    insurance: z.array(InsuranceFileSchema),
  })
  .openapi("Credentials");

export const CredentialsResponse = z
  .object({ message: z.string().optional(), data: CredentialsSchema })
  .openapi("CredentialsResponse");

/** One file in the `file` field; its content is judged in the route (credential-files.ts). */
export const UploadForm = z.object({
  file: z
    .custom<File>((value) => value instanceof File, { message: CREDENTIAL_MESSAGES.noFile })
    .openapi({ type: "string", format: "binary" }),
});
