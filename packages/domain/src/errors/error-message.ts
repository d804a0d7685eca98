/**
 * Spec section 8: one function turns an API error into the message shown. An `errors` array is joined
 * (with ', ' by default; some contexts join with a bare comma), a single value is shown as is, then the
 * server's message, else the generic message of the context.
 *
 * The API writes a field's problem as 'field: message' (`currentPassword: Current password is
 * incorrect`). People read only the message: the field's name is for the screen, which shows the
 * message beside that field (formError) and never in the banner.
 */

export const GENERIC_MESSAGES = {
  booking: "An error occurred while processing your request, please try again",
  payment: "Payment failed. Please try again.",
  redirect: "Unable to redirect automatically. Please refresh and try again.",
  conversation: "Failed to fetch conversation",
  notifications: "Failed to fetch notifications",
  walletBalance: "Failed to load",
  providerNotFound: "Provider not found",
  invalidId: "Invalid ID",
  generic: "Something went wrong. Please try again.",
} as const;

export interface ErrorMessageOptions {
  /** How an `errors` array is joined: ', ' (default) or ',' where the spec says "joined by commas". */
  separator?: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null;
const nonEmpty = (value: unknown): value is string => typeof value === "string" && value.trim().length > 0;

/** One line of `errors`: the field it is about (its top-level name), if any, and the human message. */
export interface ErrorLine {
  field: string | null;
  message: string;
}

/**
 * 'budget.max: Too big' → { field: 'budget', message: 'Too big' }. A field path is a camelCase
 * identifier with optional dotted parts, so a sentence such as 'Note: files over 10MB…' stays whole.
 */
const FIELD_LINE = /^([a-z][A-Za-z0-9_]*)(?:\.[A-Za-z0-9_]+)*: (.+)$/s;

export function parseErrorLine(line: string): ErrorLine {
  const match = FIELD_LINE.exec(line.trim());
  if (match?.[1] && match[2]?.trim()) return { field: match[1], message: match[2].trim() };
  return { field: null, message: line.trim() };
}

/** The `errors` value as lines: an array, or a single string. */
function errorLines(error: unknown): ErrorLine[] {
  if (!isRecord(error)) return [];
  const { errors } = error;
  const raw = Array.isArray(errors) ? errors : [errors];
  return raw.filter(nonEmpty).map(parseErrorLine);
}

/** Each message once, in order. */
const joinMessages = (lines: ErrorLine[], separator: string) =>
  [...new Set(lines.map((line) => line.message))].join(separator);

export function errorMessage(error: unknown, fallback: string, options: ErrorMessageOptions = {}): string {
  const separator = options.separator ?? ", ";
  if (nonEmpty(error)) return error;
  if (!isRecord(error)) return fallback;
  const lines = errorLines(error);
  if (lines.length > 0) return joinMessages(lines, separator);
  if (nonEmpty(error.message)) return error.message;
  return fallback;
}

export interface FormError {
  /** The banner above the form: null when every problem is shown beside its field. */
  message: string | null;
  /** The first message for each of the form's fields, shown beside the field. */
  fieldErrors: Partial<Record<string, string>>;
}

/**
 * A failed form submission: the problems with the form's own fields go beside those fields; the
 * banner shows the rest (other fields, or problems with no field), else the server's message, else
 * the generic one — and nothing at all when every problem already shows beside its field, so no
 * message is said twice. A thrown Error (network down) has a technical message: the generic one shows.
 */
export function formError(error: unknown, fallback: string, fields: readonly string[]): FormError {
  if (error instanceof Error) return { message: fallback, fieldErrors: {} };
  const lines = errorLines(error);
  const fieldErrors: Partial<Record<string, string>> = {};
  const rest: ErrorLine[] = [];
  for (const line of lines) {
    if (line.field !== null && fields.includes(line.field)) fieldErrors[line.field] ??= line.message;
    else rest.push(line);
  }
  if (lines.length > 0 && rest.length === 0) return { message: null, fieldErrors };
  if (rest.length > 0) return { message: joinMessages(rest, ", "), fieldErrors };
  return { message: errorMessage(error, fallback), fieldErrors };
}
