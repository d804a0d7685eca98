// Loaded first, with `node --import ./dist/telemetry/preload.js dist/main.js` (package.json's start), because
// instrumentation must hook the imports of http and pg before they happen. Without
// OTEL_EXPORTER_OTLP_ENDPOINT it loads nothing else: tracing then costs nothing (decision 053).
if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT) {
  const { startTracing } = await import("./tracing.ts");
  startTracing("tranquil-api");
}

export {};
