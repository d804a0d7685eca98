import type { Page } from "@playwright/test";

type Watched = { liveStreamReady?: number };

/**
 * Counts, inside the page, each `ready` event of its live stream (/messages/stream). The API sends
 * `ready` once it has subscribed the page to the person's events, so from then on a message or a
 * notification reaches the page live. Call before the page loads the document to watch.
 */
export async function watchLiveStream(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const Native = window.EventSource;
    window.EventSource = class extends Native {
      constructor(url: string | URL, init?: EventSourceInit) {
        super(url, init);
        this.addEventListener("ready", () => {
          const watched = window as unknown as { liveStreamReady?: number };
          watched.liveStreamReady = (watched.liveStreamReady ?? 0) + 1;
        });
      }
    };
  });
}

/** Waits until the page's live stream is subscribed (needs watchLiveStream before the page loaded). */
export async function liveStreamReady(page: Page): Promise<void> {
  await page.waitForFunction(() => ((window as unknown as Watched).liveStreamReady ?? 0) > 0);
}
