import { crc32, deflateSync } from "node:zlib";
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

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** IHDR for a 1-bit greyscale image of this size. */
function ihdr(width: number, height: number): Buffer {
  const data = Buffer.alloc(13);
  data.writeUInt32BE(width, 0);
  data.writeUInt32BE(height, 4);
  data[8] = 1; // bit depth
  data[9] = 0; // greyscale
  return pngChunk("IHDR", data);
}

/**
 * A valid, complete PNG of `side`×`side` black pixels at one bit each: 20000×20000 is 50 MB of
 * scanlines that deflate to about 50 KB, and 1.6 GB once a decoder expands it to RGBA.
 */
export function pngBomb(side = 20000): Uint8Array {
  const rowBytes = 1 + Math.ceil(side / 8);
  const idat = deflateSync(Buffer.alloc(rowBytes * side), { level: 9 });
  return new Uint8Array(
    Buffer.concat([PNG_MAGIC, ihdr(side, side), pngChunk("IDAT", idat), pngChunk("IEND", Buffer.alloc(0))]),
  );
}

/** An HTML page behind a PNG signature and a plausible 400×400 header: what a header sniff accepts. */
export function htmlWithPngMagic(): Uint8Array {
  const page = Buffer.from(
    "<!doctype html><html><body><script>alert(document.cookie)</script></body></html>",
  );
  return new Uint8Array(Buffer.concat([PNG_MAGIC, ihdr(400, 400), page]));
}

/** A PNG signature and header with no pixel data at all. */
export function pngHeaderOnly(): Uint8Array {
  return new Uint8Array(Buffer.concat([PNG_MAGIC, ihdr(400, 400)]));
}
