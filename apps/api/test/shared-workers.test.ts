import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { createVitest } from "vitest/node";

const root = fileURLToPath(new URL("..", import.meta.url));

/**
 * The pool decides from the root config alone whether a worker process runs the next file; a project's
 * own `isolate: false` does not reach it. When the setting lived only in the projects, every file got
 * a process of its own and loaded the app's graph again: 2-4 times the suites' CPU, unnoticed for
 * a week (docs/decisions/067-api-suites-share-their-workers.md).
 */
describe("the API suites' pool", () => {
  for (const config of ["vitest.config.ts", "vitest.pg.config.ts"]) {
    it(`${config} reuses its worker processes from file to file`, async () => {
      const vitest = await createVitest("test", { root, config, watch: false, run: false });
      try {
        expect(vitest.config.poolOptions?.forks?.isolate).toBe(false);
        const byName = new Map(vitest.projects.map((project) => [project.name, project.config]));
        // The file that mocks a module still gets its own module graph, in a worker of its own.
        expect(byName.get("mocking")?.isolate).toBe(true);
        expect(byName.get("shared")?.isolate).toBe(false);
      } finally {
        await vitest.close();
      }
    });
  }
});
