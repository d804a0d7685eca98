import assert from "node:assert/strict";
import http from "node:http";
import {
  type Acknowledged,
  bookAndPay,
  bookingForm,
  Client,
  journey,
  login,
  newAcknowledged,
  newRecord,
  type Record_,
  sendMessage,
  signUp,
  slots,
  TYPED,
  visitorAddress,
} from "./journey.ts";
import { type Stack, sleep, startStack, urls, waitUp } from "./stack.ts";

/**
 * `pnpm test:topology` (issue 29): the production layout on this machine (stack.ts) and the journey
 * sign-up → search → book → pay (sandbox) → message live across API processes → reminder, while one
 * API process is SIGKILLed and started again and the sites are restarted one after the other. Needs the
 * apps built (`pnpm turbo run build --filter=@marketplace/api-server --filter=@marketplace/global
 * --filter=@marketplace/nigeria`). `--bench` runs bench.ts instead.
 */

const DEMO_PROVIDER = "provider@demo.tranquil.example";
const DEMO_PASSWORD = "Tranquil-demo-2026";
const started = Date.now();
const log = (line: string) => console.log(`[${((Date.now() - started) / 1000).toFixed(1)} s] ${line}`);

/** Opens GET /v1/stream on one API process; `next(pattern)` resolves when a chunk containing it arrives. */
function openStream(base: string, token: string) {
  const waiters: Array<{ pattern: string; resolve: () => void }> = [];
  let seen = "";
  return new Promise<{ next: (pattern: string, ms: number) => Promise<void>; close: () => void }>(
    (resolve, reject) => {
      const request = http.get(
        `${base}/v1/stream`,
        { headers: { Authorization: `Bearer ${token}` } },
        (res) => {
          if (res.statusCode !== 200) return reject(new Error(`stream answered ${res.statusCode}`));
          res.setEncoding("utf8");
          res.on("data", (chunk: string) => {
            seen += chunk;
            for (const w of [...waiters]) {
              if (seen.includes(w.pattern)) {
                waiters.splice(waiters.indexOf(w), 1);
                w.resolve();
              }
            }
            if (chunk.includes("event: ready")) {
              seen = "";
              resolve({
                next: (pattern, ms) =>
                  new Promise<void>((ok, fail) => {
                    const timer = setTimeout(() => fail(new Error(`no '${pattern}' within ${ms} ms`)), ms);
                    waiters.push({
                      pattern,
                      resolve: () => {
                        clearTimeout(timer);
                        ok();
                      },
                    });
                  }),
                close: () => request.destroy(),
              });
            }
          });
        },
      );
      request.on("error", reject);
    },
  );
}

/**
 * The standby's own sessions that ran a statement on the directory's table since `since`: the API's
 * replica pool connections show their last statement in pg_stat_activity at once (the table
 * statistics of a standby are flushed only seconds later).
 */
async function standbyDirectoryReads(stack: Stack, since: Date) {
  const r = await stack.standby.query<{ n: string }>(
    `select count(*) n from pg_stat_activity
      where pid <> pg_backend_pid() and query ilike '%provider_cards%' and query_start >= $1`,
    [since],
  );
  return Number(r.rows[0]?.n ?? 0);
}

/** A booking with the demo provider whose 24-hour reminder is due now: a slot 23–24 h ahead. */
async function reminderBooking(stack: Stack, client: Client, ack: Acknowledged) {
  const provider = await login(client, DEMO_PROVIDER, DEMO_PASSWORD);
  const who = await signUp(client.as(visitorAddress()), stack.primary, "reminder", ack);
  const form = await bookingForm(client, who, provider.id);
  const from = Date.now() + 23 * 3_600_000 + 5 * 60_000;
  const to = Date.now() + 24 * 3_600_000 - 5 * 60_000;
  const inWindow = (await slots(client, provider.id, 0, 2)).filter((s) => {
    const t = Date.parse(s.startTime);
    return t > from && t <= to;
  });
  if (inWindow.length === 0) {
    // The seeded hours rarely fall 23–24 h from now: the provider opens one more slot then, as a
    // fixture written on the primary (the API has no route to open a single slot at a given time).
    const start = new Date(Math.ceil(from / 60_000) * 60_000);
    const slot = await stack.primary.query<{ id: string; start_time: Date }>(
      `insert into timeslots (id, provider_id, start_time, end_time, status)
       values ($1, $2, $3, $4, 'open') returning id, start_time`,
      [
        `01TOPOLOGY${Date.now().toString(36).toUpperCase().padStart(16, "0")}`.slice(0, 26),
        provider.id,
        start,
        new Date(start.getTime() + 50 * 60_000),
      ],
    );
    const row = slot.rows[0];
    assert.ok(row);
    inWindow.push({ identifier: row.id, startTime: row.start_time.toISOString() });
  }
  const booking = await bookAndPay(client, who, form, inWindow.slice(0, 1), ack);
  assert.ok(booking, "the reminder booking was made");
  return { provider, who, booking };
}

