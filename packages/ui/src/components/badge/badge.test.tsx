import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Badge } from "./badge.tsx";

describe("Badge", () => {
  it("shows the count up to 9 and '9+' above", () => {
    const { rerender } = render(<Badge count={9} label="9 unread" />);
    expect(screen.getByRole("status", { name: "9 unread" }).textContent).toBe("9");
    rerender(<Badge count={12} label="12 unread" />);
    expect(screen.getByRole("status").textContent).toBe("9+");
  });
  it("renders nothing at zero", () => {
    const { container } = render(<Badge count={0} label="none" />);
    expect(container.innerHTML).toBe("");
  });
});
