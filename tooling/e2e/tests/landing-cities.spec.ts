import { expect, test } from "./fixtures.ts";
import { SITES } from "./sites.ts";

/**
 * Every city landing page shows the providers of the city's whole area (Lagos includes Ikeja, Lekki…;
 * @marketplace/domain/places), so none of them says 'no providers found' on the seeded data: each city
 * page the sitemap lists, and each example address of the spec, shows at least three provider cards.
 */
const MIN_CARDS = 3;

/** The spec's own examples (routes table): the per-specialty address and its canonical concern page. */
const SPEC_EXAMPLES = [
  "/therapists/nigeria/lagos/depression",
  "/therapists/nigeria/lagos/concern/depression",
];

/** /therapists/{country}/{city}: the sitemap's city pages (country and concern pages have fewer or more parts). */
const CITY_PAGE = /^\/therapists\/[a-z-]+\/[a-z-]+$/;

test.describe("city landing pages", () => {
  // Server-rendered cards: no script needed to count them, and each page is one request.
  test.use({ javaScriptEnabled: false });

  for (const site of SITES) {
    test(`${site.name}: every sitemap city page and spec example shows at least ${MIN_CARDS} providers`, async ({
      page,
      request,
    }, info) => {
      test.skip(info.project.name === "mobile", "the same server-rendered cards at every width");
      const xml = await (await request.get(`${site.url}/sitemap.xml`)).text();
      const cityPaths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
        .map(([, loc = ""]) => new URL(loc).pathname)
        .filter((path) => CITY_PAGE.test(path));
      expect(cityPaths).toHaveLength(6);
      for (const path of [...cityPaths, ...SPEC_EXAMPLES]) {
        const response = await page.goto(`${site.url}${path}`);
        expect(response?.status(), path).toBe(200);
        const cards = page.getByTestId("landing-providers").getByRole("article");
        expect(await cards.count(), path).toBeGreaterThanOrEqual(MIN_CARDS);
        await expect(page.getByText("no providers found"), path).toHaveCount(0);
      }
    });
  }
});
