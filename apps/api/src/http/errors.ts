import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ZodError } from "zod";

/** The one error shape of the API: `{ message, errors? }`. */
export interface ApiErrorBody {
  message: string;
  errors?: string[];
}

export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly errors?: string[],
    /** Headers the answer carries (a 429's Retry-After). */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (message: string) => new ApiError(404, message);
export const badRequest = (message: string, errors?: string[]) => new ApiError(400, message, errors);

export function errorBody(message: string, errors?: string[]): ApiErrorBody {
  return errors && errors.length > 0 ? { message, errors } : { message };
}

/** Turns zod issues into readable lines: `page: Too small: expected number to be >=1`. */
export function zodErrors(error: ZodError): string[] {
  return error.issues.map((issue) => {
    const path = issue.path.join(".");
    return path ? `${path}: ${issue.message}` : issue.message;
  });
}

export function validationFailure(error: ZodError, c: Context) {
  const errors = zodErrors(error);
  // Problems with one field headline with that field's first message (schemas carry self-describing
  // messages); problems across several fields get a summary, with every line in `errors`.
  const fields = new Set(error.issues.map((issue) => issue.path.join(".")));
  const first = error.issues[0];
  const message = fields.size === 1 && first ? first.message : "The request is not valid";
  return c.json(errorBody(message, errors), 400);
}

export function handleError(err: Error, c: Context) {
  if (err instanceof ApiError) {
    for (const [name, value] of Object.entries(err.headers ?? {})) c.header(name, value);
    return c.json(errorBody(err.message, err.errors), err.status);
  }
  if (err instanceof HTTPException) {
    const message = err.message || (err.status === 400 ? "Malformed request" : "Request failed");
    return c.json(errorBody(message), err.status);
  }
  c.var.logger?.error({ err }, "unhandled error");
  return c.json(errorBody("Something went wrong on our side. Please try again."), 500);
}
