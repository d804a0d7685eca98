import type { TestProject } from "vitest/node";
import { startPostgres } from "./postgres-server.ts";

type Server = ReturnType<typeof startPostgres>;
/**
 * The run's one server, shared by the config's projects (vitest.config.ts: the files that mock a module
 * run apart): vitest calls this setup once per project, in its own process, so the server is counted
 * on the process and stopped by the last project's teardown.
 */
const shared = globalThis as { marketplacePg?: { server: Server; users: number } };

/** Starts one PostgreSQL server for the run; every test file creates its own database on it. */
export default function setup(project: TestProject) {
  shared.marketplacePg ??= { server: startPostgres(Number(process.env.TEST_PG_PORT ?? 54329)), users: 0 };
  const run = shared.marketplacePg;
  run.users += 1;
  project.provide("postgresUrl", run.server.url);
  return () => {
    run.users -= 1;
    if (run.users > 0) return;
    shared.marketplacePg = undefined;
    return run.server.stop();
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}
