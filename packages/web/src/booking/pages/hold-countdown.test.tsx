// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HoldCountdown } from "./hold-countdown.tsx";

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const show = (initialSeconds: number) =>
  render(
    <HoldCountdown
      initialSeconds={initialSeconds}
      expiresAt="2026-12-01T10:05:00.000Z"
      timeZone="Europe/London"
      series={false}
      released={<p>Released</p>}
    />,
  );

describe("HoldCountdown", () => {
  it("renders the time left and the end of the hold as the server sent them", () => {
    show(301);
    expect(screen.getByRole("timer").textContent).toBe("05:01");
    expect(screen.getByText("This time is held for you until Dec 1, 2026, 10:05 AM.")).toBeTruthy();
    expect(screen.getByTestId("countdown-announcement").textContent).toBe("");
  });

  it("ticks every second and speaks only at its marks", () => {
    show(302);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole("timer").textContent).toBe("05:01");
    expect(screen.getByTestId("countdown-announcement").textContent).toBe("");
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByTestId("countdown-announcement").textContent).toBe("5 minutes left on your hold.");
    act(() => vi.advanceTimersByTime(1000));
    // Still the same words: nothing new is said between marks.
    expect(screen.getByTestId("countdown-announcement").textContent).toBe("5 minutes left on your hold.");
  });

  it("shows that the slot was released at 0", () => {
    show(2);
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByRole("timer")).toBeNull();
    expect(screen.getByText("Released")).toBeTruthy();
    expect(screen.getByTestId("countdown-announcement").textContent).toBe("The hold has ended.");
  });
});

describe("HoldCountdown's end", () => {
  it("calls onEnd once when the clock reaches 0", () => {
    const onEnd = vi.fn();
    render(
      <HoldCountdown
        initialSeconds={1}
        expiresAt="2026-12-01T10:05:00.000Z"
        timeZone="UTC"
        series
        released={<p>Released</p>}
        onEnd={onEnd}
      />,
    );
    expect(screen.getByText("These times are held for you until Dec 1, 2026, 10:05 AM.")).toBeTruthy();
    act(() => vi.advanceTimersByTime(3000));
    expect(onEnd).toHaveBeenCalledTimes(1);
  });
});
