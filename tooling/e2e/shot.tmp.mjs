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
    await page.screenshot({ path: `/tmp/landing-shots/${name}-${width}.png`, fullPage: true });
    const sw = await page.evaluate(() => document.documentElement.scrollWidth);
    console.log(name, width, "scrollWidth", sw);
    await page.close();
  }
}
await browser.close();
