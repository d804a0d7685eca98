import { register } from "node:module";
import { OTLPTraceExporter } from "@opentelemetry/exporter-trace-otlp-http";
import { HttpInstrumentation } from "@opentelemetry/instrumentation-http";
import { PgInstrumentation } from "@opentelemetry/instrumentation-pg";
import { UndiciInstrumentation } from "@opentelemetry/instrumentation-undici";
import { NodeSDK } from "@opentelemetry/sdk-node";

/**
 * Traces over OTLP/HTTP (decision 053): HTTP in and out (W3C traceparent), fetch (undici) and
 * PostgreSQL queries, exported to OTEL_EXPORTER_OTLP_ENDPOINT (the exporter reads it and the other
 * OTEL_* variables itself). Only preload.ts loads this module, and only when that variable is set.
 * Probes and scrapes are not traced.
 */
export function startTracing(serviceName: string) {
  // ESM imports are hooked from here on: every module the app imports after this is instrumentable.
  register("@opentelemetry/instrumentation/hook.mjs", import.meta.url);
  const sdk = new NodeSDK({
    serviceName: process.env.OTEL_SERVICE_NAME ?? serviceName,
    traceExporter: new OTLPTraceExporter(),
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (req) => /^\/(livez|readyz|healthz|metrics)\b/.test(req.url ?? ""),
      }),
      new UndiciInstrumentation(),
      // Statements only: their values are people's data.
      new PgInstrumentation({ enhancedDatabaseReporting: false }),
    ],
  });
  sdk.start();
  // Spans still buffered are sent before the process exits.
  process.once("beforeExit", () => void sdk.shutdown());
  return sdk;
}
