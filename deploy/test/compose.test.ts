import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DCLinter } from "dclint";
import { afterAll, describe, expect, it } from "vitest";
import { envFile, read, yamlFile } from "./files.ts";

/**
 * deploy/compose.yaml, checked without Docker: dclint validates it against the Compose specification's
 * schema and its own rules (deploy/.dclintrc.yaml), then the order things start in and the wiring
 * between the services are checked here.
 */

type Config = ConstructorParameters<typeof DCLinter>[0];
const config = yamlFile("deploy/.dclintrc.yaml") as unknown as Config;

const scratch = mkdtempSync(join(tmpdir(), "compose-lint-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function lint(text: string) {
  const file = join(scratch, "compose.yaml");
  writeFileSync(file, text);
  const [result] = new DCLinter({ ...config, quiet: true }).lintFiles([file], false);
  return (result?.messages ?? []).map((m) => `${m.line}: ${m.message} (${m.rule})`);
}

interface Service {
  build?: { dockerfile: string };
  image?: string;
  command?: string[];
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
  environment?: Record<string, string>;
  env_file?: { path: string; required?: boolean }[];
  volumes?: string[];
  ports?: string[];
  restart?: string;
}
const compose = yamlFile("deploy/compose.yaml") as { services: Record<string, Service>; volumes: object };
const { services } = compose;

describe("deploy/compose.yaml", () => {
  it("passes the compose linter, the Compose specification's schema included", () => {
    expect(lint(read("deploy/compose.yaml"))).toEqual([]);
  });

  it("the linter does catch a broken file", () => {
    const text = read("deploy/compose.yaml");
    expect(lint(text.replace("  postgres:\n    image:", "  postgres:\n    imagee:")).join("\n")).toMatch(
      /invalid-schema/,
    );
    expect(lint(text.replace("condition: service_healthy", "condition: service_ready")).join("\n")).toMatch(
      /invalid-schema/,
    );
  });

  it("has the whole topology", () => {
    expect(Object.keys(services).sort()).toEqual(
      [
        "api-1",
        "api-2",
        "coturn",
        "global",
        "haproxy",
        "migrate",
        "minio",
        "minio-init",
        "nigeria",
        "postgres",
        "worker",
      ].sort(),
    );
  });

  it("starts in order: database and bucket, migrations, the API, then the load balancer and the sites", () => {
    expect(services.migrate?.depends_on).toEqual({ postgres: { condition: "service_healthy" } });
    expect(services["minio-init"]?.depends_on).toEqual({ minio: { condition: "service_healthy" } });
    for (const name of ["api-1", "api-2", "worker"]) {
      expect(services[name]?.depends_on).toEqual({
        migrate: { condition: "service_completed_successfully" },
        "minio-init": { condition: "service_completed_successfully" },
      });
    }
    expect(services.haproxy?.depends_on).toEqual({
      "api-1": { condition: "service_healthy" },
      "api-2": { condition: "service_healthy" },
    });
    // Every condition waited on is one the service can meet.
    for (const [name, service] of Object.entries(services)) {
      for (const [on, { condition }] of Object.entries(service.depends_on ?? {})) {
        if (condition === "service_healthy")
          expect(services[on]?.healthcheck, `${name} waits on ${on}`).toBeDefined();
        if (condition === "service_completed_successfully") expect(services[on]?.restart, on).toBe("no");
      }
    }
  });

  it("runs the API image's three entries and probes /readyz", () => {
    for (const name of ["migrate", "api-1", "api-2", "worker"]) {
      expect(services[name]?.build?.dockerfile).toBe("deploy/docker/api.Dockerfile");
    }
    expect(services.migrate?.command).toEqual(["node", "apps/api/dist/db/migrate-cli.js"]);
    expect(services["api-1"]?.command).toEqual([
      "node",
      "--import",
      "./apps/api/dist/telemetry/preload.js",
      "apps/api/dist/main.js",
    ]);
    expect(services["api-2"]?.command).toEqual([
      "node",
      "--import",
      "./apps/api/dist/telemetry/preload.js",
      "apps/api/dist/main.js",
    ]);
    expect(services.worker?.command).toEqual([
      "node",
      "--import",
      "./apps/api/dist/telemetry/preload.js",
      "apps/api/dist/worker.js",
    ]);
    for (const [name, port] of [
      ["api-1", 4000],
      ["api-2", 4000],
      ["global", 3000],
      ["nigeria", 3001],
    ] as const) {
      expect(services[name]?.healthcheck?.test.join(" ")).toContain(`http://127.0.0.1:${port}/readyz`);
    }
    expect(services.global?.build?.dockerfile).toBe("deploy/docker/global.Dockerfile");
    expect(services.nigeria?.build?.dockerfile).toBe("deploy/docker/nigeria.Dockerfile");
  });

  it("keeps the database and the files in named volumes", () => {
    expect(services.postgres?.volumes).toContain("postgres-data:/var/lib/postgresql/data");
    expect(services.minio?.volumes).toContain("minio-data:/data");
    expect(Object.keys(compose.volumes).sort()).toEqual(["minio-data", "postgres-data"]);
  });

  it("points HAProxy at the services, on the ports they listen on, with the checked configuration", () => {
    expect(services.haproxy?.volumes).toContain(
      "./haproxy/haproxy.cfg:/usr/local/etc/haproxy/haproxy.cfg:ro",
    );
    expect(services.haproxy?.environment).toEqual({
      API_SERVER_1: "api-1:4000",
      API_SERVER_2: "api-2:4000",
      GLOBAL_SERVER: `global:${services.global?.environment?.PORT}`,
      NIGERIA_SERVER: `nigeria:${services.nigeria?.environment?.PORT}`,
    });
  });

  it("takes its settings from the example env file, which agrees with the services", () => {
    const env = envFile("deploy/compose.env.example");
    for (const [name, service] of Object.entries(services)) {
      if (name === "haproxy") continue;
      expect(service.env_file, name).toEqual([
        { path: "compose.env.example" },
        { path: "compose.env", required: false },
      ]);
    }
    expect(env.get("DATABASE_URL")).toBe(
      `postgres://${env.get("POSTGRES_USER")}:${env.get("POSTGRES_PASSWORD")}@postgres:5432/${env.get("POSTGRES_DB")}`,
    );
    expect(env.get("AWS_ACCESS_KEY_ID")).toBe(env.get("MINIO_ROOT_USER"));
    expect(env.get("AWS_SECRET_ACCESS_KEY")).toBe(env.get("MINIO_ROOT_PASSWORD"));
    expect(env.get("S3_ENDPOINT")).toBe("http://minio:9000");
    // Presigned links are signed for the address browsers reach the store at: the port compose
    // publishes, never the internal service name; the sites' CSP allows images from that origin.
    const publicEndpoint = new URL(env.get("S3_PUBLIC_ENDPOINT") ?? "");
    expect(publicEndpoint.hostname).toBe("localhost");
    expect(services.minio?.ports).toContain(`127.0.0.1:${publicEndpoint.port}:9000`);
    expect(env.get("FILE_STORE_ORIGIN")).toBe(publicEndpoint.origin);
    expect(env.get("API_URL")).toBe(`http://haproxy:${env.get("PUBLIC_URL")?.split(":").at(-1)}`);
    // The subnet compose gives its network is the one the apps trust for X-Forwarded-For.
    const { networks } = yamlFile("deploy/compose.yaml") as {
      networks: { default: { ipam: { config: { subnet: string }[] } } };
    };
    const subnet = networks.default.ipam.config[0]?.subnet;
    expect(env.get("TRUSTED_PROXIES")).toBe(subnet);
    for (const secret of ["SESSION_SECRET", "FILE_LINK_SECRET"])
      expect(env.get(secret)?.length).toBeGreaterThanOrEqual(32);
    // The operator's own file stays out of git.
    expect(read(".gitignore")).toMatch(/^deploy\/compose\.env$/m);
  });
});
