// The public entry of credentials/: what other features may import (docs/decisions/036-feature-boundaries.md).
export { deleteAllCredentialFiles } from "./credential-files.ts";
