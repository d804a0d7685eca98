import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

export type Violation = Awaited<ReturnType<AxeBuilder["analyze"]>>["violations"][number];

/**
 * The rule of every screen: no serious or critical axe violation. Each is named with its rule, its
 * impact and the elements it found, so a failure says where to look.
 */
export const serious = (violations: Violation[]): string[] =>
  violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);

/** The page's serious and critical violations, as it is now. */
export async function seriousOn(page: Page): Promise<string[]> {
  return serious((await new AxeBuilder({ page }).analyze()).violations);
}

/** Fails with the list of the page's serious and critical violations, if it has any. */
export async function expectAccessible(page: Page): Promise<void> {
  expect(await seriousOn(page)).toEqual([]);
}
