import type { APIRequestContext, Page } from "@playwright/test";
import { seriousOn } from "./axe.ts";
import { apiFor, bookAndPaySession, newBookableProvider, type Person, signUp } from "./booking-people.ts";
import { pauseSoon } from "./clock.ts";
import { expect, test } from "./fixtures.ts";
import { fromThisMachine } from "./mail.ts";
import { dismissCookies, logIn, untilHydrated } from "./session.ts";
import { stableLayout } from "./settle.ts";
import { API, SITES } from "./sites.ts";

type Site = (typeof SITES)[number];
const axe = async (page: Page) => {
  await stableLayout(page);
  return seriousOn(page);
};

const LONG_COMMENT =
  "From the first session I felt listened to. We worked on sleep and on the worry before work, and the small steps we agreed each week made a real difference.";

/**
 * A provider of the test's own, a client of its own, and a session between them that the client
 * booked and paid for (only such a session can be reviewed: issue 27) and that has taken place.
 */
async function completedSession(request: APIRequestContext, site: Site, label: string) {
  const provider = await newBookableProvider(request, site, `${label}-provider`);
  const client = await signUp(request, site, `${label}-client`, "client", {
    firstName: "Rhea",
    lastName: "Okon",
  });
  const session = await bookAndPaySession(request, provider, client, { daysAhead: 1 });
  // The developer helper answers only this machine: from the test process, with no forwarded address.
  await fromThisMachine(async (api) => {
    const done = await api.post(`${API}/dev/booking/${session.identifier}/complete`, {
      headers: { Authorization: `Bearer ${provider.token}` },
    });
    expect(done.status(), await done.text()).toBe(200);
  });
  return { provider, client, session: session.identifier };
}

async function reviewThroughApi(
  request: APIRequestContext,
  client: Person,
  session: string,
  comment: string,
) {
  const res = await request.post(`${API}/v1/review/${session}`, {
    headers: { Authorization: `Bearer ${client.token}` },
    data: { rating: 4.5, comment },
  });
  expect(res.status(), await res.text()).toBe(201);
}

