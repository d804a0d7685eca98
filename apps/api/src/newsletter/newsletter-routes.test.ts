// Before any domain schema is built: @hono/zod-openapi adds .openapi() to the schemas created after it.
import "@hono/zod-openapi";
import { NEWSLETTER_LIMITS, NEWSLETTER_MESSAGES } from "@marketplace/domain/blog";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_SITES, type TestApp } from "../../test/test-app.ts";
import { newsletterSubscriptions } from "../db/schema/index.ts";
import { listOutbox } from "../mail/outbox.ts";

let t: TestApp;
const clock = { now: new Date("2026-11-20T10:00:00Z") };
beforeAll(async () => {
  t = await createTestApp(false, { clock: () => clock.now, allowedOrigins: [...TEST_SITES] });
});
afterAll(() => t.close());

const post = (path: string, body?: unknown) =>
  t.json<{ data?: string; message?: string }>(path, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
const subscribe = (body: unknown) => post("/v1/newsletter/subscribe", body);
const mails = (to: string) => listOutbox(t.database.db, { to });
const rowOf = async (email: string) =>
  (await t.database.db.select().from(newsletterSubscriptions)).find((r) => r.email === email);

describe("POST /v1/newsletter/subscribe (double opt-in)", () => {
  it("emails a confirmation link once per window and answers the same every time", async () => {
    const first = await subscribe({ email: "Reader@Example.com ", type: "blog-post", site: TEST_SITES[1] });
    expect(first).toMatchObject({ status: 200, body: { data: NEWSLETTER_MESSAGES.subscribed } });
    expect((await rowOf("reader@example.com"))?.confirmedAt).toBeNull();
    const [mail] = await mails("reader@example.com");
    expect(mail?.kind).toBe("newsletter-confirm");
    expect(mail?.text).toContain(`${TEST_SITES[1]}/newsletter/confirm?token=`);
    expect(mail?.text).toContain(`${TEST_SITES[1]}/newsletter/unsubscribe?token=`);

    // Again within the window: the same answer, no second email.
    expect((await subscribe({ email: "reader@example.com", type: "blog-post" })).body).toEqual(first.body);
    expect(await mails("reader@example.com")).toHaveLength(1);

    // After the window a new link is sent; the old one no longer works.
    const oldToken = await t.linkToken("reader@example.com", "/newsletter/confirm");
    clock.now = new Date(clock.now.getTime() + (NEWSLETTER_LIMITS.resendMinutes + 1) * 60_000);
    await subscribe({ email: "reader@example.com", type: "blog-post" });
    expect(await mails("reader@example.com")).toHaveLength(2);
    expect((await post(`/v1/newsletter/confirm?token=${oldToken}`)).status).toBe(400);

    const token = await t.linkToken("reader@example.com", "/newsletter/confirm");
    const confirmed = await t.json<{ data: string }>(`/v1/newsletter/confirm?token=${token}`);
    expect(confirmed).toMatchObject({ status: 200, body: { data: NEWSLETTER_MESSAGES.confirmed } });
    expect((await rowOf("reader@example.com"))?.confirmedAt).not.toBeNull();
    // A used link is spent; a confirmed address gets the same answer and no more email.
    expect((await post(`/v1/newsletter/confirm?token=${token}`)).body.message).toBe(
      NEWSLETTER_MESSAGES.invalidLink,
    );
    clock.now = new Date(clock.now.getTime() + 60 * 60_000);
    expect((await subscribe({ email: "reader@example.com", type: "blog-post" })).body).toEqual(first.body);
    expect(await mails("reader@example.com")).toHaveLength(2);
  });

  it("expires a confirmation link", async () => {
    await subscribe({ email: "late@example.com", type: "blog-post" });
    const token = await t.linkToken("late@example.com", "/newsletter/confirm");
    clock.now = new Date(clock.now.getTime() + (NEWSLETTER_LIMITS.confirmDays + 1) * 24 * 60 * 60_000);
    expect((await post(`/v1/newsletter/confirm?token=${token}`)).status).toBe(400);
  });

  it("unsubscribes with the emailed link, once", async () => {
    await subscribe({ email: "leaving@example.com", type: "blog-post" });
    const token = await t.linkToken("leaving@example.com", "/newsletter/unsubscribe");
    expect((await post(`/v1/newsletter/unsubscribe?token=${token}`)).body).toEqual({
      data: NEWSLETTER_MESSAGES.unsubscribed,
    });
    expect(await rowOf("leaving@example.com")).toBeUndefined();
    expect((await post(`/v1/newsletter/unsubscribe?token=${token}`)).status).toBe(400);
  });

  it("rejects an invalid email, a missing one, an unknown type, a foreign site and a malformed token", async () => {
    expect(await subscribe({ email: "nope", type: "blog-post" })).toMatchObject({
      status: 400,
      body: { message: "Please enter a valid email address" },
    });
    expect((await subscribe({ type: "blog-post" })).body.message).toBe("Email is required");
    expect((await subscribe({ email: "a@b.co", type: "spam" })).body.message).toBe(
      "Only the blog's newsletter can be joined here",
    );
    expect((await subscribe({ email: "a@b.co", site: "https://evil.example" })).status).toBe(400);
    expect((await post("/v1/newsletter/confirm?token=short")).body.message).toBe(
      NEWSLETTER_MESSAGES.invalidLink,
    );
    expect((await post("/v1/newsletter/confirm")).body.message).toBe("token is required");
  });
});
