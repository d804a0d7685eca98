import type { Db } from "../db/index.ts";
import { pendingReportCount } from "../moderation/index.ts";
import { pendingCheckCount } from "../verification/index.ts";

/**
 * The overview's work queues (issue 32): what waits for staff, counted. One entry per queue; the
 * credential verification and review report queues add their counts here (until then they show 0).
 */
export interface StaffQueue {
  /** Stable key, e.g. `verifications`; the console links `/staff/<key>` when it has a screen. */
  key: string;
  label: string;
  count: (db: Db) => Promise<number>;
}

export const STAFF_QUEUES: StaffQueue[] = [
  { key: "verifications", label: "Pending verifications", count: pendingCheckCount },
  { key: "reports", label: "Reported reviews", count: pendingReportCount },
];
