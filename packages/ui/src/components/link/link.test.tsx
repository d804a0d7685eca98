import { render, screen } from "@testing-library/react";
import { type AnchorHTMLAttributes, forwardRef } from "react";
import { describe, expect, it } from "vitest";
import { UiProvider } from "../ui-provider/ui-provider.tsx";
import { Link } from "./link.tsx";

const AppLink = forwardRef<HTMLAnchorElement, AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }>(
  function AppLink(props, ref) {
    return <a ref={ref} data-router="" {...props} />;
  },
);

describe("Link", () => {
  it("uses the app's link for paths and a plain anchor for other sites", () => {
    render(
      <UiProvider linkComponent={AppLink}>
        <Link href="/blog">Blog</Link>
        <Link href="https://example.org">Elsewhere</Link>
        <Link href="mailto:support@example.org">Email us</Link>
      </UiProvider>,
    );
    expect(screen.getByRole("link", { name: "Blog" }).hasAttribute("data-router")).toBe(true);
    expect(screen.getByRole("link", { name: "Elsewhere" }).hasAttribute("data-router")).toBe(false);
    expect(screen.getByRole("link", { name: "Email us" }).hasAttribute("data-router")).toBe(false);
  });
});
