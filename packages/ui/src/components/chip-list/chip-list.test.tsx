import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { ChipList } from "./chip-list.tsx";

const items = ["Anxiety", "Depression", "Stress", "Grief", "Burnout", "Sleep", "OCD"].map((c) => ({
  key: c,
  label: c,
}));
const moreLabel = (n: number) => `+ ${n} more`;
const original = window.matchMedia;
const pointerCanHover = (yes: boolean) => {
  window.matchMedia = ((q: string) => ({ ...original(q), matches: yes })) as typeof window.matchMedia;
};
afterEach(() => {
  window.matchMedia = original;
});

describe("ChipList", () => {
  it("shows 5 chips then '+ N more', and the rest on tap", () => {
    render(<ChipList items={items} label="Concerns" moreLabel={moreLabel} />);
    expect(screen.getAllByRole("listitem")).toHaveLength(6);
    const more = screen.getByRole("button", { name: "+ 2 more" });
    expect(more.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(more);
    expect(screen.getByText("OCD")).toBeTruthy();
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("does not expand on hover where the pointer cannot hover (phones)", () => {
    pointerCanHover(false);
    render(<ChipList items={items} label="Concerns" moreLabel={moreLabel} />);
    fireEvent.mouseEnter(screen.getByRole("button", { name: "+ 2 more" }));
    expect(screen.queryByText("Sleep")).toBeNull();
  });

  it("expands on hover where the pointer can hover, and folds when the pointer leaves", () => {
    pointerCanHover(true);
    render(<ChipList items={items} label="Concerns" moreLabel={moreLabel} />);
    fireEvent.mouseEnter(screen.getByRole("button", { name: "+ 2 more" }));
    expect(screen.getByText("Sleep")).toBeTruthy();
    fireEvent.mouseLeave(screen.getByRole("list"));
    expect(screen.queryByText("Sleep")).toBeNull();
  });

  it("works from the keyboard and keeps focus in the list", async () => {
    const user = userEvent.setup();
    render(<ChipList items={items} label="Concerns" moreLabel={moreLabel} />);
    await user.tab();
    expect(document.activeElement?.textContent).toBe("+ 2 more");
    await user.keyboard("{Enter}");
    expect(screen.getByText("OCD")).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("list", { name: "Concerns" })));
  });

  it("toggles with aria-expanded when a 'show less' label is given", () => {
    render(<ChipList items={items} label="Concerns" moreLabel={moreLabel} lessLabel="Show less" />);
    fireEvent.click(screen.getByRole("button", { name: "+ 2 more" }));
    const less = screen.getByRole("button", { name: "Show less" });
    expect(less.getAttribute("aria-expanded")).toBe("true");
    fireEvent.click(less);
    expect(screen.queryByText("OCD")).toBeNull();
  });

  it("has no overflow chip with 5 or fewer, and renders nothing when empty", () => {
    const { container, rerender } = render(
      <ChipList items={items.slice(0, 5)} label="Concerns" moreLabel={moreLabel} />,
    );
    expect(screen.queryByRole("button")).toBeNull();
    rerender(<ChipList items={[]} label="Concerns" moreLabel={moreLabel} />);
    expect(container.innerHTML).toBe("");
  });
});
