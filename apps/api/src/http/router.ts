import { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "./app-types.ts";
import { validationFailure } from "./errors.ts";

/** A router whose zod validation failures answer with the API's one error shape. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (!result.success) return validationFailure(result.error, c);
    },
  });
}
