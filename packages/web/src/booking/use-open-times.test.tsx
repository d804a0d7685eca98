// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { QueryProvider } from "../api/browser-query.tsx";
import type { Timeslot } from "./booking-contract.ts";
import { useOpenTimes } from "./use-open-times.ts";

const PROVIDER = "01J00000000000000000000001";
const slot = (n: number, day: string): Timeslot => ({
  identifier: `01J${String(n).padStart(23, "0")}`,
  startTime: `${day}T09:00:00.000Z`,
  endTime: `${day}T09:50:00.000Z`,
});
const WINDOW = { from: "2026-03-01", to: "2026-05-01" };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

let owner = 0;
/** Each test its own person, so its own query cache. */
function wrapper() {
  owner += 1;
  const who = `owner-${owner}`;
  return ({ children }: { children: ReactNode }) => <QueryProvider owner={who}>{children}</QueryProvider>;
}

/** The relay as the test says it answers; returns the URLs the hook asked for. */
function relay(answer: (url: URL) => Response) {
  const asked: URL[] = [];
  vi.stubGlobal("fetch", async (input: Request) => {
    const url = new URL(input.url);
    asked.push(url);
    return answer(url);
  });
  return asked;
}

describe("useOpenTimes (TanStack Query through the relay)", () => {
  it("shows the loader's open times at once, without asking", () => {
    const asked = relay(() => Response.json({ data: [] }));
    const { result } = renderHook(() => useOpenTimes(PROVIDER, [slot(1, "2026-03-10")], WINDOW), {
      wrapper: wrapper(),
    });
    expect(result.current.slots.map((s) => s.identifier)).toEqual([slot(1, "2026-03-10").identifier]);
    expect(result.current.status).toBe("idle");
    expect(asked).toEqual([]);
  });

  it("asks the generated client's path for a day outside the window and adds its times", async () => {
    const asked = relay(() => Response.json({ data: [slot(2, "2026-06-02")] }));
    const { result } = renderHook(() => useOpenTimes(PROVIDER, [slot(1, "2026-03-10")], WINDOW), {
      wrapper: wrapper(),
    });
    act(() => result.current.ensure("2026-06-01"));
    await waitFor(() => expect(result.current.slots).toHaveLength(2));
    expect(result.current.status).toBe("idle");
    expect(asked).toHaveLength(1);
    expect(asked[0]?.pathname).toBe(`/api/v1/providers/${PROVIDER}/timeslots`);
    expect(asked[0]?.searchParams.get("from")).toBe("2026-05-31");
    // A day inside what is known asks nothing more.
    act(() => result.current.ensure("2026-03-20"));
    expect(asked).toHaveLength(1);
  });

  it("drops a time taken meanwhile when refreshed, and says when asking failed", async () => {
    let open = [slot(1, "2026-03-10"), slot(2, "2026-03-11")];
    let fail = false;
    relay(() => (fail ? Response.json({ message: "down" }, { status: 502 }) : Response.json({ data: open })));
    const { result } = renderHook(() => useOpenTimes(PROVIDER, open, WINDOW), { wrapper: wrapper() });
    expect(result.current.slots).toHaveLength(2);
    open = [slot(2, "2026-03-11")];
    act(() => result.current.refresh());
    await waitFor(() => expect(result.current.slots.map((s) => s.identifier)).toEqual([open[0]?.identifier]));
    fail = true;
    act(() => result.current.ensure("2026-07-01"));
    await waitFor(() => expect(result.current.status).toBe("failed"));
  });

  it("adds a course's cadence times and hands back its weeks", async () => {
    const week = { startTime: "2026-08-03T09:00:00.000Z", endTime: "2026-08-03T09:50:00.000Z" };
    const asked = relay(() =>
      Response.json({
        data: [
          { ...week, timeslot: slot(9, "2026-08-03") },
          { ...week, timeslot: null },
        ],
      }),
    );
    const { result } = renderHook(() => useOpenTimes(PROVIDER, [slot(1, "2026-03-10")], WINDOW), {
      wrapper: wrapper(),
    });
    let weeks: unknown[] = [];
    await act(async () => {
      weeks = await result.current.cadence(slot(1, "2026-03-10").identifier, 2, 2);
    });
    expect(weeks).toHaveLength(2);
    expect(asked[0]?.pathname).toBe(`/api/v1/providers/${PROVIDER}/cadence`);
    expect(asked[0]?.searchParams.get("every")).toBe("2");
    expect(result.current.slots.map((s) => s.identifier)).toContain(slot(9, "2026-08-03").identifier);
  });
});
