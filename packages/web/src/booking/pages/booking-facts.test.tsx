// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { BookingFacts } from "./booking-facts.tsx";
import { bookingView } from "./booking-view.fixture.ts";

afterEach(cleanup);

/** Each label of the facts with its value, as a person reads them. */
const facts = () =>
  Object.fromEntries(
    screen.getAllByRole("term").map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );

describe("BookingFacts: a provider's share (issue 28)", () => {
  it("shows a provider the client's total and, beside it, the commission and their earnings per session", () => {
    render(
      <BookingFacts
        view={bookingView({
          viewerRole: "provider",
          bookingFee: 12_000,
          totalBookingFee: 12_000,
          currency: "USD",
        })}
        locale="en-US"
      />,
    );
    expect(facts()).toMatchObject({
      "Fee per session": "$120",
      "Client's total": "$120",
      "Tranquil's commission per session (20%)": "$24",
      "Your earnings per session": "$96",
    });
    // One session: its earnings are the total.
    expect(screen.queryByTestId("booking-total-share")).toBeNull();
  });

  it("adds the earnings of every session of a series, in the booking's currency", () => {
    render(
      <BookingFacts
        view={bookingView({
          viewerRole: "provider",
          totalSessions: 3,
          bookingFee: 6_000,
          totalBookingFee: 18_000,
        })}
        locale="en-GB"
      />,
    );
    expect(facts()).toMatchObject({
      "Client's total": "£180",
      "Tranquil's commission per session (20%)": "£12",
      "Your earnings per session": "£48",
      "Your earnings for 3 sessions": "£144",
    });
  });

  it("shows a client their total and nothing of the provider's share; the payment page keeps to what is owed", () => {
    render(<BookingFacts view={bookingView({ viewerRole: "client" })} locale="en-GB" />);
    expect(facts()).toMatchObject({ Total: "£45" });
    expect(screen.queryByTestId("booking-share")).toBeNull();
    cleanup();
    render(<BookingFacts view={bookingView({ viewerRole: "provider" })} locale="en-GB" owed />);
    expect(facts()).toMatchObject({ Total: "£45" });
    expect(screen.queryByTestId("booking-commission")).toBeNull();
  });
});
