import { createApiClient } from "@marketplace/api-client";
import { describe, expect, it } from "vitest";
import { credentialsAction } from "./credentials.server.ts";
import { fileHref } from "./file-links.ts";

interface Seen {
  method: string;
  path: string;
  json?: unknown;
  file?: { name: string; size: number };
}

/** An API client over a fake fetch that records each call and answers from `answers` in turn. */
function fakeApi(...answers: Array<[status: number, body: unknown]>) {
  const seen: Seen[] = [];
  const api = createApiClient({
    baseUrl: "http://api.test",
    token: "t",
    fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const entry: Seen = { method: request.method, path: new URL(request.url).pathname };
      const type = request.headers.get("Content-Type") ?? "";
      if (type.includes("json")) entry.json = await request.json();
      if (type.includes("multipart")) {
        const file = (await request.formData()).get("file");
        if (file instanceof File) entry.file = { name: file.name, size: file.size };
      }
      seen.push(entry);
      const [status, body] = answers.shift() ?? [500, { message: "no answer" }];
      return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
    },
  });
  return { api, seen };
}

const list = { data: { qualifications: [], insurance: [] } };
const form = (fields: Record<string, string | File>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
};
const pdf = () => new File(["%PDF-1.4"], "licence.pdf", { type: "application/pdf" });
const emptyInput = () => new File([], "", { type: "application/octet-stream" });

describe("credentialsAction", () => {
  it("saves the details and uploads the chosen licence file", async () => {
    const { api, seen } = fakeApi(
      [200, { message: "Details Saved", ...list }],
      [201, { message: "File Uploaded", ...list }],
    );
    const result = await credentialsAction(
      api,
      form({
        intent: "save",
        type: "license",
        title: "Counsellor",
        body: "NCB",
        credentialNumber: "1",
        file: pdf(),
      }),
    );
    expect(result).toEqual({ ok: true, section: "license", message: "File Uploaded" });
    expect(seen).toEqual([
      {
        method: "PUT",
        path: "/v1/provider/credentials/license",
        json: { title: "Counsellor", body: "NCB", credentialNumber: "1" },
      },
      {
        method: "POST",
        path: "/v1/provider/credentials/license/files",
        file: { name: "licence.pdf", size: 8 },
      },
    ]);
  });

  it("only saves the details when the file input was left empty", async () => {
    const { api, seen } = fakeApi([200, { message: "Details Saved", ...list }]);
    const result = await credentialsAction(
      api,
      form({ intent: "save", type: "education", title: "MSc Counselling", file: emptyInput() }),
    );
    expect(result).toEqual({ ok: true, section: "education", message: "Details Saved" });
    expect(seen.map((s) => s.method)).toEqual(["PUT"]);
  });

  it("refuses a save with no detail and no file at the file field, without calling the API", async () => {
    const { api, seen } = fakeApi([200, { message: "Details Saved", ...list }]);
    const result = await credentialsAction(
      api,
      form({
        intent: "save",
        type: "license",
        title: " ",
        body: "",
        credentialNumber: "",
        file: emptyInput(),
      }),
    );
    expect(result).toEqual({
      ok: false,
      section: "license",
      field: "file",
      message: "Add a file or fill in at least one detail before saving",
    });
    expect(seen).toEqual([]);
  });

  it("shows the API's refusal with its errors joined by ', '", async () => {
    const { api } = fakeApi(
      [200, { message: "Details Saved", ...list }],
      [
        415,
        {
          message: "Please upload a csv, xlsx, doc, docx, pdf, jpg, jpeg or png file",
          errors: ["first", "second"],
        },
      ],
    );
    const result = await credentialsAction(api, form({ intent: "save", type: "license", file: pdf() }));
    expect(result).toEqual({ ok: false, section: "license", message: "first, second" });
  });

  it("stops a file with a name the screen cannot accept before sending it", async () => {
    const { api, seen } = fakeApi();
    const page = new File(["<html>"], "page.html", { type: "text/html" });
    const result = await credentialsAction(api, form({ intent: "save", type: "license", file: page }));
    expect(result).toEqual({
      ok: false,
      section: "license",
      field: "file",
      message: "Please upload a csv, xlsx, doc, docx, pdf, jpg, jpeg or png file",
    });
    expect(seen).toEqual([]);
  });

  it("deletes a credential or insurance file and shows 'File Deleted'", async () => {
    const { api, seen } = fakeApi(
      [200, { message: "File Deleted", ...list }],
      [200, { message: "File Deleted", ...list }],
    );
    const id = "01JD0000000000000000000000";
    expect(await credentialsAction(api, form({ intent: "delete", area: "files", id }))).toEqual({
      ok: true,
      section: "files",
      message: "File Deleted",
    });
    expect(await credentialsAction(api, form({ intent: "delete", area: "insurance", id }))).toMatchObject({
      ok: true,
      message: "File Deleted",
    });
    expect(seen.map((s) => `${s.method} ${s.path}`)).toEqual([
      `DELETE /v1/provider/credentials/files/${id}`,
      `DELETE /v1/provider/insurance/files/${id}`,
    ]);
  });

  it("uploads insurance documents and asks for a file when none was chosen", async () => {
    const { api, seen } = fakeApi([201, { message: "File Uploaded", ...list }]);
    expect(await credentialsAction(api, form({ intent: "insurance", file: emptyInput() }))).toEqual({
      ok: false,
      section: "insurance",
      field: "file",
      message: "Please choose a file to upload",
    });
    expect(await credentialsAction(api, form({ intent: "insurance", file: pdf() }))).toMatchObject({
      ok: true,
    });
    expect(seen.map((s) => s.path)).toEqual(["/v1/provider/insurance/files"]);
  });

  it("refuses an unknown credential type or intent without calling the API", async () => {
    const { api, seen } = fakeApi();
    expect((await credentialsAction(api, form({ intent: "save", type: "degree" }))).ok).toBe(false);
    expect((await credentialsAction(api, form({ intent: "delete", area: "avatars", id: "x" }))).ok).toBe(
      false,
    );
    expect(seen).toEqual([]);
  });

  it("links each file to the site's owner-only download", () => {
    expect(fileHref("files", "01J")).toBe("/credentials/files/01J");
    expect(fileHref("insurance", "01J")).toBe("/credentials/insurance/01J");
  });
});
