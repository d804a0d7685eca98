// Locates (or installs) the pnpm version pinned in package.json's packageManager field.
// Corepack in Node 20 fails its signature check on pnpm 10, so pnpm is installed with npm into
// .tools/ once and reused from there.
import { execFileSync, spawn } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
export const pnpmVersion = pkg.packageManager.replace(/^pnpm@/, "");
const toolsDir = join(root, ".tools");
const pnpmBin = join(toolsDir, "node_modules", "pnpm", "bin", "pnpm.cjs");

function installedVersion() {
  const manifest = join(toolsDir, "node_modules", "pnpm", "package.json");
  if (!existsSync(manifest)) return null;
  return JSON.parse(readFileSync(manifest, "utf8")).version;
}

export function ensurePnpm() {
  if (installedVersion() !== pnpmVersion) {
    console.log(`› installing pnpm ${pnpmVersion} into .tools/`);
    execFileSync(
      "npm",
      [
        "install",
        "--prefix",
        toolsDir,
        "--no-save",
        "--no-audit",
        "--no-fund",
        "--loglevel=error",
        `pnpm@${pnpmVersion}`,
      ],
      { stdio: "inherit", cwd: root },
    );
  }
  // Turborepo looks for `pnpm` on PATH: a shim in .tools/bin points at the pinned one.
  const shim = join(toolsBin, "pnpm");
  if (!existsSync(shim)) {
    mkdirSync(toolsBin, { recursive: true });
    writeFileSync(shim, `#!/bin/sh\nexec "${process.execPath}" "${pnpmBin}" "$@"\n`);
    chmodSync(shim, 0o755);
  }
  return pnpmBin;
}

const toolsBin = join(toolsDir, "bin");

/** The environment every child gets: the pnpm shim first on PATH, no telemetry. */
export function childEnv(extra = process.env) {
  return {
    ...extra,
    PATH: `${toolsBin}:${extra.PATH ?? process.env.PATH ?? ""}`,
    TURBO_TELEMETRY_DISABLED: "1",
    DO_NOT_TRACK: "1",
  };
}

/** Runs pnpm with the given arguments; resolves with the exit code. */
export function pnpm(args, options = {}) {
  const bin = ensurePnpm();
  return run(process.execPath, [bin, ...args], options);
}

export function run(command, args, options = {}) {
  return new Promise((resolvePromise) => {
    const child = spawn(command, args, {
      stdio: "inherit",
      cwd: root,
      ...options,
      env: childEnv(options.env),
    });
    child.on("exit", (code, signal) => resolvePromise(code ?? (signal ? 1 : 0)));
  });
}

export async function pnpmOrExit(args, options) {
  const code = await pnpm(args, options);
  if (code !== 0) {
    console.error(`✗ pnpm ${args.join(" ")} failed with exit code ${code}`);
    process.exit(code);
  }
}
