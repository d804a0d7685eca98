import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseAllDocuments, parse as parseYaml } from "yaml";

/** The repository's root and deploy/. */
export const root = fileURLToPath(new URL("../../", import.meta.url));
export const deployDir = join(root, "deploy");

export const read = (path: string) => readFileSync(join(root, path), "utf8");

/** Every YAML document of a file (several when it has `---`), as plain data. */
export function yamlDocuments(path: string): Record<string, unknown>[] {
  return parseAllDocuments(read(path), { merge: true }).map((doc) => {
    if (doc.errors.length > 0) throw new Error(`${path}: ${doc.errors.map((e) => e.message).join("; ")}`);
    return doc.toJS({ maxAliasCount: 100 }) as Record<string, unknown>;
  });
}

export const yamlFile = (path: string) => parseYaml(read(path), { merge: true }) as Record<string, unknown>;

export const k8sFiles = readdirSync(join(deployDir, "k8s"))
  .filter((name) => name.endsWith(".yaml") && name !== "kustomization.yaml")
  .map((name) => `deploy/k8s/${name}`);

export const dockerfiles = ["api", "global", "nigeria"].map((app) => ({
  app,
  path: `deploy/docker/${app}.Dockerfile`,
}));

/** `KEY=value` lines of an env file; comments and blank lines skipped. */
export function envFile(path: string): Map<string, string> {
  const entries = read(path)
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"))
    .map((line): [string, string] => {
      const at = line.indexOf("=");
      return [line.slice(0, at), line.slice(at + 1)];
    });
  return new Map(entries);
}

/**
 * The API's entry files the deployment runs (`node apps/api/dist/<name>.js`), from every deploy file:
 * the Dockerfiles' CMD, compose's commands, the Kubernetes containers' commands.
 */
export function apiEntriesRun(): Set<string> {
  const texts = [...dockerfiles.map((d) => read(d.path)), read("deploy/compose.yaml"), ...k8sFiles.map(read)];
  const names = texts.flatMap((text) =>
    [...text.matchAll(/apps\/api\/dist\/([\w/-]+)\.js/g)].map((m) => m[1] ?? ""),
  );
  return new Set(names);
}
