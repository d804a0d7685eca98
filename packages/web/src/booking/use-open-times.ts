import { type UseQueryResult, useQueries, useQueryClient } from "@tanstack/react-query";
import { useCallback, useMemo, useState } from "react";
import { $api, useLoaderSeed } from "../api/index.ts";
import type { CadenceSlot, Timeslot } from "./booking-contract.ts";
import { covers, type DayWindow, mergeSlots, windowFor } from "./slot-days.ts";

export type TimesStatus = "idle" | "loading" | "failed";

/** One window of a provider's open times (GET /v1/providers/{id}/timeslots) as a query. */
const windowQuery = (provider: string, window: DayWindow) =>
  $api.queryOptions("get", "/v1/providers/{id}/timeslots", {
    params: { path: { id: provider }, query: { from: window.from, to: window.to } },
  });

interface WindowAnswer {
  slots: Timeslot[] | undefined;
  at: number;
}

/** The windows' answers in one stable value (useQueries re-runs it only when an answer changes). */
const combine = (results: UseQueryResult<{ data: Timeslot[] }, unknown>[]) => ({
  answers: results.map((r): WindowAnswer => ({ slots: r.data?.data, at: r.dataUpdatedAt })),
  status: (results.some((r) => r.isFetching)
    ? "loading"
    : results.some((r) => r.isError)
      ? "failed"
      : "idle") as TimesStatus,
});

const inside = (slot: Timeslot, window: DayWindow) => {
  const day = slot.startTime.slice(0, 10);
  return day >= window.from && day <= window.to;
};

/**
 * The provider's open times the pickers read, through TanStack Query (decision 035): the two months
 * the page came with (the loader's answer, seeded into the cache), then each further window a picked
 * day needs; `refresh` asks again for every window (a time was taken meanwhile).
 */
export function useOpenTimes(provider: string, initial: readonly Timeslot[], initialWindow: DayWindow) {
  const client = useQueryClient();
  useLoaderSeed(windowQuery(provider, initialWindow).queryKey, initial, (slots) => ({ data: [...slots] }));
  const [windows, setWindows] = useState<DayWindow[]>([initialWindow]);
  // Open times each course's cadence brought (they may lie outside every window asked), and when.
  const [found, setFound] = useState<WindowAnswer[]>([]);
  const times = useQueries({
    queries: windows.map((window) => windowQuery(provider, window)),
    combine,
  });

  // In the order they came: a window's answer replaces what was known inside it (a time taken since
  // is gone); a cadence's open times are added.
  const slots = useMemo(() => {
    const order = [
      ...times.answers.map((answer, i) => ({ answer, window: windows[i] })),
      ...found.map((answer) => ({ answer, window: undefined })),
    ].sort((a, b) => a.answer.at - b.answer.at);
    let known: Timeslot[] = [];
    for (const { answer, window } of order) {
      if (!answer.slots) continue;
      const kept = window ? known.filter((slot) => !inside(slot, window)) : known;
      known = mergeSlots(kept, answer.slots);
    }
    return known;
  }, [times.answers, windows, found]);

  const ensure = useCallback((day: string) => {
    setWindows((current) => (covers(current, day) ? current : [...current, windowFor(day)]));
  }, []);

  const refresh = useCallback(() => {
    void client.invalidateQueries({
      queryKey: ["get", "/v1/providers/{id}/timeslots", { params: { path: { id: provider } } }],
    });
  }, [client, provider]);

  const cadence = useCallback(
    async (start: string, every: 1 | 2, count: number): Promise<CadenceSlot[]> => {
      const answer = await client.fetchQuery({
        ...$api.queryOptions("get", "/v1/providers/{id}/cadence", {
          params: { path: { id: provider }, query: { start, every: every === 2 ? "2" : "1", count } },
        }),
        // Always asked anew: the course is planned on what is open now.
        staleTime: 0,
      });
      const weeks = answer.data as CadenceSlot[];
      const slots = weeks.flatMap((week) => (week.timeslot ? [week.timeslot] : []));
      setFound((current) => [...current, { slots, at: Date.now() }]);
      return weeks;
    },
    [client, provider],
  );

  return { slots, status: times.status, ensure, refresh, cadence };
}
