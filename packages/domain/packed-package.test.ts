import { execFile, execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * What another team gets: the tarball `pnpm pack` makes (publishConfig's exports, dist/ only),
 * installed with npm into a plain Node project outside the workspace, next to its own zod. Nothing
 * here can fall back on the workspace's TypeScript source.
 */
const packageDir = fileURLToPath(new URL(".", import.meta.url));
const consumer = mkdtempSync(join(tmpdir(), "domain-consumer-"));

// The slow steps (pack, npm install) run without blocking this worker's event loop: blocked for most
// of a minute on a busy machine, the worker missed vitest's calls and the run failed with "Timeout
// calling onTaskUpdate" although every test passed.
const run = promisify(execFile);

async function pnpm(args: string[]): Promise<string> {
  const execPath = process.env.npm_execpath;
  const [command, prefix] = execPath?.includes("pnpm") ? [process.execPath, [execPath]] : ["pnpm", []];
  return (await run(command, [...prefix, ...args], { cwd: packageDir, encoding: "utf8" })).stdout;
}

/** Runs an ES module snippet with plain Node in the consumer project; returns its JSON output. */
function nodeEval(code: string): unknown {
  const out = execFileSync(process.execPath, ["--input-type=module", "-e", code], {
    cwd: consumer,
    encoding: "utf8",
    env: { ...process.env, NODE_OPTIONS: "", TZ: "UTC" },
  });
  return JSON.parse(out);
}

beforeAll(async () => {
  if (!existsSync(join(packageDir, "dist/money/index.js"))) {
    throw new Error("dist/ is missing: run `pnpm --filter @marketplace/domain build` first");
  }
  const { filename } = JSON.parse(await pnpm(["pack", "--json", "--pack-destination", consumer])) as {
    filename: string;
  };
  writeFileSync(
    join(consumer, "package.json"),
    JSON.stringify({ name: "domain-consumer", private: true, type: "module" }),
  );
  await run(
    "npm",
    ["install", filename, "zod@^4", "--no-audit", "--no-fund", "--prefer-offline", "--loglevel=error"],
    { cwd: consumer },
  );
});

afterAll(() => {
  rmSync(consumer, { recursive: true, force: true });
});

describe("@marketplace/domain as an npm package", () => {
  it("resolves its modules to the built files in the installed tarball", () => {
    const resolved = nodeEval(`console.log(JSON.stringify([
      import.meta.resolve("@marketplace/domain/money"),
      import.meta.resolve("@marketplace/domain/redirect"),
    ]))`) as string[];
    expect(resolved.map((url) => fileURLToPath(url))).toEqual([
      join(consumer, "node_modules/@marketplace/domain/dist/money/index.js"),
      join(consumer, "node_modules/@marketplace/domain/dist/redirect/index.js"),
    ]);
  });

  it("applies the money and redirect rules from plain Node", () => {
    const results = nodeEval(`
      import { formatMoney, parseMinor, toMinor } from "@marketplace/domain/money";
      import { redirectAfterLogin } from "@marketplace/domain/redirect";
      console.log(JSON.stringify({
        free: formatMoney(0, "NGN"),
        naira: formatMoney(1_500_000, "NGN"),
        pounds: formatMoney(4550, "GBP"),
        minor: toMinor(45.5),
        typed: parseMinor("15,000"),
        booking: redirectAfterLogin("/booking/01HZX5QJ9K8M7N6P5R4S3T2V1W"),
        absolute: redirectAfterLogin("https://evil.example/booking/01HZX5QJ9K8M7N6P5R4S3T2V1W"),
        encoded: redirectAfterLogin("%2Fmessages%2F01HZX5QJ9K8M7N6P5R4S3T2V1W"),
      }));
    `);
    expect(results).toEqual({
      free: "Free",
      naira: "₦15,000",
      pounds: "£45.50",
      minor: 4550,
      typed: 1_500_000,
      booking: "/booking/01HZX5QJ9K8M7N6P5R4S3T2V1W",
      absolute: "/overview",
      encoded: "/overview",
    });
  });

  it("exposes zod schemas that compose with the consumer's own zod", () => {
    const results = nodeEval(`
      import { z } from "zod";
      import { loginSchema } from "@marketplace/domain/accounts";
      const form = z.object({ login: loginSchema, remember: z.boolean() });
      const bad = form.safeParse({ login: { email: "not-an-email", password: "" }, remember: true });
      console.log(JSON.stringify(bad.error.issues.map((i) => [i.path.join("."), i.message])));
    `);
    expect(results).toEqual([
      ["login.email", "Please enter a valid email address"],
      ["login.password", "Password is required"],
    ]);
  });
});
