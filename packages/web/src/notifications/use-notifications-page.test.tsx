// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { QueryProvider } from "../api/browser-query.tsx";
import type { NotificationsAnswer } from "./notification-page.ts";
import { useNotificationsPage } from "./use-notifications-page.ts";

/** Stands in for the browser's EventSource: the test says what the stream sends. */
class FakeEventSource extends EventTarget {
  static last: FakeEventSource | undefined;
  constructor(readonly url: string) {
    super();
    FakeEventSource.last = this;
  }
  close() {}
  send(type: string, data: unknown) {
    act(() => {
      this.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(data) }));
    });
  }
}

const item = (n: number, title: string) => ({
  identifier: `01J${String(n).padStart(23, "0")}`,
  type: "in-app-booking-confirmed" as const,
  title,
  body: "",
  link: { type: "internal" as const, url: `/booking/01J${String(n).padStart(23, "0")}/summary` },
  read: false,
  createdAt: "2026-03-07T10:00:00.000Z",
});
const answer = (...items: ReturnType<typeof item>[]): NotificationsAnswer => ({
  data: items,
  meta: { page: 1, pageSize: 10, total: items.length, totalPages: 1 },
});

let owner = 0;
function wrapper() {
  owner += 1;
  const who = `owner-${owner}`;
  return ({ children }: { children: ReactNode }) => <QueryProvider owner={who}>{children}</QueryProvider>;
}

let asked: URL[] = [];
let relayAnswer: NotificationsAnswer = answer();
beforeEach(() => {
  asked = [];
  FakeEventSource.last = undefined;
  vi.stubGlobal("EventSource", FakeEventSource);
  vi.stubGlobal("fetch", async (request: Request) => {
    asked.push(new URL(request.url));
    return Response.json(relayAnswer);
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const stream = () => {
  if (!FakeEventSource.last) throw new Error("no stream opened");
  return FakeEventSource.last;
};

describe("the notifications list's query", () => {
  it("shows the loader's page at once, and asks again through the relay when one arrives live", async () => {
    const reload = vi.fn();
    const loaded = answer(item(1, "First"));
    const { result } = renderHook(() => useNotificationsPage(1, loaded, 1, reload), {
      wrapper: wrapper(),
    });
    expect(result.current?.items.map((i) => i.title)).toEqual(["First"]);
    expect(result.current?.items[0]?.target?.href).toMatch(/^\/booking\/01J0+1\/summary$/);
    stream().send("ready", { messages: 0, notifications: 1 });
    expect(asked).toEqual([]);

    relayAnswer = answer(item(2, "Second"), item(1, "First"));
    stream().send("unread", { messages: 0, notifications: 2 });
    await waitFor(() => expect(result.current?.items.map((i) => i.title)).toEqual(["Second", "First"]));
    expect(asked).toHaveLength(1);
    expect(asked[0]?.pathname).toBe("/api/v1/notification");
    expect(asked[0]?.searchParams.get("pageSize")).toBe("10");
    expect(reload).not.toHaveBeenCalled();
  });

  it("takes a newer loader answer over what the cache held", () => {
    const hook = renderHook(({ loaded }) => useNotificationsPage(1, loaded, 0, () => {}), {
      wrapper: wrapper(),
      initialProps: { loaded: answer(item(1, "First")) },
    });
    hook.rerender({ loaded: answer(item(3, "Third")) });
    expect(hook.result.current?.items.map((i) => i.title)).toEqual(["Third"]);
  });

  it("without the loader's list shows none and reloads the page on an arrival", () => {
    const reload = vi.fn();
    const { result } = renderHook(() => useNotificationsPage(1, null, 0, reload), { wrapper: wrapper() });
    expect(result.current).toBeNull();
    stream().send("unread", { messages: 0, notifications: 1 });
    expect(reload).toHaveBeenCalledTimes(1);
    expect(asked).toEqual([]);
  });
});
