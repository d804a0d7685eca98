import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { newsletterSubscriptions } from "../db/schema/index.ts";
import { SUBSCRIBED_MESSAGE } from "./newsletter-routes.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(false);
});
afterAll(() => t.close());

const subscribe = (body: unknown) =>
  t.json<{ data?: string; message?: string }>("/v1/newsletter/subscribe", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });

describe("POST /v1/newsletter/subscribe", () => {
  it("subscribes once, however often it is called, with the email normalised", async () => {
    expect((await subscribe({ email: "Reader@Example.com ", type: "blog-post" })).body).toEqual({
      data: SUBSCRIBED_MESSAGE,
    });
    expect((await subscribe({ email: "reader@example.com", type: "blog-post" })).status).toBe(200);
    const rows = await t.database.db.select().from(newsletterSubscriptions);
    expect(rows.map((r) => r.email)).toEqual(["reader@example.com"]);
  });

  it("rejects an invalid email with the field error", async () => {
    const res = await subscribe({ email: "nope", type: "blog-post" });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Please enter a valid email address");
  });

  it("rejects a missing email and an unknown type", async () => {
    expect((await subscribe({ type: "blog-post" })).body.message).toBe("Email is required");
    expect((await subscribe({ email: "a@b.co", type: "spam" })).body.message).toBe("type must be blog-post");
  });
});
