// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { DropdownMenu, Tooltip } from "./deferred-overlays.tsx";

afterEach(cleanup);
// Importing a ui module cold takes vitest over a second; the lazy path itself is covered with
// stand-ins in deferred-overlay.test.tsx.
beforeAll(() => Promise.all([Tooltip.preload(), DropdownMenu.preload()]));

// The real ui components behind the deferred wrappers, with Radix, in jsdom.
describe("the deferred overlays", () => {
  it("Tooltip shows its hint when its trigger gets keyboard focus", async () => {
    const user = userEvent.setup();
    render(
      <Tooltip
        content="This provider has not been reviewed yet"
        trigger={<button type="button">No ratings yet</button>}
      />,
    );
    await user.tab();
    const tooltip = await screen.findByRole("tooltip");
    expect(tooltip.textContent).toContain("This provider has not been reviewed yet");
    expect(document.activeElement?.textContent).toBe("No ratings yet");
  });

  it("DropdownMenu opens on the first click with its entries", async () => {
    const user = userEvent.setup();
    render(
      <DropdownMenu
        trigger={<button type="button">Account</button>}
        entries={[{ kind: "action", label: "Logout", onSelect: () => {} }]}
      />,
    );
    await user.click(screen.getByRole("button", { name: "Account" }));
    const menu = await screen.findByRole("menu");
    expect(within(menu).getByRole("menuitem", { name: "Logout" })).toBeTruthy();
  });
});
