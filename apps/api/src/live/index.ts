// The public entry of live/: what other features may import (docs/decisions/036-feature-boundaries.md).
export { publishLive } from "./live-events.ts";
