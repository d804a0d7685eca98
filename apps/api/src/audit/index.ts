// The public entry of audit/: what other features may import (docs/decisions/036-feature-boundaries.md).
export { auditEntriesFor, recordAccess } from "./audit-log.ts";
