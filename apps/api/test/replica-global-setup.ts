import type { TestProject } from "vitest/node";
import { startPrimaryAndStandby } from "./postgres-server.ts";

/** `pnpm test:replica`: a primary and a streaming standby for the run (vitest.replica.config.ts). */
export default function setup(project: TestProject) {
  const started = Date.now();
  const servers = startPrimaryAndStandby(
    Number(process.env.TEST_PG_PORT ?? 54329),
    Number(process.env.TEST_PG_STANDBY_PORT ?? Number(process.env.TEST_PG_PORT ?? 54329) + 10),
  );
  console.log(`primary and streaming standby started in ${Date.now() - started} ms`);
  project.provide("postgresUrl", servers.url);
  project.provide("standbyUrl", servers.standbyUrl);
  return () => servers.stop();
}

declare module "vitest" {
  export interface ProvidedContext {
    standbyUrl: string;
  }
}
