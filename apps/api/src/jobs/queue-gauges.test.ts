import { describe, expect, it } from "vitest";
import { createMetrics } from "../metrics/index.ts";
import { addQueueGauges } from "./queue-gauges.ts";

describe("the job queue's gauges", () => {
  it("report each queue's waiting, running and failed jobs at each scrape", async () => {
    const metrics = createMetrics();
    let failed = 0;
    addQueueGauges(metrics, {
      counts: async () => [
        { name: "deliver-mail", queued: 4, active: 1, failed },
        { name: "hold-sweep", queued: 0, active: 0, failed: 0 },
      ],
    });
    const first = await metrics.registry.metrics();
    expect(first).toMatch(/^jobs_queued\{queue="deliver-mail"\} 4$/m);
    expect(first).toMatch(/^jobs_active\{queue="deliver-mail"\} 1$/m);
    expect(first).toMatch(/^jobs_failed\{queue="hold-sweep"\} 0$/m);
    failed = 2;
    expect(await metrics.registry.metrics()).toMatch(/^jobs_failed\{queue="deliver-mail"\} 2$/m);
  });
});
