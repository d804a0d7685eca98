import type { BrowserContext, Page, Request, TestInfo } from "@playwright/test";

/** The attachment's name: failed-page-reporter.ts prints it under the failed attempt's page. */
export const TIMELINE_ATTACHMENT = "page-timeline";

/** At most this many of the last lines: CI shows the end of its log. */
const MAX_LINES = 30;

/**
 * What a page did while an attempt ran: the documents it asked for and committed, the data,
 * route-manifest and form requests it made and how they ended, and crashes. A failed attempt's page
 * snapshot says where the page ended; this says how it got there — a sign-in that went through the
 * router or as a plain form post, a document that came late, a request cut off. Static assets are left
 * out. Only paths are kept (and the test accounts' data, never a person's).
 */
export function recordTimeline(context: BrowserContext) {
  const started = performance.now();
  const lines: string[] = [];
  const at = () =>
    `+${Math.round(performance.now() - started)
      .toString()
      .padStart(5)} ms`;
  const path = (url: string) => {
    try {
      const { pathname, search } = new URL(url);
      const query = search.length > 60 ? `${search.slice(0, 60)}…` : search;
      return `${pathname}${query}`;
    } catch {
      return url.slice(0, 80);
    }
  };
  const watched = (request: Request) =>
    request.isNavigationRequest() || ["fetch", "xhr", "eventsource"].includes(request.resourceType());
  const kind = (request: Request) => (request.isNavigationRequest() ? "document" : request.resourceType());
  const watch = (page: Page) => {
    const tab = context.pages().length > 1 ? ` [page ${context.pages().indexOf(page) + 1}]` : "";
    page.on("request", (request) => {
      if (watched(request))
        lines.push(`${at()}${tab} → ${request.method()} ${path(request.url())} (${kind(request)})`);
    });
    page.on("response", (response) => {
      const request = response.request();
      if (watched(request)) lines.push(`${at()}${tab} ← ${response.status()} ${path(response.url())}`);
    });
    page.on("requestfailed", (request) => {
      if (watched(request)) {
        lines.push(
          `${at()}${tab} ✗ ${request.method()} ${path(request.url())}: ${request.failure()?.errorText}`,
        );
      }
    });
    page.on("framenavigated", (frame) => {
      if (frame === page.mainFrame()) lines.push(`${at()}${tab} at ${path(frame.url())}`);
    });
    page.on("crash", () => lines.push(`${at()}${tab} the page crashed`));
  };
  context.on("page", watch);
  for (const page of context.pages()) watch(page);
  return {
    /** On a failed attempt, attaches the last MAX_LINES lines for the reporter. */
    async attachIfFailed(testInfo: TestInfo) {
      context.off("page", watch);
      if (testInfo.status === testInfo.expectedStatus || lines.length === 0) return;
      const shown =
        lines.length > MAX_LINES
          ? [`… ${lines.length - MAX_LINES} earlier lines`, ...lines.slice(-MAX_LINES)]
          : lines;
      await testInfo.attach(TIMELINE_ATTACHMENT, { body: shown.join("\n"), contentType: "text/plain" });
    },
  };
}
