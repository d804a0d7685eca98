import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import pg from "pg";
import pino from "pino";
import { SMTPServer } from "smtp-server";
import { afterAll, afterEach, beforeAll, describe, expect, inject, it, vi } from "vitest";
import { onPostgres } from "../../test/test-app.ts";
import { type Database, openDatabase } from "../db/client.ts";
import { outboxMessages } from "../db/index.ts";
import { createMailDelivery } from "../mail/mail-delivery.ts";
import { enqueueMail, setMailDeliveryQueue } from "../mail/outbox.ts";
import {
  cronEvery,
  type JobQueue,
  MAIL_QUEUE,
  ON_START_DATA,
  openJobQueue,
  SWEEP_RETRY,
} from "./job-queue.ts";

// One file for the queue (docs/decisions/050-job-queue.md): creating pg-boss's schema costs about a
// second on PGlite, so no other test file opens it.

let database: Database;
let databaseUrl: string | undefined;
const queues: JobQueue[] = [];

async function open(work = true) {
  const logger = pino({ level: "silent" });
  const queue = await openJobQueue({ db: database.db, pglite: database.pglite, databaseUrl, logger, work });
  queues.push(queue);
  return { queue, logger };
}

beforeAll(async () => {
  if (onPostgres()) {
    const server = inject("postgresUrl");
    const name = `t_${Math.random().toString(36).slice(2, 10)}`;
    const admin = new pg.Client({ connectionString: server });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    databaseUrl = server.replace(/\/postgres$/, `/${name}`);
  }
  database = await openDatabase({ databaseUrl, dataDir: "memory://" });
  await database.migrate();
});

afterEach(async () => {
  setMailDeliveryQueue(undefined);
  for (const queue of queues.splice(0)) await queue.stop();
});

afterAll(() => database.close());

/** Resolves once `check` holds, polling; fails the test after `ms`. */
async function until(check: () => boolean | Promise<boolean>, ms = 15_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("the job queue", () => {
  it("runs a job sent in a committed transaction once, and never one whose transaction rolled back", async () => {
    const { queue } = await open();
    await queue.boss.createQueue("probe");
    const runs: string[] = [];
    await queue.work<{ tag: string }>("probe", async ({ tag }) => {
      runs.push(tag);
    });
    await database.db
      .transaction(async (tx) => {
        await queue.sendInTransaction(tx, "probe", { tag: "rolled-back" });
        throw new Error("roll back");
      })
      .catch(() => {});
    await database.db.transaction(async (tx) => {
      await queue.sendInTransaction(tx, "probe", { tag: "committed" });
    });
    await until(() => runs.length > 0);
    // Long enough for the rolled-back job to have run had it existed.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(runs).toEqual(["committed"]);
  });

  it("retries a failing sweep with backoff and logs each failure", async () => {
    const { queue, logger } = await open();
    const error = vi.spyOn(logger, "error");
    let calls = 0;
    await queue.runSweeps([
      {
        name: "failing-sweep",
        everyMs: 60 * 60_000,
        failure: "the probe sweep failed",
        onStart: true,
        run: async () => {
          calls += 1;
          throw new Error("boom");
        },
      },
    ]);
    await until(() => calls === 1);
    let [job] = await queue.boss.findJobs("failing-sweep");
    await until(async () => {
      [job] = await queue.boss.findJobs("failing-sweep");
      return job?.state === "retry";
    });
    expect(error).toHaveBeenCalledWith({ err: expect.any(Error) }, "the probe sweep failed");
    // pg-boss counts a retry when it starts it.
    expect(job).toMatchObject({
      data: ON_START_DATA,
      state: "retry",
      retryCount: 0,
      retryLimit: SWEEP_RETRY.retryLimit,
      retryBackoff: true,
    });
    // Not run again at once: the retry waits out its delay (10 s, doubling).
    expect(job?.startAfter.getTime()).toBeGreaterThan(Date.now() + 3_000);
    expect(calls).toBe(1);
    const [counts] = (await queue.counts()).filter((q) => q.name === "failing-sweep");
    expect(counts).toMatchObject({ queued: 1, failed: 0 });
  });

  it("schedules each sweep on the queue's cron at its cadence", async () => {
    const { queue } = await open();
    await queue.runSweeps(
      ["release-holds", "complete-sessions"].map((name, i) => ({
        name,
        everyMs: i === 0 ? 30_000 : 15 * 60_000,
        failure: "failed",
        run: async () => {},
      })),
    );
    const schedules = await queue.boss.getSchedules();
    const ours = schedules.filter((s) => ["release-holds", "complete-sessions"].includes(s.name));
    expect(ours.map((s) => [s.name, s.cron]).sort()).toEqual([
      ["complete-sessions", "0 */15 * * * *"],
      ["release-holds", "*/30 * * * * *"],
    ]);
    expect(cronEvery(60_000)).toBe("0 */1 * * * *");
  });

  it("delivers an outbox email through its job, sent once", async () => {
    const received: string[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onData(stream, session, callback) {
        stream.on("data", () => {});
        stream.on("end", () => {
          received.push(session.envelope.rcptTo.map((r) => r.address).join(","));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
    const { port } = smtp.server.address() as AddressInfo;
    const { queue, logger } = await open();
    const mail = createMailDelivery({
      db: database.db,
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: "a@b.test",
      logger,
    });
    try {
      await queue.work<{ id: string }>(MAIL_QUEUE, async ({ id }, { retryCount, retryLimit }) => {
        await mail.deliverOne(id, { final: retryCount >= retryLimit });
      });
      setMailDeliveryQueue((tx, id) => queue.sendInTransaction(tx, MAIL_QUEUE, { id }));
      const id = await database.db.transaction((tx) =>
        enqueueMail(tx, {
          to: "Queue@Example.test",
          subject: "s",
          text: "t",
          html: "<p>t</p>",
          kind: "test",
        }),
      );
      const statusOf = async () => {
        const [row] = await database.db
          .select({ status: outboxMessages.status })
          .from(outboxMessages)
          .where(sql`${outboxMessages.id} = ${id}`);
        return row?.status;
      };
      // The server has the message before the job records it sent (the job writes once SMTP answers):
      // wait for the record, not for the server, or the read can come between the two.
      await until(async () => (await statusOf()) === "sent");
      expect(received).toEqual(["queue@example.test"]);
      // A repeated job for the same row sends nothing.
      await queue.send(MAIL_QUEUE, { id });
      await until(async () => {
        const jobs = await queue.boss.findJobs(MAIL_QUEUE);
        return jobs.every((j) => j.state === "completed");
      });
      expect(received).toHaveLength(1);
    } finally {
      await mail.stop();
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
  });

  it.runIf(onPostgres())("runs each committed job once with two workers", async () => {
    const runs = new Map<number, number>();
    for (let w = 0; w < 2; w += 1) {
      const { queue } = await open();
      await queue.boss.createQueue("shared", { notify: true });
      await queue.work<{ n: number }>("shared", async ({ n }) => {
        runs.set(n, (runs.get(n) ?? 0) + 1);
      });
    }
    const sender = queues[0];
    for (let n = 0; n < 40; n += 1) await sender?.send("shared", { n });
    await until(() => runs.size === 40, 60_000);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
  });
});
