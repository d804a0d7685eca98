import type { ConnectionQuality, Participant, RemoteParticipant, Room } from "livekit-client";
import { useCallback, useEffect, useRef, useState } from "react";
import { beaconRoomSignal, postRoomSignal } from "./room-signal.ts";
import type { RoomJoinConfig } from "./room-types.ts";
import type { Quality, RemotePeer, RemoteState, RoomConnection } from "./use-room-connection.ts";

/**
 * The room through an SFU (decision 055: LiveKit when the deployment configures one, for rooms of up to
 * four). The same contract as the mesh's `useRoomConnection`, so the room's screen does not know which
 * it has: LiveKit's own client (`livekit-client`, loaded only when a room uses it) connects with the
 * token the API minted for this person, this room and this window, publishes this page's microphone and
 * camera, and subscribes to the others'. Mute and camera-off are the publications' mute (the others see
 * it); a shared screen replaces the camera's track. Attendance is still recorded by the API: the page
 * posts `join` once connected and `leave` when it leaves, as the mesh does.
 */

const QUALITY: Record<`${ConnectionQuality}`, Quality> = {
  excellent: "good",
  good: "good",
  poor: "fair",
  lost: "poor",
  unknown: "unknown",
};

type LiveKit = typeof import("livekit-client");

/** What the others' pages look like to the room's screen: one tile per participant. */
export function peersOf(lk: LiveKit, room: Room, streams: Map<string, MediaStream>): RemotePeer[] {
  return [...room.remoteParticipants.values()].map((p) => ({
    peerId: p.identity,
    userId: p.identity,
    name: p.name || p.identity,
    state: room.state === lk.ConnectionState.Reconnecting ? "reconnecting" : stateOf(p),
    quality: QUALITY[p.connectionQuality] ?? "unknown",
    stream: streamOf(streams, p),
    remote: remoteOf(lk, p),
  }));
}

function stateOf(p: RemoteParticipant): RemotePeer["state"] {
  if (`${p.connectionQuality}` === "lost") return "reconnecting";
  return p.getTrackPublications().some((t) => t.track) ? "connected" : "connecting";
}

/** One stream per participant, kept across updates so their video element is not reset. */
function streamOf(streams: Map<string, MediaStream>, p: RemoteParticipant): MediaStream {
  let stream = streams.get(p.identity);
  if (!stream) {
    stream = new MediaStream();
    streams.set(p.identity, stream);
  }
  const tracks = p
    .getTrackPublications()
    .map((t) => t.track?.mediaStreamTrack)
    .filter((t): t is MediaStreamTrack => t !== undefined);
  for (const t of stream.getTracks()) if (!tracks.includes(t)) stream.removeTrack(t);
  for (const t of tracks) if (!stream.getTracks().includes(t)) stream.addTrack(t);
  return stream;
}

function remoteOf(lk: LiveKit, p: Participant): RemoteState {
  const on = (source: (typeof lk.Track.Source)[keyof typeof lk.Track.Source]) => {
    const pub = p.getTrackPublication(source);
    return pub !== undefined && !pub.isMuted;
  };
  return {
    audio: on(lk.Track.Source.Microphone),
    video: on(lk.Track.Source.Camera),
    screen: on(lk.Track.Source.ScreenShare),
  };
}

