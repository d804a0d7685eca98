import type { ApiClient } from "@marketplace/api-client";
import { describe, expect, it, vi } from "vitest";
import { emailPreferencesFrom } from "../dashboard/email-preferences-form.tsx";
import { toNotificationsPage } from "./notification-page.ts";
import { loadNotifications, notificationAction } from "./notifications.server.ts";

const ID = "01JD3Q8Z7X6W5V4T3S2R1Q0P9N";
const BOOKING = "01JD0000000000000000000000";

const form = (entries: Array<[string, string]>) => {
  const f = new FormData();
  for (const [k, v] of entries) f.append(k, v);
  return f;
};

function fakeApi(answers: { get?: unknown; put?: unknown; fail?: boolean } = {}) {
  const GET = vi.fn(async () => (answers.fail ? { error: { message: "down" } } : { data: answers.get }));
  const PUT = vi.fn(async () => (answers.fail ? { error: { message: "down" } } : { data: answers.put }));
  return { api: { GET, PUT } as unknown as ApiClient, GET, PUT };
}

describe("loadNotifications", () => {
  it("asks for ten from the page in the address and rewrites each link to its in-app target", async () => {
    const { api, GET } = fakeApi({
      get: {
        data: [
          {
            identifier: ID,
            type: "in-app-booking-confirmed",
            title: "Your session is confirmed",
            body: "",
            link: { type: "internal", url: `/booking/${BOOKING}/summary` },
            read: false,
            createdAt: "2026-03-07T10:00:00.000Z",
          },
        ],
        meta: { page: 2, pageSize: 10, total: 11, totalPages: 2 },
      },
    });
    const loaded = await loadNotifications(api, new URL("http://site/notifications?page=2"));
    expect(GET).toHaveBeenCalledWith("/v1/notification", { params: { query: { page: 2, pageSize: 10 } } });
    expect(loaded.page).toBe(2);
    // The browser's query shows the loader's answer through the same mapping.
    const page = loaded.answer ? toNotificationsPage(loaded.answer) : null;
    expect(page).toMatchObject({ page: 2, totalPages: 2, total: 11 });
    expect(page?.items[0]?.target).toEqual({
      href: `/booking/${BOOKING}/summary`,
      label: "view appointment",
    });
  });

  it("is null when the API fails (the page says 'Failed to fetch notifications')", async () => {
    const { api } = fakeApi({ fail: true });
    expect(await loadNotifications(api, new URL("http://site/notifications"))).toEqual({
      page: 1,
      answer: null,
    });
  });
});

describe("notificationAction", () => {
  it("marks one read and goes to its target", async () => {
    const { api, PUT } = fakeApi();
    const res = (await notificationAction(
      api,
      form([
        ["intent", "read"],
        ["id", ID],
        ["to", `/review/${BOOKING}`],
      ]),
    )) as Response;
    expect(PUT).toHaveBeenCalledWith("/v1/notification/{id}/read", { params: { path: { id: ID } } });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(`/review/${BOOKING}`);
  });

  it("never sends anyone to another site, and still goes on when marking fails", async () => {
    const { api } = fakeApi({ fail: true });
    const res = (await notificationAction(
      api,
      form([
        ["intent", "read"],
        ["id", ID],
        ["to", "//evil.example/x"],
      ]),
    )) as Response;
    expect(res.headers.get("Location")).toBe("/notifications");
  });

  it("marks all read: answers the bell's script, or goes back to the page for the page's button", async () => {
    expect(
      await notificationAction(fakeApi({ put: { count: 3 } }).api, form([["intent", "read-all"]])),
    ).toEqual({
      ok: true,
    });
    expect(await notificationAction(fakeApi({ fail: true }).api, form([["intent", "read-all"]]))).toEqual({
      ok: false,
    });
    const back = (await notificationAction(
      fakeApi({ put: { count: 3 } }).api,
      form([
        ["intent", "read-all"],
        ["to", "/notifications?page=2"],
      ]),
    )) as Response;
    expect(back.headers.get("Location")).toBe("/notifications?page=2");
  });

  it("refuses an unknown intent", async () => {
    await expect(notificationAction(fakeApi().api, form([["intent", "nope"]]))).rejects.toBeInstanceOf(
      Response,
    );
  });
});

describe("emailPreferencesFrom", () => {
  it("is every key, on when its box was checked", () => {
    expect(
      emailPreferencesFrom(
        form([
          ["email", "bookings"],
          ["email", "messages"],
          ["email", "nonsense"],
        ]),
      ),
    ).toEqual({ bookings: true, reminders: false, payments: false, messages: true, recommendations: false });
  });
});
