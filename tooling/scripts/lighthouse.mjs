// `pnpm bench:lighthouse`: Lighthouse mobile performance (its default config: a mid-range phone on a
// throttled 4G connection, simulated) of four public pages of both sites, against the production builds
// (`pnpm build` first), started here the way the e2e suite starts them: the API with its seeded demo data
// and both sites in production mode. A server already answering on its port (`npm start`, an e2e run)
// is used as it is. Each page is measured LIGHTHOUSE_RUNS times (default 5) in Debian's Chromium (CHROME_PATH,
// default /usr/bin/chromium); the table gives the median of each figure and every run's score.
//
// The figures follow the machine's load (TBT above all): the load average is printed with them, and
// only a run on an idle machine says whether a page meets the target (issue 25: 95).
//
//   pnpm bench:lighthouse                 both sites, 5 runs a page
//   LIGHTHOUSE_RUNS=1 pnpm bench:lighthouse global   one site, one run a page (a quick look)
//   LIGHTHOUSE_REPORTS=/tmp/lh pnpm bench:lighthouse  also keeps each run's report (JSON) there, to see
//                                                     which element was the LCP and what blocked
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { API_SERVICE, localOrigin, REGIONS } from "../../packages/region/src/regions.ts";
import { root } from "./pnpm.mjs";

const TARGET = 95;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const env = process.env;
const siteIds = process.argv.slice(2).length > 0 ? process.argv.slice(2) : Object.keys(REGIONS);
for (const id of siteIds) if (!(id in REGIONS)) throw new Error(`unknown site ${id}`);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error("LIGHTHOUSE_RUNS must be a whole number from 1");

const api = localOrigin(API_SERVICE, env);
const sites = Object.fromEntries(Object.values(REGIONS).map((r) => [r.id, localOrigin(r, env)]));

/** The preferred city landing page of each site, when its sitemap lists it. */
const PREFERRED_CITY = { global: /\/therapists\/[^/]+\/london$/, nigeria: /\/therapists\/nigeria\/lagos$/ };

const children = [];
const dataDir = mkdtempSync(join(tmpdir(), "lighthouse-data-"));

async function answers(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
    return response.status < 500;
  } catch {
    return false;
  }
}

/** Starts a production server unless one already answers at `url`, and waits until it does. */
async function ensureServer(name, url, cwd, command, serverEnv) {
  if (await answers(url)) {
    console.log(`› ${name}: using the server already at ${url}`);
    return;
  }
  if (!existsSync(join(root, cwd, command[1]))) {
    throw new Error(`${cwd}/${command[1]} is missing: run pnpm build first`);
  }
  const child = spawn(command[0], command.slice(1), {
    cwd: join(root, cwd),
    env: { ...process.env, ...serverEnv, PORT: new URL(url).port },
    stdio: ["ignore", "ignore", "inherit"],
  });
  children.push(child);
  const deadline = Date.now() + 120_000;
  while (!(await answers(url))) {
    if (child.exitCode !== null) throw new Error(`${name} exited (${child.exitCode})`);
    if (Date.now() > deadline) throw new Error(`${name} did not answer at ${url} within 120 s`);
    await new Promise((r) => setTimeout(r, 500));
  }
  console.log(`› ${name}: started at ${url}`);
}

/** Stops the servers this script started; resolves once they have exited (the API closes its data). */
function stopServers() {
  const running = children.filter((child) => child.exitCode === null);
  for (const child of running) child.kill("SIGTERM");
  return Promise.all(running.map((child) => new Promise((resolve) => child.once("exit", resolve))));
}
process.on("SIGINT", () => stopServers().then(() => process.exit(130)));

