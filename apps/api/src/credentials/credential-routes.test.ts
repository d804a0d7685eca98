import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  csvDocument,
  docDocument,
  docxDocument,
  exeDocument,
  htmlDocument,
  pdfDocument,
  plainZip,
  xlsxDocument,
} from "../../test/documents.ts";
import { jpegImage, pngImage } from "../../test/images.ts";
import { signUpProvider } from "../../test/sign-up.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

interface FileView {
  identifier: string;
  filename: string;
  url: string;
  mediaType: string;
  size: number;
}
interface Credentials {
  qualifications: {
    type: string;
    required: boolean;
    details: { title: string | null; body: string | null; credentialNumber: string | null };
    files: FileView[];
  }[];
  insurance: (FileView & { path: string })[];
}
type Answer = { message?: string; errors?: string[]; data: Credentials };

let t: TestApp;
const tokens: Record<"provider" | "other" | "client", string> = { provider: "", other: "", client: "" };

const auth = (token?: string): Record<string, string> => (token ? { Authorization: `Bearer ${token}` } : {});

function upload(
  path: string,
  bytes: Uint8Array,
  name: string,
  token = tokens.provider,
  type = "application/pdf",
) {
  const form = new FormData();
  form.append("file", new File([bytes], name, { type }));
  return t.json<Answer>(path, { method: "POST", headers: auth(token), body: form });
}
const uploadLicence = (bytes: Uint8Array, name: string, token?: string, type?: string) =>
  upload("/v1/provider/credentials/license/files", bytes, name, token, type);
const get = (path: string, token?: string) => t.app.request(path, { headers: auth(token) });
const licence = (body: Answer) => body.data.qualifications.find((q) => q.type === "license");

beforeAll(async () => {
  t = await createTestApp({ providers: 3, clients: 3 });
  // A provider of its own: the seeded ones already hold their verified licence (issue 32).
  tokens.provider = (await signUpProvider(t, "owner.provider@example.com")).token;
  tokens.client = (await t.login("client@demo.tranquil.example")).token;
  tokens.other = (await signUpProvider(t, "other.provider@example.com")).token;
});
afterAll(() => t.close());

describe("credentials list", () => {
  it("lists every type in the spec's order, license required, with no files yet", async () => {
    const res = await t.json<Answer>("/v1/provider/credentials", { headers: auth(tokens.other) });
    expect(res.status).toBe(200);
    expect(res.body.data.qualifications.map((q) => [q.type, q.required])).toEqual([
      ["license", true],
      ["association", false],
      ["education", false],
      ["certification", false],
      ["conduct", false],
    ]);
    expect(res.body.data.qualifications.every((q) => q.files.length === 0)).toBe(true);
    expect(res.body.data.insurance).toEqual([]);
  });
});

