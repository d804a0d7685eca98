// The public entry of messages/: what other features may import (docs/decisions/036-feature-boundaries.md).
export { unreadMessages } from "./message-store.ts";
