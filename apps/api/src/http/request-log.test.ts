import { Writable } from "node:stream";
import { DrizzleQueryError } from "drizzle-orm/errors";
import { Hono } from "hono";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { ApiError, handleError } from "./errors.ts";
import { requestLog, withoutValues } from "./request-log.ts";

/** A pino logger that keeps the lines it writes, in `lines`. */
function capturingLogger() {
  const lines: string[] = [];
  const logger = pino(
    {},
    new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    }),
  );
  return { logger, lines };
}

describe("request lines", () => {
  it("are errors for a 5xx only: a refusal (4xx) is logged at info", async () => {
    const { logger, lines } = capturingLogger();
    const app = new Hono();
    app.use(requestLog(logger));
    app.get("/ok", (c) => c.json({ ok: true }));
    app.get("/refused", () => {
      throw new ApiError(401, "Incorrect email or password");
    });
    app.get("/broken", () => {
      throw new Error("a bug");
    });
    app.onError(handleError);
    for (const path of ["/ok", "/refused", "/broken"]) await app.request(path);
    const parsed = lines.map((line) => JSON.parse(line) as { res?: { status: number } });
    const byStatus = (status: number) => parsed.find((line) => line.res?.status === status);
    expect(byStatus(200)).toMatchObject({ level: 30, msg: "Request completed" });
    expect(byStatus(401)).toMatchObject({ level: 30, msg: "Request refused" });
    expect(byStatus(500)).toMatchObject({ level: 50, msg: "Request failed" });
  });
});

describe("logged errors", () => {
  it("keep where a failed query came from, not its values nor PostgreSQL's failing row", () => {
    const captured = capturingLogger();
    const logger = withoutValues(captured.logger);
    const { lines } = captured;
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
    const captured = capturingLogger();
    const logger = withoutValues(captured.logger);
    const { lines } = captured;
    logger.warn(
      { err: "550 5.1.1 <amara.o@example.com>: Recipient address rejected" },
      "mail delivery failed",
    );
    expect(lines.join("")).toContain("550 5.1.1 <[email]>: Recipient address rejected");
  });
});
