import type { ZodError } from "zod";

// The API's errors become field messages through @marketplace/domain/errors (formError).
export type FieldErrors = Partial<Record<string, string>>;

/** zod issues → the first message per field, for the inline errors under each field. */
export function fieldErrorsFromZod(error: ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    out[key] ??= issue.message;
  }
  return out;
}
