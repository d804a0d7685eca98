import { startTransition, useEffect, useRef, useState } from "react";

/** The stream's `message` event: a message created, edited or deleted in a conversation. */
export interface LiveMessageEvent {
  change: "created" | "edited" | "deleted";
  messageId: string;
  conversation: string;
}

/** The stream's `ready` and `unread` events: the person's unread counts now. */
export interface UnreadCounts {
  messages: number;
  notifications: number;
}

interface Listener {
  message?: (event: LiveMessageEvent | null) => void;
  unread?: (counts: UnreadCounts | null) => void;
  /** The counts when the stream first connects. */
  ready?: (counts: UnreadCounts | null) => void;
  /**
   * Events may have been missed: the API lost and regained its database listener (the stream's
   * `resync` event), or this page's stream dropped and connected again (its `ready` then comes here
   * instead of `ready`). Carries the counts now; a page fetches again what it shows.
   */
  resync?: (counts: UnreadCounts | null) => void;
  status?: (connected: boolean) => void;
  /** A session room's signal (issue 30): handed over as it arrives, outside React's transitions. */
  signal?: (data: unknown) => void;
}

/** Where the site relays the API's GET /v1/stream (live/stream-route.ts). */
export const LIVE_STREAM_PATH = "/messages/stream";

const listeners = new Set<Listener>();
let source: EventSource | null = null;
let connected = false;

function parse<T>(event: Event): T | null {
  try {
    return JSON.parse((event as MessageEvent<string>).data) as T;
  } catch {
    return null;
  }
}

function isCounts(value: unknown): value is UnreadCounts {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as UnreadCounts).messages === "number" &&
    typeof (value as UnreadCounts).notifications === "number"
  );
}

function setConnected(value: boolean) {
  connected = value;
  for (const l of listeners) l.status?.(value);
}

/**
 * Hands a stream event to the listeners as a transition: the first `ready` can arrive while parts of
 * the page are still hydrating, and an urgent update reaching a Suspense boundary that has not
 * hydrated yet throws React's error #421 (seen on the overview in CI); a transition waits for it.
 */
function dispatch(deliver: () => void) {
  startTransition(deliver);
}

function open(): EventSource {
  const stream = new EventSource(LIVE_STREAM_PATH);
  const counts = (event: Event) => {
    const value = parse<unknown>(event);
    return isCounts(value) ? value : null;
  };
  // A second `ready` on the same EventSource is a reconnection: what came meanwhile was not heard.
  let readyBefore = false;
  stream.addEventListener("ready", (event) => {
    const value = counts(event);
    const again = readyBefore;
    readyBefore = true;
    dispatch(() => {
      setConnected(true);
      for (const l of listeners) {
        if (again) l.resync?.(value);
        else l.ready?.(value);
      }
    });
  });
  stream.addEventListener("resync", (event) => {
    const value = counts(event);
    dispatch(() => {
      for (const l of listeners) l.resync?.(value);
    });
  });
  stream.addEventListener("unread", (event) => {
    const value = counts(event);
    dispatch(() => {
      for (const l of listeners) l.unread?.(value);
    });
  });
  stream.addEventListener("message", (event) => {
    const value = parse<LiveMessageEvent>(event);
    dispatch(() => {
      for (const l of listeners) l.message?.(value);
    });
  });
  stream.addEventListener("signal", (event) => {
    const value = parse<unknown>(event);
    if (value === null) return;
    for (const l of listeners) l.signal?.(value);
  });
  stream.addEventListener("error", () => dispatch(() => setConnected(false)));
  return stream;
}

/**
 * One stream per page, however many parts of it listen (the bell and the messages pane): the first
 * listener opens it, the last one to leave closes it.
 */
function subscribe(listener: Listener): () => void {
  if (typeof EventSource === "undefined") return () => {};
  listeners.add(listener);
  source ??= open();
  listener.status?.(connected);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && source) {
      source.close();
      source = null;
      connected = false;
    }
  };
}

/**
 * The signed-in person's live message events (/messages/stream, relaying the API's GET /v1/stream):
 * calls `onChange` for each message event, for unread counts and when events may have been missed
 * (a resync; `null` then). `connected` is false while the stream is down, and the page then falls
 * back to the spec's reload timings.
 */
export function useLiveEvents(onChange: (event: LiveMessageEvent | null) => void): boolean {
  const [isConnected, setIsConnected] = useState(false);
  const latest = useRef(onChange);
  latest.current = onChange;
  useEffect(
    () =>
      subscribe({
        message: (event) => latest.current(event),
        unread: () => latest.current(null),
        resync: () => latest.current(null),
        status: setIsConnected,
      }),
    [],
  );
  return isConnected;
}

/**
 * Calls `onCounts` with the unread counts each time the stream reports them (on connecting, then on
 * change); `resync` is true when events may have been missed since the last report.
 */
export function useLiveUnread(
  onCounts: (counts: UnreadCounts, resync: boolean) => void,
  enabled = true,
): void {
  const latest = useRef(onCounts);
  latest.current = onCounts;
  useEffect(() => {
    if (!enabled) return;
    const report = (resync: boolean) => (counts: UnreadCounts | null) => {
      if (counts) latest.current(counts, resync);
    };
    return subscribe({ ready: report(false), unread: report(false), resync: report(true) });
  }, [enabled]);
}

/** One unread count (the loader's, then the stream's): the dashboard's messages badge. */
export function useLiveCount(initial: number, key: keyof UnreadCounts): number {
  const [count, setCount] = useState(initial);
  useEffect(() => setCount(initial), [initial]);
  useLiveUnread((counts) => setCount(counts[key]));
  return count;
}

/**
 * Calls `onMore` when the stream reports more unread of `key` than the page last knew (`loaded`, the
 * loader's count, then each report): a list on screen reloads when something new arrives for it, even
 * when it arrived before the stream connected (the connecting report then carries it). After a
 * resync it reloads whatever the count, since what was missed may not show in a count.
 */
export function useLiveArrivals(key: keyof UnreadCounts, loaded: number, onMore: () => void): void {
  const seen = useRef(loaded);
  const latest = useRef(onMore);
  latest.current = onMore;
  useEffect(() => {
    seen.current = loaded;
  }, [loaded]);
  useLiveUnread((counts, resync) => {
    if (resync || counts[key] > seen.current) latest.current();
    seen.current = counts[key];
  });
}

/**
 * A session room's signals (offers, answers, ICE candidates, joins and leaves of the other
 * participants, decision 056) as they arrive on the live stream; `onConnected` each time the stream
 * (re)connects, when signals sent meanwhile may have been missed and the room announces itself again.
 */
export function useLiveSignals(
  onSignal: (data: unknown) => void,
  onConnected: () => void,
  enabled = true,
): boolean {
  const [isConnected, setIsConnected] = useState(false);
  const latest = useRef({ onSignal, onConnected });
  latest.current = { onSignal, onConnected };
  useEffect(() => {
    if (!enabled) return;
    let connectedOnce = false;
    return subscribe({
      signal: (data) => latest.current.onSignal(data),
      // The stream came back (its `ready` again) or the API lost events (its `resync`): once each.
      resync: () => latest.current.onConnected(),
      // Connected the first time (also when another part of the page had opened the stream already).
      // A reconnection is the `resync` above only: both used to call it, announcing the room twice.
      status: (value) => {
        setIsConnected(value);
        if (value && !connectedOnce) {
          connectedOnce = true;
          latest.current.onConnected();
        }
      },
    });
  }, [enabled]);
  return isConnected;
}
