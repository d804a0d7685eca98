import { chromium } from "@playwright/test";

const [, , ...targets] = process.argv;
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox"],
});
for (const t of targets) {
  const [url, name] = t.split("|");
  for (const width of [375, 1280]) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    await page.goto(url);
    await page
      .locator("details")
      .first()
      .evaluate((d) => {
        d.open = true;
      });
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    const sw = await page.evaluate(() => document.documentElement.scrollWidth);
    const slice = width === 375 ? 1500 : 4400;
    for (let y = 0, i = 0; y < height; y += slice, i += 1) {
      await page.screenshot({
        path: `/tmp/landing-shots/${name}-${width}-${i}.png`,
        fullPage: true,
        clip: { x: 0, y, width, height: Math.min(slice, height - y) },
      });
    }
    console.log(name, width, "scrollWidth", sw, "height", height);
    await page.close();
  }
}
await browser.close();
