// The sites' tracing (decision 053), loaded first: `node --import @marketplace/web/telemetry server.mjs`
// (the apps' start scripts), because instrumentation must hook the imports of http before they happen.
// Without OTEL_EXPORTER_OTLP_ENDPOINT it loads nothing else: tracing then costs nothing.
if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT) {
  const { startTracing } = await import("./tracing.ts");
  startTracing("tranquil-site");
}

export {};
