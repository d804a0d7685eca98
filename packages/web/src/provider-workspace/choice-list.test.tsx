// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { ChoiceList, FILTER_FROM } from "./choice-list.tsx";

afterEach(cleanup);

const names = [
  "Anxiety",
  "Depression",
  "Grief",
  "Trauma",
  "Stress",
  "Sleep",
  "Anger",
  "Burnout",
  "Addiction",
];
const options = names.map((name, i) => ({ identifier: `ID${i}`, name }));

describe("choice list", () => {
  it("is native checkboxes that post every ticked choice, filtered or not", async () => {
    render(
      <form data-testid="form">
        <ChoiceList legend="Concerns" name="specialities" options={options} defaultSelected={["ID1"]} />
      </form>,
    );
    expect(options.length).toBeGreaterThan(FILTER_FROM);
    await userEvent.click(screen.getByLabelText("Anxiety"));
    await userEvent.type(screen.getByLabelText("Filter the list"), "GRI");
    // Filtered out: hidden from people and assistive technology, still in the form.
    expect(screen.queryByRole("checkbox", { name: "Anxiety" })).toBeNull();
    expect(screen.getByRole("checkbox", { name: "Grief" })).toBeTruthy();
    const form = screen.getByTestId("form") as HTMLFormElement;
    expect(new FormData(form).getAll("specialities")).toEqual(["ID0", "ID1"]);
    expect(screen.getByText("2 chosen", { exact: false })).toBeTruthy();
  });

  it("says 'No matching options found' when the filter matches nothing", async () => {
    render(<ChoiceList legend="Concerns" name="specialities" options={options} defaultSelected={[]} />);
    await userEvent.type(screen.getByLabelText("Filter the list"), "zzz");
    expect(screen.getByText("No matching options found")).toBeTruthy();
  });

  it("a short list has no filter box", () => {
    render(
      <ChoiceList legend="Modalities" name="modality" options={options.slice(0, 3)} defaultSelected={[]} />,
    );
    expect(screen.queryByLabelText("Filter the list")).toBeNull();
  });
});
