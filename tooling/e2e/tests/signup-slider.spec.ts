import { expect, test } from "./fixtures.ts";
import { GLOBAL } from "./sites.ts";

// keen-slider loads after hydration and only where the sign-up panel shows.
test("the sign-up quote slider loads its library only where the panel shows, and its dots work", async ({
  page,
  isMobile,
}) => {
  const sliderScripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script" && /keen-slider/.test(request.url()))
      sliderScripts.push(request.url());
  });
  await page.goto(`${GLOBAL.url}/createaccount`);
  await page.waitForLoadState("networkidle");
  if (isMobile) {
    expect(sliderScripts).toEqual([]);
    return;
  }
  expect(sliderScripts).toHaveLength(1);
  const panel = page.getByTestId("signup-panel");
  await expect(panel.getByRole("button", { name: "Quote 1 of 3" })).toHaveAttribute("aria-current", "true");
  await panel.getByRole("button", { name: "Quote 3 of 3" }).click();
  await expect(panel.getByRole("button", { name: "Quote 3 of 3" })).toHaveAttribute("aria-current", "true");
  await expect(panel.getByRole("button", { name: "Quote 1 of 3" })).not.toHaveAttribute("aria-current");
});
