import type { Region } from "@marketplace/region";
import { createContext, useContext } from "react";
import type { SessionView } from "./session-view.ts";

export interface Shell {
  region: Region;
  otherRegion: Region;
  otherHost: string;
  session: SessionView | null;
  hasConsent: boolean;
  openConsent: () => void;
}

export const ShellContext = createContext<Shell | null>(null);

export function useShell(): Shell {
  const shell = useContext(ShellContext);
  if (!shell) throw new Error("useShell outside the root");
  return shell;
}
