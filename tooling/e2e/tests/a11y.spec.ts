import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures.ts";
import { SITES } from "./sites.ts";

for (const site of SITES) {
  for (const path of ["/", "/therapy", "/no-such-page"]) {
    test(`${site.name} ${path}: no serious or critical accessibility violations`, async ({ page }) => {
      await page.goto(`${site.url}${path}`);
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations
        .filter((v) => v.impact === "serious" || v.impact === "critical")
        .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
      expect(serious).toEqual([]);
    });
  }
}
