import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { Slider } from "./slider.tsx";

// Radix measures the track; jsdom has no layout or ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

describe("Slider", () => {
  it("names each thumb and moves the one focused by keyboard, one step at a time", () => {
    const onValueChange = vi.fn();
    render(
      <Slider
        value={[10, 90]}
        onValueChange={onValueChange}
        min={0}
        max={100}
        step={1}
        thumbLabels={["Minimum price", "Maximum price"]}
        valueText={(v) => `£${v}`}
      />,
    );
    const low = screen.getByRole("slider", { name: "Minimum price" });
    const high = screen.getByRole("slider", { name: "Maximum price" });
    expect(low.getAttribute("aria-valuenow")).toBe("10");
    expect(high.getAttribute("aria-valuetext")).toBe("£90");
    fireEvent.keyDown(low, { key: "ArrowRight" });
    expect(onValueChange).toHaveBeenLastCalledWith([11, 90]);
    fireEvent.keyDown(high, { key: "End" });
    expect(onValueChange).toHaveBeenLastCalledWith([10, 100]);
  });
});