async function main() {
  const stack = await startStack(log);
  const ack = newAcknowledged();
  const record: Record_ = newRecord();
  const lb = new Client(urls.lbApi, record);
  let failed = false;
  try {
    // The directory's reads go to the standby.
    const since = (await stack.standby.query<{ now: Date }>("select now()")).rows[0]?.now ?? new Date();
    assert.equal(await standbyDirectoryReads(stack, since), 0);
    await lb.json("GET", "/v1/providers?country=NG&page=1", 200);
    await lb.json("GET", "/v1/providers?country=GB&page=1", 200);
    const reads = await standbyDirectoryReads(stack, since);
    assert.ok(reads > 0, "the standby served the directory searches");
    log(`directory searches read on the standby (${reads} of its sessions ran them)`);

    // The reminder's booking, then a message live across the two API processes: the provider's stream
    // is on API 1, the client writes through API 2.
    const reminder = await reminderBooking(stack, lb, ack);
    log(`booking ${reminder.booking} 23–24 h ahead paid: its 24-hour reminder is due`);
    const stream = await openStream(urls.api1, reminder.provider.token);
    const arrived = stream.next("event: message", 10_000);
    const t0 = performance.now();
    await sendMessage(
      new Client(urls.api2, record),
      reminder.who,
      reminder.provider.id,
      "See you tomorrow.",
      ack,
    );
    await arrived;
    stream.close();
    log(
      `message sent on API 2 arrived on the provider's stream on API 1 in ${(performance.now() - t0).toFixed(0)} ms`,
    );

    // Journeys through HAProxy while API 1 is killed and restarted and the sites restart one by one.
    let chaosDone = false;
    let journeys = 0;
    let noSlot = 0;
    const errors: string[] = [];
    const runner = async (n: number) => {
      let i = 0;
      while (!chaosDone || i < 2) {
        try {
          if (await journey(lb, stack.primary, `j${n}-${i}`, ack)) journeys++;
          else noSlot++;
        } catch (err) {
          errors.push((err as Error).message);
          await sleep(1_000);
        }
        i++;
      }
    };
    const pages: Record<string, number> = {};
    const pager = async () => {
      const site = new Client(urls.lbGlobal, record);
      const ng = new Client(urls.lbNigeria, record);
      while (!chaosDone) {
        for (const [c, path] of [
          [site, "/"],
          [ng, "/providers"],
        ] as const) {
          const res = await c.call("GET", path);
          await res.arrayBuffer();
          pages[res.status] = (pages[res.status] ?? 0) + 1;
        }
        await sleep(200);
      }
    };
    const chaos = async () => {
      await sleep(4_000);
      log("SIGKILL API 1");
      await stack.procs.api1.stop("SIGKILL");
      await sleep(3_000);
      await stack.restart("api1");
      await waitUp(["api1"]);
      log("API 1 started again and back in HAProxy");
      for (const site of ["global", "nigeria"] as const) {
        log(`SIGTERM the ${site} site`);
        await stack.procs[site].stop("SIGTERM");
        await stack.restart(site);
        await waitUp([`${site}1`]);
        log(`the ${site} site is back`);
      }
      chaosDone = true;
    };
    await Promise.all([runner(1), runner(2), runner(3), pager(), chaos()]);
    log(
      `journeys: ${journeys} completed, ${noSlot} found no free slot, ${errors.length} failed; ` +
        `${record.requests} requests, ${record.safeRetries} safe retries; site pages by status ${JSON.stringify(pages)}`,
    );
    if (record.reconciled.length > 0) log(`ambiguous writes looked up: ${record.reconciled.join("; ")}`);
    assert.deepEqual(record.unsafe, [], "the client saw no error it could not retry safely");
    assert.deepEqual(errors.slice(0, 10), [], "every journey completed");
    assert.ok(journeys >= 3, "journeys completed during the restarts");
    assert.deepEqual(Object.keys(pages), ["200"], "every site page answered 200 (after safe retries)");

    // No acknowledged write was lost (read on the primary).
    const count = async (sqlText: string, ids: string[]) =>
      Number((await stack.primary.query<{ n: string }>(sqlText, [ids])).rows[0]?.n ?? 0);
    assert.equal(await count("select count(*) n from users where id = any($1)", ack.users), ack.users.length);
    assert.equal(
      await count(
        "select count(*) n from bookings where id = any($1) and status = 'confirmed'",
        ack.bookings,
      ),
      ack.bookings.length,
      "every acknowledged, paid booking is confirmed",
    );
    assert.equal(
      await count(
        "select count(*) n from payments where reference = any($1) and status = 'success'",
        ack.payments,
      ),
      ack.payments.length,
    );
    assert.equal(
      await count("select count(*) n from messages where id = any($1)", ack.messages),
      ack.messages.length,
    );
    log(
      `acknowledged writes all on the primary: ${ack.users.length} users, ${ack.bookings.length} bookings, ` +
        `${ack.payments.length} payments, ${ack.messages.length} messages`,
    );

    // The reminder, sent once by the worker's cron job despite two API processes.
    const deadline = Date.now() + 150_000;
    let reminders = 0;
    while (Date.now() < deadline) {
      reminders = await count(
        "select count(*) n from session_reminders where booking_id = any($1) and kind = '24h'",
        [reminder.booking],
      );
      if (reminders > 0) break;
      await sleep(2_000);
    }
    assert.equal(reminders, 1, "one 24-hour reminder for the booking");
    const clientReminders = await count(
      "select count(*) n from notifications where user_id = any($1) and type = 'in-app-booking-reminder'",
      [reminder.who.id],
    );
    assert.equal(clientReminders, 1, "the client was reminded once");
    log(
      `24-hour reminder sent once (session_reminders 1, client notifications 1) at ${new Date().toISOString()}`,
    );
    // The reminder sweep runs again the next minute: the booking is still due, and is not reminded twice.
    const sweeps = async () =>
      count("select count(*) n from pgboss.job where name = any($1) and state = 'completed'", [
        "send-reminders",
      ]);
    const sweepsThen = await sweeps();
    const secondBy = Date.now() + 80_000;
    while ((await sweeps()) <= sweepsThen && Date.now() < secondBy) await sleep(2_000);
    assert.ok((await sweeps()) > sweepsThen, "the reminder sweep ran again");
    assert.equal(
      await count("select count(*) n from session_reminders where booking_id = any($1)", [reminder.booking]),
      1,
    );
    assert.equal(
      await count(
        "select count(*) n from notifications where user_id = any($1) and type = 'in-app-booking-reminder'",
        [reminder.who.id],
      ),
      1,
      "the next sweep did not remind the client again",
    );
    log(`the reminder sweep ran again (${await sweeps()} runs): still one reminder`);
    // Each cron occurrence is one send-it job, filed under its schedule and minute slot; each made at most
    // one run of its sweep. Counted per occurrence, not per minute of creation: a worker starting on a
    // quarter hour runs the availability top-up at start (labelled onStart) and for the cron in the
    // same minute, and a late send-it can make two slots' runs in one minute; neither is a double run.
    const occurrences = await stack.primary.query<{ name: string; slot: string; n: string }>(
      `select data->>'name' name, data->>'slot' slot, count(*) n from pgboss.job
        where name = '__pgboss__send-it' group by 1, 2 having count(*) > 1`,
    );
    assert.deepEqual(occurrences.rows, [], "each cron occurrence was sent once");
    const jobs = await stack.primary.query<{ name: string; runs: string; occurrences: string }>(
      `select j.name, count(*) runs,
              (select count(*) from pgboss.job s
                where s.name = '__pgboss__send-it' and s.data->>'name' = j.name) occurrences
         from pgboss.job j
        where j.name not like '\\_\\_%' and j.name <> 'deliver-mail' and j.data->>'onStart' is null
        group by 1`,
    );
    assert.deepEqual(
      jobs.rows.filter((r) => Number(r.runs) > Number(r.occurrences)),
      [],
      "each scheduled job ran once per cron occurrence",
    );
    const runs = await stack.primary.query<{ name: string; completed: string; failed: string }>(
      `select name, count(*) filter (where state = 'completed') completed, count(*) filter (where state = 'failed') failed
         from pgboss.job group by 1 order by 1`,
    );
    log(
      `pg-boss jobs: ${runs.rows.map((r) => `${r.name} ${r.completed} completed/${r.failed} failed`).join("; ")}`,
    );
    assert.ok(
      runs.rows.every((r) => r.failed === "0"),
      "no job failed",
    );
    // Logs never carry health data: everything every process printed (stdout and stderr of both APIs,
    // the worker, both sites and HAProxy, across their restarts) holds none of what the journeys typed:
    // the sign-ups' emails and names, the booking notes, the messages and the uploaded file's name.
    const typed = [
      TYPED.firstName,
      TYPED.lastName,
      TYPED.note,
      TYPED.fileName,
      ...TYPED.emails,
      ...TYPED.messages,
    ];
    const printed = Object.values(stack.procs).map((p) => ({ name: p.name, text: p.log().toLowerCase() }));
    assert.ok(
      printed.some((p) => p.name === "api1" && p.text.includes("/v1/messages")),
      "the APIs logged the journeys' requests",
    );
    const leaks = printed.flatMap((p) =>
      typed.filter((word) => p.text.includes(word.toLowerCase())).map((word) => `${p.name}: ${word}`),
    );
    assert.deepEqual(leaks, [], "no process printed what the journeys typed");
    log(
      `logs: ${printed.map((p) => `${p.name} ${p.text.length} chars`).join(", ")}; none holds any of ${typed.length} typed values`,
    );
    log("topology test passed");
  } catch (err) {
    failed = true;
    console.error(err);
    for (const p of Object.values(stack.procs)) {
      const tail = p.log().slice(-1500);
      if (tail.trim()) console.error(`--- ${p.name} log (tail)\n${tail}`);
    }
  } finally {
    await stack.stop();
    log(
      `stopped everything (${failed ? "FAILED" : "passed"}, ${((Date.now() - started) / 1000).toFixed(0)} s)`,
    );
    process.exitCode = failed ? 1 : 0;
  }
}

if (process.argv.includes("--bench")) await import("./bench.ts");
else await main();
