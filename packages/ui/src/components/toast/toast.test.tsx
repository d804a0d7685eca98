import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { MAX_TOASTS, ToastProvider, useToast, withToast } from "./toast.tsx";

function Save() {
  const show = useToast();
  return (
    <button type="button" onClick={() => show("success", "Profile Updated Successfully")}>
      Save
    </button>
  );
}

// ToastProvider imports its Radix viewport lazily; a cold transform of it can take vitest longer than
// findBy's one second on a fresh machine, so it is warmed here (the lazy path itself still runs).
beforeAll(() => import("./toast-viewport.tsx"));

describe("Toast", () => {
  it("shows the message passed to useToast", async () => {
    const user = userEvent.setup();
    render(
      <ToastProvider>
        <Save />
      </ToastProvider>,
    );
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect((await screen.findAllByText("Profile Updated Successfully")).length).toBeGreaterThan(0);
  });

  it("mounts the Radix viewport only once a toast is shown", async () => {
    const user = userEvent.setup();
    render(
      <ToastProvider label="Notifications">
        <Save />
      </ToastProvider>,
    );
    expect(screen.queryByRole("region", { name: /Notifications/ })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByRole("region", { name: /Notifications/ })).toBeTruthy();
  });

  it("shows at most two toasts: a third pushes out the oldest, a repeated message does not stack", async () => {
    function Errors() {
      const show = useToast();
      return (
        <>
          <button type="button" onClick={() => show("danger", "Too many files")}>
            A
          </button>
          <button type="button" onClick={() => show("danger", "Send failed")}>
            B
          </button>
          <button type="button" onClick={() => show("danger", "File too large")}>
            C
          </button>
        </>
      );
    }
    const user = userEvent.setup();
    render(
      <ToastProvider label="Notifications">
        <Errors />
      </ToastProvider>,
    );
    await user.click(screen.getByRole("button", { name: "A" }));
    await user.click(screen.getByRole("button", { name: "A" }));
    await user.click(screen.getByRole("button", { name: "B" }));
    await user.click(screen.getByRole("button", { name: "C" }));
    const region = await screen.findByRole("region", { name: /Notifications/ });
    const shown = () => [...region.querySelectorAll("li")].map((li) => li.textContent);
    expect(MAX_TOASTS).toBe(2);
    expect(shown()).toEqual(["Send failed", "File too large"]);
  });

  it("withToast keeps the newest two and moves a repeated message to the end", () => {
    const item = (id: number, message: string) => ({ id, tone: "danger" as const, message });
    expect(withToast([item(1, "a"), item(2, "b")], item(3, "c")).map((t) => t.message)).toEqual(["b", "c"]);
    expect(withToast([item(1, "a"), item(2, "b")], item(3, "a")).map((t) => t.id)).toEqual([2, 3]);
  });
});
