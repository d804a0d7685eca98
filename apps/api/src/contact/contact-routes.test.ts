// zod v4 gives each schema its methods when built: @hono/zod-openapi must patch zod before the domain builds any.
import "@hono/zod-openapi";
import { CONTACT_MESSAGES, CONTACT_RECEIVED, SUPPORT_EMAIL } from "@marketplace/domain/contact";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { EMAIL_LIMITS } from "../auth/email-throttle.ts";
import { contactMessages, outboxMessages } from "../db/schema/index.ts";
import { BODY_TOO_LARGE } from "../http/body-limits.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(false);
});
afterAll(() => t.close());

const send = (body: unknown, address = "203.0.113.7") =>
  t.json<{ data?: string; message?: string }>(
    "/v1/contact",
    {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    },
    address,
  );

const valid = {
  name: "Ada <b>Obi</b>",
  email: "Ada@Example.com",
  topic: "payment",
  message: "My top-up shows as pending since yesterday.",
  locale: "en-NG",
};

describe("POST /v1/contact", () => {
  it("stores the message, emails the support mailbox and answers the confirmation", async () => {
    const res = await send(valid);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ data: CONTACT_RECEIVED });
    const [row] = await t.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, "ada@example.com"));
    expect(row).toMatchObject({ name: "Ada <b>Obi</b>", topic: "payment", locale: "en-NG" });
    const [mail] = await t.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.kind, "contact-message"));
    expect(mail?.to).toBe(SUPPORT_EMAIL);
    expect(mail?.subject).toBe("Contact form (payment)");
    expect(mail?.text).toContain("From: Ada <b>Obi</b> <ada@example.com>");
    expect(mail?.text).toContain(`Reference: ${row?.id}`);
    // The HTML copy escapes what the sender wrote.
    expect(mail?.html).toContain("Ada &lt;b&gt;Obi&lt;/b&gt;");
    expect(mail?.html).not.toContain("<b>Obi</b>");
  });

  it("answers each invalid field with its own message", async () => {
    const res = await send({ ...valid, name: " ", message: "hi" });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain(CONTACT_MESSAGES.nameRequired);
    expect(JSON.stringify(res.body)).toContain(CONTACT_MESSAGES.messageTooShort);
    expect((await send({ ...valid, topic: "sales" })).body.message).toContain(CONTACT_MESSAGES.topicRequired);
    expect((await send({ ...valid, email: "nope" })).body.message).toContain(
      "Please enter a valid email address",
    );
  });

  it("refuses a body over the 1 MB limit with 413", async () => {
    const res = await send({ ...valid, message: "x".repeat(1024 * 1024 + 1) });
    expect(res.status).toBe(413);
    expect(res.body.message).toBe(BODY_TOO_LARGE);
  });

  it("throttles one sender's messages per hour", async () => {
    const flood = { ...valid, email: "flood@example.com" };
    for (let i = 0; i < EMAIL_LIMITS.perEmail; i++)
      expect((await send(flood, "198.51.100.9")).status).toBe(201);
    const res = await send(flood, "198.51.100.9");
    expect(res.status).toBe(429);
    expect(res.body.message).toMatch(/^Too many requests for this email address/);
  });
});
