// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { QueryProvider } from "../api/browser-query.tsx";
import { type EarningsBalances, type EarningsByMonth, useEarnings } from "./use-earnings.ts";

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
  if (!FakeEventSource.last) throw new Error("no stream opened");
  return FakeEventSource.last;
};

const balances = (pending: number, available = 0): EarningsBalances => ({
  available,
  pending,
  currency: "NGN",
});
const byMonth = (total: number): EarningsByMonth => ({
  total,
  currency: "NGN",
  byMonth: [
    { month: "2026-10", amount: 0 },
    { month: "2026-11", amount: total },
  ],
});

let owner = 0;
function wrapper() {
  owner += 1;
  const who = `earner-${owner}`;
  return ({ children }: { children: ReactNode }) => <QueryProvider owner={who}>{children}</QueryProvider>;
}

/** What the relay was asked, and what it answers for each path. */
let asked: string[] = [];
let relay: Record<string, unknown> = {};
beforeEach(() => {
  asked = [];
  relay = {};
  FakeEventSource.last = undefined;
  vi.stubGlobal("EventSource", FakeEventSource);
  vi.stubGlobal("fetch", async (request: Request) => {
    const path = new URL(request.url).pathname;
    asked.push(path);
    return Response.json(relay[path] ?? { message: "Not found" }, { status: path in relay ? 200 : 404 });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("/earnings' balances and chart", () => {
  it("show the loader's figures at once, asking nothing, and read both again through the relay when a notification arrives", async () => {
    // The loader's answer is one object until the loader answers again, as useLoaderData's is.
    const loaded = { wallet: balances(0), earnings: byMonth(0) };
    const { result } = renderHook(() => useEarnings(loaded, 2), { wrapper: wrapper() });
    expect(result.current.wallet?.pending).toBe(0);
    expect(result.current.earnings?.total).toBe(0);
    stream().send("ready", { messages: 0, notifications: 2 });
    expect(asked).toEqual([]);

    relay = {
      "/api/v1/payment/wallet/earnings": balances(850_000, 100_000),
      "/api/v1/payment/earnings": byMonth(100_000),
    };
    stream().send("unread", { messages: 0, notifications: 3 });
    await waitFor(() => expect(result.current.wallet?.pending).toBe(850_000));
    await waitFor(() => expect(result.current.earnings?.byMonth.at(-1)?.amount).toBe(100_000));
    expect(result.current.wallet?.available).toBe(100_000);
    expect([...asked].sort()).toEqual(["/api/v1/payment/earnings", "/api/v1/payment/wallet/earnings"]);
  });

  it("ask nothing when the count falls (notifications read)", async () => {
    const loaded = { wallet: balances(0), earnings: byMonth(0) };
    renderHook(() => useEarnings(loaded, 4), { wrapper: wrapper() });
    stream().send("unread", { messages: 0, notifications: 0 });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(asked).toEqual([]);
  });

  it("take a newer loader answer (a filter or a page of the list) over what the cache held", () => {
    const hook = renderHook(({ loaded }) => useEarnings(loaded, 0), {
      wrapper: wrapper(),
      initialProps: { loaded: { wallet: balances(1), earnings: byMonth(1) } },
    });
    hook.rerender({ loaded: { wallet: balances(2), earnings: byMonth(2) } });
    expect(hook.result.current.wallet?.pending).toBe(2);
    expect(hook.result.current.earnings?.total).toBe(2);
  });

  it("keep what the loader could not read unread: its error shows and nothing is asked", async () => {
    const loaded = { wallet: null, earnings: byMonth(5) };
    const { result } = renderHook(() => useEarnings(loaded, 0), { wrapper: wrapper() });
    expect(result.current.wallet).toBeNull();
    relay = { "/api/v1/payment/earnings": byMonth(7) };
    stream().send("unread", { messages: 0, notifications: 1 });
    await waitFor(() => expect(result.current.earnings?.total).toBe(7));
    expect(result.current.wallet).toBeNull();
    expect(asked).toEqual(["/api/v1/payment/earnings"]);
  });
});
