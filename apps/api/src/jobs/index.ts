// The public entry of jobs/: what other features may import (docs/decisions/036-feature-boundaries.md).
export { repeat } from "./repeat.ts";
