import { mkdirSync } from "node:fs";
import type { Page } from "@playwright/test";

/**
 * E2E_SHOTS=dir: the specs save screenshots of the screens they visit there (375 and 1280 px), for a
 * person to look at. They are never compared; unset, none are taken.
 */
export const SHOTS_DIR = process.env.E2E_SHOTS || undefined;

/** Saves `{site}-{name}-{viewport width}.png` in E2E_SHOTS (a full-page screenshot); nothing when unset. */
export async function shot(page: Page, site: string, name: string) {
  if (!SHOTS_DIR) return;
  mkdirSync(SHOTS_DIR, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `${SHOTS_DIR}/${site}-${name}-${width}.png`, fullPage: true });
}
