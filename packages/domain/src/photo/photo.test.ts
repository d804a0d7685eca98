import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CROP, checkPhotoDimensions, checkPhotoFile, clampZoom, PHOTO_MAX_BYTES } from "./photo.ts";

describe("photo rules", () => {
  it("accepts PNG and JPG up to 10MB", () => {
    expect(checkPhotoFile({ type: "image/png", size: 1000 })).toBeNull();
    expect(checkPhotoFile({ type: "image/jpeg", size: PHOTO_MAX_BYTES })).toBeNull();
  });
  it("refuses other types and bigger files with the spec's messages", () => {
    expect(checkPhotoFile({ type: "image/webp", size: 10 })).toBe("Please upload a valid image file.");
    expect(checkPhotoFile({ type: "application/pdf", size: 10 })).toBe("Please upload a valid image file.");
    expect(checkPhotoFile({ type: "image/png", size: PHOTO_MAX_BYTES + 1 })).toBe(
      "File size should not exceed 10MB",
    );
  });
  it("needs at least 200x200 pixels", () => {
    expect(checkPhotoDimensions({ width: 200, height: 200 })).toBeNull();
    expect(checkPhotoDimensions({ width: 1000, height: 199 })).toBe(
      "Image dimensions should be at least 200x200 pixels.",
    );
  });
  it("refuses more than 8000 pixels on a side, whatever the file size", () => {
    expect(checkPhotoDimensions({ width: 8000, height: 8000 })).toBeNull();
    expect(checkPhotoDimensions({ width: 20000, height: 20000 })).toBe(
      "Image dimensions should be at most 8000x8000 pixels.",
    );
  });
});

describe("crop zoom", () => {
  it("is square, 1 to 3 in steps of 0.1", () => {
    expect(CROP).toEqual({ aspectRatio: 1, zoomMin: 1, zoomMax: 3, zoomStep: 0.1 });
    expect(clampZoom(0.5)).toBe(1);
    expect(clampZoom(3.7)).toBe(3);
    expect(clampZoom(1.26)).toBe(1.3);
    expect(clampZoom(Number.NaN)).toBe(1);
  });
  it("always lands on a step inside the range", () => {
    fc.assert(
      fc.property(fc.double({ min: -10, max: 10, noNaN: true }), (z) => {
        const out = clampZoom(z);
        return out >= 1 && out <= 3 && Math.abs(out * 10 - Math.round(out * 10)) < 1e-9;
      }),
    );
  });
});
