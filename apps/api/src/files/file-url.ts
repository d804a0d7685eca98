/** Stored paths are relative (`/files/avatars/X.svg`); clients get absolute URLs on the API's public origin. */
export function fileUrl(publicUrl: string, path: string | null): string | null {
  if (!path) return null;
  if (/^https?:\/\//.test(path)) return path;
  return `${publicUrl.replace(/\/$/, "")}${path.startsWith("/") ? "" : "/"}${path}`;
}
