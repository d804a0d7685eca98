// @vitest-environment jsdom
import { act, cleanup, createEvent, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { deferOverlay, type OverlayProps } from "./deferred-overlay.tsx";

afterEach(cleanup);

/** Stands in for a Radix overlay: shows its trigger and, when open, a panel with a close button. */
function FakeMenu({ trigger, open, onOpenChange }: OverlayProps & { label: string }) {
  return (
    <div>
      {trigger}
      {open ? (
        <div role="menu">
          <button type="button" onClick={() => onOpenChange?.(false)}>
            Close
          </button>
        </div>
      ) : null}
    </div>
  );
}

function setup() {
  const load = vi.fn(async () => FakeMenu);
  const Menu = deferOverlay(load, { haspopup: "menu" });
  return { load, Menu };
}

describe("deferOverlay", () => {
  it("renders a plain trigger with the popup's ARIA and loads nothing up front", () => {
    const { load, Menu } = setup();
    render(<Menu label="Account" trigger={<button type="button">Account</button>} />);
    const trigger = screen.getByRole("button", { name: "Account" });
    expect(trigger.getAttribute("aria-haspopup")).toBe("menu");
    expect(trigger.getAttribute("aria-expanded")).toBe("false");
    expect(load).not.toHaveBeenCalled();
  });

  it("starts loading when the trigger is pointed at or focused, once", () => {
    const { load, Menu } = setup();
    render(<Menu label="Account" trigger={<button type="button">Account</button>} />);
    const trigger = screen.getByRole("button", { name: "Account" });
    fireEvent.pointerOver(trigger);
    expect(load).toHaveBeenCalledTimes(1);
    fireEvent.focus(trigger);
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("menu")).toBeNull();
  });

  it("opens on the first click once the code has arrived, and closes again", async () => {
    const { Menu } = setup();
    const onClick = vi.fn();
    render(
      <Menu
        label="Account"
        trigger={
          <button type="button" onClick={onClick}>
            Account
          </button>
        }
      />,
    );
    fireEvent.click(screen.getByRole("button", { name: "Account" }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole("menu")).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Close" })));
    expect(screen.queryByRole("menu")).toBeNull();
  });

  it("follows a controlled open state and reports changes", async () => {
    const { Menu } = setup();
    const onOpenChange = vi.fn();
    const trigger = <button type="button">Account</button>;
    const { rerender } = render(
      <Menu label="Account" trigger={trigger} open={false} onOpenChange={onOpenChange} />,
    );
    fireEvent.click(screen.getByRole("button", { name: "Account" }));
    expect(onOpenChange).toHaveBeenCalledWith(true);
    rerender(<Menu label="Account" trigger={trigger} open={true} onOpenChange={onOpenChange} />);
    expect(await screen.findByRole("menu")).toBeTruthy();
    rerender(<Menu label="Account" trigger={trigger} open={false} onOpenChange={onOpenChange} />);
    expect(screen.queryByRole("menu")).toBeNull();
  });
});

describe("deferOverlay when the code does not arrive", () => {
  it("puts the trigger back and loads again on the next click", async () => {
    const load = vi
      .fn<() => Promise<typeof FakeMenu>>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValue(FakeMenu);
    const Menu = deferOverlay(load, { haspopup: "menu" });
    render(<Menu label="Account" trigger={<button type="button">Account</button>} />);
    fireEvent.click(screen.getByRole("button", { name: "Account" }));
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Account" }).hasAttribute("aria-busy")).toBe(false),
    );
    expect(screen.queryByRole("menu")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Account" }));
    expect(await screen.findByRole("menu")).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe("deferOverlay for tooltips", () => {
  function Hint({ trigger, open }: OverlayProps & { content: string }) {
    return (
      <span>
        {trigger}
        {open ? <span role="tooltip">Hint</span> : null}
      </span>
    );
  }

  it("opens on keyboard focus and keeps focus on the trigger after the swap", async () => {
    const Tip = deferOverlay(async () => Hint, { openOn: "hover" });
    render(<Tip content="Hint" trigger={<button type="button">No ratings</button>} />);
    const before = screen.getByRole("button", { name: "No ratings" });
    expect(before.hasAttribute("aria-haspopup")).toBe(false);
    expect(before.hasAttribute("aria-expanded")).toBe(false);
    before.focus();
    expect(await screen.findByRole("tooltip")).toBeTruthy();
    expect(document.activeElement?.textContent).toBe("No ratings");
  });

  it("opens on a mouse hover but not on a touch pointer entering", async () => {
    const Tip = deferOverlay(async () => Hint, { openOn: "hover" });
    render(<Tip content="Hint" trigger={<button type="button">No ratings</button>} />);
    const trigger = screen.getByRole("button", { name: "No ratings" });
    // jsdom's pointer events carry no pointerType, so it is set on the event by hand.
    const enter = (pointerType: string) => {
      // React derives onPointerEnter from pointerover.
      const event = createEvent.pointerOver(trigger);
      Object.defineProperty(event, "pointerType", { value: pointerType });
      fireEvent(trigger, event);
    };
    enter("touch");
    await act(async () => {});
    expect(screen.queryByRole("tooltip")).toBeNull();
    enter("mouse");
    expect(await screen.findByRole("tooltip")).toBeTruthy();
  });
});
