import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ChipList } from "./chip-list.tsx";

const items = ["Anxiety", "Depression", "Stress", "Grief", "Burnout", "Sleep", "OCD"].map((c) => ({
  key: c,
  label: c,
}));

describe("ChipList", () => {
  it("shows 5 chips then '+ N more', and the rest on tap", () => {
    render(<ChipList items={items} label="Concerns" moreLabel={(n) => `+ ${n} more`} />);
    expect(screen.getAllByRole("listitem")).toHaveLength(6);
    const more = screen.getByRole("button", { name: "+ 2 more" });
    expect(more.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(more);
    expect(screen.getByText("OCD")).toBeTruthy();
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("expands on hover where the pointer can hover", () => {
    const original = window.matchMedia;
    window.matchMedia = ((q: string) => ({ ...original(q), matches: true })) as typeof window.matchMedia;
    render(<ChipList items={items} label="Concerns" moreLabel={(n) => `+ ${n} more`} />);
    fireEvent.mouseEnter(screen.getByRole("button", { name: "+ 2 more" }));
    expect(screen.getByText("Sleep")).toBeTruthy();
    fireEvent.mouseLeave(screen.getByRole("list"));
    expect(screen.queryByText("Sleep")).toBeNull();
    window.matchMedia = original;
  });

  it("has no overflow chip with 5 or fewer", () => {
    render(<ChipList items={items.slice(0, 5)} label="Concerns" moreLabel={(n) => `+ ${n} more`} />);
    expect(screen.queryByRole("button")).toBeNull();
  });
});
