import { join } from "node:path";
import { createInterface } from "node:readline/promises";
import { parseArgs } from "node:util";
import { emailSchema, newPasswordSchema } from "@marketplace/domain/accounts";
import { openDatabase } from "../db/index.ts";
import { parseDatabaseEnv } from "../env.ts";
import { exitOnStartupError } from "../startup-error.ts";
import { createStaffAccount } from "./staff-accounts.ts";

/**
 * `pnpm staff:create [--email a@b --first-name A --last-name B]`: the only way a staff account is made
 * (issue 32). Asks for what the flags leave out, and for the password always (so it is in no shell
 * history); with stdin not a terminal, reads the answers line by line. Prints the TOTP secret, its
 * otpauth:// URI and the recovery codes once: only the secret (needed to check codes) and the codes'
 * hashes are stored.
 */
async function main() {
  const { values } = parseArgs({
    options: {
      email: { type: "string" },
      "first-name": { type: "string" },
      "last-name": { type: "string" },
    },
  });
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: process.stdin.isTTY });
  const lines = process.stdin.isTTY ? undefined : rl[Symbol.asyncIterator]();
  const ask = async (question: string) => {
    if (lines) {
      process.stdout.write(question);
      const next = await lines.next();
      process.stdout.write("\n");
      return next.done ? "" : String(next.value);
    }
    return rl.question(question);
  };
  const email = emailSchema.parse(values.email ?? (await ask("Email: ")));
  const firstName = (values["first-name"] ?? (await ask("First name: "))).trim();
  const lastName = (values["last-name"] ?? (await ask("Last name: "))).trim();
  if (!firstName || !lastName) throw new Error("a first and a last name are required");
  const password = newPasswordSchema.parse(
    await ask("Password (at least 10 characters, a letter and a number): "),
  );
  rl.close();

  const env = parseDatabaseEnv();
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: join(env.DATA_DIR, "db") });
  try {
    await database.migrate();
    const staff = await createStaffAccount(database.db, { email, firstName, lastName, password });
    console.log(`\n  Staff account created: ${staff.email}`);
    console.log("  Add it to an authenticator app (shown once):");
    console.log(`    secret  ${staff.totpSecret}`);
    console.log(`    uri     ${staff.otpauthUri}`);
    console.log("  Recovery codes (each works once; shown once, keep them safe):");
    for (const code of staff.recoveryCodes) console.log(`    ${code}`);
    console.log("  Sign in at /staff/login on the global site.\n");
  } finally {
    await database.close();
  }
}

main().catch(exitOnStartupError("  staff:create failed"));
