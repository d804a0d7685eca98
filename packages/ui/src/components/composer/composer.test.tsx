import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { ComposerField } from "./composer.tsx";

describe("ComposerField", () => {
  it("names its text area by the label, and holds the header, the tools and the action in one frame", async () => {
    render(
      <ComposerField
        label="Message"
        placeholder="Write a message"
        header={<p>Edit message</p>}
        tools={<button type="button">Photo</button>}
        action={<button type="submit">Send</button>}
      />,
    );
    const area = screen.getByRole("textbox", { name: "Message" });
    const frame = area.closest("[data-composer]");
    expect(frame).not.toBeNull();
    for (const inside of [
      screen.getByText("Edit message"),
      screen.getByRole("button", { name: "Photo" }),
      screen.getByRole("button", { name: "Send" }),
    ])
      expect(frame?.contains(inside)).toBe(true);
    // The header comes before the text, Send after it: the reading and tab order of a composer.
    const order = [...(frame?.querySelectorAll("p, textarea, button") ?? [])].map(
      (el) => el.textContent || el.tagName,
    );
    expect(order).toEqual(["Edit message", "TEXTAREA", "Photo", "Send"]);
    await userEvent.type(area, "Hello");
    expect(area).toHaveProperty("value", "Hello");
  });

  it("passes the text area's own props through (name, value, maxLength)", () => {
    render(<ComposerField label="Message" name="message" maxLength={5000} action={<span />} />);
    const area = screen.getByRole("textbox", { name: "Message" });
    expect(area.getAttribute("name")).toBe("message");
    expect(area.getAttribute("maxlength")).toBe("5000");
  });
});
