import { createMiddleware } from "hono/factory";
import type { AppEnv } from "./app-types.ts";
import { ApiError } from "./errors.ts";

/** C0 and C1 control characters, except tab, newline and carriage return (allowed in body text). */
const BODY_CONTROL = /(?![\t\n\r])\p{Cc}/u;
/** In a query value or a path segment no control character has any business. */
const ANY_CONTROL = /\p{Cc}/u;
const JSON_TYPE = /^application\/([\w.-]+\+)?json$/i;

export const CONTROL_CHARACTERS = "must not contain control characters";

/** Field paths ('name', 'items.0.label') of JSON strings (keys too) holding control characters. */
export function fieldsWithControlCharacters(value: unknown): string[] {
  const found: string[] = [];
  // An explicit stack, not recursion: a deeply nested body must not overflow the call stack.
  const stack: Array<[unknown, string]> = [[value, ""]];
  while (stack.length > 0) {
    const [node, path] = stack.pop() as [unknown, string];
    if (typeof node === "string") {
      if (BODY_CONTROL.test(node)) found.push(path || "body");
    } else if (node && typeof node === "object") {
      for (const [key, child] of Object.entries(node)) {
        const childPath = path ? `${path}.${key}` : key;
        if (BODY_CONTROL.test(key)) found.push(path || "body");
        else stack.push([child, childPath]);
      }
    }
  }
  return [...new Set(found)].sort();
}

function rejected(fields: string[]): ApiError {
  const [only] = fields;
  return new ApiError(
    400,
    fields.length === 1 && only ? `${only} ${CONTROL_CHARACTERS}` : "The request is not valid",
    fields.map((field) => `${field}: ${CONTROL_CHARACTERS}`),
  );
}

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * Every /v1 route inherits this: a NUL or other control character in a path, a query value or a
 * JSON string is refused with 400 naming the field, before any route sees it (PostgreSQL cannot
 * store NUL in text, and no name, email or note needs a control character).
 */
export const rejectControlCharacters = createMiddleware<AppEnv>(async (c, next) => {
  const url = new URL(c.req.url);
  if (url.pathname.split("/").some((segment) => ANY_CONTROL.test(decoded(segment)))) {
    throw rejected(["path"]);
  }
  const queryFields = [...url.searchParams].flatMap(([key, value]) =>
    ANY_CONTROL.test(key) || ANY_CONTROL.test(value) ? [ANY_CONTROL.test(key) ? "query" : key] : [],
  );
  if (queryFields.length > 0) throw rejected([...new Set(queryFields)]);

  const type = c.req.header("content-type")?.split(";")[0]?.trim() ?? "";
  // GET and HEAD carry no body (@hono/node-server drops it); c.req.raw would build a web Request.
  const bodyless = c.req.method === "GET" || c.req.method === "HEAD";
  if (!bodyless && c.req.raw.body && JSON_TYPE.test(type)) {
    let body: unknown;
    try {
      // Hono caches the body text: the route's validator reads the same text again.
      body = await c.req.json();
    } catch {
      body = undefined; // malformed JSON: the route's validator answers 400 for it
    }
    const fields = fieldsWithControlCharacters(body);
    if (fields.length > 0) throw rejected(fields);
  }
  await next();
});
