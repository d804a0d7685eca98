import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { createServer } from "../app.ts";
import { enqueueMail } from "./outbox.ts";

/** The outbox answers only a caller on this machine (http/local-only.test.ts has the refusals). */
const LOCAL = "127.0.0.1";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(false);
  for (const [to, subject] of [
    ["ada@example.com", "first"],
    ["bola@example.com", "second"],
    ["Ada@Example.com", "third"],
  ] as const) {
    await enqueueMail(t.database.db, {
      to,
      subject,
      text: `text ${subject}`,
      html: `<p>${subject}</p>`,
      kind: "test",
    });
  }
});
afterAll(() => t.close());

type Outbox = {
  data: Array<{ to: string; subject: string; text: string; html: string; kind: string; status: string }>;
};

describe("GET /dev/outbox", () => {
  it("lists every message newest first", async () => {
    const res = await t.json<Outbox>("/dev/outbox", {}, LOCAL);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.body.data.map((m) => m.subject)).toEqual(["third", "second", "first"]);
    expect(res.body.data[0]).toMatchObject({
      to: "ada@example.com",
      text: "text third",
      kind: "test",
      status: "pending",
    });
  });

  it("filters by recipient, whatever the case", async () => {
    const res = await t.json<Outbox>("/dev/outbox?to=ADA@example.com", {}, LOCAL);
    expect(res.body.data.map((m) => m.subject)).toEqual(["third", "first"]);
  });

  it("refuses a malformed filter with the API's error shape", async () => {
    const res = await t.json<{ message: string }>("/dev/outbox?to=not-an-email", {}, LOCAL);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Please enter a valid email address");
  });

  it("does not exist unless the server's dev tools are on", async () => {
    const production = createServer({ db: t.database.db, uploadsDir: t.uploadsDir });
    const res = await production.request("/dev/outbox");
    expect(res.status).toBe(404);
  });
});
