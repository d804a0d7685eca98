import { z } from "@hono/zod-openapi";
import { isoDayMessage, parseIsoDay } from "@marketplace/domain/dates";
import { GENERIC_MESSAGES } from "@marketplace/domain/errors";
import { ulidSchema } from "@marketplace/domain/ids";

export const ErrorSchema = z
  .object({
    message: z.string().openapi({ example: GENERIC_MESSAGES.providerNotFound }),
    errors: z.array(z.string()).optional(),
  })
  .openapi("Error");

/** A documented error response: the API's one error shape with this description. */
export const errorContent = (description: string) => ({
  description,
  content: { "application/json": { schema: ErrorSchema } },
});

export const errorResponses = {
  400: errorContent("The request is not valid"),
  500: errorContent("Unexpected server error"),
} as const;

/** The failures every signed-in route can answer. */
export const authErrors = {
  401: errorContent("Not signed in"),
  403: errorContent("Not allowed for this role"),
  ...errorResponses,
} as const;

/** OpenAPI security requirement of routes that need the bearer token. */
export const signedIn = { security: [{ bearer: [] }] };

/** A required JSON request body validated by this schema. */
export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  body: { required: true, content: { "application/json": { schema } } },
});

export const notFoundResponse = { 404: errorContent("Not found") } as const;

export const jsonContent = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { "application/json": { schema } },
});

/** 26-character ULID (uppercase letters and digits). 'undefined', empty or malformed → 'Invalid ID'. */
export const IdParam = ulidSchema(GENERIC_MESSAGES.invalidId).openapi({
  example: "01JD0000000000000000000000",
});

export const OptionSchema = z.object({ identifier: z.string(), name: z.string() }).openapi("Option");

/**
 * A whole-number query parameter (`page`, `pageSize`, …) read from its text, within [1, max], with a
 * default: one wording of the messages for every paged route.
 */
export const wholeNumberParam = (name: string, max: number, fallback: number) =>
  z
    .string()
    .regex(/^\d+$/, `${name} must be a whole number`)
    .transform(Number)
    .refine((n) => n >= 1 && n <= max, `${name} must be between 1 and ${max.toLocaleString("en-US")}`)
    .default(fallback)
    .openapi({ type: "integer" });

/**
 * A calendar day in a query (`?from=2026-12-01`): a real YYYY-MM-DD between 1900 and 2999
 * (@marketplace/domain/dates), so no day's arithmetic reaches a year PostgreSQL or JavaScript cannot
 * hold; anything else is a 400 naming the field. Every route's date query goes through this.
 */
export const dayParam = (name: string, description: string, example = "2026-12-01") =>
  z
    .string()
    .refine((value) => parseIsoDay(value) !== null, isoDayMessage(name))
    .openapi({ pattern: "^\\d{4}-\\d{2}-\\d{2}$", example, description });

/** `?page=` of a paged list, 1 to 10,000. */
export const PageQuery = z.object({ page: wholeNumberParam("page", 10_000, 1) });

/** Where a page of a list sits in the whole. */
export const PageMetaSchema = z
  .object({
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
    totalPages: z.number().int(),
  })
  .openapi("PageMeta");
