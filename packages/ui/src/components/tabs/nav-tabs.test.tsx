import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { NavTabs } from "./nav-tabs.tsx";

describe("NavTabs", () => {
  it("marks the current category with aria-current and links every tab", () => {
    render(
      <NavTabs
        label="Blog categories"
        current="anxiety"
        items={[
          { key: "all-categories", label: "All categories", href: "/blog" },
          { key: "anxiety", label: "Anxiety", href: "/blog/category/anxiety" },
        ]}
      />,
    );
    expect(screen.getByRole("navigation", { name: "Blog categories" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Anxiety" }).getAttribute("aria-current")).toBe("page");
    expect(screen.getByRole("link", { name: "All categories" }).getAttribute("href")).toBe("/blog");
  });
});
