import { browserTimeZone, viewerTimeZone } from "@marketplace/domain/dates";
import { useHydrated } from "@marketplace/ui/hydrated";
import { region } from "../env/index.ts";

/**
 * The timezone to show this viewer's times in (domain's viewerTimeZone): their saved preference,
 * else — once the page runs in their browser — the browser's own, else the region's default. The
 * server cannot know the browser's timezone, so a viewer with no preference may see the region's
 * zone for a moment before the script switches to theirs; the zone's name is always shown beside
 * the time, so neither reading is ever wrong.
 */
export function useViewerTimeZone(preferred: string | null | undefined): string {
  const hydrated = useHydrated();
  return viewerTimeZone(preferred, hydrated ? browserTimeZone() : undefined, region.defaultTimeZone);
}
