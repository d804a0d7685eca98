// @vitest-environment jsdom
import { createRemixStub } from "@remix-run/testing";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import {
  AppointmentItems,
  type AppointmentSummary,
  appointmentsPath,
  payPath,
  readAppointmentsQuery,
} from "./appointment-list.tsx";

afterEach(cleanup);

const item = (over: Partial<AppointmentSummary> = {}): AppointmentSummary => ({
  identifier: "01JSESSION0000000000000001",
  seriesIdentifier: "01JSERIES00000000000000001",
  totalSessions: 1,
  status: "confirmed",
  appointmentTime: "2026-12-07T09:00:00.000Z",
  appointmentEndTime: "2026-12-07T09:50:00.000Z",
  therapy: { name: "Individual Therapy" },
  modality: { name: "Online - Video" },
  with: {
    identifier: "01JPROVIDER000000000000001",
    role: "provider",
    firstName: "Tolu",
    lastName: "Adeyemi",
    title: "Dr.",
    hideProfileTitle: false,
    photoUrl: null,
  },
  ...over,
});

describe("the appointments page's address", () => {
  it("writes and reads a list, a status and a page, leaving the defaults out", () => {
    expect(appointmentsPath()).toBe("/appointments");
    expect(appointmentsPath({ list: "past", status: "completed", page: 2 })).toBe(
      "/appointments?list=past&status=completed&page=2",
    );
    expect(readAppointmentsQuery(new URLSearchParams("list=past&status=completed&page=2"))).toEqual({
      list: "past",
      status: "completed",
      page: 2,
    });
  });

  it("falls back to the defaults for anything it does not know", () => {
    // An unknown list, a status of another list, a page that is no page.
    expect(readAppointmentsQuery(new URLSearchParams("list=someday&page=-3"))).toEqual({
      list: "upcoming",
      status: null,
      page: 1,
    });
    expect(readAppointmentsQuery(new URLSearchParams("list=cancelled&status=completed"))).toMatchObject({
      status: null,
    });
    // A list of one status has no filter.
    expect(readAppointmentsQuery(new URLSearchParams("list=requests&status=pending_approval")).status).toBe(
      null,
    );
  });

  it("sends a course's payment to the series' page", () => {
    expect(payPath(item())).toBe("/payment/01JSESSION0000000000000001");
    expect(payPath(item({ totalSessions: 3 }))).toBe("/payment/series/01JSERIES00000000000000001");
  });
});

function renderItems(items: AppointmentSummary[], viewerRole: "client" | "provider") {
  const Stub = createRemixStub([
    {
      path: "/appointments",
      Component: () => <AppointmentItems items={items} viewerRole={viewerRole} timeZone="UTC" />,
    },
  ]);
  render(<Stub initialEntries={["/appointments"]} />);
}

describe("AppointmentItems", () => {
  it("lets a provider accept or decline a request, each button tied to its session", async () => {
    renderItems(
      [item({ status: "pending_approval" }), item({ identifier: "01JSESSION0000000000000002" })],
      "provider",
    );
    const accept = await screen.findAllByRole("button", { name: "Accept" });
    expect(accept).toHaveLength(1);
    expect(screen.getAllByRole("button", { name: "Decline" })).toHaveLength(1);
    const form = accept[0]?.closest("form");
    expect(form?.getAttribute("method")).toBe("post");
    expect(form?.querySelector("input[name=session]")?.getAttribute("value")).toBe(
      "01JSESSION0000000000000001",
    );
    expect(accept[0]?.getAttribute("aria-describedby")).toBe("appointment-01JSESSION0000000000000001");
    expect(screen.getByText("Waiting for approval")).toBeTruthy();
  });

  it("gives a client 'Pay now' on an accepted request, and nothing to answer", async () => {
    renderItems(
      [
        item({ status: "awaiting_payment" }),
        item({ identifier: "01JSESSION0000000000000002", status: "pending_approval" }),
      ],
      "client",
    );
    const pay = await screen.findByRole("link", { name: "Pay now" });
    expect(pay.getAttribute("href")).toBe("/payment/01JSESSION0000000000000001");
    expect(screen.queryByRole("button", { name: "Accept" })).toBeNull();
    expect(
      screen
        .getAllByRole("link", { name: "Individual Therapy with Dr. Tolu Adeyemi" })[0]
        ?.getAttribute("href"),
    ).toBe("/booking/01JSESSION0000000000000001/summary");
  });
});
