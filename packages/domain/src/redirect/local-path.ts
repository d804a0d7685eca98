/**
 * Where a form may send the person back to (the cookie banner's `redirectTo`, a confirm page's
 * return address): only a path on this same site. Browsers are generous readers of URLs — they turn
 * `\` into `/`, drop tabs and newlines, and a later hop may decode `%2F` — so anything that could be
 * read as another host by any of them is refused, on the raw value and its decoded forms.
 */

import { decodedForms } from "./decoded-forms.ts";

const MAX_LENGTH = 2048;
const BASE = "http://local.invalid";

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
const CONTROL = /[\u0000-\u001f\u007f]/;

/** A path (no query or fragment) that no browser or proxy reads as another host. */
function isLocalPath(path: string): boolean {
  return (
    path.startsWith("/") &&
    // `//host` and `/\host` are other hosts to a browser; `\` is read as `/` in a path.
    !path.startsWith("//") &&
    !path.includes("\\") &&
    // Tabs and newlines are dropped by browsers (`/\t/host` becomes `//host`).
    !CONTROL.test(path)
  );
}

/** The value itself when it is a same-site path (with its query and fragment), otherwise `fallback`. */
export function safeLocalPath(raw: unknown, fallback = "/"): string {
  if (typeof raw !== "string" || raw.length === 0 || raw.length > MAX_LENGTH) return fallback;
  // Raw control characters never belong in a URL (and CR/LF would split the Location header).
  if (CONTROL.test(raw)) return fallback;
  // The query and fragment may carry anything encoded (a login page's own redirect parameter, say);
  // the path, raw and decoded, must stay a path on this site.
  const path = raw.split(/[?#]/, 1)[0] ?? "";
  const forms = decodedForms(path);
  if (forms === null || !forms.every(isLocalPath)) return fallback;
  // Last word to the URL parser browsers use: the whole value must stay on our origin.
  const url = new URL(raw, BASE);
  if (url.origin !== BASE) return fallback;
  return raw;
}
