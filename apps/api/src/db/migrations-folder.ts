import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

// The committed migrations live in apps/api/drizzle; from src/db or from the bundled dist/ the
// folder is found by walking up to the package root.
function findMigrations(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 4; i += 1) {
    const candidate = join(dir, "drizzle");
    if (existsSync(join(candidate, "meta", "_journal.json"))) return candidate;
    dir = dirname(dir);
  }
  throw new Error("drizzle migrations folder not found");
}

export const migrationsFolder = process.env.MIGRATIONS_DIR ?? findMigrations();