describe("credential uploads", () => {
  it("uploads a licence PDF that only its owner can download, as an attachment", async () => {
    const pdf = pdfDocument();
    const res = await uploadLicence(pdf, "../My Licence.PDF");
    expect(res.status).toBe(201);
    expect(res.body.message).toBe("File Uploaded");
    const file = licence(res.body)?.files[0];
    expect(file).toMatchObject({
      filename: "My Licence.pdf",
      mediaType: "application/pdf",
      size: pdf.length,
    });
    expect(file?.url).toBe(`http://api.test/v1/provider/credentials/files/${file?.identifier}`);

    const path = `/v1/provider/credentials/files/${file?.identifier}`;
    const own = await get(path, tokens.provider);
    expect(own.status).toBe(200);
    expect(own.headers.get("content-type")).toBe("application/pdf");
    expect(own.headers.get("content-disposition")).toBe('attachment; filename="My Licence.pdf"');
    expect(own.headers.get("x-content-type-options")).toBe("nosniff");
    expect(own.headers.get("cache-control")).toBe("no-store");
    expect(new Uint8Array(await own.arrayBuffer())).toEqual(pdf);

    expect((await get(path, tokens.other)).status).toBe(403);
    expect((await get(path, tokens.client)).status).toBe(403);
    expect((await get(path)).status).toBe(401);
  });

  it("stores the bytes in the private folder, out of reach of the public /files route", async () => {
    const res = await uploadLicence(pdfDocument("second"), "second.pdf");
    const identifier = licence(res.body)?.files.at(-1)?.identifier ?? "";
    const stored = readdirSync(t.privateDir, { recursive: true }).map(String);
    expect(stored.some((p) => p.startsWith("credentials/") && p.endsWith(".pdf"))).toBe(true);
    expect(existsSync(join(t.uploadsDir, "credentials"))).toBe(false);
    for (const path of stored.filter((p) => p.endsWith(".pdf"))) {
      expect((await get(`/files/${path}`)).status).toBe(404);
      expect((await get(`/files/../private/${path}`)).status).toBe(404);
    }
    expect((await get(`/v1/provider/credentials/files/${identifier}`, tokens.provider)).status).toBe(200);
  });

  it("accepts each of the spec's types by content and names them by what they are", async () => {
    const cases: [Uint8Array, string, string, string][] = [
      [
        docxDocument(),
        "cv.docx",
        "cv.docx",
        "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      ],
      [
        xlsxDocument(),
        "hours.xlsx",
        "hours.xlsx",
        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      ],
      [docDocument(), "old.doc", "old.doc", "application/msword"],
      [csvDocument(), "list.csv", "list.csv", "text/csv"],
      [jpegImage(20, 20), "scan.jpeg", "scan.jpeg", "image/jpeg"],
      [pngImage(20, 20), "scan.pdf", "scan.png", "image/png"],
    ];
    for (const [bytes, name, filename, mediaType] of cases) {
      const res = await upload("/v1/provider/credentials/education/files", bytes, name, tokens.other);
      expect(res.status, name).toBe(201);
      const files = res.body.data.qualifications.find((q) => q.type === "education")?.files ?? [];
      expect(files.at(-1), name).toMatchObject({ filename, mediaType });
    }
    const csv = (await t.json<Answer>("/v1/provider/credentials", { headers: auth(tokens.other) })).body.data
      .qualifications[2]?.files[3];
    const res = await get(`/v1/provider/credentials/files/${csv?.identifier}`, tokens.other);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
  });

  it("refuses HTML and an executable named .pdf, and a zip named .docx, with the precise message", async () => {
    for (const [bytes, name] of [
      [htmlDocument(), "licence.pdf"],
      [exeDocument(), "licence.pdf"],
      [plainZip(), "licence.docx"],
    ] as const) {
      const res = await uploadLicence(bytes, name);
      expect(res.status, name).toBe(415);
      expect(res.body.message).toBe("Please upload a csv, xlsx, doc, docx, pdf, jpg, jpeg or png file");
    }
  });

  it("refuses a missing file, an empty file, an unknown type and more than 10 MB", async () => {
    const noFile = await t.json<Answer>("/v1/provider/credentials/license/files", {
      method: "POST",
      headers: auth(tokens.provider),
      body: new FormData(),
    });
    expect(noFile.status).toBe(400);
    expect(noFile.body.message).toBe("Please choose a file to upload");
    expect((await uploadLicence(new Uint8Array(), "empty.pdf")).body.message).toBe("The file is empty");
    const unknown = await upload("/v1/provider/credentials/degree/files", pdfDocument(), "a.pdf");
    expect(unknown.status).toBe(400);
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(pdfDocument());
    const tooBig = await uploadLicence(big, "big.pdf");
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.message).toBe("File size should not exceed 10MB");
  });

  it("keeps a credential type to 10 files", async () => {
    for (let i = 0; i < 10; i += 1) {
      expect((await upload("/v1/provider/credentials/conduct/files", csvDocument(), `${i}.csv`)).status).toBe(
        201,
      );
    }
    const res = await upload("/v1/provider/credentials/conduct/files", csvDocument(), "11.csv");
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("You can upload at most 10 files here. Delete one to add another.");
  });
});

describe("the 10-file limit under concurrency (issue 27: 20 parallel uploads stored 14, then 20)", () => {
  it("stores exactly 10 of 20 credential files uploaded at once, and refuses the rest with 409", async () => {
    const { token } = await signUpProvider(t, "parallel.credentials@example.com");
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        upload("/v1/provider/credentials/education/files", csvDocument(), `${i}.csv`, token),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(10);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(10);
    const list = await t.json<{ data: Credentials }>("/v1/provider/credentials", { headers: auth(token) });
    expect(list.body.data.qualifications.find((q) => q.type === "education")?.files).toHaveLength(10);
  });

  it("stores exactly 10 of 20 insurance documents uploaded at once", async () => {
    const { token, user } = await signUpProvider(t, "parallel.insurance@example.com");
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        upload("/v1/provider/insurance/files", pdfDocument(`policy ${i}`), `${i}.pdf`, token),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(10);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(10);
    const list = await t.json<{ data: Credentials }>("/v1/provider/credentials", { headers: auth(token) });
    expect(list.body.data.insurance).toHaveLength(10);
    // The refused uploads' bytes went with them.
    expect(readdirSync(join(t.privateDir, "insurance", user.identifier))).toHaveLength(10);
  });
});

