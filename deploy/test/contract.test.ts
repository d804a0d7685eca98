import { describe, expect, it } from "vitest";
import { apiEntriesRun, envFile, k8sFiles, read, yamlDocuments } from "./files.ts";

/**
 * What the deployment files expect of the apps: the API entry files they start are ones its build
 * makes, and every variable they set is one the apps read (.env.example lists those, a test keeps it
 * so), so a misspelt name fails here rather than silently in production.
 *
 * The rest of issue 29 is built alongside: the worker and the migration entries, the S3 file store's,
 * the read replica's and the traces' variables. Until those land they are listed as pending; each
 * must leave its list once it exists (the test says so), and once issue 29 is merged the lists must be
 * empty: a name still there is one the deployment spells differently from the app.
 */
const PENDING_ENTRIES = new Set<string>([]);
const PENDING_VARIABLES = new Set<string>([]);
/** Read by the postgres and minio images, not by our apps. */
const IMAGE_VARIABLES = new Set([
  "POSTGRES_USER",
  "POSTGRES_PASSWORD",
  "POSTGRES_DB",
  "MINIO_ROOT_USER",
  "MINIO_ROOT_PASSWORD",
]);

/** tsup's entries: src/<name>.ts becomes dist/<name>.js. */
const tsupEntries = new Set(
  [...read("apps/api/tsup.config.ts").matchAll(/"src\/([\w/-]+)\.ts"/g)].map((m) => m[1] ?? ""),
);

/** The variables .env.example documents (commented `# NAME=` lines). */
const documented = new Set(
  [...read(".env.example").matchAll(/^# ([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1] ?? ""),
);

function variablesSet(): Set<string> {
  const names = new Set(envFile("deploy/compose.env.example").keys());
  for (const file of k8sFiles) {
    for (const doc of yamlDocuments(file) as {
      kind?: string;
      metadata?: { name?: string };
      data?: object;
      stringData?: object;
    }[]) {
      // coturn's ConfigMap is a file it mounts (k8s/coturn.yaml), not variables.
      const mounted = doc.kind === "ConfigMap" && doc.metadata?.name === "coturn-config";
      if ((doc.kind === "ConfigMap" && !mounted) || doc.kind === "Secret") {
        for (const key of Object.keys({ ...doc.data, ...doc.stringData })) names.add(key);
      }
    }
  }
  return names;
}

describe("what the deployment expects of the apps", () => {
  it("starts only API entry files that the API's build makes", () => {
    const run = apiEntriesRun();
    expect([...run].sort()).toEqual(["db/migrate-cli", "main", "telemetry/preload", "worker"]);
    for (const entry of run) {
      if (PENDING_ENTRIES.has(entry)) {
        expect(
          tsupEntries.has(entry),
          `src/${entry}.ts is a tsup entry now: remove "${entry}" from PENDING_ENTRIES`,
        ).toBe(false);
      } else {
        expect(tsupEntries.has(entry), `apps/api/tsup.config.ts does not build src/${entry}.ts`).toBe(true);
      }
    }
  });

  it("sets only variables that the apps read", () => {
    for (const name of variablesSet()) {
      if (IMAGE_VARIABLES.has(name)) continue;
      if (PENDING_VARIABLES.has(name)) {
        expect(documented.has(name), `.env.example has ${name} now: remove it from PENDING_VARIABLES`).toBe(
          false,
        );
      } else {
        expect(documented.has(name), `${name} is not in .env.example: no app reads it`).toBe(true);
      }
    }
  });
});
