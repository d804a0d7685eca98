import sharp from "sharp";
import { describe, expect, it } from "vitest";
import {
  htmlWithPngMagic,
  jpegImage,
  pngBomb,
  pngHeaderOnly,
  pngImage,
  webpHeader,
} from "../../test/images.ts";
import { ApiError } from "../http/errors.ts";
import { reencodePhoto } from "./photo-check.ts";

async function refusal(bytes: Uint8Array) {
  const error = await reencodePhoto(bytes).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  const { status, message } = error as ApiError;
  return { status, message };
}

/** A 600×400 JPEG carrying EXIF GPS coordinates and a camera name, as a phone writes them. */
async function jpegWithGps() {
  return new Uint8Array(
    await sharp({ create: { width: 600, height: 400, channels: 3, background: "#5a8f7b" } })
      .jpeg()
      .withExif({
        IFD0: { Make: "PhoneCo", Model: "Pocket 9" },
        IFD3: {
          GPSLatitudeRef: "N",
          GPSLatitude: "6/1 27/1 0/1",
          GPSLongitudeRef: "E",
          GPSLongitude: "3/1 23/1 0/1",
        },
      })
      .toBuffer(),
  );
}

describe("photo re-encoding", () => {
  it("refuses a 20000×20000 PNG bomb (a ~50 KB file) without decoding it", async () => {
    const bomb = pngBomb();
    expect(bomb.byteLength).toBeLessThan(200_000);
    expect(await sharp(bomb, { limitInputPixels: false }).metadata()).toMatchObject({
      width: 20000,
      height: 20000,
      format: "png",
    });
    expect(await refusal(bomb)).toEqual({
      status: 422,
      message: "Image dimensions should be at most 8000x8000 pixels.",
    });
  });

  it("refuses HTML behind PNG magic bytes, a header-only PNG and a truncated PNG", async () => {
    const truncated = pngImage(400, 400);
    for (const bytes of [htmlWithPngMagic(), pngHeaderOnly(), truncated.slice(0, truncated.length / 2)]) {
      expect(await refusal(bytes)).toEqual({ status: 415, message: "Please upload a valid image file." });
    }
  });

  it("refuses WebP and text, and keeps the 200×200 minimum", async () => {
    expect((await refusal(webpHeader())).status).toBe(415);
    expect((await refusal(new TextEncoder().encode("not an image"))).status).toBe(415);
    expect(await refusal(pngImage(100, 100))).toEqual({
      status: 422,
      message: "Image dimensions should be at least 200x200 pixels.",
    });
  });

  it("strips EXIF (GPS, camera) from a JPEG and stores new bytes", async () => {
    const original = await jpegWithGps();
    expect((await sharp(original).metadata()).exif?.toString("latin1")).toContain("PhoneCo");
    const photo = await reencodePhoto(original);
    expect(photo.extension).toBe("jpg");
    const meta = await sharp(photo.bytes).metadata();
    expect(meta).toMatchObject({ format: "jpeg", width: 600, height: 400 });
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(Buffer.from(photo.bytes).includes("PhoneCo")).toBe(false);
    expect(Buffer.from(photo.bytes).includes("Exif")).toBe(false);
  });

  it("keeps PNG as PNG and scales a large photo down to 1024 px", async () => {
    const png = await reencodePhoto(pngImage(300, 300));
    expect(png).toMatchObject({ extension: "png", width: 300, height: 300 });
    const big = await reencodePhoto(jpegImage(2000, 1500));
    expect(big).toMatchObject({ extension: "jpg", width: 1024, height: 768 });
  });
});
