// The public entry of seed/: what other features may import (docs/decisions/036-feature-boundaries.md).
// Nothing yet: no other feature imports it (the root files, app.ts and main.ts, may import any module).
export {};