describe("credential details", () => {
  it("saves title, body and number, and an empty field clears it", async () => {
    const save = (body: unknown) =>
      t.json<Answer>("/v1/provider/credentials/license", {
        method: "PUT",
        headers: { ...auth(tokens.provider), "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
    const res = await save({ title: " Licensed Counsellor ", body: "NCB", credentialNumber: "LC-2291" });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Details Saved");
    expect(licence(res.body)?.details).toEqual({
      title: "Licensed Counsellor",
      body: "NCB",
      credentialNumber: "LC-2291",
    });
    const cleared = await save({ title: "Licensed Counsellor", body: "", credentialNumber: "LC-2291" });
    expect(licence(cleared.body)?.details.body).toBeNull();
    const long = await save({ title: "x".repeat(201) });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe("Title must be at most 200 characters");
  });
});

describe("deleting", () => {
  it("answers 'File Deleted' with the updated list and removes the bytes", async () => {
    const before = await uploadLicence(pdfDocument("to delete"), "delete-me.pdf");
    const file = licence(before.body)?.files.find((f) => f.filename === "delete-me.pdf");
    const path = `/v1/provider/credentials/files/${file?.identifier}`;
    const stranger = await t.json<Answer>(path, { method: "DELETE", headers: auth(tokens.other) });
    expect(stranger.status).toBe(403);
    const res = await t.json<Answer>(path, { method: "DELETE", headers: auth(tokens.provider) });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("File Deleted");
    expect(licence(res.body)?.files.map((f) => f.filename)).not.toContain("delete-me.pdf");
    expect(licence(res.body)?.files.length).toBe((licence(before.body)?.files.length ?? 0) - 1);
    expect((await get(path, tokens.provider)).status).toBe(404);
    const again = await t.json<Answer>(path, { method: "DELETE", headers: auth(tokens.provider) });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe("File not found");
  });
});

describe("insurance documents", () => {
  it("upload, owner-only download and delete with the updated list", async () => {
    const res = await upload("/v1/provider/insurance/files", pdfDocument("policy"), "policy.pdf");
    expect(res.status).toBe(201);
    const file = res.body.data.insurance[0];
    expect(file).toMatchObject({
      filename: "policy.pdf",
      path: `/v1/provider/insurance/files/${file?.identifier}`,
    });
    const path = file?.path ?? "";
    expect((await get(path, tokens.provider)).status).toBe(200);
    expect((await get(path, tokens.other)).status).toBe(403);
    expect((await get(path, tokens.client)).status).toBe(403);
    expect((await get(path)).status).toBe(401);
    const html = await upload("/v1/provider/insurance/files", htmlDocument(), "policy.pdf");
    expect(html.status).toBe(415);
    const deleted = await t.json<Answer>(path, { method: "DELETE", headers: auth(tokens.provider) });
    expect(deleted.body.message).toBe("File Deleted");
    expect(deleted.body.data.insurance).toEqual([]);
  });
});

describe("account deletion", () => {
  it("removes the provider's credential files and their bytes", async () => {
    const email = "leaving.provider@example.com";
    const { token } = await signUpProvider(t, email);
    await upload("/v1/provider/credentials/license/files", pdfDocument(), "l.pdf", token);
    await upload("/v1/provider/insurance/files", pdfDocument(), "i.pdf", token);
    const me = await t.json<{ identifier: string }>("/v1/me", { headers: auth(token) });
    const folder = (area: string) => join(t.privateDir, area, me.body.identifier);
    expect(readdirSync(folder("credentials"))).toHaveLength(1);
    const res = await t.json("/v1/me", {
      method: "DELETE",
      headers: { ...auth(token), "Content-Type": "application/json" },
      body: JSON.stringify({ password: "other-provider-1" }),
    });
    expect(res.status).toBe(200);
    expect(readdirSync(folder("credentials"))).toHaveLength(0);
    expect(readdirSync(folder("insurance"))).toHaveLength(0);
  });
});
