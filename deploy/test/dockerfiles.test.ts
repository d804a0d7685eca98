import { existsSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { DockerfileParser, type Instruction } from "dockerfile-ast";
import { validate } from "dockerfile-utils";
import { describe, expect, it } from "vitest";
import { dockerfiles, read, root } from "./files.ts";

/**
 * No container engine runs here, so the images are checked as text: dockerfile-utils' linter (the
 * Dockerfile language server's), then what the deployment relies on, each image built in stages with
 * `turbo prune`, run as a user other than root with production dependencies only, and starting a file
 * its build makes.
 */

interface Stage {
  name: string;
  from: string;
  instructions: Instruction[];
}

function stages(text: string): { args: Instruction[]; stages: Stage[] } {
  const file = DockerfileParser.parse(text);
  const froms = file.getFROMs();
  const lineOf = (i: Instruction) => i.getRange().start.line;
  const all = file.getInstructions();
  const firstFrom = froms[0] ? lineOf(froms[0]) : Number.POSITIVE_INFINITY;
  return {
    args: all.filter((i) => lineOf(i) < firstFrom && i.getKeyword() === "ARG"),
    stages: froms.map((from, n) => {
      const next = froms[n + 1];
      const end = next ? lineOf(next) : Number.POSITIVE_INFINITY;
      return {
        name: from.getBuildStage() ?? `#${n}`,
        from: from.getImageName() ?? "",
        instructions: all.filter((i) => lineOf(i) > lineOf(from) && lineOf(i) < end),
      };
    }),
  };
}

const argDefault = (args: Instruction[], name: string) =>
  args
    .map((a) => a.getArgumentsContent() ?? "")
    .find((a) => a.startsWith(`${name}=`))
    ?.slice(name.length + 1);

/** The instructions of a keyword in a stage, as written after the keyword (flags included, lines joined). */
const lines = (stage: Stage | undefined, keyword: string) =>
  (stage?.instructions ?? [])
    .filter((i) => i.getKeyword() === keyword)
    .map((i) =>
      i
        .getTextContent()
        .replace(/\\\n\s*/g, "")
        .slice(keyword.length)
        .trim(),
    );

/**
 * Files at the repository's root that a workspace package's tsconfig extends by path (turbo prune
 * copies the packages and the root's package.json, lockfile and turbo.json, nothing else).
 */
function rootFilesExtended(): string[] {
  const files = new Set<string>();
  for (const dir of ["apps", "packages", "tooling"]) {
    for (const pkg of readdirSync(join(root, dir))) {
      const folder = join(root, dir, pkg);
      if (!existsSync(join(folder, "package.json"))) continue;
      for (const name of readdirSync(folder).filter((n) => /^tsconfig.*\.json$/.test(n))) {
        for (const match of read(join(dir, pkg, name)).matchAll(/"extends":\s*"(\.[^"]+)"/g)) {
          const target = relative(root, join(folder, match[1] ?? ""));
          if (!target.includes("/")) files.add(target);
        }
      }
    }
  }
  return [...files].sort();
}

const packageName = (app: string) => (JSON.parse(read(`apps/${app}/package.json`)) as { name: string }).name;

