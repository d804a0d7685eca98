/**
 * Where a form may send the person back to (the cookie banner's `redirectTo`, a confirm page's
 * return address): only a path on this same site. Browsers are generous readers of URLs — they turn
 * `\` into `/`, drop tabs and newlines, and a later hop may decode `%2F` — so anything that could be
 * read as another host by any of them is refused, on the raw value and its decoded forms.
 */

const MAX_LENGTH = 2048;
const BASE = "http://local.invalid";

function decodeRounds(value: string): string[] | null {
  const forms = [value];
  let current = value;
  for (let i = 0; i < 3; i += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return forms;
    forms.push(next);
    current = next;
  }
  return forms;
}

function looksLocal(value: string): boolean {
  return (
    value.startsWith("/") &&
    // `//host` and `/\host` are other hosts to a browser.
    !value.startsWith("//") &&
    !value.includes("\\") &&
    // Control characters (tab, newline, NUL...) are stripped or mangled by browsers and proxies.
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
    !/[\u0000-\u001f\u007f]/.test(value)
  );
}

/** The value itself when it is a same-site path (with its query and fragment), otherwise `fallback`. */
export function safeLocalPath(raw: unknown, fallback = "/"): string {
  if (typeof raw !== "string" || raw.length === 0 || raw.length > MAX_LENGTH) return fallback;
  const forms = decodeRounds(raw);
  if (forms === null || !forms.every(looksLocal)) return fallback;
  // Last word to the URL parser browsers use: the path must stay on our origin.
  const url = new URL(raw, BASE);
  if (url.origin !== BASE) return fallback;
  return raw;
}