for (const site of SITES) {
  test.describe(`${site.name} reviews`, () => {
    test("a client reviews a completed session; it shows on the profile and the provider replies", async ({
      page,
      playwright,
    }, info) => {
      test.setTimeout(120_000);
      const request = await apiFor(playwright);
      const { provider, client, session } = await completedSession(request, site, "review");
      const width = page.viewportSize()?.width ?? 0;

      await logIn(page, site.url, client.email);
      await expect(page).toHaveURL(`${site.url}/overview`);
      await page.goto(`${site.url}/booking/${session}/summary`);
      await page.getByTestId("review-invite").getByRole("link", { name: "Leave Review" }).click();
      await expect(page).toHaveURL(`${site.url}/review/${session}`);
      await expect(page.getByRole("heading", { level: 1, name: "Review your session" })).toBeVisible();

      // The rating is a radio group: a click on the fourth star, then the arrow key to four and a half.
      const group = page.getByRole("radiogroup", { name: "Your rating" });
      await expect(group.getByRole("radio")).toHaveCount(10);
      await page.getByTitle("4 stars", { exact: true }).click();
      await page.keyboard.press("ArrowRight");
      await expect(group.getByRole("radio", { name: "4.5 stars" })).toBeChecked();
      // Every half star up to the chosen one is filled.
      const fill = (title: string) =>
        page.getByTitle(title, { exact: true }).evaluate((el) => getComputedStyle(el).backgroundColor);
      await page.mouse.move(0, 0);
      expect(await fill("Half a star")).toBe(await fill("4.5 stars"));
      expect(await fill("5 stars")).not.toBe(await fill("4.5 stars"));
      await page.getByLabel("Your comment (optional)").fill("Calm, clear and kind. I left with a plan.");
      expect(await axe(page)).toEqual([]);
      await page.screenshot({
        path: info.outputPath(`review-form-${site.name}-${width}.png`),
        fullPage: true,
      });
      await page.getByRole("button", { name: "Post review" }).click();
      await expect(page.getByText("Thank you. Your review is posted")).toBeVisible();
      await page.goto(`${site.url}/review/${session}`);
      await expect(page.getByText("You have already reviewed this session")).toBeVisible();
      await page.goto(`${site.url}/booking/${session}/summary`);
      await expect(page.getByTestId("review-invite")).toHaveCount(0);

      await page.goto(`${site.url}/provider/${provider.id}#reviews`);
      const review = page.getByTestId("review").filter({ hasText: "Calm, clear and kind." });
      await expect(review).toBeVisible();
      await expect(review).toContainText("Rhea Okon");
      await expect(review.getByTestId("reply-form")).toHaveCount(0);

      // The provider replies from their own profile.
      await page.context().clearCookies();
      await logIn(page, site.url, provider.email);
      await page.waitForURL((url) => !url.pathname.startsWith("/login"));
      await page.goto(`${site.url}/provider/${provider.id}#reviews`);
      const own = page.getByTestId("review").filter({ hasText: "Calm, clear and kind." });
      await own.getByLabel("Reply to this review").fill("Thank you, Rhea. Keep going with the plan.");
      await own.getByRole("button", { name: "Post reply" }).click();
      const reply = page
        .getByTestId("review")
        .filter({ hasText: "Calm, clear and kind." })
        .getByTestId("review-reply");
      await expect(reply).toContainText("Thank you, Rhea. Keep going with the plan.");
      await expect(
        page.getByTestId("review").filter({ hasText: "Calm, clear and kind." }).getByTestId("reply-form"),
      ).toHaveCount(0);
      expect(await axe(page)).toEqual([]);
      await untilHydrated(reply);
      await reply.scrollIntoViewIfNeeded();
      await page.screenshot({ path: info.outputPath(`profile-reply-${site.name}-${width}.png`) });
    });

    test("the carousel loads only near the viewport, shows its reviews and expands long ones on mobile", async ({
      page,
      playwright,
      isMobile,
    }, info) => {
      test.setTimeout(120_000);
      const request = await apiFor(playwright);
      const { client, session } = await completedSession(request, site, "carousel");
      const tag = `Note ${Math.random().toString(36).slice(2, 8)}.`;
      await reviewThroughApi(request, client, session, `${tag} ${LONG_COMMENT}`);

      const loads: string[] = [];
      page.on("request", (r) => {
        if (new URL(r.url()).pathname === "/reviews/latest") loads.push(r.url());
      });
      await page.goto(site.url);
      await dismissCookies(page);
      const section = page.getByTestId("client-reviews");
      await page.waitForLoadState("load");
      await page.waitForTimeout(500);
      expect(loads, "no request until the section is near").toEqual([]);
      await untilHydrated(section); // the carousel's code has replaced the server's HTML
      await section.scrollIntoViewIfNeeded();
      // The carousel's code loads once the page is interactive and its reviews once it nears the
      // view (decision 033): under a loaded CI machine that chain took longer than the default 5 s.
      await expect(section).toHaveAttribute("data-state", "loaded", { timeout: 15_000 });
      expect(loads).toHaveLength(1);
      await expect(
        section.getByRole("heading", { name: "Feeling Unsure? Let Real Experiences Guide You" }),
      ).toBeVisible();
      await expect(
        section.getByText(
          "See how others felt after connecting with our therapists. Their real experiences can help you choose with confidence.",
        ),
      ).toBeVisible();
      const ours = section.getByTestId("carousel-slide").filter({ hasText: tag });
      await expect(ours).toHaveCount(1);
      if (isMobile) {
        // The newest review is first: its long comment is cut short until 'Read more'.
        const more = ours.getByRole("button", { name: "Read more" });
        await expect(more).toBeVisible();
        await more.click();
        await expect(ours.getByRole("button", { name: "Show less" })).toBeVisible();
        await ours.getByRole("button", { name: "Show less" }).click();
        await expect(more).toBeVisible();
      } else {
        await expect(ours.getByRole("button", { name: "Read more" })).toHaveCount(0);
      }
      expect(await axe(page)).toEqual([]);
      await page.screenshot({
        path: info.outputPath(`carousel-${site.name}-${page.viewportSize()?.width}.png`),
        clip: (await section.boundingBox()) ?? undefined,
      });
    });
  });
}

