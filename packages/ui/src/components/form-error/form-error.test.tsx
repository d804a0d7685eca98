import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { FormError } from "./form-error.tsx";

afterEach(cleanup);

describe("FormError", () => {
  it("is an alert, so a screen reader announces it when it appears", () => {
    render(<FormError>Incorrect email or password</FormError>);
    expect(screen.getByRole("alert").textContent).toContain("Incorrect email or password");
  });

  it("takes focus when it appears", () => {
    render(
      <>
        <button type="button">Log in</button>
        <FormError>Incorrect email or password</FormError>
      </>,
    );
    const message = screen.getByRole("alert").closest("[data-form-error]");
    expect(document.activeElement).toBe(message);
    expect(message?.textContent).toContain("Incorrect email or password");
  });

  it("takes focus again after another refused attempt with the same words", () => {
    const first = { formError: "Incorrect email or password" };
    const { rerender } = render(
      <>
        <button type="button">Log in</button>
        <FormError revision={first}>{first.formError}</FormError>
      </>,
    );
    screen.getByRole("button", { name: "Log in" }).focus();
    rerender(
      <>
        <button type="button">Log in</button>
        <FormError revision={first}>{first.formError}</FormError>
      </>,
    );
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Log in" }));
    const second = { formError: "Incorrect email or password" };
    rerender(
      <>
        <button type="button">Log in</button>
        <FormError revision={second}>{second.formError}</FormError>
      </>,
    );
    expect(document.activeElement).toBe(screen.getByRole("alert").closest("[data-form-error]"));
  });
});
