/**
 * PostgreSQL's error code on a failure from pg or PGlite, possibly wrapped by Drizzle (`cause`), so
 * callers can answer a constraint the database enforced with a precise 4xx.
 */
function hasPgCode(err: unknown, code: string): boolean {
  for (let e: unknown = err; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === code) return true;
  }
  return false;
}

/** unique_violation: another row already holds the value. */
export const isUniqueViolation = (err: unknown) => hasPgCode(err, "23505");
/** check_violation: a check constraint refused the row. */
export const isCheckViolation = (err: unknown) => hasPgCode(err, "23514");
