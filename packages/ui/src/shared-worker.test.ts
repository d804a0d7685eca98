// @vitest-environment node
// (createVitest loads the config's vanilla-extract plugin, whose esbuild refuses to start under jsdom.)
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { createVitest } from "vitest/node";

const root = fileURLToPath(new URL("..", import.meta.url));

/**
 * The pool decides from the root config alone whether one worker process runs the next file, and only
 * with `singleFork` does it hand the worker every jsdom file at once, so they share one document;
 * without it the files get a fresh window each under the modules the first one loaded, and fail
 * (docs/decisions/067-api-suites-share-their-workers.md, "packages/ui without per-file isolation").
 */
describe("the ui suite's pool", () => {
  it("runs every jsdom file in one worker process, one document and one module graph", async () => {
    const vitest = await createVitest("test", { root, config: "vitest.config.ts", watch: false, run: false });
    try {
      expect(vitest.config.pool).toBe("forks");
      expect(vitest.config.poolOptions?.forks?.isolate).toBe(false);
      expect(vitest.config.poolOptions?.forks?.singleFork).toBe(true);
      expect(vitest.config.environment).toBe("jsdom");
    } finally {
      await vitest.close();
    }
  });
});
