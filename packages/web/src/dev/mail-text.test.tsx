// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { MailText } from "./mail-text.tsx";

afterEach(cleanup);

describe("MailText", () => {
  it("makes web links clickable and keeps the rest as text", () => {
    const { container } = render(
      <p>
        <MailText
          text={
            "Hello,\n\nConfirm here:\n\nhttp://localhost:3600/confirm-email?token=abc_DEF-123\n\nmailto:x@example.com stays text"
          }
        />
      </p>,
    );
    const link = screen.getByRole("link");
    expect(link.getAttribute("href")).toBe("http://localhost:3600/confirm-email?token=abc_DEF-123");
    expect(container.textContent).toContain("Confirm here:");
    expect(container.textContent).toContain("mailto:x@example.com stays text");
    expect(screen.getAllByRole("link")).toHaveLength(1);
  });

  it("never turns script-looking text into markup", () => {
    const { container } = render(
      <p>
        <MailText text={'<img src=x onerror="alert(1)"> javascript:alert(1)'} />
      </p>,
    );
    expect(container.querySelector("img")).toBeNull();
    expect(screen.queryByRole("link")).toBeNull();
  });
});
