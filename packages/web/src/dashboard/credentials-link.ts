import { tCredentials } from "../i18n/index.ts";

interface NavLink {
  label: string;
  href: string;
}

export const CREDENTIALS_PATH = "/credentials";

/**
 * A provider's side bar gains the credentials screen, after Profile (or last when there is none);
 * other roles' lists, and a list that failed to load (null), stay as they are.
 */
export function withCredentialsLink<T extends NavLink>(
  links: T[] | null,
  role: string,
): (T | NavLink)[] | null {
  if (!links || role !== "provider" || links.some((l) => l.href === CREDENTIALS_PATH)) return links;
  const link = { label: tCredentials("nav"), href: CREDENTIALS_PATH };
  const profile = links.findIndex((l) => l.href === "/profile");
  const at = profile < 0 ? links.length : profile + 1;
  return [...links.slice(0, at), link, ...links.slice(at)];
}
