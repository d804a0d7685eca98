// `pnpm check:package`, run inside a package built for other teams (packages/domain,
// packages/api): packs it exactly as it would be published — pnpm swaps in `publishConfig`'s
// exports, which point at dist/ — then lints the tarball with publint (warnings fail) and checks
// its types with Are The Types Wrong. The profile is esm-only: these packages ship ESM alone, so
// the CommonJS and node10 resolutions are not promised.
//
// attw skips wildcard exports ("./*"), so each wildcard is expanded to the subpaths the tarball
// really holds and passed as explicit entrypoints; an empty expansion is an error, never a pass.
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

const cwd = process.cwd();

/** pnpm itself: the one running this script when there is one, else the pnpm on PATH. */
function pnpm(args) {
  const execPath = process.env.npm_execpath;
  const [command, prefix] = execPath?.includes("pnpm") ? [process.execPath, [execPath]] : ["pnpm", []];
  return execFileSync(command, [...prefix, ...args], { cwd, encoding: "utf8" });
}

function run(command, args) {
  console.log(`\n$ ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, { cwd, stdio: "inherit" });
  if (result.status !== 0) throw new Error(`${command} failed (exit ${result.status ?? result.signal})`);
}

/** "./*" with target "./dist/*\/index.js" and files [dist/money/index.js] gives ["./money"]. */
export function expandWildcards(exportsField, files) {
  const entrypoints = [];
  for (const [subpath, target] of Object.entries(exportsField ?? {})) {
    if (!subpath.includes("*")) continue;
    const file = typeof target === "string" ? target : (target.default ?? target.import);
    const escaped = file.replace(/^\.\//, "").replace(/[.+?^${}()|[\]\\]/g, "\\$&");
    const pattern = new RegExp(`^${escaped.replace("*", "([^/]+)")}$`);
    const found = files.flatMap((path) => pattern.exec(path)?.[1] ?? []);
    if (found.length === 0) throw new Error(`export ${subpath} (${file}) matches no file in the tarball`);
    entrypoints.push(...found.map((name) => subpath.replace("*", name)));
  }
  return entrypoints;
}

/** Packs, lints and type-checks the package in `cwd`; sets a failing exit code on any problem. */
function main() {
  const workDir = mkdtempSync(join(tmpdir(), "check-package-"));
  try {
    const packed = JSON.parse(pnpm(["pack", "--json", "--pack-destination", workDir]));
    const tarball = packed.filename;
    const manifest = JSON.parse(
      execFileSync("tar", ["-xOzf", tarball, "package/package.json"], { encoding: "utf8" }),
    );
    const files = packed.files.map((f) => f.path);
    console.log(`packed ${manifest.name}@${manifest.version}: ${files.length} files`);

    run("publint", ["run", tarball, "--strict"]);

    const entrypoints = expandWildcards(manifest.exports, files);
    const attwArgs = [
      tarball,
      "--profile",
      "esm-only",
      "--format",
      "table-flipped",
      "--no-emoji",
      "--no-color",
    ];
    if (entrypoints.length > 0) attwArgs.push("--include-entrypoints", ...entrypoints);
    run("attw", attwArgs);
  } catch (error) {
    console.error(`\n✗ ${error instanceof Error ? error.message : error}`);
    process.exitCode = 1;
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

// Run only as a script: the tests import expandWildcards alone.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
