import { SITE_ROUTES } from "../../../packages/web/src/routes.ts";
import { seriousOn } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { signIn } from "./session.ts";
import { GLOBAL, NIGERIA } from "./sites.ts";

/**
 * The mobile project only (playwright.config.ts). Every signed-in screen without a parameter in its
 * path — from the route table, so a new one is swept without touching this file — as each demo
 * account with its lived-in data, at 375 px: the automatic fixture fails a screen that scrolls
 * sideways, and axe one with a serious violation. The journeys through these screens (wallet,
 * earnings, onboarding, the provider workspace) run at 1280 px only: docs/decisions/031-ci-time.md.
 */
const SCREENS = SITE_ROUTES.flatMap((route) =>
  route.access === "signed-in" && route.path && !route.path.includes(":") ? [route.path] : [],
);

const ACCOUNTS = [
  { site: GLOBAL, who: "client", email: "client.uk@demo.tranquil.example" },
  { site: NIGERIA, who: "client", email: "client@demo.tranquil.example" },
  { site: NIGERIA, who: "provider", email: "provider@demo.tranquil.example" },
];

for (const { site, who, email } of ACCOUNTS) {
  test(`${site.name}, the demo ${who}: every signed-in screen fits 375 px with no serious axe violation`, async ({
    page,
  }) => {
    test.slow(); // a dozen screens, axe on each
    expect(SCREENS).toContain("/wallet");
    await signIn(page, site.url, email);
    const problems: string[] = [];
    for (const path of SCREENS) {
      await page.goto(`${site.url}${path}`);
      await expect(page.getByRole("main")).toBeVisible();
      problems.push(...(await seriousOn(page)).map((v) => `${path}: ${v}`));
    }
    expect(problems).toEqual([]);
  });
}
