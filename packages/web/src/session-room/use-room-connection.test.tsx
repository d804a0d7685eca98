// @vitest-environment jsdom
import { act, cleanup, render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type RoomConnection, useRoomConnection } from "./use-room-connection.ts";

/**
 * The room's signalling across rejoins (decision 056): which signals this page sends and which
 * connections it keeps when the other page reloads or its own live stream comes back. The browser's
 * EventSource and RTCPeerConnection are stand-ins; the signals this page posts are recorded.
 */
class FakeEventSource extends EventTarget {
  static last: FakeEventSource | undefined;
  constructor(readonly url: string) {
    super();
    FakeEventSource.last = this;
  }
  close() {}
  send(type: string, data?: unknown) {
    act(() => {
      this.dispatchEvent(
        new MessageEvent(type, { data: data === undefined ? undefined : JSON.stringify(data) }),
      );
    });
  }
}

class FakePeerConnection {
  static all: FakePeerConnection[] = [];
  closed = false;
  signalingState = "stable";
  connectionState = "new";
  iceConnectionState = "new";
  localDescription = null;
  onnegotiationneeded: (() => void) | null = null;
  onicecandidate: (() => void) | null = null;
  ontrack: (() => void) | null = null;
  onconnectionstatechange: (() => void) | null = null;
  oniceconnectionstatechange: (() => void) | null = null;
  constructor() {
    FakePeerConnection.all.push(this);
  }
  addTransceiver() {}
  addTrack() {}
  close() {
    this.closed = true;
  }
  getStats() {
    return Promise.resolve(new Map());
  }
  getReceivers() {
    return [];
  }
  getSenders() {
    return [];
  }
  getTransceivers() {
    return [];
  }
}

class FakeMediaStream {
  constructor(private readonly tracks: unknown[] = []) {}
  getTracks() {
    return this.tracks;
  }
  addTrack() {}
}

const BOOKING = "01JROOM0000000000000000000";
const ME = "user-provider";
const THEM = "user-client";
let sent: Array<{ kind: string; to?: string; toPeer?: string }> = [];

beforeEach(() => {
  FakeEventSource.last = undefined;
  FakePeerConnection.all = [];
  sent = [];
  vi.stubGlobal("EventSource", FakeEventSource);
  vi.stubGlobal("RTCPeerConnection", FakePeerConnection);
  vi.stubGlobal("MediaStream", FakeMediaStream);
  vi.stubGlobal("fetch", async (_url: string, init: RequestInit) => {
    sent.push(JSON.parse(String(init.body)));
    return new Response(JSON.stringify({ delivered: 1 }), { status: 202 });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

let connection: RoomConnection | undefined;
function Room() {
  connection = useRoomConnection({
    bookingId: BOOKING,
    myUserId: ME,
    join: { kind: "mesh", iceServers: [], iceTransportPolicy: "all" },
    local: null,
    media: "video",
    active: true,
    initialState: { audio: true, video: true, screen: false },
  });
  return null;
}

const stream = () => {
  const source = FakeEventSource.last;
  if (!source) throw new Error("no stream opened");
  return source;
};
/** Waits for the page's queued signal POSTs to go out. */
const flush = () => act(() => new Promise((r) => setTimeout(r, 20)));
const from = (peer: string, kind: string) => ({
  bookingIdentifier: BOOKING,
  fromUser: THEM,
  fromName: "Ngozi",
  from: peer,
  kind,
});

describe("the room's signalling across rejoins", () => {
  it("announces itself once when its live stream connects, and once each time it comes back", async () => {
    render(<Room />);
    stream().send("ready", { messages: 0, notifications: 0 });
    await flush();
    expect(sent.filter((s) => s.kind === "join")).toHaveLength(1);

    stream().send("error");
    stream().send("ready", { messages: 0, notifications: 0 });
    await flush();
    expect(sent.filter((s) => s.kind === "join")).toHaveLength(2);
  });

  it("replaces the connection when the other person's page reloads, and keeps it when that page only announces itself again", async () => {
    render(<Room />);
    stream().send("ready", { messages: 0, notifications: 0 });
    stream().send("signal", from("page-1", "join"));
    await flush();
    expect(FakePeerConnection.all).toHaveLength(1);
    expect(sent).toContainEqual(expect.objectContaining({ kind: "here", to: THEM, toPeer: "page-1" }));
    expect(connection?.peers.map((p) => p.peerId)).toEqual(["page-1"]);

    // The same page's stream came back: it keeps its connection to this page, and so does this page.
    stream().send("signal", from("page-1", "join"));
    await flush();
    expect(FakePeerConnection.all).toHaveLength(1);
    expect(FakePeerConnection.all[0]?.closed).toBe(false);
    expect(sent.filter((s) => s.kind === "here")).toHaveLength(2);

    // A reload: a new page, a new connection; the former page's is closed. Three times over.
    for (const page of ["page-2", "page-3", "page-4"]) {
      stream().send("signal", from(page, "join"));
      await flush();
      expect(connection?.peers.map((p) => p.peerId)).toEqual([page]);
      expect(FakePeerConnection.all.filter((pc) => !pc.closed)).toHaveLength(1);
      expect(sent.at(-2)).toEqual(expect.objectContaining({ kind: "here", toPeer: page }));
    }
    expect(FakePeerConnection.all).toHaveLength(4);
  });
});
