import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Pagination, pageWindow } from "./pagination.tsx";

const labels = {
  nav: "Pages",
  previous: "Previous page",
  next: "Next page",
  page: (n: number) => `Page ${n}`,
};
const hrefFor = (p: number) => `/blog?page=${p}`;

describe("Pagination", () => {
  it("renders nothing for one page or none", () => {
    expect(
      render(<Pagination page={1} totalPages={1} hrefFor={hrefFor} labels={labels} />).container.innerHTML,
    ).toBe("");
    expect(
      render(<Pagination page={1} totalPages={0} hrefFor={hrefFor} labels={labels} />).container.innerHTML,
    ).toBe("");
  });

  it("disables previous on the first page and next on the last", () => {
    const { rerender } = render(<Pagination page={1} totalPages={4} hrefFor={hrefFor} labels={labels} />);
    expect(screen.getByText("Previous page").closest("[aria-disabled]")).not.toBeNull();
    expect(screen.getByLabelText("Next page").getAttribute("href")).toBe("/blog?page=2");
    rerender(<Pagination page={4} totalPages={4} hrefFor={hrefFor} labels={labels} />);
    expect(screen.getByText("Next page").closest("[aria-disabled]")).not.toBeNull();
    expect(screen.getByLabelText("Previous page").getAttribute("href")).toBe("/blog?page=3");
    expect(screen.getByLabelText("Page 4").getAttribute("aria-current")).toBe("page");
  });

  it("shows first, last and neighbours with gaps", () => {
    expect(pageWindow(5, 10)).toEqual([1, "gap", 4, 5, 6, "gap", 10]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
  });
});
