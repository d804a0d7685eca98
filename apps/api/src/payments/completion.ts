import type { Logger } from "pino";
import { completeSessions } from "../booking-lifecycle/index.ts";
import type { Db } from "../db/index.ts";
import { repeat } from "../jobs/index.ts";
import type { NotifyMail } from "../notifications/index.ts";
import { pruneIdempotencyKeys } from "./idempotency.ts";

export const COMPLETION_SWEEP_MS = 60_000;

/**
 * Has the booking lifecycle complete past sessions (and post their earnings) every
 * COMPLETION_SWEEP_MS (started in main.ts, like the hold sweeper), and forgets idempotency keys older
 * than a day.
 */
export function startCompletionSweeper(
  db: Db,
  logger: Logger,
  mail: NotifyMail & { wake?: () => void },
  clock: () => Date = () => new Date(),
) {
  return repeat(logger, "completing sessions failed", COMPLETION_SWEEP_MS, async () => {
    const completed = await completeSessions(db, clock(), mail);
    if (completed > 0) {
      logger.info({ completed }, "sessions completed and earnings posted");
      mail.wake?.();
    }
    await pruneIdempotencyKeys(db, clock());
  });
}
