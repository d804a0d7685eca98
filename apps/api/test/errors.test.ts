import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(false);
});
afterAll(() => t.close());

describe("the one error shape", () => {
  it("answers unknown routes with 404 and a message", async () => {
    const res = await t.json("/v1/nothing-here");
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: "No route for GET /v1/nothing-here" });
  });

  it("answers malformed JSON with 400, never 500", async () => {
    const res = await t.json("/v1/newsletter/subscribe", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{not json",
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: "Malformed JSON in request body" });
  });

  it("lists every validation problem and headlines a single one", async () => {
    const many = await t.json<{ message: string; errors: string[] }>("/v1/providers?page=0&pageSize=99");
    expect(many.status).toBe(400);
    expect(many.body.message).toBe("The request is not valid");
    expect(many.body.errors).toEqual([
      "page: The page number must be between 1 and 10,000",
      "pageSize: The number of results per page must be between 1 and 50",
    ]);
    const one = await t.json<{ message: string }>("/v1/providers?minPrice=abc");
    expect(one.body.message).toBe("The minimum price must be a whole number, such as 50");
  });

  it("never leaks a stack trace", async () => {
    const res = await t.json("/v1/providers/undefined");
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.ts:\d+/);
    expect(res.body).toEqual({ message: "Invalid ID", errors: ["id: Invalid ID"] });
  });
});
