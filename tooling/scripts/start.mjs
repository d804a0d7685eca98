// `npm start`: install, generate, build, migrate + seed the embedded database, then serve the API
// and both sites. Ctrl-C stops every process it started. A second run keeps the existing data.
//
// This is the local demo, not a deployment: every process runs the production build in an explicit
// demo mode (DEMO_MODE=1: local hosts, seeded demo accounts with a published password). The sites'
// session secret and the API's link secret (attachment and unsubscribe links) are random, made once
// and kept in .data/session-secret and .data/link-secret (readable by you alone).
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pnpmOrExit, root, run } from "./pnpm.mjs";

const dataDir = process.env.DATA_DIR ?? join(root, ".data");

/** A random secret kept in .data/{name}, so sessions and emailed links survive a restart. */
function keptSecret(name) {
  const file = join(dataDir, name);
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, `${randomBytes(48).toString("base64url")}\n`, { mode: 0o600, flag: "wx" });
  }
  chmodSync(file, 0o600);
  return readFileSync(file, "utf8").trim();
}

const env = {
  ...process.env,
  DATA_DIR: dataDir,
  NODE_ENV: "production",
  DEMO_MODE: "1",
  // The outbox and /dev/mail, answering this machine only (DEV_TOOLS=0 npm start turns them off).
  DEV_TOOLS: process.env.DEV_TOOLS || "1",
  SESSION_SECRET: process.env.SESSION_SECRET || keptSecret("session-secret"),
  FILE_LINK_SECRET: process.env.FILE_LINK_SECRET || keptSecret("link-secret"),
};

await pnpmOrExit(["install", "--frozen-lockfile", "--prefer-offline"]);
await pnpmOrExit(["turbo", "run", "codegen", "build", "--output-logs=errors-only"]);

// Ports and hosts come from packages/region (TypeScript source, loaded through tsx once installed).
const { tsImport } = await import("tsx/esm/api");
const { API_SERVICE, REGIONS, localOrigin, localPort, siteHost } = await tsImport(
  "../../packages/region/src/regions.ts",
  import.meta.url,
);
const apiUrl = localOrigin(API_SERVICE, env);

// Migrations and seed run before the server starts: PGlite allows one process on its data folder.
const seedCode = await run(process.execPath, [join(root, "apps/api/dist/seed/seed-cli.js")], { env });
if (seedCode !== 0) process.exit(seedCode);

const services = [
  {
    name: "api",
    cwd: "apps/api",
    command: [process.execPath, "dist/main.js"],
    // One process serves and runs the background jobs, on PGlite or DATABASE_URL (decision 050).
    env: { API_ROLE: env.API_ROLE ?? "all" },
    port: localPort(API_SERVICE, env),
  },
  ...Object.values(REGIONS).map((region) => ({
    name: region.id,
    cwd: `apps/${region.id}`,
    // The sites' one production server (packages/web/src/server), started with the app's region.
    command: [process.execPath, "server.mjs"],
    port: localPort(region, env),
  })),
].filter((s) => s.name === "api" || existsSync(join(root, s.cwd, "build/server/index.js")));

const children = services.map((service) => {
  const [command, ...args] = service.command;
  const child = spawn(command, args, {
    cwd: join(root, service.cwd),
    env: { ...env, ...service.env, PORT: String(service.port) },
    stdio: ["ignore", "inherit", "inherit"],
  });
  child.on("exit", (code, signal) => {
    if (!stopping) {
      console.error(`✗ ${service.name} stopped (${signal ?? code}); stopping the rest`);
      stop(code ?? 1);
    }
  });
  return child;
});

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  // The API closes PGlite on SIGTERM; give everyone a moment before leaving.
  setTimeout(() => process.exit(code), 1500).unref();
  Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.on("exit", r)) : null))).then(
    () => process.exit(code),
  );
}
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));

console.log("\n  The marketplace is starting:");
for (const s of services) console.log(`    ${s.name.padEnd(8)} http://localhost:${s.port}`);
console.log(`    health   ${apiUrl}/healthz`);
console.log(`    search   ${apiUrl}/v1/providers?search=anxiety`);
if (env.DEV_TOOLS === "1") {
  console.log(`    outbox   ${apiUrl}/dev/outbox  (emails the demo sends, as JSON; this machine only)`);
  console.log(
    `    mail     ${siteHost(REGIONS.global, env)}/dev/mail  (the same emails, readable; this machine only)`,
  );
}
console.log(
  "  Demo mode: demo accounts are listed above (password for all: Tranquil-demo-2026).",
  "\n  Not for deployment: production needs SESSION_SECRET, API_URL, GLOBAL_HOST and NIGERIA_HOST.",
  "\n  Ctrl-C stops everything.\n",
);
