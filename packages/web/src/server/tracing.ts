import { register } from "node:module";
import { OTLPTraceExporter } from "@opentelemetry/exporter-trace-otlp-http";
import { HttpInstrumentation } from "@opentelemetry/instrumentation-http";
import { UndiciInstrumentation } from "@opentelemetry/instrumentation-undici";
import { NodeSDK } from "@opentelemetry/sdk-node";

/**
 * Traces over OTLP/HTTP (decision 053): requests in (http) and the loaders' calls to the API out
 * (fetch, through undici), which carry the W3C `traceparent` so the API's spans join the page's trace.
 * The exporter reads OTEL_EXPORTER_OTLP_ENDPOINT and the other OTEL_* variables itself. Probes and
 * scrapes are not traced.
 */
export function startTracing(serviceName: string) {
  // ESM imports are hooked from here on: every module the server imports after this is instrumentable.
  register("@opentelemetry/instrumentation/hook.mjs", import.meta.url);
  const sdk = new NodeSDK({
    serviceName: process.env.OTEL_SERVICE_NAME ?? serviceName,
    traceExporter: new OTLPTraceExporter(),
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (req) => /^\/(livez|readyz|metrics)\b/.test(req.url ?? ""),
      }),
      new UndiciInstrumentation(),
    ],
  });
  sdk.start();
  process.once("beforeExit", () => void sdk.shutdown());
  return sdk;
}
