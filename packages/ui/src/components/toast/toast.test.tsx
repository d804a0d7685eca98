import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { ToastProvider, useToast } from "./toast.tsx";

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
});
