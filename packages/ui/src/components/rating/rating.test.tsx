import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Rating } from "./rating.tsx";

/** The filled stars' clip: how many px of the 88 px row (five 16 px stars, 2 px gaps) stay hidden. */
const hiddenPx = (container: HTMLElement) => {
  const fill = container.querySelector("[aria-hidden] > span + span") as HTMLElement | null;
  if (!fill) return null;
  return Number(/inset\(0 (\d+(?:\.\d+)?)px 0 0\)/.exec(fill.style.clipPath)?.[1]);
};

describe("Rating", () => {
  it("reads out as one image with its label, and draws no icon per star", () => {
    const { container } = render(
      <Rating value={4.5} label="4.5 out of 5 from 12 reviews" countText="(12)" />,
    );
    expect(screen.getByRole("img", { name: "4.5 out of 5 from 12 reviews" }).textContent).toBe("4.5(12)");
    expect(container.querySelectorAll("svg")).toHaveLength(0);
  });

  it.each([
    [5, 0],
    [4.5, 8], // four stars and their gaps (72 px), then half of the fifth (8 px): 80 of 88 shown
    [3.7, 26], // shown as 3.5: 54 + 8 = 62 px
    [1, 70],
  ])("fills %s stars up to the right point", (value, hidden) => {
    const { container } = render(<Rating value={value} label="rating" />);
    expect(hiddenPx(container)).toBe(hidden);
  });

  it("has no filled stars at zero", () => {
    const { container } = render(<Rating value={0} label="No reviews yet" />);
    expect(hiddenPx(container)).toBeNull();
  });

  it("sizes the row for the star size", () => {
    const { container } = render(<Rating value={2} label="2 out of 5" size={20} />);
    const row = container.querySelector("[aria-hidden]") as HTMLElement;
    expect([row.style.width, row.style.height]).toEqual(["108px", "20px"]);
  });
});
