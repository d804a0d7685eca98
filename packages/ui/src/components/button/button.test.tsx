import { fireEvent, render, screen } from "@testing-library/react";
import { type AnchorHTMLAttributes, forwardRef } from "react";
import { describe, expect, it, vi } from "vitest";
import { type LinkComponent, UiProvider } from "../ui-provider/ui-provider.tsx";
import { Button } from "./button.tsx";

describe("Button", () => {
  it("is busy and blocks clicks while loading", () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Saving…
      </Button>,
    );
    const button = screen.getByRole("button", { name: "Saving…" });
    expect(button.getAttribute("aria-busy")).toBe("true");
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it("renders the app's link component when given href", () => {
    const AppLink: LinkComponent = forwardRef<
      HTMLAnchorElement,
      AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }
    >(function AppLink(props, ref) {
      return <a ref={ref} data-router="yes" {...props} />;
    });
    render(
      <UiProvider linkComponent={AppLink}>
        <Button href="/therapy">Go to services</Button>
      </UiProvider>,
    );
    const link = screen.getByRole("link", { name: "Go to services" });
    expect(link.getAttribute("href")).toBe("/therapy");
    expect(link.getAttribute("data-router")).toBe("yes");
  });
});