/** How many slides show in the track: those at least half inside it. */
async function visibleSlides(page: Page) {
  return page.getByTestId("carousel-track").evaluate((track) => {
    const box = track.getBoundingClientRect();
    return [...track.querySelectorAll("[data-testid=carousel-slide]")].filter((slide) => {
      const r = slide.getBoundingClientRect();
      const inside = Math.min(r.right, box.right) - Math.max(r.left, box.left);
      return r.width > 0 && inside >= r.width / 2;
    }).length;
  });
}

test.describe("carousel layout and timing", () => {
  test.skip(({ isMobile }) => isMobile, "the desktop project resizes its own viewport");

  for (const site of SITES) {
    test(`${site.name}: 1, 2, 2 and 3 slides at 375, 768, 1024 and 1280 px`, async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto(site.url);
      await dismissCookies(page);
      const section = page.getByTestId("client-reviews");
      await untilHydrated(section); // the carousel's code has replaced the server's HTML
      await section.scrollIntoViewIfNeeded();
      // The carousel's code loads once the page is interactive and its reviews once it nears the
      // view (decision 033): under a loaded CI machine that chain took longer than the default 5 s.
      await expect(section).toHaveAttribute("data-state", "loaded", { timeout: 15_000 });
      for (const [width, slides] of [
        [375, 1],
        [768, 2],
        [1024, 2],
        [1280, 3],
      ] as const) {
        await page.setViewportSize({ width, height: 800 });
        await expect.poll(() => visibleSlides(page), `${width} px`).toBe(slides);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      }
    });

    test(`${site.name}: autoplays every 5 s, pauses on hover, and the arrows wrap`, async ({ page }) => {
      await page.clock.install();
      await page.goto(site.url);
      await dismissCookies(page);
      const section = page.getByTestId("client-reviews");
      await untilHydrated(section); // the carousel's code has replaced the server's HTML
      await section.scrollIntoViewIfNeeded();
      // The carousel's code loads once the page is interactive and its reviews once it nears the
      // view (decision 033): under a loaded CI machine that chain took longer than the default 5 s.
      await expect(section).toHaveAttribute("data-state", "loaded", { timeout: 15_000 });
      // The arrows work once the track's library has loaded, after the reviews: a click before it did
      // nothing (once, in a targeted run).
      await expect(section).toHaveAttribute("data-slider", "ready", { timeout: 15_000 });
      await expect(section.getByRole("button", { name: "Next reviews" })).toBeVisible();
      await expect(section).toHaveAttribute("data-index", "0");
      // The page's clock stops; a move by hand restarts the 5 s interval from the end of its animation.
      await pauseSoon(page);
      const next = section.getByRole("button", { name: "Next reviews" });
      const at = (index: number) => expect(section).toHaveAttribute("data-index", String(index));
      const before = Number(await section.getAttribute("data-index"));
      await next.click();
      await at(before + 1);
      await page.clock.runFor(4_500);
      await at(before + 1);
      await page.clock.runFor(1_000);
      await at(before + 2);
      // Hovered on desktop: no autoplay.
      await page.getByTestId("carousel-track").hover();
      await page.clock.runFor(12_000);
      await at(before + 2);
      await page.mouse.move(0, 0);
      await page.clock.runFor(4_500);
      await at(before + 2);
      await page.clock.runFor(1_000);
      await at(before + 3);
      // A second click within 500 ms is ignored; previous from the first review wraps to the last.
      const prev = section.getByRole("button", { name: "Previous reviews" });
      await prev.click();
      await prev.click();
      await at(before + 2);
      for (let i = before + 2; i > 0; i -= 1) {
        await page.clock.runFor(600);
        await prev.click();
        await at(i - 1);
      }
      await page.clock.runFor(600);
      await prev.click();
      await at((await section.getByTestId("carousel-slide").count()) - 1);
    });
  }
});
