/**
 * How every browser here is launched: Debian's Chromium (never a downloaded browser), headless, with
 * Chromium's fake camera and microphone allowed without a prompt (the session room, issue 30). The
 * suite's config and the room bench share it.
 */
export const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
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
