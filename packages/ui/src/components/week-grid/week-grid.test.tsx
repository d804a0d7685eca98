import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { WeekGrid, type WeekGridDay } from "./week-grid.tsx";

const day = (key: string, name: string, hours: string[]): WeekGridDay => ({
  key,
  weekday: name.slice(0, 3),
  date: key.slice(5),
  name,
  times: hours.map((h) => ({
    id: `${key} ${h}`,
    label: h,
    name: `${name}, ${h}`,
    dateTime: `${key}T09:00:00Z`,
  })),
});
const days = [
  day("2026-11-30", "Monday, November 30, 2026", ["9:00 AM", "10:00 AM"]),
  day("2026-12-01", "Tuesday, December 1, 2026", []),
  day("2026-12-02", "Wednesday, December 2, 2026", ["11:00 AM"]),
];
const props = {
  label: "Open times",
  weekLabel: "Nov 30 – Dec 6, 2026",
  days,
  previousLabel: "Previous week",
  nextLabel: "Next week",
  noTimesLabel: "No times",
};

describe("WeekGrid", () => {
  it("names each time with its full date, says which days have none, and marks the chosen one", () => {
    render(<WeekGrid {...props} selected="2026-12-02 11:00 AM" onSelect={() => {}} />);
    expect(screen.getByRole("group", { name: "Open times" })).toBeTruthy();
    expect(screen.getByRole("group", { name: "Tuesday, December 1, 2026" }).textContent).toContain(
      "No times",
    );
    const chosen = screen.getByRole("button", { name: "Wednesday, December 2, 2026, 11:00 AM" });
    expect(chosen.getAttribute("aria-pressed")).toBe("true");
    // Only the chosen time is in the tab order.
    expect(chosen.tabIndex).toBe(0);
    expect(screen.getByRole("button", { name: "Monday, November 30, 2026, 9:00 AM" }).tabIndex).toBe(-1);
  });

  it("moves with the arrow keys: down within a day, right to the next day with times; Enter chooses", async () => {
    const onSelect = vi.fn();
    render(<WeekGrid {...props} selected={null} onSelect={onSelect} />);
    const user = userEvent.setup();
    // No other week to show: both arrows are disabled, so the first tab lands on the first time.
    await user.tab();
    const first = screen.getByRole("button", { name: "Monday, November 30, 2026, 9:00 AM" });
    expect(document.activeElement).toBe(first);
    await user.keyboard("{ArrowDown}");
    expect(document.activeElement?.getAttribute("aria-label")).toBe("Monday, November 30, 2026, 10:00 AM");
    await user.keyboard("{ArrowRight}");
    expect(document.activeElement?.getAttribute("aria-label")).toBe("Wednesday, December 2, 2026, 11:00 AM");
    await user.keyboard("{ArrowLeft}{Home}");
    expect(document.activeElement).toBe(first);
    await user.keyboard("{Enter}");
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: "2026-11-30 9:00 AM" }), days[0]);
  });

  it("steps between weeks, and disables the way that has no week", () => {
    const onNext = vi.fn();
    render(<WeekGrid {...props} selected={null} onSelect={() => {}} onNext={onNext} />);
    expect((screen.getByRole("button", { name: "Previous week" }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Next week" }));
    expect(onNext).toHaveBeenCalledOnce();
  });
});
