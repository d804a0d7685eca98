import { AUTOPLAY_MS, shouldAutoplay } from "./carousel.ts";

export interface AutoplayConditions {
  count: number;
  visible: number;
  moving: boolean;
  hovered: boolean;
  isMobile: boolean;
}

export interface Autoplay {
  /** Tell it what changed; it starts, keeps or stops its timer accordingly. */
  update(conditions: Partial<AutoplayConditions>): void;
  /** A move happened (by hand or by autoplay): the next tick is a full interval away. */
  restart(): void;
  stop(): void;
}

/**
 * The carousel's autoplay: a tick every 5 s while `shouldAutoplay` holds (more reviews than slots, not
 * moving, not hovered on desktop). Pausing clears the timer; resuming waits a whole interval again.
 */
export function createAutoplay(
  onTick: () => void,
  initial: AutoplayConditions,
  intervalMs: number = AUTOPLAY_MS,
): Autoplay {
  let conditions = { ...initial };
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const clear = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  const schedule = () => {
    clear();
    if (stopped || !shouldAutoplay(conditions)) return;
    timer = setTimeout(() => {
      timer = undefined;
      onTick();
      // The tick's move reports `moving` through update(); if it does not, keep going.
      if (timer === undefined) schedule();
    }, intervalMs);
  };
  schedule();
  return {
    update(change) {
      const before = shouldAutoplay(conditions);
      conditions = { ...conditions, ...change };
      const after = shouldAutoplay(conditions);
      if (before !== after || (after && timer === undefined)) schedule();
    },
    restart: schedule,
    stop() {
      stopped = true;
      clear();
    },
  };
}
