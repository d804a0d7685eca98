import { NO_MATCHING_OPTIONS } from "@marketplace/domain/dates";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { SearchableSelect, type SearchableSelectProps } from "./searchable-select.tsx";

const options = ["Africa/Lagos", "America/New_York", "Europe/London", "Europe/Paris"].map((name) => ({
  identifier: name,
  name,
}));
const props: SearchableSelectProps = {
  label: "Your timezone",
  name: "timezone",
  options,
  toggleLabel: "Show all timezones",
  noneLabel: "Choose a timezone",
};
const hidden = (container: HTMLElement) =>
  container.querySelector<HTMLInputElement>("input[type=hidden][name=timezone]");

describe("SearchableSelect", () => {
  it("is a native select with every option before the script runs, the saved one selected", () => {
    const html = renderToString(<SearchableSelect {...props} defaultValue="Europe/London" />);
    const doc = new DOMParser().parseFromString(html, "text/html");
    const select = doc.querySelector("select[name=timezone]") as HTMLSelectElement;
    expect(select).not.toBeNull();
    expect([...select.options].map((o) => o.value)).toEqual(["", ...options.map((o) => o.identifier)]);
    expect(select.querySelector("option[selected]")?.getAttribute("value")).toBe("Europe/London");
    expect(doc.querySelector(`label[for="${select.id}"]`)?.textContent).toBe("Your timezone");
  });

  it("shows the preselected timezone and posts it", () => {
    const { container } = render(<SearchableSelect {...props} defaultValue="Africa/Lagos" />);
    expect(screen.getByRole("combobox", { name: "Your timezone" })).toHaveProperty("value", "Africa/Lagos");
    expect(hidden(container)?.value).toBe("Africa/Lagos");
  });

  it("filters case-insensitively by any part of the name", async () => {
    const user = userEvent.setup();
    render(<SearchableSelect {...props} />);
    await user.type(screen.getByRole("combobox"), "EUROPE");
    const list = screen.getByRole("listbox", { name: "Your timezone" });
    expect(
      within(list)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Europe/London", "Europe/Paris"]);
    await user.clear(screen.getByRole("combobox"));
    await user.type(screen.getByRole("combobox"), "york");
    expect(
      within(list)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["America/New_York"]);
  });

  it(`says '${NO_MATCHING_OPTIONS}' when nothing matches`, async () => {
    const user = userEvent.setup();
    render(<SearchableSelect {...props} />);
    await user.type(screen.getByRole("combobox"), "tokyo");
    expect(screen.queryAllByRole("option")).toHaveLength(0);
    expect(screen.getByRole("status").textContent).toBe("No matching options found");
  });

  it("is chosen with the keyboard alone", async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    const { container } = render(<SearchableSelect {...props} onValueChange={onValueChange} />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("combobox"));
    await user.keyboard("lag{ArrowDown}{Enter}");
    expect(onValueChange).toHaveBeenLastCalledWith("Africa/Lagos");
    expect(screen.getByRole("combobox")).toHaveProperty("value", "Africa/Lagos");
    expect(hidden(container)?.value).toBe("Africa/Lagos");
    expect(screen.getByRole("combobox").getAttribute("aria-expanded")).toBe("false");
    // Escape closes an open list without changing the choice.
    await user.keyboard("{ArrowDown}");
    expect(screen.getAllByRole("option")).toHaveLength(options.length);
    await user.keyboard("{Escape}");
    expect(screen.getByRole("combobox").getAttribute("aria-expanded")).toBe("false");
  });

  it("the toggle lists every option, with the chosen one marked", async () => {
    const user = userEvent.setup();
    render(<SearchableSelect {...props} defaultValue="Europe/Paris" />);
    await user.click(screen.getByRole("button", { name: "Show all timezones" }));
    expect(screen.getAllByRole("option")).toHaveLength(options.length);
    await user.click(screen.getByRole("option", { name: "America/New_York" }));
    expect(screen.getByRole("combobox")).toHaveProperty("value", "America/New_York");
  });

  it("leaving the box, emptied or half-typed, puts the choice back", async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    const { container } = render(
      <SearchableSelect {...props} defaultValue="Europe/London" onValueChange={onValueChange} />,
    );
    const box = screen.getByRole("combobox");
    await user.clear(box);
    expect(hidden(container)?.value).toBe("Europe/London");
    await user.type(box, "zz");
    await user.tab();
    expect(box).toHaveProperty("value", "Europe/London");
    await user.clear(box);
    await user.tab();
    expect(box).toHaveProperty("value", "Europe/London");
    expect(hidden(container)?.value).toBe("Europe/London");
    expect(onValueChange).not.toHaveBeenCalled();
  });
});
