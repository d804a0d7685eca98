// FILE_STORE=s3 against a real S3-protocol server (s3rver) on loopback, started once for this file:
// uploads land in the bucket, permitted reads get presigned links that work and expire, others are
// refused as with local disk, and replacing or deleting removes the object (decision 051).
import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ListObjectsV2Command } from "@aws-sdk/client-s3";
import { serve } from "@hono/node-server";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertBooking, signUpClient } from "../../test/booking-fixtures.ts";
import { exeDocument, pdfDocument } from "../../test/documents.ts";
import { htmlWithPngMagic, pngImage } from "../../test/images.ts";
import { signUpProvider } from "../../test/sign-up.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { parseEnv } from "../env.ts";
import { writeAvatar } from "../seed/avatars.ts";
import { PRESIGNED_LINK_SECONDS, type S3Settings, s3Client, s3FileStores } from "./s3-file-store.ts";

const BUCKET = "tranquil-test";

let server: S3rver;
let folder: string;
let settings: S3Settings;
let t: TestApp;
/** The app's clock: a test moves it back to sign a link that has already expired. */
let now: () => Date = () => new Date();
const tokens = { provider: "", other: "", client: "" };
let providerId = "";
let clientId = "";

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Every key in the bucket under a prefix. */
async function keys(prefix: string): Promise<string[]> {
  const listed = await s3Client(settings).send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: prefix }));
  return (listed.Contents ?? []).map((o) => o.Key ?? "").sort();
}

/** A GET the API answers with a redirect, and the link it redirects to. */
async function presigned(path: string, token?: string): Promise<URL> {
  const res = await t.app.request(path, { headers: token ? auth(token) : {} });
  expect(res.status).toBe(302);
  expect(res.headers.get("Cache-Control")).toBe("no-store");
  return new URL(res.headers.get("Location") ?? "");
}

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), "s3rver-"));
  // Port 0: the system picks a free loopback port, so parallel runs (PORT_OFFSET or not) never meet.
  server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory: folder,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await server.run();
  settings = {
    bucket: BUCKET,
    region: "us-east-1",
    endpoint: `http://127.0.0.1:${port}`,
    forcePathStyle: true,
    // s3rver's built-in account.
    credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
    clock: () => now(),
  };
  const files = s3FileStores(settings);
  await files.check();
  t = await createTestApp({ providers: 3, clients: 2 }, { files, clock: () => now() });
  const provider = await t.login("provider@demo.tranquil.example");
  tokens.provider = provider.token;
  providerId = provider.user.identifier;
  tokens.other = (await signUpProvider(t, "s3-other.provider@example.com")).token;
  const client = await signUpClient(t, "s3-client@example.com", "Ada");
  tokens.client = client.token;
  clientId = client.user.identifier;
  await insertBooking(t, { clientId, providerId });
}, 120_000);

afterAll(async () => {
  await t?.close();
  await server?.close();
  rmSync(folder, { recursive: true, force: true });
});

