import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { fieldsWithControlCharacters } from "./text-guard.ts";

describe("fieldsWithControlCharacters", () => {
  it("names every field holding a control character, nested ones by path", () => {
    expect(
      fieldsWithControlCharacters({
        firstName: "Am\u0000ara",
        note: "line one\nline two\ttabbed\r\n",
        items: [{ label: "ok" }, { label: "bell\u0007" }],
        c1: "next\u0085line",
      }),
    ).toEqual(["c1", "firstName", "items.1.label"]);
  });
  it("checks keys and bare strings, and survives deep nesting", () => {
    expect(fieldsWithControlCharacters({ "a\u0000": 1 })).toEqual(["body"]);
    expect(fieldsWithControlCharacters("\u001b[31m")).toEqual(["body"]);
    let deep: unknown = "x\u0000";
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(fieldsWithControlCharacters(deep)).toHaveLength(1);
    expect(fieldsWithControlCharacters({ n: 1, b: true, z: null })).toEqual([]);
  });
});

let t: TestApp;
let token = "";
beforeAll(async () => {
  t = await createTestApp({ providers: 3, clients: 3 });
  token = (await t.login("client@demo.tranquil.example")).token;
});
afterAll(() => t.close());

const send = (method: string, path: string, body: unknown, auth = true) =>
  t.json<{ message: string; errors?: string[] }>(path, {
    method,
    headers: { "Content-Type": "application/json", ...(auth ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });

describe("control characters in requests", () => {
  it("refuses a NUL in a name with 400 naming the field, not 500", async () => {
    const res = await send("PATCH", "/v1/client/profile", { firstName: "Am\u0000ara" });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: "firstName must not contain control characters",
      errors: ["firstName: must not contain control characters"],
    });
  });

  it("refuses a NUL in a timezone, at sign-up and in preferences", async () => {
    const signup = await send(
      "POST",
      "/v1/auth/signup",
      {
        firstName: "Ada",
        lastName: "Obi",
        email: "ada.nul@example.com",
        password: "quiet-river-42",
        timezone: "Africa/Lagos\u0000",
      },
      false,
    );
    expect(signup.status).toBe(400);
    expect(signup.body.message).toBe("timezone must not contain control characters");
    const pref = await send("PATCH", "/v1/client/preference", { timezone: "\u0000" });
    expect(pref.status).toBe(400);
  });

  it("refuses control characters in query values and path segments", async () => {
    const query = await t.json<{ message: string }>("/v1/providers?search=calm%00mind");
    expect(query.status).toBe(400);
    expect(query.body.message).toBe("search must not contain control characters");
    const tab = await t.json<{ message: string }>("/v1/providers?search=calm%09mind");
    expect(tab.status).toBe(400);
    const path = await t.json<{ message: string }>("/v1/providers/%00");
    expect(path.status).toBe(400);
    expect(path.body.message).toBe("path must not contain control characters");
  });

  it("keeps newlines and tabs in body text", async () => {
    const res = await send("PATCH", "/v1/client/profile", { firstName: "Amara\t" });
    expect(res.status).toBe(200);
  });
});

describe("timezones are real IANA names", () => {
  it("refuses 'Mars/Phobos' and takes 'Africa/Lagos'", async () => {
    const mars = await send("PATCH", "/v1/client/preference", { timezone: "Mars/Phobos" });
    expect(mars.status).toBe(400);
    expect(mars.body.message).toBe("Timezone must be an IANA name such as Africa/Lagos");
    expect((await send("PATCH", "/v1/client/preference", { timezone: "Africa/Lagos" })).status).toBe(200);
  });

  it("checks the sign-up timezone too", async () => {
    const body = { firstName: "Ada", lastName: "Obi", password: "quiet-river-42" };
    const mars = await send(
      "POST",
      "/v1/auth/signup",
      { ...body, email: "ada.mars@example.com", timezone: "Mars/Phobos" },
      false,
    );
    expect(mars.status).toBe(400);
    expect(mars.body.message).toBe("Timezone must be an IANA name such as Africa/Lagos");
    const lagos = await send(
      "POST",
      "/v1/auth/signup",
      { ...body, email: "ada.lagos@example.com", timezone: "Africa/Lagos" },
      false,
    );
    expect(lagos.status).toBe(202);
  });
});
