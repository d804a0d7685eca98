import { trace } from "@opentelemetry/api";

/**
 * The pino mixin that puts the current trace's ids on each log line (`trace_id`, `span_id`), so a
 * log line leads to its trace. @opentelemetry/api alone is a no-op without the SDK: no ids then.
 */
export function traceIds(): Record<string, string> {
  const context = trace.getActiveSpan()?.spanContext();
  return context ? { trace_id: context.traceId, span_id: context.spanId } : {};
}
