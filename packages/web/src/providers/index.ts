// The feature's public entry (docs/decisions/036-feature-boundaries.md), written by
// tooling/scripts/web-feature-entries.mjs from what other features import: run it again, do not edit.

export { ProviderGrid } from "./provider-grid.tsx";
export { ProviderGridLater } from "./provider-grid-later.tsx";
export { providerName } from "./provider-name.ts";
export { VerifiedBadge } from "./verified-badge.tsx";
