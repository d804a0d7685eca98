import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { deployDir, envFile, read, yamlDocuments, yamlFile } from "./files.ts";

/**
 * deploy/haproxy/haproxy.cfg, checked by HAProxy itself (`haproxy -c`: Debian's, which the topology
 * test runs too; .ci/run installs it), then its health checks and timeouts against the apps' own.
 */

const cfgPath = join(deployDir, "haproxy/haproxy.cfg");
const cfg = read("deploy/haproxy/haproxy.cfg");
/** Debian puts it in /usr/sbin, which is not on every user's PATH. */
const haproxy = existsSync("/usr/sbin/haproxy") ? "/usr/sbin/haproxy" : "haproxy";

function check(env: Record<string, string>, zeroWarnings: boolean) {
  const args = [...(zeroWarnings ? ["-dW"] : []), "-c", "-f", cfgPath];
  const run = spawnSync(haproxy, args, { env: { PATH: process.env.PATH ?? "", ...env }, encoding: "utf8" });
  if (run.error)
    throw new Error(`${haproxy} could not be run (apt-get install haproxy): ${run.error.message}`);
  return { code: run.status, output: `${run.stdout}${run.stderr}` };
}

/** A duration of the configuration (`5s`, `500ms`, `1m`) in milliseconds. */
function ms(value: string): number {
  const match = /^(\d+)(ms|s|m|h)?$/.exec(value);
  if (!match) throw new Error(`not a duration: ${value}`);
  const unit = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 }[match[2] ?? "ms"] ?? 1;
  return Number(match[1]) * unit;
}
const setting = (pattern: RegExp) => {
  const match = pattern.exec(cfg);
  if (!match?.[1]) throw new Error(`haproxy.cfg has no ${pattern}`);
  return match[1];
};

describe("deploy/haproxy/haproxy.cfg", () => {
  it("is valid, without a warning, with its defaults (every process on this machine)", () => {
    const { code, output } = check({}, true);
    expect(output).toContain("Configuration file is valid");
    expect(code).toBe(0);
  });

  it("is valid with compose's environment (names that resolve only inside compose)", () => {
    const compose = yamlFile("deploy/compose.yaml") as {
      services: { haproxy: { environment: Record<string, string> } };
    };
    const { code, output } = check(compose.services.haproxy.environment, false);
    expect(output).toContain("Configuration file is valid");
    expect(code).toBe(0);
  });

  it("haproxy -c does reject a broken configuration", () => {
    const dir = mkdtempSync(join(tmpdir(), "haproxy-"));
    const broken = join(dir, "haproxy.cfg");
    writeFileSync(broken, cfg.replace("balance leastconn", "balance fastest"));
    const run = spawnSync(haproxy, ["-c", "-f", broken], { encoding: "utf8" });
    rmSync(dir, { recursive: true, force: true });
    expect(`${run.stdout}${run.stderr}`).toMatch(/balance only supports/);
    expect(run.status).not.toBe(0);
  });

  it("checks /readyz often enough to take a stopping process out within its readiness grace", () => {
    expect(cfg).toMatch(/http-check send meth GET uri \/readyz/);
    expect(cfg).toMatch(/http-check expect status 200/);
    const inter = ms(setting(/default-server [^\n]*\binter (\w+)/));
    const fall = Number(setting(/default-server [^\n]*\bfall (\d+)/));
    const grace = Number(envFile("deploy/compose.env.example").get("READINESS_GRACE_MS"));
    const k8sGrace = Number(
      (yamlDocuments("deploy/k8s/config.yaml")[0] as { data: Record<string, string> }).data
        .READINESS_GRACE_MS,
    );
    expect(grace).toBe(k8sGrace);
    expect(inter * fall).toBeLessThan(grace);
    // Every server is checked.
    const servers = cfg.split("\n").filter((line) => /^\s+server /.test(line));
    expect(servers.length).toBe(4);
    for (const line of servers) expect(line).toMatch(/ check$/);
  });

  it("has no sticky sessions, and lets a live stream idle between heartbeats (25 s, decision 028)", () => {
    expect(cfg).not.toMatch(/^\s*(cookie|stick|stick-table|balance source|hash-type)\b/m);
    const heartbeatMs = 25_000;
    expect(ms(setting(/timeout server (\w+)/))).toBeGreaterThan(2 * heartbeatMs);
    expect(ms(setting(/timeout client (\w+)/))).toBeGreaterThan(2 * heartbeatMs);
  });
});
