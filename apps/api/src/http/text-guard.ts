import { isCleanName } from "@marketplace/domain/accounts";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "./app-types.ts";
import { ApiError } from "./errors.ts";

/**
 * The one rule for body text, whatever the body's kind (JSON, a urlencoded form, a multipart form):
 * C0 and C1 control characters, except tab, newline and carriage return (which multi-line text such
 * as a message needs; single-line names refuse them too, in their domain schemas).
 */
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

/**
 * Fields of a form body (urlencoded or multipart) holding control characters: text values by the
 * body rule, and an uploaded file's name by the names' rule (no control character at all, no
 * text-direction override that would disguise its extension).
 */
export function formFieldsWithControlCharacters(form: FormData): string[] {
  const found = new Set<string>();
  for (const [key, value] of form) {
    if (BODY_CONTROL.test(key)) found.add("body");
    else if (typeof value === "string" ? BODY_CONTROL.test(value) : !isCleanName(value.name)) found.add(key);
  }
  return [...found].sort();
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
 * A form body goes through the same rule as JSON, once the route's validator has read it: after the
 * route's own body limit and sign-in, so an upload is never read whole before they run (the form
 * validator leaves the parsed form in Hono's body cache; this reads it from there). Called by every
 * router's validation hook (router.ts) for the `form` target.
 */
export async function rejectFormControlCharacters(c: Context): Promise<void> {
  const form = await c.req.formData();
  const fields = formFieldsWithControlCharacters(form);
  if (fields.length > 0) throw rejected(fields);
}

/**
 * Every /v1 route inherits this: a NUL or other control character in a path, a query value or a
 * JSON string is refused with 400 naming the field, before any route sees it (form bodies: above) (PostgreSQL cannot
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
