import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDatabase } from "../../test/test-app.ts";
import type { Database } from "../db/client.ts";
import { createMailDelivery } from "./mail-delivery.ts";
import { enqueueMail, listOutbox } from "./outbox.ts";

/** A local SMTP stand-in on a loopback port: real SMTP, no network. */
function startSmtp(options: { rejectFirst?: number } = {}) {
  const received: Array<{ from: string; to: string[]; raw: string }> = [];
  let toReject = options.rejectFirst ?? 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        if (toReject > 0) {
          toReject -= 1;
          const error = Object.assign(new Error("try again later"), { responseCode: 451 });
          callback(error);
          return;
        }
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  return new Promise<{ url: string; received: typeof received; close: () => Promise<void> }>((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.server.address() as AddressInfo;
      resolve({
        url: `smtp://127.0.0.1:${port}`,
        received,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
  await database.migrate();
});
afterAll(() => database.close());

const message = (to: string) => ({
  to,
  subject: "Confirm your email address for Tranquil",
  text: "Hello,\n\nhttp://localhost:3000/confirm-email?token=abc",
  html: "<p>Hello,</p>",
  kind: "confirm-email",
});

describe("outbox delivery over SMTP", () => {
  it("delivers pending messages once, from MAIL_FROM, and marks them sent", async () => {
    const smtp = await startSmtp();
    const delivery = createMailDelivery({
      db: database.db,
      smtpUrl: smtp.url,
      from: "Tranquil <no-reply@tranquil.example>",
    });
    try {
      await enqueueMail(database.db, message("first@example.com"));
      // A second ahead: PostgreSQL stamps the queued row with its own clock, which may run ahead of this one.
      const soon = new Date(Date.now() + 1_000);
      expect(await delivery.deliverDue(soon)).toEqual({ sent: 1, retrying: 0, failed: 0 });
      expect(await delivery.deliverDue(soon)).toEqual({ sent: 0, retrying: 0, failed: 0 });
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]).toMatchObject({
        from: "no-reply@tranquil.example",
        to: ["first@example.com"],
      });
      expect(smtp.received[0]?.raw).toContain("Subject: Confirm your email address for Tranquil");
      expect(smtp.received[0]?.raw).toContain("confirm-email?token=abc");
      const [row] = await listOutbox(database.db, { to: "first@example.com" });
      expect(row).toMatchObject({ status: "sent", attempts: 1 });
      expect(row?.sentAt).toBeInstanceOf(Date);
    } finally {
      await delivery.stop();
      await smtp.close();
    }
  });

  it("sends a message's extra headers (List-Unsubscribe)", async () => {
    const smtp = await startSmtp();
    const delivery = createMailDelivery({
      db: database.db,
      smtpUrl: smtp.url,
      from: "no-reply@tranquil.example",
    });
    try {
      await enqueueMail(database.db, {
        ...message("headers@example.com"),
        headers: { "List-Unsubscribe": "<http://localhost:3000/unsubscribe?token=abc>" },
      });
      expect((await delivery.deliverDue(new Date(Date.now() + 1_000))).sent).toBe(1);
      expect(smtp.received[0]?.raw).toContain(
        "List-Unsubscribe: <http://localhost:3000/unsubscribe?token=abc>",
      );
    } finally {
      await delivery.stop();
      await smtp.close();
    }
  });

  it("retries after a temporary refusal, later, and gives up after the last attempt", async () => {
    const smtp = await startSmtp({ rejectFirst: 1 });
    const delivery = createMailDelivery({
      db: database.db,
      smtpUrl: smtp.url,
      from: "no-reply@tranquil.example",
      maxAttempts: 2,
      retryDelaysMs: [60_000],
    });
    try {
      await enqueueMail(database.db, message("retry@example.com"));
      // A second ahead: PostgreSQL stamps the queued row in microseconds, a Date only in milliseconds.
      const now = Date.now() + 1_000;
      expect(await delivery.deliverDue(new Date(now))).toEqual({ sent: 0, retrying: 1, failed: 0 });
      // Not due again until the retry delay has passed.
      expect(await delivery.deliverDue(new Date(now + 30_000))).toEqual({ sent: 0, retrying: 0, failed: 0 });
      expect(await delivery.deliverDue(new Date(now + 61_000))).toEqual({ sent: 1, retrying: 0, failed: 0 });
      expect(smtp.received.map((m) => m.to)).toEqual([["retry@example.com"]]);
      const [row] = await listOutbox(database.db, { to: "retry@example.com" });
      expect(row).toMatchObject({ status: "sent", attempts: 2 });
    } finally {
      await delivery.stop();
      await smtp.close();
    }
  });

  it("marks a message failed when the server keeps refusing", async () => {
    const smtp = await startSmtp({ rejectFirst: 10 });
    const delivery = createMailDelivery({
      db: database.db,
      smtpUrl: smtp.url,
      from: "no-reply@tranquil.example",
      maxAttempts: 2,
      retryDelaysMs: [1_000],
    });
    try {
      await enqueueMail(database.db, message("refused@example.com"));
      // A second ahead: PostgreSQL stamps the queued row in microseconds, a Date only in milliseconds.
      const now = Date.now() + 1_000;
      expect(await delivery.deliverDue(new Date(now))).toEqual({ sent: 0, retrying: 1, failed: 0 });
      expect(await delivery.deliverDue(new Date(now + 2_000))).toEqual({ sent: 0, retrying: 0, failed: 1 });
      const [row] = await listOutbox(database.db, { to: "refused@example.com" });
      expect(row).toMatchObject({ status: "failed", attempts: 2 });
      expect(row?.lastError).toContain("try again later");
    } finally {
      await delivery.stop();
      await smtp.close();
    }
  });
});
