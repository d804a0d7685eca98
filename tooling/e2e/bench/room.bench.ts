import { readdirSync, readFileSync } from "node:fs";
import { type Browser, type BrowserServer, expect, type Page, test } from "@playwright/test";
import { chromiumLaunch as chromium } from "../chromium.ts";
import { apiFor, initiateSession, newBookableProvider, signUp } from "../tests/booking-people.ts";
import { fromThisMachine } from "../tests/mail.ts";
import { signIn } from "../tests/session.ts";
import { API, GLOBAL } from "../tests/sites.ts";

/**
 * `pnpm bench:room` (issue 30): the session room on loopback, client and provider each in a Chromium
 * of their own (Debian's, with the fake camera and microphone), through the production builds.
 *
 * - Join to first remote frame: the provider waits in the room; the client presses 'Join now' and the
 *   time until the provider's video has its first frame decoded on the client's page (a 5 ms poll of
 *   the video's size and playback quality) is taken, JOINS times (a reload, then Join now), p50 and p95.
 * - CPU per participant: the CPU time (user + system) of each browser's whole process tree (browser,
 *   renderer, GPU, network and audio processes) over a CALL_SECONDS call, as a share of one core.
 *
 * It prints the figures; nothing is asserted beyond the call working. On a shared, loaded machine the
 * figures are upper bounds.
 */
const JOINS = Number(process.env.ROOM_BENCH_JOINS ?? 20);
const CALL_SECONDS = Number(process.env.ROOM_BENCH_CALL_SECONDS ?? 20);
const site = GLOBAL;

/** Linux's clock ticks per second for /proc/<pid>/stat (USER_HZ: 100 on every Linux build used here). */
const TICKS = 100;

function statOf(pid: number): { ppid: number; ticks: number } | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) is in parentheses and may hold spaces: split after its end.
    const fields = text.slice(text.lastIndexOf(")") + 2).split(" ");
    return { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return null;
  }
}

/** CPU ticks used so far by a process and every descendant alive now. */
function treeTicks(root: number): number {
  const all = readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .map((name) => ({ pid: Number(name), stat: statOf(Number(name)) }));
  const tree = new Set([root]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const { pid, stat } of all) {
      if (stat && !tree.has(pid) && tree.has(stat.ppid)) {
        tree.add(pid);
        grew = true;
      }
    }
  }
  return all.filter(({ pid }) => tree.has(pid)).reduce((sum, { stat }) => sum + (stat?.ticks ?? 0), 0);
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

/** Milliseconds from 'Join now' to the first remote frame, or null when none came in 30 s. */
async function joinAndTimeFirstFrame(page: Page): Promise<number | null> {
  await expect(page.getByRole("button", { name: "Join now" })).toBeVisible();
  const timing = page.evaluate(
    () =>
      new Promise<number>((done, fail) => {
        let t0 = 0;
        document.addEventListener(
          "click",
          (e) => {
            if ((e.target as HTMLElement | null)?.closest("button")?.textContent?.includes("Join now"))
              t0 = performance.now();
          },
          { capture: true, once: true },
        );
        const started = performance.now();
        // The first frame of the other's video decoded and shown: checked every 5 ms.
        const look = () => {
          const video = document.querySelector<HTMLVideoElement>('[data-testid="remote-video"]');
          const frames = video?.getVideoPlaybackQuality().totalVideoFrames ?? 0;
          if (t0 > 0 && video && video.videoWidth > 0 && frames > 0) done(performance.now() - t0);
          else if (performance.now() - started > 30_000) {
            const state = document.querySelector('[data-testid="remote-state"]')?.textContent;
            const waiting = document.querySelector('[data-testid="waiting"]')?.textContent;
            // The room's banner while its live stream (which carries the signals) is down.
            const down = document.querySelector('[data-testid="reconnecting"]') ? ", live stream down" : "";
            fail(new Error(`${state ?? waiting ?? "no tile"}, ${frames} frames${down}`));
          } else setTimeout(look, 5);
        };
        look();
      }),
  );
  await page.getByRole("button", { name: "Join now" }).click();
  try {
    return await timing;
  } catch (error) {
    console.log(`  no remote frame in 30 s: ${error instanceof Error ? error.message : error}`);
    return null;
  }
}

