import { OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { ZodError } from "zod";
import type { AppEnv } from "./app-types.ts";
import { validationFailure } from "./errors.ts";
import { rejectFormControlCharacters } from "./text-guard.ts";

type Validated = { success: true; target: string } | { success: false; error: ZodError; target: string };

/**
 * What every route's validation ends with (each router's and app.ts's): a failure answers 400 in the
 * API's one error shape; a form body that passed is held to the control-character rule (text-guard.ts).
 */
export async function afterValidation(result: Validated, c: Context<AppEnv>) {
  if (!result.success) return validationFailure(result.error, c);
  if (result.target === "form") await rejectFormControlCharacters(c);
}

/** A router whose zod validation failures answer with the API's one error shape. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({ defaultHook: afterValidation });
}