describe.each(dockerfiles)("$path", ({ app, path }) => {
  const text = read(path);
  const parsed = stages(text);
  const runtime = parsed.stages.at(-1);

  it("passes the Dockerfile linter", () => {
    expect(validate(text).map((d) => `${d.range.start.line + 1}: ${d.message}`)).toEqual([]);
  });

  it("prunes the workspace to its app with turbo, then installs from the pruned lockfile", () => {
    const pruner = parsed.stages.find((s) => lines(s, "RUN").some((r) => r.includes("turbo prune")));
    expect(lines(pruner, "RUN")).toContain(`turbo prune ${packageName(app)} --docker`);
    const builder = parsed.stages.find((s) => lines(s, "RUN").some((r) => r.includes("turbo run build")));
    expect(lines(builder, "COPY")[0]).toBe(`--from=${pruner?.name} /repo/out/json/ .`);
    expect(lines(builder, "RUN").join("\n")).toMatch(/pnpm install --frozen-lockfile/);
    expect(lines(builder, "RUN").join("\n")).toContain(`turbo run build --filter=${packageName(app)}`);
  });

  it("builds with the root files the packages' configurations reach outside the pruned workspace", () => {
    const builder = parsed.stages.find((s) => lines(s, "RUN").some((r) => r.includes("turbo run build")));
    const copied = lines(builder, "COPY");
    const needed = rootFilesExtended();
    expect(needed).toContain("tsconfig.base.json");
    for (const file of needed) expect(copied).toContain(`--from=pruner /repo/${file} ./`);
  });

  it("runs from a slim stage of its own with production dependencies only", () => {
    expect(parsed.stages.length).toBeGreaterThanOrEqual(3);
    expect(runtime?.name).toBe("runtime");
    const installs = lines(runtime, "RUN").filter((r) => r.includes("pnpm install"));
    expect(installs).toHaveLength(1);
    expect(installs[0]).toMatch(/pnpm install --prod --frozen-lockfile/);
    // Nothing installed with the devDependencies is carried over.
    for (const copy of lines(runtime, "COPY")) expect(copy).not.toMatch(/node_modules/);
  });

  it("runs as the image's node user, never root", () => {
    const users = lines(runtime, "USER");
    expect(users).toEqual(["node"]);
    const lineOf = (keyword: string) =>
      runtime?.instructions.find((i) => i.getKeyword() === keyword)?.getRange().start.line ?? -1;
    expect(lineOf("USER")).toBeLessThan(lineOf("CMD"));
  });

  it("uses the repository's Node major version, pnpm and turbo", () => {
    const nvmrc = read(".nvmrc").trim();
    expect(argDefault(parsed.args, "NODE_VERSION")).toBe(nvmrc);
    const pkg = JSON.parse(read("package.json")) as { packageManager: string };
    expect(`pnpm@${argDefault(parsed.args, "PNPM_VERSION")}`).toBe(pkg.packageManager);
    const turbo = JSON.parse(read("node_modules/turbo/package.json")) as { version: string };
    expect(argDefault(parsed.args, "TURBO_VERSION")).toBe(turbo.version);
    expect(parsed.stages[0]?.from).toBe("node");
  });

  it("starts a file that its build makes or that the app carries", () => {
    const cmd = JSON.parse(lines(runtime, "CMD")[0] ?? "[]") as string[];
    expect(cmd[0]).toBe("node");
    const workdirs = lines(runtime, "WORKDIR");
    const cwd = (workdirs.at(-1) ?? "/app").replace(/^\/app\/?/, "");
    // `node [--import <tracing preload>] <entry>`: the preload loads OpenTelemetry only when an OTLP
    // endpoint is set (docs/decisions/053-metrics-and-traces.md).
    expect(cmd[1]).toBe("--import");
    const entry = cmd.at(-1) ?? "";
    const started = join(cwd, entry);
    // What the runtime stage copies in from the build: the file must come from one of those folders.
    const copied = lines(runtime, "COPY")
      .filter((c) => c.startsWith("--from=builder"))
      .map((c) => c.split(/\s+/)[2] ?? "")
      .map((dest) => dest.replace(/^\.\//, ""));
    expect(copied.some((dest) => started === dest || started.startsWith(`${dest}/`))).toBe(true);
    if (app === "api") {
      expect(started).toBe("apps/api/dist/main.js");
      expect(JSON.parse(read("apps/api/package.json")).scripts.start).toBe(
        `node --import ${(cmd[2] ?? "").replace("./apps/api/", "./")} dist/main.js`,
      );
    } else {
      expect(existsSync(join(root, started))).toBe(true);
      expect(JSON.parse(read(`apps/${app}/package.json`)).scripts.start).toBe(cmd.join(" "));
    }
  });
});
