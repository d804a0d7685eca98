// The public entry of jobs/: what other features may import (docs/decisions/036-feature-boundaries.md).
// Types only from job-queue.ts: loading pg-boss is left to the processes that open the queue (main.ts),
// so the feature modules and their tests do not pay for it.

export { countingSweep } from "./counting-sweep.ts";
export type { JobQueue, QueueCounts, Sweep } from "./job-queue.ts";
export { repeat, repeatSweep } from "./repeat.ts";
