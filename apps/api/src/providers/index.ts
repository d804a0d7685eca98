// The public entry of providers/: what other features may import (docs/decisions/036-feature-boundaries.md).
export { loadAvailability } from "./availability/availability-store.ts";
export { loadProviderCards } from "./provider-cards.ts";
export { loadProviderProfile } from "./provider-profile.ts";
export { ProviderSearchResultSchema } from "./provider-schemas.ts";
