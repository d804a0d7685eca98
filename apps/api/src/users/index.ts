// The public entry of users/: what other features may import (docs/decisions/036-feature-boundaries.md).
export { fullName } from "./full-name.ts";