/** Home, the directory, a city landing page and a blog post, the last two from the site's sitemap. */
async function pagesOf(siteId) {
  const origin = sites[siteId];
  const xml = await (await fetch(`${origin}/sitemap.xml`)).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  const cities = paths.filter((p) => /^\/therapists\/[^/]+\/[^/]+$/.test(p));
  const city = cities.find((p) => PREFERRED_CITY[siteId]?.test(p)) ?? cities[0];
  const post = paths.find((p) => /^\/blog\/[^/]+\/[^/]+$/.test(p) && !p.startsWith("/blog/search/"));
  if (!city) throw new Error(`${siteId}: the sitemap lists no city landing page`);
  if (!post) throw new Error(`${siteId}: the sitemap lists no blog post`);
  return ["/", "/providers", city, post].map((path) => ({ path, url: `${origin}${path}` }));
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

async function main() {
  const siteEnv = {
    API_URL: api,
    GLOBAL_HOST: sites.global,
    NIGERIA_HOST: sites.nigeria,
    NODE_ENV: "production",
    SESSION_SECRET: randomBytes(32).toString("base64url"),
    DEMO_MODE: "1",
  };
  await ensureServer("api", `${api}/healthz`, "apps/api", [process.execPath, "dist/main.js"], {
    DATA_DIR: dataDir,
    SEED_ON_START: "1",
    LOG_LEVEL: "warn",
    PUBLIC_URL: api,
    ALLOWED_ORIGINS: `${sites.global},${sites.nigeria}`,
    DEMO_MODE: "1",
  });
  for (const id of siteIds) {
    await ensureServer(id, sites[id], `apps/${id}`, [process.execPath, "server.mjs"], siteEnv);
  }

  const loadBefore = loadavg()[0];
  const rows = [];
  const unrecorded = [];
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  try {
    for (const id of siteIds) {
      for (const page of await pagesOf(id)) {
        const runs = [];
        for (let i = 0, attempts = 0; i < RUNS; i++) {
          const result = await lighthouse(page.url, {
            port: chrome.port,
            output: "json",
            logLevel: "error",
            onlyCategories: ["performance"],
          });
          const lhr = result?.lhr;
          const score = lhr?.categories.performance.score;
          if (!lhr || typeof score !== "number") {
            // A run Lighthouse itself could not record (NO_NAVSTART: its trace missed the navigation)
            // measured nothing, so it is run again, at most twice a page, and counted in the output.
            if (lhr?.runtimeError && ++attempts <= 2) {
              unrecorded.push(`${page.url}: ${lhr.runtimeError.code ?? lhr.runtimeError.message}`);
              i--;
              continue;
            }
            throw new Error(
              `${page.url}: Lighthouse gave no score (${lhr?.runtimeError?.message ?? "no report"})`,
            );
          }
          if (env.LIGHTHOUSE_REPORTS) {
            mkdirSync(env.LIGHTHOUSE_REPORTS, { recursive: true });
            const name = `${id}${page.path.replaceAll("/", "_")}-${i + 1}.json`;
            writeFileSync(join(env.LIGHTHOUSE_REPORTS, name), JSON.stringify(lhr));
          }
          const audit = (name) => lhr.audits[name]?.numericValue ?? Number.NaN;
          runs.push({
            score: Math.round(score * 100),
            fcp: audit("first-contentful-paint"),
            lcp: audit("largest-contentful-paint"),
            tbt: audit("total-blocking-time"),
            cls: audit("cumulative-layout-shift"),
          });
          process.stdout.write(".");
        }
        rows.push({ site: id, path: page.path, runs });
      }
    }
  } finally {
    await chrome.kill();
  }
  const loadAfter = loadavg()[0];

  console.log(
    `\n\nLighthouse ${lighthouseVersion()} mobile performance, ${RUNS} run${RUNS === 1 ? "" : "s"} a page, medians ` +
      `(load average ${loadBefore.toFixed(1)} before, ${loadAfter.toFixed(1)} after; target ${TARGET}):\n`,
  );
  const header = ["site", "page", "score", "runs", "FCP", "LCP", "TBT", "CLS"];
  const table = rows.map(({ site, path, runs }) => {
    const score = median(runs.map((r) => r.score));
    return [
      site,
      path,
      `${score}${score < TARGET ? " (under)" : ""}`,
      runs.map((r) => r.score).join(", "),
      `${(median(runs.map((r) => r.fcp)) / 1000).toFixed(2)} s`,
      `${(median(runs.map((r) => r.lcp)) / 1000).toFixed(2)} s`,
      `${Math.round(median(runs.map((r) => r.tbt)))} ms`,
      median(runs.map((r) => r.cls)).toFixed(3),
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i].length)));
  const line = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(" | ")} |`;
  console.log(line(header));
  console.log(line(widths.map((w) => "-".repeat(w))));
  for (const row of table) console.log(line(row));
  if (unrecorded.length > 0) {
    console.log(
      `\nRun again because Lighthouse recorded nothing:\n${unrecorded.map((u) => `  ${u}`).join("\n")}`,
    );
  }
}

function lighthouseVersion() {
  return JSON.parse(readFileSync(join(root, "node_modules/lighthouse/package.json"), "utf8")).version;
}

try {
  await main();
} finally {
  await stopServers();
  rmSync(dataDir, { recursive: true, force: true });
}
