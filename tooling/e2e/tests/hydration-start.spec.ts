import { expect, test } from "./fixtures.ts";
import { untilHydrated } from "./session.ts";
import { GLOBAL, NIGERIA } from "./sites.ts";

// With single fetch, Remix decodes the page's data (a stream the document's inline scripts fill) on its
// first render, and used to do so inside React's hydration, suspending the root with no Suspense
// boundary above it. A click between `hydrateRoot` and React's first render task (an input event the
// browser had queued while the scripts ran comes first) made React hydrate the root synchronously; the
// root suspended there and React threw #345 "Root did not complete", an uncaught error
// (remix-run/remix#10214; about 1 in 50 loads of /blog with a tap during hydration, with the CPU
// slowed 4 times). The sites now decode the data first and hydrate after
// (packages/web/src/shell/hydrate-document.tsx, decision 068). This puts a click in that moment every
// time.

declare global {
  interface Window {
    /** Set once the click has been sent. */
    __clickedAtHydration?: boolean;
  }
}

/** Before the page's scripts: a click on the heading as soon as React has set the document up as its root. */
function clickWhenHydrationStarts() {
  const add = EventTarget.prototype.addEventListener;
  let armed = true;
  EventTarget.prototype.addEventListener = function (this: EventTarget, ...args: Parameters<typeof add>) {
    add.apply(this, args);
    // hydrateRoot marks the container, then listens to every event on it: click is among the first.
    const isRoot =
      this === document && Object.keys(document).some((key) => key.startsWith("__reactContainer$"));
    if (armed && isRoot && args[0] === "click") {
      armed = false;
      // After hydrateRoot has returned, before React's first render (a scheduler task).
      queueMicrotask(() => {
        window.__clickedAtHydration = true;
        document.querySelector("h1")?.click();
      });
    }
  };
}

for (const site of [GLOBAL, NIGERIA]) {
  test(`${site.name}: a tap as React starts hydrating does nothing wrong, and the page hydrates`, async ({
    page,
  }) => {
    await page.addInitScript(clickWhenHydrationStarts);
    await page.goto(`${site.url}/blog`);
    await expect.poll(() => page.evaluate(() => window.__clickedAtHydration === true)).toBe(true);
    // Hydrated (the fixture fails the test on any uncaught error), on the same page: the tap was on text.
    await untilHydrated(page.getByRole("banner").getByRole("link").first());
    await expect(page).toHaveURL(`${site.url}/blog`);
  });
}
