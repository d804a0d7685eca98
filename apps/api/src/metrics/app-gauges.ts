import type { Db } from "../db/index.ts";
import { queuedMailCount } from "../mail/index.ts";
import type { Metrics } from "./metrics.ts";

/** The gauges every API instance can read from what app.ts holds: open live streams and the outbox. */
export function addAppGauges(metrics: Metrics, deps: { db: Db; live: { size(): number } }) {
  metrics.addGauge({
    name: "live_streams_open",
    help: "Live event streams (GET /v1/stream) open in this process",
    read: () => deps.live.size(),
  });
  metrics.addGauge({
    name: "emails_queued",
    help: "Emails in the outbox waiting to be sent",
    read: () => queuedMailCount(deps.db),
  });
}
