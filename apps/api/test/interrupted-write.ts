import { sql } from "drizzle-orm";
import type { Db } from "../src/db/index.ts";

/**
 * Makes every UPDATE that sets `column` of the user with `email` fail (a trigger raising), as a
 * process killed between a request's statements would: what ran before it in the same transaction is
 * undone, what ran in a transaction of its own is not. Answers the undo, for a `finally`.
 */
export async function failUserUpdates(db: Db, column: string, email: string) {
  // DDL takes no parameters: the names are the test's own, checked to be plain words.
  if (!/^[a-z_]+$/.test(column) || !/^[a-z0-9.@-]+$/.test(email)) throw new Error("plain names only");
  await db.execute(
    sql.raw(`create function test_interrupt() returns trigger language plpgsql as $$
      begin raise exception 'the test cut this request off'; end $$`),
  );
  await db.execute(
    sql.raw(`create trigger test_interrupt before update of ${column} on users for each row
      when (new.email = '${email}') execute function test_interrupt()`),
  );
  return async () => {
    await db.execute(sql.raw("drop trigger test_interrupt on users"));
    await db.execute(sql.raw("drop function test_interrupt()"));
  };
}
