import type { Metrics } from "../metrics/index.ts";
import type { JobQueue } from "./job-queue.ts";

const FIELDS = [
  ["queued", "Background jobs waiting to run (retries waiting out their backoff included)"],
  ["active", "Background jobs running now"],
  ["failed", "Background jobs that failed after every retry and are still kept"],
] as const;

/**
 * The job queue's depth and failures per queue, read from pg-boss at each scrape (decisions 050, 053):
 * `jobs_queued`, `jobs_active` and `jobs_failed`, labelled by queue.
 */
export function addQueueGauges(metrics: Metrics, queue: Pick<JobQueue, "counts">): void {
  for (const [field, help] of FIELDS) {
    metrics.addGauge({
      name: `jobs_${field}`,
      help,
      labelNames: ["queue"],
      read: async () => (await queue.counts()).map((c) => ({ labels: { queue: c.name }, value: c[field] })),
    });
  }
}
