import { Writable } from "node:stream";
import { DrizzleQueryError } from "drizzle-orm/errors";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { withoutValues } from "./request-log.ts";

describe("logged errors", () => {
  it("keep where a failed query came from, not its values nor PostgreSQL's failing row", () => {
    const lines: string[] = [];
    const logger = withoutValues(
      pino(
        {},
        new Writable({
          write(chunk, _encoding, done) {
            lines.push(String(chunk));
            done();
          },
        }),
      ),
    );
    const cause = Object.assign(new Error('new row for relation "bookings" violates check constraint'), {
      code: "23514",
      constraint: "bookings_note_check",
      detail: "Failing row contains (01JD, amara@example.com, Panic attacks at night).",
    });
    const err = new DrizzleQueryError(
      "insert into bookings values ($1, $2)",
      ["amara@example.com", "Panic attacks at night"],
      cause,
    );
    logger.error({ err }, "unhandled error");
    const line = lines.join("");
    expect(line).toContain("Failed query: insert into bookings");
    expect(line).toContain("bookings_note_check");
    expect(line).toContain("23514");
    expect(line).not.toContain("amara@example.com");
    expect(line).not.toContain("Panic attacks");
  });

  it("keep an SMTP refusal's reason without the recipient's address", () => {
    const lines: string[] = [];
    const logger = withoutValues(
      pino(
        {},
        new Writable({
          write(chunk, _encoding, done) {
            lines.push(String(chunk));
            done();
          },
        }),
      ),
    );
    logger.warn(
      { err: "550 5.1.1 <amara.o@example.com>: Recipient address rejected" },
      "mail delivery failed",
    );
    expect(lines.join("")).toContain("550 5.1.1 <[email]>: Recipient address rejected");
  });
});
