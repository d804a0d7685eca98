import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { RatingInput } from "./rating-input.tsx";

const VALUES = [0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5];
const label = (v: number) => `${v} stars`;

describe("RatingInput", () => {
  it("is a radio group of half stars that posts its value", () => {
    render(
      <form aria-label="review">
        <RatingInput name="rating" legend="Your rating" values={VALUES} valueLabel={label} defaultValue={4} />
      </form>,
    );
    expect(screen.getByRole("radiogroup", { name: "Your rating" })).toBeTruthy();
    expect(screen.getAllByRole("radio")).toHaveLength(10);
    expect((screen.getByRole("radio", { name: "4 stars" }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole("radio", { name: "4.5 stars" }));
    const form = screen.getByRole("form", { name: "review" }) as HTMLFormElement;
    expect(new FormData(form).get("rating")).toBe("4.5");
    expect(screen.getAllByText("4.5 stars").length).toBe(2);
  });

  it("shows its error", () => {
    render(
      <RatingInput name="rating" legend="Your rating" values={VALUES} valueLabel={label} error="Pick one" />,
    );
    expect(screen.getByText("Pick one")).toBeTruthy();
  });
});
