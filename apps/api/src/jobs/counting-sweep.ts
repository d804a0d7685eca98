import type { Logger } from "pino";
import type { Sweep } from "./job-queue.ts";

/**
 * A sweep that handles what is due at the clock's time and logs how many it handled, when any: the
 * shape of the reminder, no-show, session-starting and licence-expiry sweeps, written once.
 */
export function countingSweep(p: {
  name: string;
  everyMs: number;
  failure: string;
  logger: Logger;
  clock: () => Date;
  /** Does the run's work; answers how many it handled. */
  work: (now: Date) => Promise<number>;
  /** The log line's field for the count (e.g. `sent`) and its message. */
  counted: string;
  message: string;
}): Sweep {
  return {
    name: p.name,
    everyMs: p.everyMs,
    failure: p.failure,
    run: async () => {
      const handled = await p.work(p.clock());
      if (handled > 0) p.logger.info({ [p.counted]: handled }, p.message);
    },
  };
}
