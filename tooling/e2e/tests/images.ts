import jpeg from "jpeg-js";
import { PNG } from "pngjs";

/** Real image files made in memory, for the photo upload. */
function pixels(width: number, height: number) {
  const data = Buffer.alloc(width * height * 4);
  for (let i = 0; i < width * height; i += 1) {
    data[i * 4] = 40 + (i % width) / 8;
    data[i * 4 + 1] = 140;
    data[i * 4 + 2] = 120;
    data[i * 4 + 3] = 255;
  }
  return data;
}
export const jpegFile = (w: number, h: number) =>
  Buffer.from(jpeg.encode({ data: pixels(w, h), width: w, height: h }, 85).data);
export function pngFile(w: number, h: number) {
  const png = new PNG({ width: w, height: h });
  pixels(w, h).copy(png.data);
  return PNG.sync.write(png);
}