test("session room: join to first remote frame, and CPU per participant", async ({ playwright }) => {
  const request = await apiFor(playwright);
  const provider = await newBookableProvider(request, site, "bench-room-provider");
  const client = await signUp(request, site, "bench-room-client", "client", {
    firstName: "Bench",
    lastName: "Client",
  });
  const session = await initiateSession(request, provider, client, { daysAhead: 1 });
  await fromThisMachine(async (api) => {
    const started = await api.post(`${API}/dev/booking/${session.identifier}/start`, {
      headers: { Authorization: `Bearer ${provider.token}` },
    });
    expect(started.status(), await started.text()).toBe(200);
  });
  const url = `${site.url}/session/${session.identifier}`;

  const servers: BrowserServer[] = [];
  const browsers: Browser[] = [];
  const open = async () => {
    const server = await playwright.chromium.launchServer(chromium);
    servers.push(server);
    const browser = await playwright.chromium.connect(server.wsEndpoint());
    browsers.push(browser);
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    return { page, pid: server.process().pid ?? 0 };
  };
  try {
    const them = await open();
    const me = await open();
    await signIn(them.page, site.url, provider.email);
    await signIn(me.page, site.url, client.email);
    await them.page.goto(url);
    await them.page.getByRole("button", { name: "Join now" }).click();
    await me.page.goto(url);

    const times: number[] = [];
    let failed = 0;
    for (let i = 0; times.length < JOINS && i < JOINS + 10; i += 1) {
      // Each join a fresh page, as after a reload (its 'leave' goes by beacon, the new page joins), 6 s
      // apart as in the first measurements. An account holds at most 10 live streams: each reload must
      // let its page's stream go. Before the site cancelled a response's body on the visitor's close
      // (decision 056), a garbage collection in the site's process kept the reloaded pages' streams
      // open and a run failed 'Waiting for …' from join 13 (the 13th page's stream got 429); after it,
      // 20 joins of 20 (19:15 UTC, load average 24 to 30): p50 3.3 s, p95 4.6 s, client 52 % and
      // provider 53 % of one core over the 20 s call.
      if (i > 0) {
        await me.page.waitForTimeout(6_000);
        await me.page.reload();
      }
      const took = await joinAndTimeFirstFrame(me.page);
      if (took === null) failed += 1;
      else times.push(took);
      console.log(`  join ${i + 1}: ${took === null ? "failed" : `${Math.round(took)} ms`}`);
    }
    const sorted = [...times].sort((a, b) => a - b);

    // A call of CALL_SECONDS, both sending and receiving video and audio.
    if (!(await me.page.getByTestId("remote-state").textContent())?.includes("Connected")) {
      await me.page.reload();
      await joinAndTimeFirstFrame(me.page);
    }
    await expect(me.page.getByTestId("remote-state")).toContainText("Connected");
    const before = [treeTicks(me.pid), treeTicks(them.pid)];
    const wall = Date.now();
    await me.page.waitForTimeout(CALL_SECONDS * 1000);
    const seconds = (Date.now() - wall) / 1000;
    const [clientCpu, providerCpu] = [treeTicks(me.pid), treeTicks(them.pid)].map(
      (after, i) => (100 * (after - (before[i] ?? 0))) / TICKS / seconds,
    );
    const ms = (n: number) => `${Math.round(n)} ms`;
    console.log(
      [
        `session room bench (${site.name}, loopback, fake camera and microphone, ${JOINS} joins)`,
        `  join to first remote frame: p50 ${ms(percentile(sorted, 50))}, p95 ${ms(percentile(sorted, 95))}, min ${ms(sorted[0] ?? 0)}, max ${ms(sorted.at(-1) ?? 0)} (${times.length} joins; ${failed} more saw no remote frame in 30 s)`,
        `  CPU over a ${Math.round(seconds)} s call (browser process tree, % of one core): client ${clientCpu?.toFixed(1)} %, provider ${providerCpu?.toFixed(1)} %`,
      ].join("\n"),
    );
    expect(times.length).toBeGreaterThan(0);
  } finally {
    for (const b of browsers) await b.close();
    for (const s of servers) await s.close();
  }
});
