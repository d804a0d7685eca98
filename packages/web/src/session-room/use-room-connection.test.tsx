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
  localDescription: { type: string; sdp: string } | null = null;
  remoteDescriptions: string[] = [];
  candidates: unknown[] = [];
  iceRestarts = 0;
  onnegotiationneeded: (() => void) | null = null;
  onicecandidate: (() => void) | null = null;
  ontrack: (() => void) | null = null;
  onconnectionstatechange: (() => void) | null = null;
  oniceconnectionstatechange: (() => void) | null = null;
  constructor() {
    FakePeerConnection.all.push(this);
  }
  async setLocalDescription(description?: { type: string }) {
    if (description?.type === "rollback") {
      this.signalingState = "stable";
      return;
    }
    const type = this.signalingState === "have-remote-offer" ? "answer" : "offer";
    this.localDescription = { type, sdp: `${type} of connection ${FakePeerConnection.all.indexOf(this)}` };
    this.signalingState = type === "offer" ? "have-local-offer" : "stable";
  }
  async setRemoteDescription(description: { type: string; sdp: string }) {
    this.remoteDescriptions.push(description.sdp);
    this.signalingState = description.type === "offer" ? "have-remote-offer" : "stable";
  }
  async addIceCandidate(candidate: unknown) {
    this.candidates.push(candidate);
  }
  restartIce() {
    this.iceRestarts += 1;
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
let sent: Array<{ kind: string; to?: string; toPeer?: string; epoch?: number }> = [];

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
  vi.useRealTimers();
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
const from = (peer: string, kind: string, more: Record<string, unknown> = {}) => ({
  bookingIdentifier: BOOKING,
  fromUser: THEM,
  fromName: "Ngozi",
  from: peer,
  kind,
  ...more,
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

/**
 * A connection that never connects (decision 056): a rejoin now and then left one with ICE never
 * checking, which ICE restarts did not cure. The impolite side starts it over whole under the next
 * epoch; the other side follows, and signals of the replaced connection are void.
 */
describe("a connection that does not connect in time", () => {
  const WATCHDOG = 8_000;
  /** Page ids sort against this page's (a hex UUID): "page-…" above it (this side impolite), "0…" below. */
  const IMPOLITE_TOWARDS = "page-1";
  const POLITE_TOWARDS = "00000000-page";
  const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
  /** The room open on fake timers, the other page joined: this page's connection to it. */
  const joinedBy = async (page: string) => {
    vi.useFakeTimers();
    render(<Room />);
    stream().send("ready", { messages: 0, notifications: 0 });
    stream().send("signal", from(page, "join"));
    await advance(20);
    const first = FakePeerConnection.all[0];
    if (!first) throw new Error("no connection");
    return first;
  };

  it("the impolite side replaces a connection whose ICE never started, and its new offer carries the next epoch", async () => {
    const first = await joinedBy(IMPOLITE_TOWARDS);
    first.onnegotiationneeded?.();
    await advance(20);
    expect(sent).toContainEqual(
      expect.objectContaining({ kind: "offer", epoch: 0, toPeer: IMPOLITE_TOWARDS }),
    );

    await advance(WATCHDOG);
    expect(first.closed).toBe(true);
    expect(first.iceRestarts).toBe(0);
    expect(FakePeerConnection.all).toHaveLength(2);
    const second = FakePeerConnection.all[1];
    second?.onnegotiationneeded?.();
    await advance(20);
    expect(sent.at(-1)).toEqual(
      expect.objectContaining({ kind: "offer", epoch: 1, toPeer: IMPOLITE_TOWARDS }),
    );
    // The same person's tile stays: one peer, now on the new connection.
    expect(connection?.peers.map((p) => [p.peerId, p.state])).toEqual([[IMPOLITE_TOWARDS, "connecting"]]);

    // The answer of the replaced connection is void; the new connection's answer is taken.
    stream().send("signal", from(IMPOLITE_TOWARDS, "answer", { epoch: 0, sdp: "old answer" }));
    stream().send("signal", from(IMPOLITE_TOWARDS, "answer", { epoch: 1, sdp: "new answer" }));
    await advance(20);
    expect(second?.remoteDescriptions).toEqual(["new answer"]);
    expect(first.remoteDescriptions).toEqual([]);
  });

  it("the polite side restarts ICE and leaves the starting over to the other side, then follows its new epoch", async () => {
    const first = await joinedBy(POLITE_TOWARDS);
    await advance(WATCHDOG);
    expect(first.closed).toBe(false);
    expect(first.iceRestarts).toBe(1);

    // The other side started over: its offer under epoch 1 replaces this side's connection, which answers it.
    stream().send("signal", from(POLITE_TOWARDS, "offer", { epoch: 1, sdp: "offer of a new connection" }));
    await advance(20);
    expect(first.closed).toBe(true);
    const second = FakePeerConnection.all[1];
    expect(second?.remoteDescriptions).toEqual(["offer of a new connection"]);
    expect(sent.at(-1)).toEqual(
      expect.objectContaining({ kind: "answer", epoch: 1, toPeer: POLITE_TOWARDS }),
    );
    // A late candidate of the replaced connection does not reach the new one.
    stream().send("signal", from(POLITE_TOWARDS, "candidate", { epoch: 0, candidate: { candidate: "old" } }));
    stream().send("signal", from(POLITE_TOWARDS, "candidate", { epoch: 1, candidate: { candidate: "new" } }));
    await advance(20);
    expect(second?.candidates).toEqual([{ candidate: "new" }]);
  });

  it("a connection whose ICE is checking gets an ICE restart first, and is started over when that did not help", async () => {
    const first = await joinedBy(IMPOLITE_TOWARDS);
    if (!first) throw new Error("no connection");
    first.iceConnectionState = "checking";
    await advance(WATCHDOG);
    expect(first.iceRestarts).toBe(1);
    expect(first.closed).toBe(false);
    await advance(WATCHDOG);
    expect(first.closed).toBe(true);
    expect(FakePeerConnection.all).toHaveLength(2);
  });
});
