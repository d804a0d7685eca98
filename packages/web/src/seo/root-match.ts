import type { RootData } from "../shell/index.server.ts";

/** The root loader's data from a meta function's matches. */
export function rootData(matches: ReadonlyArray<{ id: string; data: unknown }>): RootData | undefined {
  return matches.find((m) => m.id === "root")?.data as RootData | undefined;
}