export function useLiveKitConnection(options: {
  bookingId: string;
  join: RoomJoinConfig | null;
  local: MediaStream | null;
  active: boolean;
  initialState: RemoteState;
}): RoomConnection {
  const { bookingId, local } = options;
  const livekit = options.join?.kind === "livekit" ? options.join : null;
  const url = livekit?.url ?? null;
  const token = livekit?.token ?? null;
  const active = options.active && url !== null && token !== null;
  const [peers, setPeers] = useState<RemotePeer[]>([]);
  // Whether the SFU connection is up; "starting" until the first connect (no reconnecting notice then).
  const [link, setLink] = useState<"starting" | "up" | "down">("starting");
  const session = useRef<{ lk: LiveKit; room: Room } | null>(null);
  const stateRef = useRef(options.initialState);
  // The page's id in the signals (attendance): one per page, as the mesh's.
  const pageId = useRef(`lk${Math.random().toString(36).slice(2, 14)}`).current;

  const applyState = useCallback(async (state: RemoteState) => {
    const current = session.current;
    if (!current) return;
    const { lk, room } = current;
    const mic = room.localParticipant.getTrackPublication(lk.Track.Source.Microphone);
    const camera = room.localParticipant.getTrackPublication(lk.Track.Source.Camera);
    await (state.audio ? mic?.unmute() : mic?.mute())?.catch(() => undefined);
    // A shared screen travels as the camera's track: muted only when neither is on.
    await (state.video || state.screen ? camera?.unmute() : camera?.mute())?.catch(() => undefined);
  }, []);

  useEffect(() => {
    if (!active || url === null || token === null) return;
    let gone = false;
    let room: Room | null = null;
    const streams = new Map<string, MediaStream>();
    void (async () => {
      const lk = await import("livekit-client");
      if (gone) return;
      const r = new lk.Room({ adaptiveStream: true, dynacast: true });
      room = r;
      const refresh = () => {
        if (!gone) setPeers(peersOf(lk, r, streams));
      };
      r.on(lk.RoomEvent.ParticipantConnected, refresh)
        .on(lk.RoomEvent.ParticipantDisconnected, (p: RemoteParticipant) => {
          streams.delete(p.identity);
          refresh();
        })
        .on(lk.RoomEvent.TrackSubscribed, refresh)
        .on(lk.RoomEvent.TrackUnsubscribed, refresh)
        .on(lk.RoomEvent.TrackMuted, refresh)
        .on(lk.RoomEvent.TrackUnmuted, refresh)
        .on(lk.RoomEvent.ConnectionQualityChanged, refresh)
        .on(lk.RoomEvent.Reconnecting, () => {
          setLink("down");
          refresh();
        })
        .on(lk.RoomEvent.Reconnected, () => {
          setLink("up");
          refresh();
        })
        .on(lk.RoomEvent.Disconnected, () => {
          if (!gone) setLink("down");
          refresh();
        });
      await r.connect(url, token);
      if (gone) {
        await r.disconnect();
        return;
      }
      session.current = { lk, room: r };
      setLink("up");
      void postRoomSignal(bookingId, { from: pageId, kind: "join" }).catch(() => undefined);
      for (const track of local?.getTracks() ?? []) {
        const source = track.kind === "audio" ? lk.Track.Source.Microphone : lk.Track.Source.Camera;
        await r.localParticipant.publishTrack(track, { source });
      }
      await applyState(stateRef.current);
      refresh();
    })().catch(() => {
      if (!gone) setLink("down");
    });
    return () => {
      gone = true;
      session.current = null;
      // The page's own devices are stopped by the room's screen, not here.
      void room?.disconnect(false);
    };
  }, [active, url, token, bookingId, local, pageId, applyState]);

  // Leaving the page (closing the tab, a reload) ends this person's attendance at once.
  useEffect(() => {
    if (!active) return;
    const onHide = () => beaconRoomSignal(bookingId, { from: pageId, kind: "leave" });
    window.addEventListener("pagehide", onHide);
    return () => window.removeEventListener("pagehide", onHide);
  }, [active, bookingId, pageId]);

  const leave = useCallback(() => {
    if (active) void postRoomSignal(bookingId, { from: pageId, kind: "leave" }).catch(() => undefined);
    void session.current?.room.disconnect(false);
    session.current = null;
    setPeers([]);
  }, [active, bookingId, pageId]);

  const replaceVideo = useCallback(async (track: MediaStreamTrack | null) => {
    const current = session.current;
    if (!current || !track) return;
    const camera = current.room.localParticipant.getTrackPublication(current.lk.Track.Source.Camera);
    await camera?.track?.replaceTrack(track, true).catch(() => undefined);
  }, []);

  const announce = useCallback(
    (state: RemoteState) => {
      stateRef.current = state;
      void applyState(state);
    },
    [applyState],
  );

  return { peers, signalling: !active || link !== "down", leave, replaceVideo, announce };
}
