import { PgTransaction } from "drizzle-orm/pg-core";

type Reads = readonly (() => PromiseLike<unknown>)[];

/**
 * Runs independent reads: at once on the pool, one after another on a transaction. A transaction is
 * one connection, which runs one query at a time; node-postgres deprecates queueing a second query
 * while the first runs (it will refuse it in pg 9), and nothing is gained by it anyway.
 */
export async function readAll<const R extends Reads>(
  db: object,
  reads: R,
): Promise<{ -readonly [K in keyof R]: Awaited<ReturnType<R[K]>> }> {
  type Results = { -readonly [K in keyof R]: Awaited<ReturnType<R[K]>> };
  if (!(db instanceof PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as Results;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as Results;
}
