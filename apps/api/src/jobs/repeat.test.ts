import pino from "pino";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { repeat } from "./repeat.ts";

const silent = () => {
  const logger = pino({ level: "silent" });
  const error = vi.spyOn(logger, "error");
  return { logger, error };
};

describe("repeat", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("runs the job every interval, one run at a time", async () => {
    const { logger } = silent();
    let active = 0;
    let most = 0;
    let runs = 0;
    const job = async () => {
      active += 1;
      most = Math.max(most, active);
      await new Promise((resolve) => setTimeout(resolve, 150));
      active -= 1;
      runs += 1;
    };
    const sweeper = repeat(logger, "failed", 100, job);
    expect(runs).toBe(0);
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toBeGreaterThanOrEqual(5);
    expect(most).toBe(1);
    const stopping = sweeper.stop();
    await vi.advanceTimersByTimeAsync(150);
    await stopping;
  });

  it("runs at once when asked, logs a failure and carries on", async () => {
    const { logger, error } = silent();
    let calls = 0;
    const sweeper = repeat(
      logger,
      "the job failed",
      100,
      async () => {
        calls += 1;
        if (calls === 1) throw new Error("boom");
      },
      { runNow: true },
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toBe(1);
    expect(error).toHaveBeenCalledWith({ err: expect.any(Error) }, "the job failed");
    await vi.advanceTimersByTimeAsync(100);
    expect(calls).toBe(2);
    await sweeper.run();
    expect(calls).toBe(3);
    await sweeper.stop();
  });

  it("stops: no run after stop, and stop waits for the run in progress", async () => {
    const { logger } = silent();
    let finished = 0;
    const sweeper = repeat(logger, "failed", 100, async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      finished += 1;
    });
    await vi.advanceTimersByTimeAsync(120);
    const stopping = sweeper.stop();
    await vi.advanceTimersByTimeAsync(50);
    await stopping;
    expect(finished).toBe(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(finished).toBe(1);
  });
});
