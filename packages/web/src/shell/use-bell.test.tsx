// @vitest-environment jsdom
import { createRemixStub } from "@remix-run/testing";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { NotificationsLink } from "./account-controls.tsx";
import type { NotificationActionResult } from "./notification-paths.ts";

afterEach(cleanup);

/**
 * The bell on /overview, and a stub /notifications whose action answers when the test says: what
 * the bell shows while marking, whether it posted, and where it went (spec section 4).
 */
function showBell(unread: number, at = "/overview") {
  const posts: string[] = [];
  let answer: (result: NotificationActionResult) => void = () => {};
  const Stub = createRemixStub([
    { path: "/overview", Component: () => <NotificationsLink unread={unread} /> },
    {
      path: "/notifications",
      Component: () => (
        <>
          <p>the notifications page</p>
          <NotificationsLink unread={unread} />
        </>
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

describe("the bell", () => {
  it("shows '9+' above 9", () => {
    showBell(12);
    expect(bell().textContent).toContain("9+");
  });

  it("zeroes the badge at once, marks all read, then goes to /notifications", async () => {
    const { posts, answer } = showBell(4);
    expect(bell().textContent).toContain("4");
    await userEvent.click(bell());
    await waitFor(() => expect(posts).toEqual(["read-all"]));
    expect(bell().textContent).not.toContain("4");
    expect(bell().textContent).toBe("Notifications");
    answer({ ok: true });
    expect(await screen.findByText("the notifications page")).toBeTruthy();
  });

  it("when marking fails still opens the list, and the count is shown again", async () => {
    const { posts, answer } = showBell(4);
    await userEvent.click(bell());
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(bell().textContent).toBe("Notifications");
    answer({ ok: false });
    expect(await screen.findByText("the notifications page")).toBeTruthy();
    expect(bell().textContent).toContain("4");
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
