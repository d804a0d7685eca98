import { describe, expect, it } from "vitest";
import { CROP_JPEG_QUALITY, canvasToJpeg, dataUrlToBlob } from "./cropped-jpeg.ts";

// The first bytes of a JPEG (SOI and an APP0 marker), as a canvas would start one.
const JPEG_START = [0xff, 0xd8, 0xff, 0xe0];
const base64 = (bytes: number[]) => Buffer.from(bytes).toString("base64");

describe("dataUrlToBlob", () => {
  it("decodes a base64 data: URL to its bytes and type", async () => {
    const blob = dataUrlToBlob(`data:image/jpeg;base64,${base64(JPEG_START)}`);
    expect(blob?.type).toBe("image/jpeg");
    expect([...new Uint8Array(await (blob as Blob).arrayBuffer())]).toEqual(JPEG_START);
  });

  it("refuses what is not a base64 data: URL", () => {
    expect(dataUrlToBlob("data:,")).toBeNull();
    expect(dataUrlToBlob("data:image/png,plain")).toBeNull();
    expect(dataUrlToBlob("https://example.com/a.jpg")).toBeNull();
  });
});

describe("canvasToJpeg", () => {
  it("asks the canvas for a JPEG at the crop's quality, synchronously", async () => {
    const calls: unknown[][] = [];
    const canvas = {
      toDataURL: (...args: unknown[]) => {
        calls.push(args);
        return `data:image/jpeg;base64,${base64(JPEG_START)}`;
      },
    };
    const blob = canvasToJpeg(canvas);
    expect(calls).toEqual([["image/jpeg", CROP_JPEG_QUALITY]]);
    expect(blob?.type).toBe("image/jpeg");
    expect(blob?.size).toBe(JPEG_START.length);
  });

  it("is null when the canvas cannot write a JPEG (it falls back to PNG)", () => {
    expect(canvasToJpeg({ toDataURL: () => `data:image/png;base64,${base64([0x89, 0x50])}` })).toBeNull();
  });
});
