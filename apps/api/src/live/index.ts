// The public entry of live/: what other features may import (docs/decisions/036-feature-boundaries.md).
export { publishLive } from "./live-events.ts";
export { deflateSignal, MAX_SIGNAL_NOTIFY_BYTES } from "./signal-codec.ts";
