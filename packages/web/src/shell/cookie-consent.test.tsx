// @vitest-environment jsdom
import { createRemixStub } from "@remix-run/testing";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type CookieChoice, CookieConsent } from "./cookie-consent.tsx";
import { action } from "./cookie-consent-route.tsx";

let sent: { url: string; init: RequestInit | undefined }[] = [];
beforeEach(() => {
  sent = [];
  vi.stubGlobal("fetch", async (url: string, init?: RequestInit) => {
    sent.push({ url, init });
    return new Response(null, { status: 204 });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The banner on /login, with a route that fails the test if the router is asked to submit anything. */
function showBanner(onDone: (choice: CookieChoice) => void) {
  const routerAction = vi.fn(() => null);
  const Stub = createRemixStub([
    {
      path: "/login",
      Component: () => <CookieConsent open onDone={onDone} location={{ pathname: "/login", search: "" }} />,
    },
    { path: "/cookie-consent", action: routerAction },
  ]);
  render(<Stub initialEntries={["/login"]} />);
  return routerAction;
}

describe("the hydrated cookie banner", () => {
  it.each([
    ["Essential only", "essential"],
    ["Accept all", "all"],
  ] as const)("'%s' sends %s in the background, outside the router, and closes", async (button, choice) => {
    const onDone = vi.fn();
    const routerAction = showBanner(onDone);
    await userEvent.click(screen.getByRole("button", { name: button }));
    expect(onDone).toHaveBeenCalledWith(choice);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe("/cookie-consent");
    expect(sent[0]?.init?.method).toBe("POST");
    // It outlives the page when the reader leaves at once.
    expect(sent[0]?.init?.keepalive).toBe(true);
    expect(String(sent[0]?.init?.body)).toBe(`choice=${choice}`);
    // No fetcher: no route lookup, no action through the router, no reload of the page's loaders.
    expect(routerAction).not.toHaveBeenCalled();
  });

  it("keeps the plain form's way back for the post made before its code loads", () => {
    showBanner(() => {});
    const form = screen.getByRole("button", { name: "Essential only" }).closest("form");
    expect(form?.getAttribute("action")).toBe("/cookie-consent");
    expect(form?.getAttribute("method")).toBe("post");
    expect((form?.elements.namedItem("redirectTo") as HTMLInputElement | null)?.value).toBe("/login");
  });
});

describe("POST /cookie-consent", () => {
  const post = (fields: Record<string, string>) =>
    action({
      request: new Request("http://localhost/cookie-consent", {
        method: "POST",
        body: new URLSearchParams(fields),
      }),
      params: {},
      context: {},
    });

  it("answers the background request with 204 and the cookie, and no redirect to follow", async () => {
    const response = await post({ choice: "all" });
    expect(response.status).toBe(204);
    expect(response.headers.get("Location")).toBeNull();
    expect(response.headers.get("Set-Cookie")).toMatch(/^cookie-consent=all;/);
  });

  it("sends the plain form back to its page with the cookie", async () => {
    const response = await post({ choice: "essential", redirectTo: "/providers?search=calm" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/providers?search=calm");
    expect(response.headers.get("Set-Cookie")).toMatch(/^cookie-consent=essential;/);
  });
});
