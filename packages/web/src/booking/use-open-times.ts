import { useCallback, useRef, useState } from "react";
import type { CadenceSlot, Timeslot } from "./booking-contract.ts";
import { covers, type DayWindow, mergeSlots, windowFor } from "./slot-days.ts";

export type TimesStatus = "idle" | "loading" | "failed";

/** Where the screen's script asks for open times and cadences (times-route.ts). */
export const timesPath = (provider: string, query: Record<string, string | number>) =>
  `/booking/times/${provider}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`;

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { headers: { Accept: "application/json" } });
  if (!response.ok) throw new Error(`${response.status}`);
  return (await response.json()) as T;
}

/**
 * The provider's open times the pickers read: the two months the page came with, then each further
 * window a picked day needs; `refresh` asks again for every window (a time was taken meanwhile).
 */
export function useOpenTimes(provider: string, initial: readonly Timeslot[], initialWindow: DayWindow) {
  const [slots, setSlots] = useState<Timeslot[]>(() => mergeSlots(initial));
  const [status, setStatus] = useState<TimesStatus>("idle");
  const windows = useRef<DayWindow[]>([initialWindow]);

  const load = useCallback(
    async (window: DayWindow) => {
      setStatus("loading");
      try {
        const answer = await getJson<{ data: Timeslot[] }>(timesPath(provider, { ...window }));
        setSlots((current) => {
          // The window's answer replaces what was known inside it: a time taken since is gone.
          const outside = current.filter((s) => {
            const day = s.startTime.slice(0, 10);
            return day < window.from || day > window.to;
          });
          return mergeSlots(outside, answer.data);
        });
        setStatus("idle");
      } catch {
        setStatus("failed");
      }
    },
    [provider],
  );

  const ensure = useCallback(
    (day: string) => {
      if (covers(windows.current, day)) return;
      const window = windowFor(day);
      windows.current = [...windows.current, window];
      void load(window);
    },
    [load],
  );

  const refresh = useCallback(() => {
    for (const window of windows.current) void load(window);
  }, [load]);

  const cadence = useCallback(
    async (start: string, every: 1 | 2, count: number): Promise<CadenceSlot[]> => {
      const answer = await getJson<{ data: CadenceSlot[] }>(timesPath(provider, { start, every, count }));
      const found = answer.data.flatMap((week) => (week.timeslot ? [week.timeslot] : []));
      setSlots((current) => mergeSlots(current, found));
      return answer.data;
    },
    [provider],
  );

  return { slots, status, ensure, refresh, cadence };
}
