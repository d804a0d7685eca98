import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { createVitest } from "vitest/node";

const root = fileURLToPath(new URL("..", import.meta.url));

/**
 * The pool decides from the root config alone whether a worker process runs the next file; a project's
 * own `isolate: false` does not reach it, and nothing fails when it is lost: each file just gets a
 * process of its own and loads React, Remix and the routes again, about 4 times the suite's CPU
 * (docs/decisions/067-api-suites-share-their-workers.md).
 */
describe("the web suite's pool", () => {
  it("reuses its worker process from file to file", async () => {
    const vitest = await createVitest("test", { root, config: "vitest.config.ts", watch: false, run: false });
    try {
      expect(vitest.config.poolOptions?.forks?.isolate).toBe(false);
      const byName = new Map(vitest.projects.map((project) => [project.name, project.config]));
      // The files that mock a module still get a module graph of their own, in a worker of their own.
      expect(byName.get("mocking")?.isolate).toBe(true);
      expect(byName.get("mocking")?.poolOptions?.forks?.isolate).toBe(true);
      expect(byName.get("shared")?.isolate).toBe(false);
    } finally {
      await vitest.close();
    }
  });
});
