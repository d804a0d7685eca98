/**
 * A reason the API or the seed refuses to start that the operator can fix (configuration, a held
 * data folder): printed as one clear line, without a stack trace.
 */
export class StartupError extends Error {}

/** Prints a startup failure (a StartupError as its message alone) and exits non-zero. */
export function exitOnStartupError(prefix: string) {
  return (err: unknown): never => {
    if (err instanceof StartupError) console.error(`${prefix}: ${err.message}`);
    else console.error(`${prefix}:`, err);
    process.exit(1);
  };
}
