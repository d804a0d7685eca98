// @vitest-environment jsdom
import { act, cleanup, render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  type LiveMessageEvent,
  type UnreadCounts,
  useLiveArrivals,
  useLiveEvents,
  useLiveUnread,
} from "./live-events.ts";

/** Stands in for the browser's EventSource: the test says what the stream sends. */
class FakeEventSource extends EventTarget {
  static last: FakeEventSource | undefined;
  closed = false;
  constructor(readonly url: string) {
    super();
    FakeEventSource.last = this;
  }
  close() {
    this.closed = true;
  }
  send(type: string, data?: unknown) {
    act(() => {
      this.dispatchEvent(
        new MessageEvent(type, { data: data === undefined ? undefined : JSON.stringify(data) }),
      );
    });
  }
}

const stream = () => {
  const source = FakeEventSource.last;
  if (!source) throw new Error("no stream opened");
  return source;
};
const counts = (messages: number, notifications: number): UnreadCounts => ({ messages, notifications });

beforeEach(() => {
  FakeEventSource.last = undefined;
  vi.stubGlobal("EventSource", FakeEventSource);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("a page's live stream", () => {
  it("refetches a conversation on the API's resync event and when its own stream reconnects, not on first connecting", () => {
    const changes: Array<LiveMessageEvent | null> = [];
    function Pane() {
      useLiveEvents((event) => changes.push(event));
      return null;
    }
    render(<Pane />);
    stream().send("ready", counts(0, 0));
    expect(changes).toEqual([]);

    stream().send("resync", counts(1, 0));
    expect(changes).toEqual([null]);

    // The page's own stream dropped and came back: the browser's EventSource sends `ready` again.
    stream().send("error");
    stream().send("ready", counts(1, 0));
    expect(changes).toEqual([null, null]);
  });

  it("reloads a list on resync even when the count did not grow, and reports the resync's counts", () => {
    let reloads = 0;
    const reports: Array<[UnreadCounts, boolean]> = [];
    function List() {
      useLiveArrivals("notifications", 2, () => {
        reloads += 1;
      });
      useLiveUnread((value, resync) => reports.push([value, resync]));
      return null;
    }
    render(<List />);
    stream().send("ready", counts(0, 2));
    expect(reloads).toBe(0);
    stream().send("resync", counts(0, 2));
    expect(reloads).toBe(1);
    expect(reports).toEqual([
      [counts(0, 2), false],
      [counts(0, 2), true],
    ]);
  });

  it("closes the stream when the last listener leaves", () => {
    function Pane() {
      useLiveEvents(() => {});
      return null;
    }
    const { unmount } = render(<Pane />);
    const source = stream();
    unmount();
    expect(source.closed).toBe(true);
  });
});
