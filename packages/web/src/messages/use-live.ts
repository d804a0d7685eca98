import { useEffect, useRef, useState } from "react";

export interface LiveMessageEvent {
  change: "created" | "edited" | "deleted";
  messageId: string;
  conversation: string;
}

/**
 * The signed-in person's live events (/messages/stream, relaying the API's GET /v1/stream): calls
 * `onChange` for each message event and for unread counts. `connected` is false while the stream is
 * down, and the page then falls back to the spec's reload timings.
 */
export function useLiveEvents(onChange: (event: LiveMessageEvent | null) => void): boolean {
  const [connected, setConnected] = useState(false);
  const latest = useRef(onChange);
  latest.current = onChange;
  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    const source = new EventSource("/messages/stream");
    source.addEventListener("ready", () => setConnected(true));
    source.addEventListener("message", (e) => {
      try {
        latest.current(JSON.parse((e as MessageEvent<string>).data) as LiveMessageEvent);
      } catch {
        latest.current(null);
      }
    });
    source.addEventListener("unread", () => latest.current(null));
    source.addEventListener("error", () => setConnected(false));
    return () => source.close();
  }, []);
  return connected;
}
