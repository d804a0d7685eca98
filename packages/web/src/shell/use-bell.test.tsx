// @vitest-environment jsdom
import { createRemixStub } from "@remix-run/testing";
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { QueryProvider } from "../api/browser-query.tsx";
import { NotificationsLink } from "./account-controls.tsx";
import type { NotificationActionResult } from "./notification-paths.ts";

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
const stream = () => {
  const source = FakeEventSource.last;
  if (!source) throw new Error("no stream opened");
  return source;
};

/** What the relay was asked (decision 035), and the unread count it answers with. */
let asked: string[] = [];
let relayCount = 0;
beforeEach(() => {
  asked = [];
  relayCount = 0;
  FakeEventSource.last = undefined;
  vi.stubGlobal("EventSource", FakeEventSource);
  vi.stubGlobal("fetch", async (request: Request) => {
    asked.push(new URL(request.url).pathname);
    return Response.json({ count: relayCount });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

let owner = 0;

/**
 * The bell on /overview, and a stub /notifications whose action answers when the test says: what
 * the bell shows while marking, whether it posted, and where it went (spec section 4). Each call is
 * another person's session, so no cache is shared between tests.
 */
function showBell(unread: number, at = "/overview") {
  owner += 1;
  const who = `bell-${owner}`;
  const posts: string[] = [];
  let answer: (result: NotificationActionResult) => void = () => {};
  const Stub = createRemixStub([
    {
      path: "/overview",
      Component: () => (
        <QueryProvider owner={who}>
          <NotificationsLink unread={unread} />
        </QueryProvider>
      ),
    },
    {
      path: "/notifications",
      Component: () => (
        <QueryProvider owner={who}>
          <p>the notifications page</p>
          <NotificationsLink unread={unread} />
        </QueryProvider>
      ),
      action: async ({ request }) => {
        posts.push(String((await request.formData()).get("intent")));
        return new Promise<NotificationActionResult>((resolve) => {
          answer = resolve;
        });
      },
    },
  ]);
  render(<Stub initialEntries={[at]} />);
  return { posts, answer: (result: NotificationActionResult) => answer(result) };
}

const bell = () => screen.getByTestId("notifications-bell");
/** Lets Query's batched notifications (a timer) reach the screen before asserting that nothing changed. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

describe("the bell", () => {
  it("shows '9+' above 9, from the loader's count, asking nothing on load", () => {
    showBell(12);
    expect(bell().textContent).toContain("9+");
    expect(asked).toEqual([]);
  });

  it("follows the live stream's counts", async () => {
    showBell(2);
    stream().send("ready", { messages: 0, notifications: 3 });
    await waitFor(() => expect(bell().textContent).toContain("3"));
    stream().send("unread", { messages: 1, notifications: 5 });
    await waitFor(() => expect(bell().textContent).toContain("5"));
    stream().send("unread", { messages: 1, notifications: 0 });
    await waitFor(() => expect(bell().textContent).toBe("Notifications"));
    expect(asked).toEqual([]);
  });

  it("zeroes the badge at once, marks all read, then goes to /notifications", async () => {
    const { posts, answer } = showBell(4);
    expect(bell().textContent).toContain("4");
    await userEvent.click(bell());
    await waitFor(() => expect(posts).toEqual(["read-all"]));
    await waitFor(() => expect(bell().textContent).toBe("Notifications"));
    // A count the stream sends while the post is on its way may predate it: the badge stays at zero.
    stream().send("unread", { messages: 0, notifications: 4 });
    await settle();
    expect(bell().textContent).toBe("Notifications");
    answer({ ok: true });
    expect(await screen.findByText("the notifications page")).toBeTruthy();
    await settle();
    expect(bell().textContent).toBe("Notifications");
    expect(asked).toEqual([]);
  });

  it("when marking fails still opens the list, shows the count again and asks the API for it", async () => {
    const { posts, answer } = showBell(4);
    await userEvent.click(bell());
    await waitFor(() => expect(posts).toHaveLength(1));
    await waitFor(() => expect(bell().textContent).toBe("Notifications"));
    relayCount = 6;
    answer({ ok: false });
    expect(await screen.findByText("the notifications page")).toBeTruthy();
    await waitFor(() => expect(asked).toEqual(["/api/v1/notification/unread-count"]));
    await waitFor(() => expect(bell().textContent).toContain("6"));
  });

  it("with nothing unread marks nothing (a plain link), and on /notifications does nothing", async () => {
    const none = showBell(0);
    expect(bell().getAttribute("href")).toBe("/notifications");
    expect(none.posts).toEqual([]);
    cleanup();
    const there = showBell(3, "/notifications");
    await userEvent.click(bell());
    expect(there.posts).toEqual([]);
    expect(bell().textContent).toContain("3");
  });
});
