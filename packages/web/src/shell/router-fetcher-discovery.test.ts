// @vitest-environment jsdom
import {
  type AgnosticDataRouteObject,
  createMemoryHistory,
  createRouter,
  type Router,
  redirect,
} from "@remix-run/router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

/** A promise with its resolve, for holding one step of the router's work until the test says. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

async function until(check: () => boolean) {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(check()).toBe(true);
}

let router: Router | undefined;
const rejections: unknown[] = [];
const onRejection = (reason: unknown) => rejections.push(reason);
beforeEach(() => {
  rejections.length = 0;
  process.on("unhandledRejection", onRejection);
});
afterEach(() => {
  process.off("unhandledRejection", onRejection);
  router?.dispose();
});

/**
 * Our patch of @remix-run/router (decision 061; patches/@remix-run__router@1.23.3.patch): a fetcher
 * whose action returns while a navigation waits for lazy route discovery of a route the page has not
 * seen finishes instead of throwing "Didn't find any matches after fetcher action". The page's
 * fetchers (the newsletter sign-up, the bell, the messages' sends...) can meet it whenever someone
 * acts and moves on at once. The router is driven directly, each step held until the test says.
 */
describe("a fetcher's action returning while a navigation discovers its route", () => {
  it("finishes the fetcher, and the navigation lands with its route's data", async () => {
    const answer = gate();
    const manifest = gate();
    let overviewAsked = false;
    const routes: AgnosticDataRouteObject[] = [
      {
        id: "root",
        path: "/",
        loader: () => ({ shell: true }),
        children: [
          { id: "login", path: "login", action: () => redirect("/overview") },
          {
            id: "newsletter",
            path: "newsletter",
            action: async () => {
              await answer.opened;
              return { subscribed: true };
            },
          },
        ],
      },
    ];
    router = createRouter({
      routes,
      history: createMemoryHistory({ initialEntries: ["/login"] }),
      async patchRoutesOnNavigation({ path, patch }) {
        if (path !== "/overview") return;
        overviewAsked = true;
        await manifest.opened;
        patch("root", [{ id: "overview", path: "overview", loader: () => ({ welcome: "Welcome back" }) }]);
      },
    }).initialize();
    const current = router;
    await until(() => current.state.initialized);

    const form = (fields: Record<string, string>) => {
      const data = new FormData();
      for (const [name, value] of Object.entries(fields)) data.set(name, value);
      return data;
    };
    current.fetch("answer", "root", "/newsletter", {
      formMethod: "post",
      formData: form({ email: "someone@example.com" }),
    });
    void current.navigate("/login", { formMethod: "post", formData: form({ email: "a@b.c" }) });
    // The login redirected to /overview, which waits for discovery.
    await until(() => overviewAsked);
    answer.open();
    // Unpatched, the router's invariant rejects here (unhandled) and the fetcher stays busy.
    await until(() => current.getFetcher("answer").state === "idle");
    expect(current.getFetcher("answer").data).toEqual({ subscribed: true });

    manifest.open();
    await until(() => current.state.navigation.state === "idle");
    expect(current.state.location.pathname).toBe("/overview");
    expect(current.state.loaderData.overview).toEqual({ welcome: "Welcome back" });
    expect(current.state.errors).toBeNull();
    expect(rejections).toEqual([]);
  });
});
