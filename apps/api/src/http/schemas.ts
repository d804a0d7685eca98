import { z } from "@hono/zod-openapi";
import { GENERIC_MESSAGES } from "@marketplace/domain/errors";

export const ErrorSchema = z
  .object({
    message: z.string().openapi({ example: GENERIC_MESSAGES.providerNotFound }),
    errors: z.array(z.string()).optional(),
  })
  .openapi("Error");

const errorContent = (description: string) => ({
  description,
  content: { "application/json": { schema: ErrorSchema } },
});

export const errorResponses = {
  400: errorContent("The request is not valid"),
  500: errorContent("Unexpected server error"),
} as const;

export const notFoundResponse = { 404: errorContent("Not found") } as const;

export const jsonContent = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { "application/json": { schema } },
});

/** 26-character ULID (uppercase letters and digits). 'undefined', empty or malformed → 'Invalid ID'. */
export const IdParam = z
  .string()
  .regex(/^[0-9A-Z]{26}$/, GENERIC_MESSAGES.invalidId)
  .openapi({ example: "01JD0000000000000000000000" });

export const OptionSchema = z.object({ identifier: z.string(), name: z.string() }).openapi("Option");
