/** The two kinds of private file the screen lists, and the site path each downloads from. */
export type FileArea = "files" | "insurance";
export const isFileArea = (value: unknown): value is FileArea => value === "files" || value === "insurance";
export const fileHref = (area: FileArea, identifier: string) => `/credentials/${area}/${identifier}`;
