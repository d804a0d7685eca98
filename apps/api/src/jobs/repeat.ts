import type { Logger } from "pino";
import type { Sweep } from "./job-queue.ts";

export interface Repeating {
  /** One run now, queued behind any run in progress (tests and start-up). */
  run(): Promise<void>;
  /** No more runs; resolves once the run in progress has finished. */
  stop(): Promise<void>;
}

/**
 * Runs `job` every `intervalMs` in this process, one run at a time (a tick queues behind the run
 * before it), logging a failure as `failure` instead of stopping. The timer never keeps the process
 * alive. The background sweepers (holds, completions, reminders, availability) are each one of these.
 */
export function repeat(
  logger: Logger,
  failure: string,
  intervalMs: number,
  job: () => Promise<void>,
  { runNow = false }: { runNow?: boolean } = {},
): Repeating {
  let stopped = false;
  const tick = async () => {
    if (stopped) return;
    try {
      await job();
    } catch (err) {
      logger.error({ err }, failure);
    }
  };
  let running: Promise<void> = runNow ? tick() : Promise.resolve();
  const timer = setInterval(() => {
    running = running.then(tick);
  }, intervalMs);
  timer.unref();
  return {
    run: () => {
      running = running.then(tick);
      return running;
    },
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}

/** A sweep on a timer in this process (tests; the job queue runs sweeps in the app). */
export function repeatSweep(logger: Logger, sweep: Sweep): Repeating {
  return repeat(logger, sweep.failure, sweep.everyMs, sweep.run, { runNow: sweep.onStart ?? false });
}
