import { collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";

/**
 * One process's Prometheus metrics (GET /metrics, metrics-routes.ts). Each API instance has its own
 * registry (tests build many apps in one process); main.ts makes the process's one and adds what only
 * it knows (the database pool, later the job queue) with `addGauge`.
 */
export interface Metrics {
  registry: Registry;
  /** Request durations by method, route TEMPLATE (`/v1/booking/:id`, never the path) and status. */
  requestDuration: Histogram<"method" | "route" | "status">;
  /**
   * A gauge read at each scrape: `read` answers its value (or values by label). A feature that owns a
   * number (the job queue's depth and failures) registers it here; a name may be added once.
   */
  addGauge(gauge: GaugeSpec): void;
}

export interface GaugeSpec {
  name: string;
  help: string;
  labelNames?: string[];
  /** The value now, or one value per label set. Errors leave the gauge unset for this scrape. */
  read: () =>
    | number
    | Array<{ labels: Record<string, string>; value: number }>
    | Promise<number | Array<{ labels: Record<string, string>; value: number }>>;
}

export interface MetricsOptions {
  /** The process's CPU, memory, event-loop lag and handles (prom-client's defaults): main.ts only. */
  processMetrics?: boolean;
}

export function createMetrics(options: MetricsOptions = {}): Metrics {
  const registry = new Registry();
  if (options.processMetrics) collectDefaultMetrics({ register: registry });
  const requestDuration = new Histogram({
    name: "http_request_duration_seconds",
    help: "HTTP request duration by method, route template and status",
    labelNames: ["method", "route", "status"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  return {
    registry,
    requestDuration,
    addGauge(spec) {
      new Gauge({
        name: spec.name,
        help: spec.help,
        labelNames: spec.labelNames ?? [],
        registers: [registry],
        async collect() {
          this.reset();
          let value: Awaited<ReturnType<GaugeSpec["read"]>>;
          try {
            value = await spec.read();
          } catch {
            return;
          }
          if (typeof value === "number") this.set(value);
          else for (const item of value) this.set(item.labels, item.value);
        },
      });
    },
  };
}

/** node-postgres's pool counters (db/client.ts `poolStats`). */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

/** The PostgreSQL pool's connections: open, idle, and queries waiting for one. */
export function addPoolGauges(metrics: Metrics, stats: () => PoolStats) {
  metrics.addGauge({
    name: "db_pool_connections",
    help: "Database pool connections by state (total open, idle) and queries waiting for a connection",
    labelNames: ["state"],
    read: () => {
      const now = stats();
      return [
        { labels: { state: "total" }, value: now.total },
        { labels: { state: "idle" }, value: now.idle },
        { labels: { state: "waiting" }, value: now.waiting },
      ];
    },
  });
}
