// The Latin files of the two type faces, preloaded by the sites' root so the hero heading (the
// largest paint) does not wait for the stylesheet to be parsed before its font is requested. Relative
// paths because fontsource's package exports map every subpath to a .css file.
import dmSansLatin from "../../node_modules/@fontsource-variable/dm-sans/files/dm-sans-latin-wght-normal.woff2?url";
import frauncesLatin from "../../node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2?url";

/** `<link rel="preload">` descriptors in the shape Remix's `links` export takes. */
export const fontPreloads = [dmSansLatin, frauncesLatin].map((href) => ({
  rel: "preload",
  as: "font",
  type: "font/woff2",
  href,
  crossOrigin: "anonymous" as const,
}));
