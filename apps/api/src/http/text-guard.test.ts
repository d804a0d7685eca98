import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertBooking } from "../../test/booking-fixtures.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { fieldsWithControlCharacters, formFieldsWithControlCharacters } from "./text-guard.ts";

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

describe("formFieldsWithControlCharacters", () => {
  it("holds form text to the body rule and file names to the names' rule", () => {
    const form = new FormData();
    form.append("message", "line one\nline two\ttabbed\r\n");
    form.append("note", "esc\u001b[31m");
    form.append("files", new File(["x"], "report\u202Efdp.exe"));
    form.append("files", new File(["x"], "fine.pdf"));
    form.append("photo", new File(["x"], "tab\there.png"));
    expect(formFieldsWithControlCharacters(form)).toEqual(["files", "note", "photo"]);
    const key = new FormData();
    key.append("a\u0000", "x");
    expect(formFieldsWithControlCharacters(key)).toEqual(["body"]);
  });
});

let t: TestApp;
let token = "";
let clientId = "";
let providerId = "";
beforeAll(async () => {
  t = await createTestApp({ providers: 3, clients: 3 });
  const client = await t.login("client@demo.tranquil.example");
  token = client.token;
  clientId = client.user.identifier;
  providerId = (await t.login("provider@demo.tranquil.example")).user.identifier;
  await insertBooking(t, { clientId, providerId });
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
        acceptTerms: true,
        healthDataConsent: true,
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

describe("control characters in form bodies (the same rule as JSON)", () => {
  const post = (form: FormData | URLSearchParams) =>
    t.json<{ message: string; errors?: string[] }>("/v1/messages", {
      method: "POST",
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
  const message = (text: string) => {
    const form = new FormData();
    form.append("receiver", providerId);
    form.append("message", text);
    return form;
  };

  it("refuses a NUL in a multipart message with 400 naming the field, not 500", async () => {
    const res = await post(message("hello\u0000there"));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: "message must not contain control characters",
      errors: ["message: must not contain control characters"],
    });
  });

  it.each([
    ["ESC", "\u001b[31mred"],
    ["BEL", "ding\u0007"],
    ["backspace", "oops\b"],
    ["DEL", "gone\u007f"],
    ["C1 NEL", "next\u0085line"],
  ])("refuses %s in a multipart message", async (_, text) => {
    const res = await post(message(text));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("message must not contain control characters");
  });

  it("refuses it in a urlencoded body too", async () => {
    const form = new URLSearchParams({ receiver: providerId, message: "esc\u001b" });
    const res = await post(form);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("message must not contain control characters");
  });

  it("refuses an attachment whose name hides its extension with a right-to-left override", async () => {
    const form = message("see attached");
    form.append("option", "document");
    form.append("files", new File(["%PDF-1.4"], "invoice\u202Efdp.exe", { type: "application/pdf" }));
    const res = await post(form);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("files must not contain control characters");
  });

  it("keeps tabs and newlines in a message", async () => {
    const res = await post(message("first line\n\tsecond, indented\r\nthird"));
    expect(res.status).toBe(201);
  });
});

describe("names refuse every control character and the text-direction controls", () => {
  it.each([
    ["a right-to-left override", "Ada\u202Eevil"],
    ["a left-to-right embedding", "\u202AAda"],
    ["a pop directional formatting", "Ada\u202C"],
    ["a right-to-left isolate", "Ada\u2067x"],
    ["a pop directional isolate", "Ada\u2069"],
    ["a newline inside", "Ada\nObi"],
    ["a tab inside", "Ada\tObi"],
  ])("refuses %s in a first name", async (_, firstName) => {
    const res = await send("PATCH", "/v1/client/profile", { firstName });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("First name must not contain control characters or text-direction marks");
  });

  it("refuses them at sign-up and in the contact form's name", async () => {
    const signup = await send(
      "POST",
      "/v1/auth/signup",
      {
        firstName: "Ada",
        lastName: "Obi\u202E",
        email: "ada.rlo@example.com",
        password: "quiet-river-42",
        acceptTerms: true,
        healthDataConsent: true,
      },
      false,
    );
    expect(signup.status).toBe(400);
    expect(signup.body.message).toBe("Last name must not contain control characters or text-direction marks");
    const contact = await send(
      "POST",
      "/v1/contact",
      { name: "\u2066Ada", email: "ada@example.com", topic: "other", message: "A question about sessions." },
      false,
    );
    expect(contact.status).toBe(400);
    expect(contact.body.errors).toContain(
      "name: Name must not contain control characters or text-direction marks",
    );
  });

  it("keeps names in right-to-left scripts", async () => {
    const res = await send("PATCH", "/v1/client/profile", { firstName: "عائشة" });
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
    const body = {
      firstName: "Ada",
      lastName: "Obi",
      password: "quiet-river-42",
      acceptTerms: true,
      healthDataConsent: true,
    };
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
