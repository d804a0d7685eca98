import { existsSync } from "node:fs";

/**
 * Debian's Chromium as its headless shell (`chromium-headless-shell`, the package `.ci/run` installs):
 * the browser without its window layer, what Playwright itself runs for headless tests. It does the
 * suite's work with a third less CPU than the full browser in headless mode (decision 069); the full
 * browser (`chromium`) stays the fallback where the shell is not installed, and Lighthouse's browser.
 */
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

/**
 * How every browser here is launched: Debian's Chromium (never a downloaded browser; `CHROMIUM_PATH`
 * picks another), headless, with Chromium's fake camera and microphone allowed without a prompt (the
 * session room, issue 30). The suite's config and the room bench share it.
 */
export const chromiumLaunch = {
  executablePath:
    process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium"),
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
    "--use-fake-device-for-media-stream",
    "--use-fake-ui-for-media-stream",
  ],
};
