// The public entry of db/: what other features may import (docs/decisions/036-feature-boundaries.md).

export { type Db, openDatabase } from "./client.ts";
export { isCheckViolation, isUniqueViolation } from "./pg-errors.ts";
export { readAll } from "./read-all.ts";
export * from "./schema/index.ts";
export { newestMigration, schemaIsCurrent } from "./schema-version.ts";
export { seriesProvider, withSeriesProvider } from "./series-provider.ts";
