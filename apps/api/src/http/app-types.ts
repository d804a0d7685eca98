import type { OpenAPIHono } from "@hono/zod-openapi";
import type { PinoLogger } from "hono-pino";
import type { Db } from "../db/client.ts";

export interface AppDeps {
  db: Db;
  /** Absolute base URL the API is reached at, used to build file URLs. */
  publicUrl: string;
  /** Folder holding uploaded and generated files (avatars, attachments). */
  uploadsDir: string;
}

export interface AppEnv {
  Variables: { logger: PinoLogger; deps: AppDeps };
}

export type App = OpenAPIHono<AppEnv>;
