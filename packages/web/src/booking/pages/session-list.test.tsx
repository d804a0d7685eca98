// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { bookingView, session } from "./booking-view.fixture.ts";
import { sessionRows } from "./booking-view.ts";
import { SessionsCard } from "./session-list.tsx";

afterEach(cleanup);

describe("SessionsCard (the booking pages' one sessions card)", () => {
  it("is a section named by its heading, with the lead above it, the list, each row's actions and what follows", () => {
    const view = bookingView({ bookings: [session({ identifier: "s1" }), session({ identifier: "s2" })] });
    render(
      <SessionsCard
        view={view}
        rows={sessionRows(view, "Europe/London", Date.parse("2026-01-01T00:00:00Z"))}
        timeZone="Europe/London"
        lead={<p>Held for you</p>}
        actions={(row) => <a href={`/x/${row.identifier}`}>Open {row.number}</a>}
      >
        <p>Schedule forms</p>
      </SessionsCard>,
    );
    const card = screen.getByRole("region", { name: "Sessions" });
    const text = card.textContent ?? "";
    expect(text.indexOf("Held for you")).toBeLessThan(text.indexOf("Sessions"));
    expect(within(card).getByTestId("sessions").children).toHaveLength(2);
    expect(within(card).getByRole("link", { name: "Open 2" }).getAttribute("href")).toBe("/x/s2");
    expect(text.indexOf("Schedule forms")).toBeGreaterThan(text.indexOf("Open 2"));
  });
});
