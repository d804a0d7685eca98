import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Banner } from "../banner/banner.tsx";
import { TextField } from "../text-field/text-field.tsx";
import { focusFirstError } from "./focus-first-error.ts";
import { FormError } from "./form-error.tsx";

afterEach(cleanup);
// jsdom has no scrollIntoView: the first test's stub comes off Element.prototype after each test, so
// the files that run later in the same window see jsdom's elements as they are.
const scrollIntoView = Object.getOwnPropertyDescriptor(Element.prototype, "scrollIntoView");
afterEach(() => {
  if (scrollIntoView) Object.defineProperty(Element.prototype, "scrollIntoView", scrollIntoView);
  else delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
});

describe("focusFirstError", () => {
  it("focuses the first invalid field in document order and scrolls it to the middle", () => {
    const scroll = vi.fn();
    Element.prototype.scrollIntoView = scroll;
    render(
      <form aria-label="Profile info">
        <TextField label="First name" name="firstName" defaultValue="Ada" />
        <TextField label="Headline" name="headline" error="Please write a headline" />
        <TextField label="About you" name="bio" error="Please tell clients about you" />
        <button type="submit">Next Step</button>
      </form>,
    );
    screen.getByRole("button", { name: "Next Step" }).focus();
    const focused = focusFirstError(screen.getByRole("form"));
    expect(focused).toBe(screen.getByLabelText("Headline"));
    expect(document.activeElement).toBe(screen.getByLabelText("Headline"));
    expect(scroll).toHaveBeenCalledWith({ block: "center", inline: "nearest" });
  });

  it("takes an error summary before the fields when it comes first, making it focusable", () => {
    render(
      <section aria-label="Licence">
        <Banner tone="danger">File size should not exceed 10MB</Banner>
        <TextField label="Title" name="title" error="Too long" />
      </section>,
    );
    const focused = focusFirstError(screen.getByRole("region"));
    expect(focused).toBe(screen.getByRole("alert"));
    expect(focused?.tabIndex).toBe(-1);
    expect(document.activeElement).toBe(screen.getByRole("alert"));
  });

  it("finds a FormError and leaves focus alone when there is nothing wrong", () => {
    const { rerender } = render(
      <form aria-label="Log in">
        <TextField label="Email" name="email" />
        <button type="submit">Log in</button>
      </form>,
    );
    const button = screen.getByRole("button", { name: "Log in" });
    button.focus();
    expect(focusFirstError(screen.getByRole("form"))).toBeNull();
    expect(document.activeElement).toBe(button);
    rerender(
      <form aria-label="Log in">
        <FormError>Incorrect email or password</FormError>
        <TextField label="Email" name="email" />
        <button type="submit">Log in</button>
      </form>,
    );
    button.focus();
    expect(focusFirstError(screen.getByRole("form"))?.hasAttribute("data-form-error")).toBe(true);
  });
});
