import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { afterAll, describe, expect, inject, it } from "vitest";
import { onPostgres } from "./test-app.ts";

/**
 * Traces across site → API → PostgreSQL (decision 053), with real processes: a tiny OTLP/HTTP
 * collector here, the API from source with its preload (src/telemetry/preload.ts), and a site stand-in
 * (a node:http server whose page fetches the API) with the sites' preload
 * (packages/web/src/server/telemetry.ts). PostgreSQL only: PGlite has no driver to trace.
 */
const API_DIR = fileURLToPath(new URL("..", import.meta.url));
const WEB_TELEMETRY = fileURLToPath(
  new URL("../../../packages/web/src/server/telemetry.ts", import.meta.url),
);

interface Span {
  traceId: string;
  name: string;
  service: string;
  scope: string;
}

const spans: Span[] = [];
const children: ChildProcess[] = [];
let collector: Server | undefined;
afterAll(async () => {
  for (const child of children) child.kill("SIGKILL");
  await new Promise<void>((done) => (collector ? collector.close(() => done()) : done()));
});

/** Receives OTLP/HTTP JSON exports and keeps their spans with their service and instrumentation. */
async function startCollector() {
  collector = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => {
      body += chunk;
    });
    req.on("end", () => {
      const parsed = JSON.parse(body) as {
        resourceSpans: Array<{
          resource: { attributes: Array<{ key: string; value: { stringValue?: string } }> };
          scopeSpans: Array<{ scope: { name: string }; spans: Array<{ traceId: string; name: string }> }>;
        }>;
      };
      for (const resource of parsed.resourceSpans) {
        const service =
          resource.resource.attributes.find((a) => a.key === "service.name")?.value.stringValue ?? "";
        for (const scope of resource.scopeSpans) {
          for (const span of scope.spans) {
            spans.push({ traceId: span.traceId, name: span.name, service, scope: scope.scope.name });
          }
        }
      }
      res.writeHead(200, { "Content-Type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((done) => collector?.listen(0, "127.0.0.1", done));
  return `http://127.0.0.1:${(collector?.address() as AddressInfo).port}`;
}

/** Runs a process and resolves once a line of its output matches `ready`; keeps every line. */
function run(args: string[], env: Record<string, string>, ready: RegExp, lines: string[]) {
  const child = spawn(process.execPath, args, {
    cwd: API_DIR,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  return new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      for (const line of String(chunk).split("\n")) {
        lines.push(line);
        if (ready.test(line)) resolve();
      }
    };
    child.stdout?.on("data", read);
    child.stderr?.on("data", read);
    child.once("exit", (code) => reject(new Error(`exited with ${code}: ${lines.join("\n")}`)));
  });
}

const freePort = async () => {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as AddressInfo;
  await new Promise((done) => server.close(done));
  return port;
};

const SITE = `
import { createServer } from "node:http";
createServer(async (req, res) => {
  const api = await fetch(process.env.API_URL + "/v1/categories/languages");
  res.end("site page, API answered " + api.status);
}).listen(Number(process.env.PORT), "127.0.0.1", () => console.log("site listening"));
`;

describe.skipIf(!onPostgres())("traces", () => {
  it("join the site's, the API's and PostgreSQL's spans in one trace, whose id the API's log lines carry", async () => {
    const endpoint = await startCollector();
    const name = `t_${Math.random().toString(36).slice(2, 10)}`;
    const admin = new pg.Client({ connectionString: inject("postgresUrl") });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const otel = { OTEL_EXPORTER_OTLP_ENDPOINT: endpoint, OTEL_BSP_SCHEDULE_DELAY: "50" };
    const apiPort = await freePort();
    const apiLines: string[] = [];
    await run(
      ["--import", "tsx", "--import", "./src/telemetry/preload.ts", "src/main.ts"],
      {
        ...otel,
        PORT: String(apiPort),
        HOST: "127.0.0.1",
        DATABASE_URL: inject("postgresUrl").replace(/\/postgres$/, `/${name}`),
        DATA_DIR: mkdtempSync(join(tmpdir(), "traced-api-")),
        LOG_LEVEL: "info",
        NODE_ENV: "test",
      },
      /API listening/,
      apiLines,
    );
    const sitePort = await freePort();
    await run(
      ["--import", "tsx", "--import", WEB_TELEMETRY, "--input-type=module", "-e", SITE],
      { ...otel, PORT: String(sitePort), API_URL: `http://127.0.0.1:${apiPort}` },
      /site listening/,
      [],
    );

    const page = await fetch(`http://127.0.0.1:${sitePort}/`);
    expect(await page.text()).toBe("site page, API answered 200");

    const siteSpan = await (async () => {
      for (let i = 0; i < 100; i++) {
        const found = spans.find(
          (s) => s.service === "tranquil-site" && s.scope.includes("instrumentation-http"),
        );
        if (
          found &&
          spans.some((s) => s.traceId === found.traceId && s.scope.includes("instrumentation-pg"))
        ) {
          return found;
        }
        await new Promise((done) => setTimeout(done, 100));
      }
      throw new Error(`no joined trace in ${JSON.stringify(spans)}`);
    })();
    const trace = spans.filter((s) => s.traceId === siteSpan.traceId);
    expect(trace.map((s) => `${s.service} ${s.scope}`)).toEqual(
      expect.arrayContaining([
        "tranquil-site @opentelemetry/instrumentation-http",
        "tranquil-site @opentelemetry/instrumentation-undici",
        "tranquil-api @opentelemetry/instrumentation-http",
        "tranquil-api @opentelemetry/instrumentation-pg",
      ]),
    );
    const requestLine = apiLines.find((line) => line.includes('"/v1/categories/languages"'));
    expect(requestLine).toContain(`"trace_id":"${siteSpan.traceId}"`);
  }, 90_000);
});
