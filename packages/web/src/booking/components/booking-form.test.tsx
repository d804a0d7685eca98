// @vitest-environment jsdom
import { BOOKING_MESSAGES } from "@marketplace/domain/booking";
import { createRemixStub } from "@remix-run/testing";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { QueryProvider } from "../../api/browser-query.tsx";
import type { BookingForm } from "../booking-contract.ts";
import { BookingScreen } from "./booking-form.tsx";

afterEach(cleanup);

const id = (n: number) => `01J${String(n).padStart(23, "0")}`;
const form = (
  overrides: Partial<BookingForm["provider"]> = {},
  role: BookingForm["role"] = "client",
): BookingForm => ({
  role,
  provider: {
    identifier: id(1),
    firstName: "Tolu",
    lastName: "Adeyemi",
    title: "Dr.",
    hideProfileTitle: false,
    photo: null,
    acknowledgeBooking: false,
    offerOfflineSession: true,
    officeAddress: "12 Marina, Lagos",
    timezone: "Africa/Lagos",
    appointmentDuration: 50,
    ...overrides,
  },
  client: { identifier: id(2), fullName: "Amara Okafor", photoUrl: null },
  therapies: [
    { identifier: id(3), name: "Individual Therapy", allowInvite: false },
    { identifier: id(4), name: "Couples Therapy", allowInvite: true },
  ],
  modalities: [
    { identifier: id(5), name: "Online - Video", shortName: "Video", isOffline: false },
    { identifier: id(6), name: "In Person", shortName: "In person", isOffline: true },
  ],
  concerns: [
    { identifier: id(7), name: "Anxiety" },
    { identifier: id(8), name: "Grief" },
  ],
  fees: { currencyCode: "NGN", general: { fee: 1_500_000 }, therapy: [] },
  policy: { holdMinutes: 10, noticeHours: 24, lateFeeShare: 0.5, maxSeriesSessions: 12 },
});

function show(data: BookingForm) {
  const Stub = createRemixStub([
    {
      path: "/booking/:id",
      Component: () => (
        <QueryProvider owner={data.client.identifier}>
          <BookingScreen
            form={data}
            counterpart={data.role === "client" ? data.provider.identifier : data.client.identifier}
            timezone="Africa/Lagos"
            slots={[]}
            window={{ from: "2026-03-01", to: "2026-05-01" }}
          />
        </QueryProvider>
      ),
      action: () => null,
    },
  ]);
  render(<Stub initialEntries={[`/booking/${id(1)}`]} />);
}

describe("BookingScreen", () => {
  it("greets a client with the provider's name, offers Schedule Later and says 'Review & Continue'", () => {
    show(form());
    expect(
      screen.getByRole("heading", { level: 1, name: "Book a session with Dr. Tolu Adeyemi" }),
    ).toBeTruthy();
    expect(screen.getByRole("radio", { name: /Schedule Later/ })).toBeTruthy();
    expect(screen.queryByTestId("approval-banner")).toBeNull();
    expect(screen.getByRole("button", { name: "Review & Continue" })).toBeTruthy();
    expect(screen.getByLabelText("Note (optional)")).toBeTruthy();
    expect(within(screen.getByTestId("summary-fee")).getByText("₦15,000")).toBeTruthy();
  });

  it("shows a client the approval banner, no Schedule Later, and 'Send Booking Request'", () => {
    show(form({ acknowledgeBooking: true }));
    expect(screen.getByTestId("approval-banner").textContent).toContain("Dr. Tolu Adeyemi");
    expect(screen.queryByRole("radio", { name: /Schedule Later/ })).toBeNull();
    expect(screen.getByRole("button", { name: "Send Booking Request" })).toBeTruthy();
  });

  it("lets a provider initiate a session for the client, with no note", () => {
    show(form({ acknowledgeBooking: true }, "provider"));
    expect(screen.getByRole("heading", { level: 1, name: "Book a session for Amara Okafor" })).toBeTruthy();
    expect(screen.queryByTestId("approval-banner")).toBeNull();
    expect(screen.queryByLabelText("Note (optional)")).toBeNull();
    expect(screen.getByRole("button", { name: "Initiate Session" })).toBeTruthy();
  });

  it("blocks an empty booking with each message beside its field, announced", async () => {
    show(form({ acknowledgeBooking: true }));
    await userEvent.click(screen.getByRole("button", { name: "Send Booking Request" }));
    expect(screen.getByTestId("schedule-error").textContent).toContain(BOOKING_MESSAGES.singleSlotRequired);
    expect(screen.getByTestId("concerns-error").textContent).toContain(BOOKING_MESSAGES.noConcern);
    expect(screen.getByText(BOOKING_MESSAGES.noTherapy)).toBeTruthy();
    const alert = screen.getByTestId("blocking-messages");
    expect(alert.getAttribute("role")).toBe("alert");
    expect(alert.textContent).toContain(BOOKING_MESSAGES.noConcern);
    // The first field with a problem has the focus.
    expect(document.activeElement?.getAttribute("aria-invalid")).toBe("true");
    // Fixing a field clears its message.
    await userEvent.click(screen.getByRole("checkbox", { name: "Anxiety" }));
    expect(screen.queryByTestId("concerns-error")).toBeNull();
    expect(screen.getByTestId("summary-concerns").textContent).toContain("Anxiety");
  });

  it("keeps a course at 2 sessions or more and asks for a therapy before a session's time picker", async () => {
    show(form());
    await userEvent.click(screen.getByRole("radio", { name: "Multiple Sessions" }));
    expect(screen.queryByRole("radio", { name: /Schedule Later/ })).toBeNull();
    const remove = screen.getByRole("button", { name: "Remove session 1" });
    expect((remove as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole("button", { name: "Add a session" }));
    expect(screen.getByTestId("session-3")).toBeTruthy();
    expect((screen.getByRole("button", { name: "Remove session 1" }) as HTMLButtonElement).disabled).toBe(
      false,
    );
    expect(
      within(screen.getByTestId("summary-counts")).getByText(/0 scheduled · 3 to be scheduled/),
    ).toBeTruthy();
    expect(screen.getByTestId("summary-total").textContent).toContain("₦45,000");
    await userEvent.click(screen.getByRole("button", { name: "Choose date and time for session 2" }));
    expect(screen.getByTestId("session-2-error").textContent).toContain(BOOKING_MESSAGES.therapyFirst);
    const count = screen.getByLabelText("Number of sessions");
    await userEvent.clear(count);
    await userEvent.type(count, "5");
    expect(screen.getByTestId("session-5")).toBeTruthy();
    await userEvent.clear(count);
    await userEvent.type(count, "40");
    expect((count as HTMLInputElement).value).toBe("12");
  });
});
