// Apart from dates.ts (formatting): a page that formats a date in a known zone need not download these.

/** Every IANA timezone name the runtime knows. */
export function timezoneNames(): string[] {
  return Intl.supportedValuesOf("timeZone");
}

/** Whether the runtime knows this IANA timezone name. */
export function isTimeZone(name: unknown): name is string {
  if (typeof name !== "string" || name === "") return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/**
 * Zones that tell nothing about where someone is: browsers in privacy modes, kiosks and test
 * machines report UTC (or an Etc/ offset), and a Lagos client must not read a bare 'UTC' because of it.
 */
export const PLACELESS = /^(UTC|UCT|GMT|Universal|Zulu|Etc\/.*)$/i;

/**
 * The timezone a viewer's times are shown in, always with its name beside them: the timezone they
 * saved in their preferences; else their browser's, when the page runs in one and it names a place;
 * else the region's default (Europe/London for the global site, Africa/Lagos for Nigeria). An
 * unknown name is skipped.
 */
export function viewerTimeZone(
  preferred: string | null | undefined,
  browser: string | null | undefined,
  regionDefault: string,
): string {
  if (isTimeZone(preferred)) return preferred;
  if (isTimeZone(browser) && !PLACELESS.test(browser)) return browser;
  return regionDefault;
}

/** The browser's own timezone, or undefined on the server and where the runtime cannot tell. */
export function browserTimeZone(): string | undefined {
  // No DOM types here: the browser is told apart by its global document.
  if (!("document" in globalThis)) return undefined;
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return isTimeZone(zone) ? zone : undefined;
}
