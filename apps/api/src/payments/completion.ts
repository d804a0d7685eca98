import type { Logger } from "pino";
import { completeSessions } from "../booking-lifecycle/index.ts";
import type { Db } from "../db/index.ts";
import { pruneIdempotencyKeys } from "../http/index.ts";
import { repeatSweep, type Sweep } from "../jobs/index.ts";
import type { NotifyMail } from "../notifications/index.ts";

export const COMPLETION_SWEEP_MS = 60_000;

/**
 * Has the booking lifecycle complete past sessions (and post their earnings) every
 * COMPLETION_SWEEP_MS (started in main.ts, like the hold sweeper), and forgets idempotency keys older
 * than a day.
 */
export function completionSweep(
  db: Db,
  logger: Logger,
  mail: NotifyMail,
  clock: () => Date = () => new Date(),
): Sweep {
  return {
    name: "complete-sessions",
    everyMs: COMPLETION_SWEEP_MS,
    failure: "completing sessions failed",
    run: async () => {
      const completed = await completeSessions(db, clock(), mail);
      if (completed > 0) {
        logger.info({ completed }, "sessions completed and earnings posted");
      }
      await pruneIdempotencyKeys(db, clock());
    },
  };
}

export function startCompletionSweeper(...args: Parameters<typeof completionSweep>) {
  return repeatSweep(args[1], completionSweep(...args));
}
