import type { Logger } from "pino";
import type { Db } from "../db/index.ts";
import { countingSweep, type Sweep } from "../jobs/index.ts";
import type { NotifyMail } from "../notifications/index.ts";
import { sendLicenceExpiryNotices } from "./verification.ts";

/** Hourly is plenty for a 30-day notice; the mark on each licence makes repeats send nothing. */
export const LICENCE_SWEEP_MS = 60 * 60_000;

/** The licence-expiry prompt as a recurring job (started in main.ts beside the other sweeps). */
export function licenceExpirySweep(
  db: Db,
  logger: Logger,
  mail: NotifyMail,
  clock: () => Date = () => new Date(),
): Sweep {
  return countingSweep({
    name: "licence-expiry-notices",
    everyMs: LICENCE_SWEEP_MS,
    failure: "sending licence expiry notices failed",
    logger,
    clock,
    work: (now) => sendLicenceExpiryNotices(db, now, mail),
    counted: "sent",
    message: "licence expiry notices sent",
  });
}
