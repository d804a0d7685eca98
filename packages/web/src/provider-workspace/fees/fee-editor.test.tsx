// @vitest-environment jsdom
import type { SavedTherapyFee } from "@marketplace/domain/fees";
import { createRemixStub } from "@remix-run/testing";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { FeeEditor, type FeeEditorMode } from "./fee-editor.tsx";

afterEach(cleanup);

const fees: SavedTherapyFee[] = [
  {
    therapyIdentifier: "IND",
    name: "Individual Therapy",
    fee: 1_500_000,
    isFree: false,
    canSetTherapyAsFree: false,
  },
  {
    therapyIdentifier: "CON",
    name: "Initial Consultation",
    fee: 500_000,
    isFree: false,
    canSetTherapyAsFree: true,
  },
];

/** The editor on a stub route whose action records what was posted and redirects like the real one. */
function show(mode: FeeEditorMode) {
  const posted: Array<Record<string, FormDataEntryValue>> = [];
  const next = mode === "settings" ? "/profile?fees=saved" : "/overview?step=four";
  const Stub = createRemixStub([
    {
      path: "/editor",
      Component: () => (
        <FeeEditor
          mode={mode}
          fees={fees}
          currencyCode="NGN"
          locale="en-NG"
          next={next}
          backHref={mode === "settings" ? "/profile" : "/overview?step=three"}
        />
      ),
      action: async ({ request }) => {
        const form = await request.formData();
        posted.push(Object.fromEntries(form));
        return new Response(null, { status: 302, headers: { Location: String(form.get("next")) } });
      },
    },
    { path: "/profile", Component: () => <p>settings page, panel closed</p> },
    { path: "/overview", Component: () => <p>onboarding step four</p> },
  ]);
  render(<Stub initialEntries={["/editor"]} />);
  return posted;
}

describe("fee editor", () => {
  it("shows each fee in the region's currency and 'Mark as free' only where allowed", async () => {
    show("settings");
    expect(await screen.findByLabelText("Individual Therapy (₦)")).toHaveProperty("value", "15000");
    expect(screen.getAllByRole("checkbox", { name: "Mark as free" })).toHaveLength(1);
  });

  it("ticking sets 0; unticking restores the saved fee", async () => {
    show("settings");
    const free = await screen.findByRole("checkbox", { name: "Mark as free" });
    const fee = screen.getByLabelText("Initial Consultation (₦)");
    await userEvent.click(free);
    expect(fee).toHaveProperty("value", "0");
    await userEvent.click(free);
    expect(fee).toHaveProperty("value", "5000");
  });

  it("settings mode: 'Save' posts the fees and closes the panel", async () => {
    const posted = show("settings");
    const fee = await screen.findByLabelText("Individual Therapy (₦)");
    await userEvent.clear(fee);
    await userEvent.type(fee, "20,000abc");
    expect(fee).toHaveProperty("value", "20,000");
    expect(screen.queryByRole("button", { name: "Next Step" })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await screen.findByText("settings page, panel closed");
    expect(posted[0]).toMatchObject({ intent: "fees", "fee.IND": "20,000", "fee.CON": "5000" });
  });

  it("onboarding mode: a back link to step three and 'Next Step', which saves and goes to step four", async () => {
    const posted = show("onboarding");
    const back = await screen.findByRole("link", { name: "Back" });
    expect(back.getAttribute("href")).toBe("/overview?step=three");
    expect(screen.queryByRole("button", { name: "Save" })).toBeNull();
    await userEvent.click(screen.getByRole("checkbox", { name: "Mark as free" }));
    await userEvent.click(screen.getByRole("button", { name: "Next Step" }));
    await screen.findByText("onboarding step four");
    await waitFor(() =>
      expect(posted[0]).toMatchObject({ intent: "fees", "free.CON": "on", "fee.CON": "0" }),
    );
  });
});
