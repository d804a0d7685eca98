import { errorMessage } from "@marketplace/domain/errors";

/** The API's one error shape. */
export interface ApiErrorBody {
  message: string;
  errors?: string[];
}

/**
 * The message to show for a failed call: the `error` value openapi-fetch returns (the parsed body),
 * or anything thrown (network failure). The rule itself (array joined with ', ', single value as is,
 * else the context's generic message) lives in @marketplace/domain/errors.
 */
export function apiErrorMessage(error: unknown, fallback: string): string {
  // A thrown Error (network down, aborted) carries a technical message nobody should read.
  if (error instanceof Error) return fallback;
  return errorMessage(error, fallback);
}
