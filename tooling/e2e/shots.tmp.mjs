import { chromium } from "@playwright/test";
const [booking, participant] = process.argv.slice(2);
const base = process.env.BASE ?? "http://localhost:3400";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--headless"] });
async function shoot(email, path, name) {
  for (const width of [375, 1280]) {
    const ctx = await browser.newContext({ viewport: { width, height: 900 } });
    await ctx.addCookies([{ name: "cookie-consent", value: "essential", url: base }]);
    const page = await ctx.newPage();
    await page.goto(`${base}/login`);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("Tranquil-demo-2026");
    await page.getByRole("button", { name: "Log in" }).click();
    await page.waitForURL(/overview/);
    await page.goto(`${base}${path}`);
    await page.waitForLoadState("networkidle");
    const sw = await page.evaluate(() => document.documentElement.scrollWidth);
    await page.screenshot({ path: `/tmp/more-shots/${name}-${width}.png`, fullPage: true });
    console.log(name, width, "scrollWidth", sw);
    await ctx.close();
  }
}
const which = process.env.ONLY;
const jobs = [
  ["client.uk@demo.tranquil.example", `/booking/participant/${participant}`, "participant"],
  ["client@demo.tranquil.example", `/recommended-provider/${booking}`, "recommended"],
  ["provider@demo.tranquil.example", `/booking/${booking}/recommend`, "recommend"],
  ["provider@demo.tranquil.example", `/booking/${booking}/reschedule`, "reschedule-provider"],
  ["client@demo.tranquil.example", `/booking/${booking}/reschedule`, "reschedule-client"],
];
for (const [email, path, name] of jobs) if (!which || which === name) await shoot(email, path, name);
await browser.close();
