import { browserTimeZone, viewerTimeZone } from "@marketplace/domain/dates";
import { useHydrated } from "@marketplace/ui/hydrated";
import { createContext, useContext } from "react";
import { region } from "../env/index.ts";

/**
 * The zone this browser recorded in its cookie on an earlier page (domain's recordedTimeZone), read by
 * the root loader and provided by the root: the server renders in it, and the browser's first render
 * uses the same value, so hydration matches (docs/decisions/045-where-a-provider-practises.md).
 */
export const RecordedTimeZone = createContext<string | null>(null);

/**
 * The timezone to show this viewer's times in (domain's viewerTimeZone): their saved preference,
 * else the browser's own — recorded in a cookie from the page before, so the server already renders
 * in it, and read from the browser itself once the page runs — else the region's default. A first
 * visit renders the region's zone on the server and switches after hydration; the zone's name is
 * always shown beside the time, so neither reading is ever wrong (and without JavaScript the page
 * says which zone it uses).
 */
export function useViewerTimeZone(preferred: string | null | undefined): string {
  const hydrated = useHydrated();
  const recorded = useContext(RecordedTimeZone);
  const browser = hydrated ? (browserTimeZone() ?? recorded) : recorded;
  return viewerTimeZone(preferred, browser, region.defaultTimeZone);
}
