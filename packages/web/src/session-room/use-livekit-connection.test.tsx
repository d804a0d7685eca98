// @vitest-environment jsdom
import { act, cleanup, render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { RoomJoinConfig } from "./room-types.ts";
import { useLiveKitConnection } from "./use-livekit-connection.ts";
import type { RoomConnection } from "./use-room-connection.ts";

/**
 * The room through LiveKit (decision 055): what this page asks of LiveKit's client and what the room's
 * screen gets back. `livekit-client` is a stand-in with the same names (no SFU runs in the tests); the
 * attendance signals the page posts to the API are recorded.
 */
const lk = vi.hoisted(() => {
  type Handler = (...args: unknown[]) => void;
  class FakePublication {
    isMuted = false;
    track: { mediaStreamTrack: unknown; replaceTrack: (track: unknown, own: boolean) => Promise<void> };
    replaced: unknown[] = [];
    constructor(
      readonly source: string,
      mediaStreamTrack: unknown,
    ) {
      this.track = {
        mediaStreamTrack,
        replaceTrack: async (track: unknown) => {
          this.replaced.push(track);
        },
      };
    }
    async mute() {
      this.isMuted = true;
      return undefined;
    }
    async unmute() {
      this.isMuted = false;
      return undefined;
    }
  }
  class FakeParticipant {
    connectionQuality = "excellent";
    constructor(
      readonly identity: string,
      readonly name: string,
      readonly publications: FakePublication[] = [],
    ) {}
    getTrackPublications() {
      return this.publications;
    }
    getTrackPublication(source: string) {
      return this.publications.find((p) => p.source === source);
    }
  }
  class FakeLocalParticipant extends FakeParticipant {
    async publishTrack(track: { kind: string }, options: { source: string }) {
      const publication = new FakePublication(options.source, track);
      this.publications.push(publication);
      return publication;
    }
  }
  class Room {
    static all: Room[] = [];
    state = "connected";
    url = "";
    token = "";
    disconnected = false;
    remoteParticipants = new Map<string, FakeParticipant>();
    localParticipant = new FakeLocalParticipant("me", "Me");
    handlers = new Map<string, Handler[]>();
    constructor() {
      Room.all.push(this);
    }
    on(event: string, handler: Handler) {
      this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
      return this;
    }
    emit(event: string, ...args: unknown[]) {
      for (const h of this.handlers.get(event) ?? []) h(...args);
    }
    async connect(url: string, token: string) {
      this.url = url;
      this.token = token;
    }
    async disconnect() {
      this.disconnected = true;
    }
  }
  return {
    Room,
    FakeParticipant,
    FakePublication,
    ConnectionState: { Connected: "connected", Reconnecting: "reconnecting" },
    Track: { Source: { Microphone: "microphone", Camera: "camera", ScreenShare: "screen_share" } },
    RoomEvent: {
      ParticipantConnected: "participantConnected",
      ParticipantDisconnected: "participantDisconnected",
      TrackSubscribed: "trackSubscribed",
      TrackUnsubscribed: "trackUnsubscribed",
      TrackMuted: "trackMuted",
      TrackUnmuted: "trackUnmuted",
      ConnectionQualityChanged: "connectionQualityChanged",
      Reconnecting: "reconnecting",
      Reconnected: "reconnected",
      Disconnected: "disconnected",
    },
  };
});
vi.mock("livekit-client", () => lk);

class FakeMediaStream {
  private tracks: unknown[];
  constructor(tracks: unknown[] = []) {
    this.tracks = [...tracks];
  }
  getTracks() {
    return this.tracks;
  }
  addTrack(t: unknown) {
    this.tracks.push(t);
  }
  removeTrack(t: unknown) {
    this.tracks = this.tracks.filter((x) => x !== t);
  }
}

const BOOKING = "01JROOM0000000000000000000";
const JOIN: RoomJoinConfig = { kind: "livekit", url: "wss://sfu.example.org", token: "token-for-this-room" };
let sent: Array<{ kind: string; from: string }> = [];

beforeEach(() => {
  lk.Room.all = [];
  sent = [];
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

const mic = { kind: "audio", id: "mic" };
const camera = { kind: "video", id: "camera" };
// The device check's stream: one object for the page's life, as in the room's screen.
const devices = new FakeMediaStream([mic, camera]) as unknown as MediaStream;
let connection: RoomConnection | undefined;
function Page({ join = JOIN, active = true }: { join?: RoomJoinConfig; active?: boolean }) {
  connection = useLiveKitConnection({
    bookingId: BOOKING,
    join,
    local: devices,
    active,
    initialState: { audio: true, video: false, screen: false },
  });
  return null;
}
const settle = () => act(() => new Promise((r) => setTimeout(r, 20)));
const room = () => {
  const r = lk.Room.all.at(-1);
  if (!r) throw new Error("no LiveKit room made");
  return r;
};
const current = () => {
  if (!connection) throw new Error("not rendered");
  return connection;
};

describe("a session room through LiveKit", () => {
  it("connects with the API's token, publishes the microphone and camera, applies camera-off, and records the join", async () => {
    render(<Page />);
    await settle();
    expect(room()).toMatchObject({ url: JOIN.url, token: JOIN.token });
    const published = room().localParticipant.publications;
    expect(published.map((p) => [p.source, p.track.mediaStreamTrack])).toEqual([
      ["microphone", mic],
      ["camera", camera],
    ]);
    // The device check said camera off: the others see it muted.
    expect(published.map((p) => p.isMuted)).toEqual([false, true]);
    expect(sent.map((s) => s.kind)).toEqual(["join"]);
    expect(current().signalling).toBe(true);
  });

  it("shows each other participant with their tracks, mute state and network quality", async () => {
    render(<Page />);
    await settle();
    const voice = { kind: "audio", id: "their-mic" };
    const video = { kind: "video", id: "their-camera" };
    const them = new lk.FakeParticipant("user-client", "Ngozi", [
      new lk.FakePublication("microphone", voice),
      new lk.FakePublication("camera", video),
    ]);
    room().remoteParticipants.set(them.identity, them);
    act(() => room().emit("trackSubscribed"));
    const [peer] = current().peers;
    expect(peer).toMatchObject({
      userId: "user-client",
      name: "Ngozi",
      state: "connected",
      quality: "good",
      remote: { audio: true, video: true, screen: false },
    });
    expect(peer?.stream.getTracks()).toEqual([voice, video]);
    const stream = peer?.stream;

    const [theirMic] = them.publications;
    if (theirMic) theirMic.isMuted = true;
    them.connectionQuality = "poor";
    act(() => room().emit("trackMuted"));
    expect(current().peers[0]).toMatchObject({ quality: "fair", remote: { audio: false, video: true } });
    // The same stream object: their video element is not reset by an update.
    expect(current().peers[0]?.stream).toBe(stream);

    room().remoteParticipants.delete(them.identity);
    act(() => room().emit("participantDisconnected", them));
    expect(current().peers).toEqual([]);
  });

  it("mutes and unmutes through the publications, and a shared screen replaces the camera's track", async () => {
    render(<Page />);
    await settle();
    const [micPub, cameraPub] = room().localParticipant.publications;
    await act(async () => current().announce({ audio: false, video: true, screen: false }));
    expect([micPub?.isMuted, cameraPub?.isMuted]).toEqual([true, false]);
    const screen = { kind: "video", id: "screen" };
    await act(async () => {
      await current().replaceVideo(screen as unknown as MediaStreamTrack);
      current().announce({ audio: false, video: false, screen: true });
    });
    expect(cameraPub?.replaced).toEqual([screen]);
    // Camera off while sharing: the shared screen is still sent.
    expect(cameraPub?.isMuted).toBe(false);
  });

  it("shows the reconnecting notice while LiveKit reconnects, not while it first connects", async () => {
    render(<Page />);
    expect(current().signalling).toBe(true);
    await settle();
    act(() => room().emit("reconnecting"));
    expect(current().signalling).toBe(false);
    act(() => room().emit("reconnected"));
    expect(current().signalling).toBe(true);
  });

  it("leaving records the leave and disconnects; a mesh room never loads LiveKit", async () => {
    render(<Page />);
    await settle();
    act(() => current().leave());
    expect(room().disconnected).toBe(true);
    expect(sent.map((s) => s.kind)).toEqual(["join", "leave"]);
    cleanup();

    lk.Room.all = [];
    render(<Page join={{ kind: "mesh", iceServers: [], iceTransportPolicy: "all" }} />);
    await settle();
    expect(lk.Room.all).toEqual([]);
    expect(current().signalling).toBe(true);
  });
});
