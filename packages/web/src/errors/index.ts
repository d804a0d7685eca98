// The feature's public entry (docs/decisions/036-feature-boundaries.md), written by
// tooling/scripts/web-feature-entries.mjs from what other features import: run it again, do not edit.
export { failedLoaderMeta, notFoundMeta } from "./not-found-meta.ts";
export { ErrorBoundary } from "./route-error-boundary.tsx";
