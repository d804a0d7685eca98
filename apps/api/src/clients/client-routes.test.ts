import { eq } from "drizzle-orm";
import sharp from "sharp";
import { ulid } from "ulid";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertBooking } from "../../test/booking-fixtures.ts";
import { htmlWithPngMagic, jpegImage, pngBomb, pngImage, webpHeader } from "../../test/images.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { bookingSeries, messages, users } from "../db/schema/index.ts";
import { CLIENT_VIEW_REFUSED } from "./client-view-route.ts";

let t: TestApp;
const tokens = { client: "", uk: "", provider: "" };

const login = async (email: string) => (await t.login(email)).token;

const send = <T>(method: string, path: string, token: string, body?: unknown) =>
  t.json<T & { message: string; errors?: string[] }>(path, {
    method,
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

const upload = (token: string, bytes: Uint8Array, name: string, type: string) => {
  const form = new FormData();
  form.append("file", new File([bytes], name, { type }));
  return t.json<{ message: string; data?: { photoUrl: string } }>("/v1/profile/photo", {
    method: "POST",
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
};

beforeAll(async () => {
  t = await createTestApp({ providers: 6, clients: 3 });
  tokens.client = await login("client@demo.tranquil.example");
  tokens.uk = await login("client.uk@demo.tranquil.example");
  tokens.provider = await login("provider@demo.tranquil.example");
});
afterAll(() => t.close());

describe("client profile", () => {
  it("reads and updates names and username", async () => {
    const before = await send<{ fullName: string }>("GET", "/v1/client/profile", tokens.client);
    expect(before.body.fullName).toBe("Amara Okafor");
    const res = await send<{ data: { userName: string; fullName: string } }>(
      "PATCH",
      "/v1/client/profile",
      tokens.client,
      {
        firstName: "Amarachi",
        userName: "amara.o",
      },
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Profile Updated Successfully");
    expect(res.body.data).toMatchObject({ userName: "amara.o", fullName: "Amarachi Okafor" });
  });

  it("refuses a username someone else has, with the field named", async () => {
    const res = await send("PATCH", "/v1/client/profile", tokens.uk, { userName: "AMARA.O" });
    expect(res.status).toBe(409);
    expect(res.body.errors).toEqual(["userName: That username is already taken"]);
  });
});

describe("client preferences", () => {
  it("starts empty, merges partial updates and says so", async () => {
    const empty = await send<{ data: unknown }>("GET", "/v1/client/preference", tokens.uk);
    expect(empty.body.data).toEqual({
      preferredGender: null,
      languages: [],
      concerns: [],
      modalities: [],
      budget: null,
      timezone: null,
    });
    await send("PATCH", "/v1/client/preference", tokens.uk, { preferredGender: "Female" });
    const res = await send<{ data: { preferredGender: string; timezone: string } }>(
      "PATCH",
      "/v1/client/preference",
      tokens.uk,
      { timezone: "Europe/London", budget: { min: 0, max: 8000 } },
    );
    expect(res.body.message).toBe("Preference Updated Successfully");
    expect(res.body.data).toMatchObject({ preferredGender: "Female", timezone: "Europe/London" });
  });

  it("rejects an invalid preference precisely", async () => {
    const res = await send("PATCH", "/v1/client/preference", tokens.uk, { timezone: "Moon/Base" });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Timezone must be an IANA name such as Africa/Lagos");
  });
});

describe("photo upload", () => {
  it("stores a real 1000x800 JPEG and replaces the profile photo", async () => {
    const res = await upload(tokens.client, jpegImage(1000, 800), "me.jpg", "image/jpeg");
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Image Changed Successfully");
    expect(res.body.data?.photoUrl).toMatch(/^http:\/\/api\.test\/files\/avatars\/.+\.jpg$/);
    const file = await t.app.request(new URL(res.body.data?.photoUrl ?? "").pathname);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("image/jpeg");
  });

  it("judges by content, not by name: a PNG named .jpg is stored as PNG", async () => {
    const res = await upload(tokens.uk, pngImage(300, 300), "photo.jpg", "image/jpeg");
    expect(res.status).toBe(200);
    expect(res.body.data?.photoUrl).toMatch(/\.png$/);
  });

  it("refuses small, fake and unsupported images with the spec's messages", async () => {
    const small = await upload(tokens.client, pngImage(100, 100), "small.png", "image/png");
    expect(small.status).toBe(422);
    expect(small.body.message).toBe("Image dimensions should be at least 200x200 pixels.");
    const webp = await upload(tokens.client, webpHeader(), "x.webp", "image/webp");
    expect(webp.status).toBe(415);
    expect(webp.body.message).toBe("Please upload a valid image file.");
    const text = await upload(tokens.client, new TextEncoder().encode("not an image"), "x.jpg", "image/jpeg");
    expect(text.body.message).toBe("Please upload a valid image file.");
  });

  it("stores only the re-encoded image: no EXIF GPS comes back from the file URL", async () => {
    const withGps = await sharp({ create: { width: 400, height: 400, channels: 3, background: "#778899" } })
      .jpeg()
      .withExif({ IFD3: { GPSLatitudeRef: "N", GPSLatitude: "6/1 27/1 0/1" } })
      .toBuffer();
    expect((await sharp(withGps).metadata()).exif).toBeDefined();
    const res = await upload(tokens.uk, new Uint8Array(withGps), "gps.jpg", "image/jpeg");
    expect(res.status).toBe(200);
    const file = await t.app.request(new URL(res.body.data?.photoUrl ?? "").pathname);
    const stored = Buffer.from(await file.arrayBuffer());
    expect((await sharp(stored).metadata()).exif).toBeUndefined();
    expect(stored.equals(withGps)).toBe(false);
  });

  it("refuses a 20000×20000 PNG and HTML behind PNG magic bytes", async () => {
    const bomb = await upload(tokens.client, pngBomb(), "bomb.png", "image/png");
    expect(bomb.status).toBe(422);
    expect(bomb.body.message).toBe("Image dimensions should be at most 8000x8000 pixels.");
    const html = await upload(tokens.client, htmlWithPngMagic(), "page.png", "image/png");
    expect(html.status).toBe(415);
    expect(html.body.message).toBe("Please upload a valid image file.");
  });

  it("refuses a file over 10MB", async () => {
    const res = await upload(tokens.client, new Uint8Array(10 * 1024 * 1024 + 1), "big.jpg", "image/jpeg");
    expect(res.status).toBe(413);
    expect(res.body.message).toBe("File size should not exceed 10MB");
  });
});

describe("a client's profile seen by a provider", () => {
  it("is visible to a provider with a booking and shows 'Account Deleted' once deleted", async () => {
    const [client] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, "client@demo.tranquil.example"));
    const id = client?.id ?? "";
    expect((await send<{ fullName: string }>("GET", `/v1/client/${id}`, tokens.provider)).status).toBe(200);
  });

  it("is refused to a provider the client never booked", async () => {
    const [uk] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, "client.uk@demo.tranquil.example"));
    const series = await t.database.db
      .select()
      .from(bookingSeries)
      .where(eq(bookingSeries.clientId, uk?.id ?? ""));
    expect(series.every((s) => s.providerId !== "demo")).toBe(true);
    const res = await send("GET", `/v1/client/${uk?.id}`, tokens.provider);
    expect(res.status).toBe(403);
  });

  it("is refused to a provider who only booked the client, messaged them or had an unpaid booking withdrawn (issue 27)", async () => {
    const [uk] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, "client.uk@demo.tranquil.example"));
    const [provider] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, "provider@demo.tranquil.example"));
    const clientId = uk?.id ?? "";
    const providerId = provider?.id ?? "";
    const view = async () =>
      await send<{ message: string }>("GET", `/v1/client/${clientId}`, tokens.provider);
    // A session the provider made for the client, and a conversation: neither is the client's booking.
    await insertBooking(t, { clientId, providerId, createdBy: "provider" });
    await t.database.db
      .insert(messages)
      .values({ id: ulid(), fromId: providerId, toId: clientId, body: "Hello", createdAt: new Date() });
    // A booking the client made but withdrew unpaid binds nothing either.
    await insertBooking(t, { clientId, providerId, status: "cancelled" });
    const refused = await view();
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(CLIENT_VIEW_REFUSED);
    // A live booking the client made with them does.
    await insertBooking(t, { clientId, providerId, status: "awaiting_payment" });
    expect((await view()).status).toBe(200);
  });

  it("answers 404 for an unknown client", async () => {
    expect((await send("GET", `/v1/client/${"1".repeat(26)}`, tokens.provider)).status).toBe(404);
  });
});

describe("visibility", () => {
  it("toggles between visible and hidden", async () => {
    const first = await send<{ visibility: string }>(
      "PUT",
      "/v1/provider/visibility-status",
      tokens.provider,
    );
    const second = await send<{ visibility: string }>(
      "PUT",
      "/v1/provider/visibility-status",
      tokens.provider,
    );
    expect([first.body.visibility, second.body.visibility].sort()).toEqual(["hidden", "visible"]);
  });
});
