import type { ZodError } from "zod";

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

/** The API's `errors` lines ('field: message') → the first message per field. */
export function fieldErrorsFromApi(errors: readonly string[] | undefined): FieldErrors {
  const out: FieldErrors = {};
  for (const line of errors ?? []) {
    const at = line.indexOf(": ");
    if (at > 0) out[line.slice(0, at).split(".")[0] ?? "form"] ??= line.slice(at + 2);
  }
  return out;
}
