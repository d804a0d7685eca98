// The public entry of users/: what other features may import (docs/decisions/036-feature-boundaries.md).
// Nothing yet: only the composition root (app.ts) mounts its routes.
export {};
