import { test as base, type ConsoleMessage, expect, type Page } from "@playwright/test";
import { ownAddress } from "./addresses.ts";
import { recordTimeline } from "./page-timeline.ts";

export { expect };

/** The document's width against the viewport the project asked for (375 px on the mobile project). */
export async function overflowOf(page: Page): Promise<string | null> {
  const width = page.viewportSize()?.width;
  // about:blank (a test that skipped before navigating) is no route of ours.
  if (!width || page.isClosed() || !page.url().startsWith("http")) return null;
  // A phone's browser widens innerWidth to fit wider content, so the configured width is the measure.
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  return scrollWidth > width ? `${page.url()}: ${scrollWidth} px wide at ${width} px` : null;
}

/**
 * Console errors a test provokes on purpose, and nothing else: each entry says which test provokes
 * it and why. A pattern is matched against the message followed by the URL it is about. Everything
 * else the browser reports as an error (a console error, an uncaught exception, a Content-Security-
 * Policy violation, which Chromium logs as a console error) fails the test that saw it.
 */
export const ALLOWED_CONSOLE_ERRORS: readonly { pattern: RegExp; why: string }[] = [
  {
    // a11y.spec.ts audits the not-found page itself, and shell.spec.ts asks for an unknown path: 404.
    pattern: /status of 404 .* http:\/\/localhost:\d+\/no[-/]such[-/]page$/,
    why: "the not-found page, visited on purpose",
  },
  {
    // landing.spec.ts asks for places that do not exist, to see the not-found page in the shell.
    pattern: /status of 404 .*\/therapists\/(nigeria\/kano|ghana|uk\/london\/(concern\/)?unicorns)$/,
    why: "made-up landing pages",
  },
  {
    // photo.spec.ts: a provider opens the profile of a client they have no booking with.
    pattern: /status of 403 .*\/client\/\w{26}$/,
    why: "a client profile refused on purpose",
  },
  {
    // provider-credentials.spec.ts: an 11 MB licence sent without JavaScript, past the browser's check;
    // the page answers 413 with the form's error.
    pattern: /status of 413 .*\/credentials$/,
    why: "an upload over the limit, on purpose",
  },
  {
    // provider-profile.spec.ts and served-words.spec.ts ask for providers that do not exist (404), and
    // provider-profile.spec.ts for malformed ids (400).
    pattern: /status of (404|400) .*\/provider\/(0{25}[0Z]|undefined|)$/,
    why: "unknown and malformed provider ids, on purpose",
  },
  {
    // account-email.spec.ts: the developer tools answer 404 to a browser with an address of its own.
    pattern: /status of 404 .* http:\/\/localhost:\d+\/dev\/mail\?to=/,
    why: "the developer tools refuse a visitor from elsewhere",
  },
  {
    // session-room.spec.ts: someone outside the booking, and a made-up booking id, get the not-found page.
    pattern: /status of 404 .*\/session\/\w{26}$/,
    why: "a session room refused on purpose",
  },
  {
    // accounts.spec.ts: a login redirect to a made-up booking id keeps the redirect, then finds no booking.
    pattern: /status of 404 .*\/booking\/01JD3Q8Z7X6W5V4T3S2R1Q0P9N\.data$/,
    why: "a crafted booking id that does not exist",
  },
  {
    // staff-support.spec.ts: the console answers its not-found page to everyone but staff, and the
    // Nigerian site has no console at all.
    pattern: /status of 404 .* http:\/\/localhost:\d+\/staff(\/[\w/]*)?$/,
    why: "the staff console refused on purpose",
  },
  {
    // The demo accounts are shared by the suite's parallel tests (both widths, several workers), so one
    // of them can have more pages open at once than the API's ten live streams per account (decision
    // 008): the eleventh page's stream is refused with 429 and retried.
    pattern: /status of 429 .*\/messages\/stream$/,
    why: "a shared demo account over its live-stream cap",
  },
  {
    // account-email.spec.ts resets the password (which ends the account's other sessions) and
    // email-links.spec.ts signs the browser out, each under an open signed-in page: its live stream is
    // refused when it reconnects.
    pattern: /status of 401 .*\/messages\/stream$/,
    why: "a session ended on purpose under an open page",
  },
];

/** What a page reported that fails a test: console errors, uncaught errors, CSP violations. */
function consoleProblem(message: ConsoleMessage): string | null {
  if (message.type() !== "error") return null;
  const { url, lineNumber } = message.location();
  const text = `${message.text()} ${url ?? ""}`.trim();
  if (ALLOWED_CONSOLE_ERRORS.some((allowed) => allowed.pattern.test(text))) return null;
  return `console error: ${message.text()}${url ? ` (${url}${lineNumber ? `:${lineNumber}` : ""})` : ""}`;
}

/**
 * Every spec imports `test` and `expect` from here. An automatic fixture fails every test whose pages
 * log a console error, throw an uncaught error or break the Content-Security-Policy (Chromium logs
 * every violation as a console error), except the few a test provokes on purpose
 * (ALLOWED_CONSOLE_ERRORS). Not a `securitypolicyviolation` listener: Playwright's own evaluation
 * probes `eval` under the sites' CSP, which fires one in every page that waits for a function. On the mobile project (375 px) an automatic
 * fixture measures each page the test lands on — after every load and client-side navigation, and
 * once more at the end — and fails the test when any of them scrolls sideways.
 */
export const test = base.extend<{
  noSideScroll: undefined;
  noConsoleErrors: undefined;
  pageTimeline: undefined;
}>({
  /**
   * Each test's browser and request fixture come from an address of their own (the sites and the API
   * believe X-Forwarded-For from loopback in this suite), so sign-ups and log-ins made through the
   * screens count against that test's per-address throttles, not one address the whole suite shares.
   */
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({ ...extraHTTPHeaders, ...ownAddress() });
  },
  noConsoleErrors: [
    async ({ context }, use) => {
      const problems: string[] = [];
      const watch = (page: Page) => {
        page.on("console", (message) => {
          const problem = consoleProblem(message);
          if (problem) problems.push(problem);
        });
        page.on("pageerror", (error) => problems.push(`uncaught error: ${error.message} (${page.url()})`));
      };
      context.on("page", watch);
      for (const page of context.pages()) watch(page);
      await use(undefined);
      expect(problems, "console errors, uncaught errors and CSP violations").toEqual([]);
    },
    { auto: true },
  ],
  /** A failed attempt's record of what its pages asked for and when (page-timeline.ts). */
  pageTimeline: [
    async ({ context }, use, testInfo) => {
      const timeline = recordTimeline(context);
      await use(undefined);
      await timeline.attachIfFailed(testInfo);
    },
    { auto: true },
  ],
  noSideScroll: [
    async ({ page, isMobile }, use) => {
      if (!isMobile) return use(undefined);
      const overflows = new Set<string>();
      const measure = async () => {
        try {
          await page.waitForLoadState("load");
          const overflow = await overflowOf(page);
          if (overflow) overflows.add(overflow);
        } catch {
          // The page moved on or closed while measuring; the next page is measured on its own.
        }
      };
      const pending: Promise<void>[] = [];
      const onNavigated = (frame: ReturnType<Page["mainFrame"]>) => {
        if (frame === page.mainFrame()) pending.push(measure());
      };
      page.on("framenavigated", onNavigated);
      await use(undefined);
      page.off("framenavigated", onNavigated);
      await Promise.all(pending);
      await measure();
      expect([...overflows], "pages that scroll sideways at this width").toEqual([]);
    },
    { auto: true },
  ],
});