describe("public files in the bucket", () => {
  it("stores a checked avatar under public/, serves it at /files with cache headers, and replacing it removes the old one", async () => {
    const before = await keys("public/avatars/");
    const upload = (bytes: Uint8Array) => {
      const form = new FormData();
      form.append("file", new File([Buffer.from(bytes)], "me.png", { type: "image/png" }));
      return t.json<{ data: { photoUrl: string } }>("/v1/profile/photo", {
        method: "POST",
        headers: auth(tokens.client),
        body: form,
      });
    };

    // Refused by content before anything is stored.
    expect((await upload(htmlWithPngMagic())).status).toBe(415);
    expect(await keys("public/avatars/")).toEqual(before);

    const first = await upload(pngImage(400, 400));
    expect(first.status).toBe(200);
    const firstPath = new URL(first.body.data.photoUrl).pathname;
    expect(await keys("public/avatars/")).toEqual([...before, `public${firstPath.slice("/files".length)}`]);

    const served = await t.app.request(firstPath);
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe("image/png");
    expect(served.headers.get("Cache-Control")).toBe("public, max-age=86400");
    expect(served.headers.get("X-Content-Type-Options")).toBe("nosniff");
    const bytes = new Uint8Array(await served.arrayBuffer());
    expect([...bytes.slice(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    // The ETag answers a revalidation without the bytes.
    const etag = served.headers.get("ETag") ?? "";
    expect(etag).not.toBe("");
    expect((await t.app.request(firstPath, { headers: { "If-None-Match": etag } })).status).toBe(304);

    // Replaced: the new object is there, the old one gone (and no longer served).
    await new Promise((done) => setTimeout(done, 5)); // a new name per upload (its time in base 36)
    const second = await upload(pngImage(500, 500));
    expect(second.status).toBe(200);
    const secondPath = new URL(second.body.data.photoUrl).pathname;
    expect(secondPath).not.toBe(firstPath);
    expect(await keys("public/avatars/")).toEqual([...before, `public${secondPath.slice("/files".length)}`]);
    expect((await t.app.request(firstPath)).status).toBe(404);
  });

  it("serves the seed's avatars from the bucket and nothing outside public/", async () => {
    const path = await writeAvatar(s3FileStores(settings).public, "SEEDED1");
    expect(path).toBe("/files/avatars/SEEDED1.svg");
    const res = await t.app.request(path);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("image/svg+xml");
    expect(await res.text()).toMatch(/^<svg/);
    for (const sneaky of [
      "/files/%2e%2e/private/x",
      "/files/..%2fprivate%2fx",
      "/files/.hidden",
      "/files/",
    ]) {
      expect((await t.app.request(sneaky)).status).toBe(404);
    }
  });
});

describe("private files in the bucket", () => {
  it("keeps a credential under private/, redirects its owner to a link that works and expires, refuses others, and deletes it", async () => {
    const before = await keys("private/");
    const form = (bytes: Uint8Array, name: string) => {
      const body = new FormData();
      body.append("file", new File([Buffer.from(bytes)], name, { type: "application/pdf" }));
      return body;
    };
    const refused = await t.json("/v1/provider/credentials/license/files", {
      method: "POST",
      headers: auth(tokens.provider),
      body: form(exeDocument(), "licence.pdf"),
    });
    expect(refused.status).toBe(415);
    expect(await keys("private/")).toEqual(before);

    const pdf = pdfDocument("Licence");
    const uploaded = await t.json<{
      data: { qualifications: Array<{ type: string; files: Array<{ identifier: string }> }> };
    }>("/v1/provider/credentials/license/files", {
      method: "POST",
      headers: auth(tokens.provider),
      body: form(pdf, "Licence «2026».pdf"),
    });
    expect(uploaded.status).toBe(201);
    const id = uploaded.body.data.qualifications.find((q) => q.type === "license")?.files.at(-1)?.identifier;
    if (!id) throw new Error("no file listed");
    const added = (await keys("private/")).filter((k) => !before.includes(k));
    expect(added).toHaveLength(1);
    expect(added[0]).toMatch(new RegExp(`^private/credentials/${providerId}/[0-9A-Z]{26}\\.pdf$`));

    // The owner: a presigned link to this object, for a minute, that the bucket honours.
    const link = await presigned(`/v1/provider/credentials/files/${id}`, tokens.provider);
    expect(link.origin).toBe(settings.endpoint);
    expect(link.pathname).toBe(`/${BUCKET}/${added[0]}`);
    expect(link.searchParams.get("X-Amz-Expires")).toBe(String(PRESIGNED_LINK_SECONDS));
    const file = await fetch(link);
    expect(file.status).toBe(200);
    expect(file.headers.get("Content-Type")).toBe("application/pdf");
    expect(file.headers.get("Content-Disposition")).toBe(
      `attachment; filename="Licence _2026_.pdf"; filename*=UTF-8''Licence%20%C2%AB2026%C2%BB.pdf`,
    );
    expect(file.headers.get("Cache-Control")).toBe("no-store");
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(pdf);

    // The sites' download route fetches the API with the session's token and follows the redirect:
    // fetch drops the Authorization header on the way to the bucket's origin, which takes the link alone.
    const api = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" });
    try {
      await new Promise((ready) => api.once("listening", ready));
      const { port } = api.address() as AddressInfo;
      const proxied = await fetch(`http://127.0.0.1:${port}/v1/provider/credentials/files/${id}`, {
        headers: auth(tokens.provider),
      });
      expect(proxied.status).toBe(200);
      expect(proxied.url).toMatch(new RegExp(`^${settings.endpoint}/`));
      expect(proxied.headers.get("Content-Disposition")).toMatch(/^attachment;/);
      expect(new Uint8Array(await proxied.arrayBuffer())).toEqual(pdf);
    } finally {
      api.close();
    }

    // A link signed a minute and a second ago has expired.
    const signedAt = Date.now() - (PRESIGNED_LINK_SECONDS + 1) * 1000;
    now = () => new Date(signedAt);
    try {
      const stale = await presigned(`/v1/provider/credentials/files/${id}`, tokens.provider);
      const expired = await fetch(stale);
      expect(expired.status).toBe(403);
      expect(await expired.text()).toContain("Request has expired");
    } finally {
      now = () => new Date();
    }

    // Anyone else gets today's answers: another provider 403, a client 403, nobody 401.
    expect(
      (await t.app.request(`/v1/provider/credentials/files/${id}`, { headers: auth(tokens.other) })).status,
    ).toBe(403);
    expect(
      (await t.app.request(`/v1/provider/credentials/files/${id}`, { headers: auth(tokens.client) })).status,
    ).toBe(403);
    expect((await t.app.request(`/v1/provider/credentials/files/${id}`)).status).toBe(401);

    const deleted = await t.app.request(`/v1/provider/credentials/files/${id}`, {
      method: "DELETE",
      headers: auth(tokens.provider),
    });
    expect(deleted.status).toBe(200);
    expect(await keys("private/")).toEqual(before);
    expect(
      (await t.app.request(`/v1/provider/credentials/files/${id}`, { headers: auth(tokens.provider) }))
        .status,
    ).toBe(404);
  });

  it("signs links for S3_PUBLIC_ENDPOINT when the API reaches the store by another name, and they work", async () => {
    // The API talks to the store at 127.0.0.1 (compose: minio:9000); browsers reach it as localhost.
    const inside = new URL(settings.endpoint ?? "");
    const publicEndpoint = `http://localhost:${inside.port}`;
    const stores = s3FileStores({ ...settings, publicEndpoint });
    const bytes = pdfDocument("Public link");
    await stores.private.put("credentials/PUBLICLINK/file.pdf", bytes);
    const file = { filename: "file.pdf", mediaType: "application/pdf" };
    const res = await stores.private.respond("credentials/PUBLICLINK/file.pdf", file);
    const link = new URL(res?.headers.get("Location") ?? "");
    expect(link.origin).toBe(publicEndpoint);
    expect(link.pathname).toBe(`/${BUCKET}/private/credentials/PUBLICLINK/file.pdf`);
    const opened = await fetch(link);
    expect(opened.status).toBe(200);
    expect(new Uint8Array(await opened.arrayBuffer())).toEqual(bytes);
    // The host is part of what is signed, so a link signed for the internal name and rewritten to the
    // public host would fail at a store that checks it (AWS S3, MinIO; s3rver does not): the link
    // must be signed for the public endpoint, as it is.
    expect(link.searchParams.get("X-Amz-SignedHeaders")).toBe("host");
    const internal = await s3FileStores(settings).private.respond("credentials/PUBLICLINK/file.pdf", file);
    const inner = new URL(internal?.headers.get("Location") ?? "");
    expect(inner.origin).toBe(settings.endpoint);
    expect(inner.searchParams.get("X-Amz-Signature")).not.toBe(link.searchParams.get("X-Amz-Signature"));
    await stores.private.remove("credentials/PUBLICLINK/file.pdf");
  });

  it("redirects a message's participants to an inline image, refuses a stranger, and deleting the message removes the object", async () => {
    const before = await keys("private/messages/");
    const image = pngImage(40, 30);
    const body = new FormData();
    body.append("receiver", providerId);
    body.append("option", "photo");
    body.append("files", new File([Buffer.from(image)], "view.png"));
    const sent = await t.json<{
      data: { identifier: string; attachments: Array<{ url: string; identifier: string }> };
    }>("/v1/messages", { method: "POST", headers: auth(tokens.client), body });
    expect(sent.status).toBe(201);
    const [attachment] = sent.body.data.attachments;
    if (!attachment) throw new Error("no attachment");
    const added = (await keys("private/messages/")).filter((k) => !before.includes(k));
    expect(added).toHaveLength(1);

    // The signed link the conversation lists → the bucket's presigned link → the image, inline.
    const link = await presigned(attachment.url.replace("http://api.test", ""));
    const file = await fetch(link);
    expect(file.status).toBe(200);
    expect(file.headers.get("Content-Type")).toBe("image/png");
    expect(file.headers.get("Content-Disposition")).toMatch(/^inline; filename="view.png"/);
    expect(new Uint8Array(await file.arrayBuffer()).byteLength).toBeGreaterThan(0);
    // The other participant signed in too; someone else is refused as with local disk.
    await presigned(`/v1/messages/attachments/${attachment.identifier}`, tokens.provider);
    expect(
      (
        await t.app.request(`/v1/messages/attachments/${attachment.identifier}`, {
          headers: auth(tokens.other),
        })
      ).status,
    ).toBe(403);

    const deleted = await t.app.request(`/v1/messages/${sent.body.data.identifier}`, {
      method: "DELETE",
      headers: auth(tokens.client),
    });
    expect(deleted.status).toBe(200);
    expect(await keys("private/messages/")).toEqual(before);
  });
});

describe("account deletion with the bucket", () => {
  it("removes the provider's photo and credential objects", async () => {
    const photo = new FormData();
    photo.append("file", new File([Buffer.from(pngImage(400, 400))], "me.png", { type: "image/png" }));
    const changed = await t.json<{ data: { identifier: string; photoUrl: string } }>("/v1/profile/photo", {
      method: "POST",
      headers: auth(tokens.other),
      body: photo,
    });
    expect(changed.status).toBe(200);
    const owner = changed.body.data.identifier;
    const document = new FormData();
    document.append("file", new File([Buffer.from(pdfDocument("Cover"))], "cover.pdf"));
    const insured = await t.json("/v1/provider/insurance/files", {
      method: "POST",
      headers: auth(tokens.other),
      body: document,
    });
    expect(insured.status).toBe(201);
    const photoKey = `public${new URL(changed.body.data.photoUrl).pathname.slice("/files".length)}`;
    expect(await keys(photoKey)).toEqual([photoKey]);
    expect(await keys(`private/insurance/${owner}/`)).toHaveLength(1);

    const gone = await t.json("/v1/me", {
      method: "DELETE",
      headers: { ...auth(tokens.other), "Content-Type": "application/json" },
      body: JSON.stringify({ password: "other-provider-1" }),
    });
    expect(gone.status).toBe(200);
    expect(await keys(photoKey)).toEqual([]);
    expect(await keys(`private/insurance/${owner}/`)).toEqual([]);
  });
});

describe("choosing the store", () => {
  it("keeps local disk by default and refuses s3 without a bucket", () => {
    expect(parseEnv({}).FILE_STORE).toBe("local");
    expect(() => parseEnv({ FILE_STORE: "s3" })).toThrow(/S3_BUCKET: FILE_STORE=s3 needs the bucket's name/);
    expect(parseEnv({ FILE_STORE: "s3", S3_BUCKET: "b", S3_FORCE_PATH_STYLE: "1" })).toMatchObject({
      FILE_STORE: "s3",
      S3_BUCKET: "b",
      S3_REGION: "us-east-1",
      S3_FORCE_PATH_STYLE: true,
    });
  });
});
