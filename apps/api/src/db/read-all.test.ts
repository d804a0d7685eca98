import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { describe, expect, it } from "vitest";
import { readAll } from "./read-all.ts";

describe("readAll", () => {
  it("answers the reads in order, on the pool and in a transaction, where they run one at a time", async () => {
    const db = drizzle(new PGlite());
    const reads = [
      () => db.execute(sql`select 1 as n`).then((r) => r.rows[0]),
      () => Promise.resolve("two"),
    ] as const;
    expect(await readAll(db, reads)).toEqual([{ n: 1 }, "two"]);

    const order: string[] = [];
    const slow = (name: string, ms: number) => () =>
      new Promise<string>((resolve) => {
        order.push(`start ${name}`);
        setTimeout(() => {
          order.push(`end ${name}`);
          resolve(name);
        }, ms);
      });
    const inTransaction = await db.transaction((tx) => readAll(tx, [slow("a", 30), slow("b", 1)] as const));
    expect(inTransaction).toEqual(["a", "b"]);
    expect(order).toEqual(["start a", "end a", "start b", "end b"]);

    order.length = 0;
    await readAll(db, [slow("a", 30), slow("b", 1)] as const);
    expect(order.slice(0, 2)).toEqual(["start a", "start b"]);
  });
});
