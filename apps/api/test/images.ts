import jpeg from "jpeg-js";
import { PNG } from "pngjs";

/** Real encoded images for upload tests: a soft gradient so the encoders do real work. */
function pixels(width: number, height: number): Buffer {
  const data = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 4;
      data[i] = 60 + Math.round((x / width) * 120);
      data[i + 1] = 140;
      data[i + 2] = 120 + Math.round((y / height) * 100);
      data[i + 3] = 255;
    }
  }
  return data;
}

export function jpegImage(width: number, height: number): Uint8Array {
  return new Uint8Array(jpeg.encode({ data: pixels(width, height), width, height }, 85).data);
}

export function pngImage(width: number, height: number): Uint8Array {
  const png = new PNG({ width, height });
  pixels(width, height).copy(png.data);
  return new Uint8Array(PNG.sync.write(png));
}

/** The RIFF/WEBP header is enough for content sniffing to call it WebP. */
export function webpHeader(): Uint8Array {
  const bytes = Buffer.alloc(64);
  bytes.write("RIFF", 0, "ascii");
  bytes.writeUInt32LE(56, 4);
  bytes.write("WEBPVP8 ", 8, "ascii");
  return new Uint8Array(bytes);
}
