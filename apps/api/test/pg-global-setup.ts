import type { TestProject } from "vitest/node";
import { startPostgres } from "./postgres-server.ts";

/** Starts one PostgreSQL server for the run; every test file creates its own database on it. */
export default function setup(project: TestProject) {
  const server = startPostgres(Number(process.env.TEST_PG_PORT ?? 54329));
  project.provide("postgresUrl", server.url);
  return () => server.stop();
}

declare module "vitest" {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}
