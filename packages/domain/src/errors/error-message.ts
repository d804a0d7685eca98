/**
 * Spec section 8: one function turns an API error into the message shown. An `errors` array is joined
 * (with ', ' by default; some contexts join with a bare comma), a single value is shown as is, then the
 * server's message, else the generic message of the context.
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

export function errorMessage(error: unknown, fallback: string, options: ErrorMessageOptions = {}): string {
  const separator = options.separator ?? ", ";
  if (nonEmpty(error)) return error;
  if (!isRecord(error)) return fallback;
  const { errors, message } = error;
  if (Array.isArray(errors)) {
    const parts = errors.filter(nonEmpty);
    if (parts.length > 0) return parts.join(separator);
  } else if (nonEmpty(errors)) {
    return errors;
  }
  if (nonEmpty(message)) return message;
  return fallback;
}
