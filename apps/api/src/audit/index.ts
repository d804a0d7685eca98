// The public entry of audit/: what other features may import (docs/decisions/036-feature-boundaries.md).
export { type AuditAction, auditEntriesFor, recordAccess, writeAuditEntry } from "./audit-log.ts";
