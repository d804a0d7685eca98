// The public entry of metrics/: what other features may import (docs/decisions/036-feature-boundaries.md).
// A feature that owns a number (the job queue's depth and failures) adds a gauge with `addGauge`.

export { addAppGauges } from "./app-gauges.ts";
export { addPoolGauges, createMetrics, type GaugeSpec, type Metrics, type PoolStats } from "./metrics.ts";
export { metricsRoutes, requestMetrics } from "./metrics-routes.ts";
