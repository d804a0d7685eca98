import type { Context } from "hono";
import { pinoLogger } from "hono-pino";
import pino, { type Logger } from "pino";

/**
 * Logs never carry health data or credentials (decision 053). Requests are logged with their method,
 * path and status only: no headers (a session's bearer token, cookies), no query string, no body.
 * Errors keep what says where they came from, not the values they were about: a failed query's
 * `params` (a drizzle DrizzleQueryError puts emails, notes and messages in its message) and
 * PostgreSQL's `detail` ("Failing row contains (…)") and `where` never reach a log line.
 *
 * Only a 5xx is logged as an error. A refusal (4xx: a wrong password, a slot just taken, a form's
 * mistake) is the API doing its job, logged at info; at error level every one of them woke whoever
 * watches the error rate.
 */
export function requestLog(logger: Logger) {
  return pinoLogger({
    pino: withoutValues(logger),
    http: {
      onReqBindings: (c: Context) => ({ req: { url: c.req.path, method: c.req.method } }),
      onResBindings: (c: Context) => ({ res: { status: c.res.status } }),
      onResLevel: (c: Context) => (c.res.status >= 500 ? "error" : "info"),
      onResMessage: (c: Context) => responseMessage(c.res.status),
    },
  });
}

function responseMessage(status: number): string {
  if (status >= 500) return "Request failed";
  return status >= 400 ? "Request refused" : "Request completed";
}

/** Fields of an error that name a place or a kind, never a person's data. */
const SAFE_FIELDS = [
  "type",
  "message",
  "stack",
  "code",
  "status",
  "routine",
  "constraint",
  "table",
  "column",
];

/** Email addresses, as an SMTP server's refusal quotes its recipient. */
const EMAIL = /[^\s<>"'(),;:@]+@[^\s<>"'(),;:@]+\.[a-z]{2,}/gi;

/** A failed query's message and stack, up to its parameters, and no email address. */
const cutParams = (text: string) =>
  text.replace(/\nparams: [\s\S]*?(?=\n\s+at |$)/, "\nparams: [not logged]").replace(EMAIL, "[email]");

/** pino's error serializer, keeping only SAFE_FIELDS (and the same of its `cause`). */
export function errWithoutValues(err: unknown, depth = 0): Record<string, unknown> {
  if (typeof err === "string") return { message: cutParams(err) };
  if (!(err instanceof Error)) return { type: typeof err };
  const serialized = pino.stdSerializers.err(err) as unknown as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const key of SAFE_FIELDS) {
    const value = serialized[key] ?? (err as unknown as Record<string, unknown>)[key];
    if (value !== undefined) out[key] = typeof value === "string" ? cutParams(value) : value;
  }
  if (err.cause instanceof Error && depth < 5) out.cause = errWithoutValues(err.cause, depth + 1);
  return out;
}

/** The logger whose `err` (and `error`) fields go through errWithoutValues. */
export function withoutValues(logger: Logger): Logger {
  return logger.child({}, { serializers: { err: errWithoutValues, error: errWithoutValues } });
}
