import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Banner } from "./banner.tsx";

afterEach(cleanup);

describe("Banner", () => {
  it("announces an error by default (role alert)", () => {
    render(<Banner tone="danger">Failed to fetch notifications</Banner>);
    expect(screen.getByRole("alert").textContent).toContain("Failed to fetch notifications");
  });

  it("leaves an information banner quiet unless asked, and says success politely when asked", () => {
    const { rerender } = render(<Banner tone="info">This provider reviews each request.</Banner>);
    expect(screen.queryByRole("status")).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
    rerender(
      <Banner tone="success" live>
        Profile Updated Successfully
      </Banner>,
    );
    expect(screen.getByRole("status").textContent).toContain("Profile Updated Successfully");
  });
});
