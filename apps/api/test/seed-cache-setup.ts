import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";

/**
 * A folder for this run's seeded-database snapshots (test/seed-cache.ts): the first test file that
 * asks for a seed makes it, later files with the same seed open a copy. Removed when the run ends.
 */
export default function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), "marketplace-seed-cache-"));
  project.provide("seedCacheDir", dir);
  return () => rmSync(dir, { recursive: true, force: true });
}

declare module "vitest" {
  export interface ProvidedContext {
    seedCacheDir: string;
  }
}
