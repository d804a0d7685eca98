import { useCallback, useEffect, useRef, useState } from "react";
import { useLiveSignals } from "../live/index.ts";
import { beaconRoomSignal, postRoomSignal } from "./room-signal.ts";
import type { RoomJoinConfig } from "./room-types.ts";

/**
 * The room's connections (decision 056): one RTCPeerConnection per other participant's page (a mesh;
 * one for a 1:1 session), negotiated with the perfect negotiation pattern over the API's signalling
 * (POST /session/{id}/signal out, the live stream's `signal` events in). Media goes browser to browser
 * (or through TURN); the API relays only offers, answers and ICE candidates.
 */

export type PeerState = "connecting" | "connected" | "reconnecting" | "failed";
export type Quality = "good" | "fair" | "poor" | "unknown";

export interface RemoteState {
  audio: boolean;
  video: boolean;
  screen: boolean;
}

export interface RemotePeer {
  peerId: string;
  userId: string;
  name: string;
  state: PeerState;
  quality: Quality;
  stream: MediaStream;
  remote: RemoteState;
}

interface SignalIn {
  bookingIdentifier: string;
  fromUser: string;
  fromName: string;
  from: string;
  to?: string;
  toPeer?: string;
  kind: "join" | "here" | "offer" | "answer" | "candidate" | "leave" | "state";
  /** Which connection between the two pages an offer, answer or candidate belongs to (0 at first). */
  epoch?: number;
  sdp?: string;
  candidate?: RTCIceCandidateInit | null;
  state?: RemoteState;
}

type SignalOut = Omit<SignalIn, "bookingIdentifier" | "fromUser" | "fromName" | "from">;

/** One other page's connection; `attach` gives it its RTCPeerConnection (and each replacement). */
class Peer {
  pc!: RTCPeerConnection;
  /** Replaces the connection with a new one under this epoch (set by `attach`). */
  renew!: (epoch: number) => void;
  /** This connection's count: one more each time either side starts the connection over whole. */
  epoch = 0;
  makingOffer = false;
  ignoreOffer = false;
  stream!: MediaStream;
  state: PeerState = "connecting";
  quality: Quality = "unknown";
  disconnectTimer?: ReturnType<typeof setTimeout>;
  connectTimer?: ReturnType<typeof setTimeout>;
  constructor(
    readonly userId: string,
    readonly name: string,
    readonly polite: boolean,
    public remote: RemoteState,
  ) {}
}

const newPeerId = () =>
  typeof crypto !== "undefined" && "randomUUID" in crypto
    ? crypto.randomUUID().replace(/-/g, "")
    : Math.random().toString(36).slice(2).padEnd(12, "0");

function isSignal(value: unknown, bookingId: string): value is SignalIn {
  if (typeof value !== "object" || value === null) return false;
  const s = value as Partial<SignalIn>;
  return s.bookingIdentifier === bookingId && typeof s.from === "string" && typeof s.fromUser === "string";
}

/** A network quality from one getStats reading: round trip and packet loss of what arrives. */
export function qualityOf(rttSeconds: number | undefined, lossRatio: number | undefined): Quality {
  if (rttSeconds === undefined && lossRatio === undefined) return "unknown";
  const rtt = rttSeconds ?? 0;
  const loss = lossRatio ?? 0;
  if (rtt > 0.4 || loss > 0.08) return "poor";
  if (rtt > 0.2 || loss > 0.03) return "fair";
  return "good";
}

/** How long a 'disconnected' connection may try to recover by itself before an ICE restart. */
const DISCONNECTED_GRACE_MS = 2_500;
/**
 * How long a connection may take to connect before it starts over: a rejoin now and then left one
 * stuck 'Connecting…' with ICE never checking, which an ICE restart did not cure (decision 056).
 */
const CONNECT_WATCHDOG_MS = 8_000;
const STATS_EVERY_MS = 2_000;

/** What `window.sessionRoomStats()` answers while in the room. */
export interface RoomStats {
  audioBytes: number;
  videoFrames: number;
  /** Live video tracks received (none in an audio-only room). */
  videoTracks: number;
  connected: number;
}

export interface RoomConnection {
  peers: RemotePeer[];
  /** Whether the live stream that carries the signals is up. */
  signalling: boolean;
  leave: () => void;
  /** Replaces the outgoing video (a shared screen, or the camera back). */
  replaceVideo: (track: MediaStreamTrack | null) => Promise<void>;
  /** Tells the others what this page sends now. */
  announce: (state: RemoteState) => void;
}

export function useRoomConnection(options: {
  bookingId: string;
  myUserId: string;
  join: RoomJoinConfig | null;
  local: MediaStream | null;
  media: "video" | "audio";
  active: boolean;
  initialState: RemoteState;
}): RoomConnection {
  const { bookingId, myUserId, join, local, media, active } = options;
  const peerId = useRef(newPeerId()).current;
  const peers = useRef(new Map<string, Peer>());
  const [snapshot, setSnapshot] = useState<RemotePeer[]>([]);
  const outbox = useRef<Promise<unknown>>(Promise.resolve());
  const stateRef = useRef(options.initialState);
  const activeRef = useRef(active);
  activeRef.current = active;

  const refresh = useCallback(() => {
    setSnapshot(
      [...peers.current.entries()].map(([id, p]) => ({
        peerId: id,
        userId: p.userId,
        name: p.name,
        state: p.state,
        quality: p.quality,
        stream: p.stream,
        remote: p.remote,
      })),
    );
  }, []);

  /** Signals leave in the order they were made: an answer never overtakes its offer's candidates. */
  const send = useCallback(
    (signal: SignalOut) => {
      outbox.current = outbox.current
        .catch(() => undefined)
        .then(() => postRoomSignal(bookingId, { from: peerId, ...signal }));
    },
    [bookingId, peerId],
  );

  const close = useCallback(
    (id: string) => {
      const p = peers.current.get(id);
      if (!p) return;
      clearTimeout(p.disconnectTimer);
      clearTimeout(p.connectTimer);
      p.pc.close();
      peers.current.delete(id);
      refresh();
    },
    [refresh],
  );

  /**
   * Gives the peer a new RTCPeerConnection, wired to signal and to report on it. Everything it sends
   * carries the peer's epoch at this moment, and its handlers stop once a newer connection replaced it.
   */
  const attach = useCallback(
    function attach(peer: Peer, id: string) {
      const config: RTCConfiguration =
        join?.kind === "mesh"
          ? { iceServers: join.iceServers, iceTransportPolicy: join.iceTransportPolicy }
          : {};
      const pc = new RTCPeerConnection(config);
      const epoch = peer.epoch;
      const current = () => peer.pc === pc;
      peer.pc = pc;
      peer.makingOffer = false;
      peer.ignoreOffer = false;
      peer.stream = new MediaStream();
      peer.state = "connecting";
      const tracks = local?.getTracks() ?? [];
      for (const track of tracks) pc.addTrack(track, local as MediaStream);
      // Receive what this page does not send (no microphone, no camera, or the camera off at join).
      if (!tracks.some((t) => t.kind === "audio")) pc.addTransceiver("audio", { direction: "recvonly" });
      if (media === "video" && !tracks.some((t) => t.kind === "video")) {
        pc.addTransceiver("video", { direction: "recvonly" });
      }
      const to = { to: peer.userId, toPeer: id, epoch };
      pc.onnegotiationneeded = async () => {
        try {
          peer.makingOffer = true;
          await pc.setLocalDescription();
          if (current() && pc.localDescription) send({ ...to, kind: "offer", sdp: pc.localDescription.sdp });
        } catch {
          // a later negotiation tries again
        } finally {
          if (current()) peer.makingOffer = false;
        }
      };
      pc.onicecandidate = ({ candidate }) => {
        if (candidate && current()) send({ ...to, kind: "candidate", candidate: candidate.toJSON() });
      };
      pc.ontrack = ({ track }) => {
        if (!current()) return;
        peer.stream.addTrack(track);
        // A new stream object, so the media elements pick the track up.
        peer.stream = new MediaStream(peer.stream.getTracks());
        track.onunmute = () => refresh();
        refresh();
      };
      // Not connected in time. A connection whose ICE never started checking is started over whole by
      // the impolite side (a new connection under the next epoch, which the other side follows), as is
      // one an ICE restart did not help; otherwise an unanswered offer is rolled back and ICE restarts
      // (a new offer with fresh credentials and candidates). Again each round until it connects.
      let rounds = 0;
      const watch = () => {
        peer.connectTimer = setTimeout(async () => {
          if (!current() || pc.connectionState === "connected" || pc.connectionState === "closed") return;
          rounds += 1;
          if (!peer.polite && (pc.iceConnectionState === "new" || rounds >= 2)) {
            renew(peer, id, epoch + 1);
            return;
          }
          try {
            if (pc.signalingState === "have-local-offer") await pc.setLocalDescription({ type: "rollback" });
            pc.restartIce();
          } catch {
            // the next round tries again
          }
          watch();
        }, CONNECT_WATCHDOG_MS);
      };
      watch();
      pc.onconnectionstatechange = () => {
        if (!current()) return;
        const s = pc.connectionState;
        if (s === "connected") clearTimeout(peer.connectTimer);
        if (s === "connected") peer.state = "connected";
        else if (s === "disconnected") peer.state = "reconnecting";
        else if (s === "failed") {
          peer.state = "reconnecting";
          pc.restartIce();
        }
        refresh();
      };
      pc.oniceconnectionstatechange = () => {
        if (!current()) return;
        clearTimeout(peer.disconnectTimer);
        if (pc.iceConnectionState === "disconnected") {
          // A network change: give it a moment, then restart ICE (the impolite side's offer carries it).
          peer.disconnectTimer = setTimeout(() => {
            if (pc.iceConnectionState === "disconnected" || pc.iceConnectionState === "failed")
              pc.restartIce();
          }, DISCONNECTED_GRACE_MS);
        } else if (pc.iceConnectionState === "failed") {
          pc.restartIce();
        }
      };
      /** Starts the connection over whole under `next`: the old one closes, a new one negotiates. */
      function renew(p: Peer, peerKey: string, next: number) {
        clearTimeout(p.disconnectTimer);
        clearTimeout(p.connectTimer);
        p.pc.close();
        p.epoch = next;
        attach(p, peerKey);
        refresh();
      }
      peer.renew = (next) => renew(peer, id, next);
    },
    [join, local, media, refresh, send],
  );

  const create = useCallback(
    (id: string, userId: string, name: string): Peer => {
      const existing = peers.current.get(id);
      if (existing) return existing;
      // A page of the same person that went away (a reload): its connection is stale.
      for (const [other, p] of peers.current) if (p.userId === userId && other !== id) close(other);
      const peer = new Peer(userId, name, peerId > id, {
        audio: true,
        video: media === "video",
        screen: false,
      });
      peers.current.set(id, peer);
      attach(peer, id);
      refresh();
      return peer;
    },
    [attach, close, media, peerId, refresh],
  );

  const onSignal = useCallback(
    async (value: unknown) => {
      if (!activeRef.current || !isSignal(value, bookingId)) return;
      const s = value;
      if (s.from === peerId) return;
      if (s.toPeer && s.toPeer !== peerId) return;
      // Another tab of mine: not a participant to connect to.
      if (s.fromUser === myUserId) return;
      if (s.kind === "leave") return close(s.from);
      if (s.kind === "join" || s.kind === "here") {
        // A page that reloaded joins with a new peer id: `create` replaces the connection to that
        // person's former page. A join from a page already connected here is that page's live stream
        // coming back (it announces itself again, in case it missed something): its side keeps its
        // connection to this page, so this side keeps it too. Replacing it here alone left the other
        // page's connection negotiating with one that no longer existed (decision 056).
        create(s.from, s.fromUser, s.fromName);
        if (s.kind === "join") send({ to: s.fromUser, toPeer: s.from, kind: "here" });
        send({ to: s.fromUser, toPeer: s.from, kind: "state", state: stateRef.current });
        return;
      }
      if (s.kind === "state") {
        const p = peers.current.get(s.from);
        if (p && s.state) {
          p.remote = s.state;
          refresh();
        }
        return;
      }
      const peer =
        peers.current.get(s.from) ?? (s.kind === "offer" ? create(s.from, s.fromUser, s.fromName) : null);
      if (!peer) return;
      // A signal of a connection either side has since replaced is void; a newer one means the other
      // page started over, and this page follows it with a new connection of its own.
      // (A page without epochs, of a release before them, speaks for its one connection.)
      const epoch = s.epoch ?? peer.epoch;
      if (epoch < peer.epoch) return;
      if (epoch > peer.epoch) peer.renew(epoch);
      const { pc } = peer;
      try {
        if ((s.kind === "offer" || s.kind === "answer") && s.sdp) {
          const collision = s.kind === "offer" && (peer.makingOffer || pc.signalingState !== "stable");
          peer.ignoreOffer = !peer.polite && collision;
          if (peer.ignoreOffer) return;
          await pc.setRemoteDescription({ type: s.kind, sdp: s.sdp });
          if (s.kind === "offer") {
            await pc.setLocalDescription();
            if (pc.localDescription && peer.pc === pc) {
              send({ to: s.fromUser, toPeer: s.from, epoch, kind: "answer", sdp: pc.localDescription.sdp });
            }
          }
        } else if (s.kind === "candidate" && s.candidate) {
          try {
            await pc.addIceCandidate(s.candidate);
          } catch (err) {
            if (!peer.ignoreOffer) throw err;
          }
        }
      } catch {
        // A broken negotiation: the connection state reports it and ICE restarts.
      }
    },
    [bookingId, close, create, myUserId, peerId, refresh, send],
  );

  const announceJoin = useCallback(() => {
    if (activeRef.current) send({ kind: "join" });
  }, [send]);

  const signalling = useLiveSignals(
    (value) => {
      void onSignal(value);
    },
    announceJoin,
    active,
  );

  // Leaving the page (closing the tab, a reload) tells the others at once.
  useEffect(() => {
    if (!active) return;
    const onHide = () => beaconRoomSignal(bookingId, { from: peerId, kind: "leave" });
    window.addEventListener("pagehide", onHide);
    return () => window.removeEventListener("pagehide", onHide);
  }, [active, bookingId, peerId]);

  // The network quality indicator: each connection's round trip and loss of what arrives.
  useEffect(() => {
    if (!active) return;
    const seen = new Map<string, { lost: number; received: number }>();
    const timer = setInterval(async () => {
      for (const [id, p] of peers.current) {
        if (p.pc.connectionState !== "connected") continue;
        const report = await p.pc.getStats().catch(() => null);
        if (!report) continue;
        let rtt: number | undefined;
        let lost = 0;
        let received = 0;
        report.forEach((stat: RTCStats & Record<string, unknown>) => {
          if (
            stat.type === "candidate-pair" &&
            stat.nominated &&
            typeof stat.currentRoundTripTime === "number"
          ) {
            rtt = stat.currentRoundTripTime;
          }
          if (stat.type === "inbound-rtp") {
            lost += typeof stat.packetsLost === "number" ? stat.packetsLost : 0;
            received += typeof stat.packetsReceived === "number" ? stat.packetsReceived : 0;
          }
        });
        const before = seen.get(id) ?? { lost: 0, received: 0 };
        seen.set(id, { lost, received });
        const dLost = Math.max(0, lost - before.lost);
        const dReceived = Math.max(0, received - before.received);
        const q = qualityOf(rtt, dLost + dReceived > 0 ? dLost / (dLost + dReceived) : undefined);
        if (q !== p.quality) {
          p.quality = q;
          refresh();
        }
      }
    }, STATS_EVERY_MS);
    return () => clearInterval(timer);
  }, [active, refresh]);

  // What arrives, for the end-to-end tests and the bench (inbound bytes and frames, no content).
  useEffect(() => {
    if (!active) return;
    const w = window as Window & { sessionRoomStats?: () => Promise<RoomStats> };
    w.sessionRoomStats = async () => {
      const total: RoomStats = { audioBytes: 0, videoFrames: 0, videoTracks: 0, connected: 0 };
      for (const p of peers.current.values()) {
        if (p.pc.connectionState === "connected") total.connected += 1;
        total.videoTracks += p.pc
          .getReceivers()
          .filter((r) => r.track.kind === "video" && r.track.readyState === "live").length;
        const report = await p.pc.getStats().catch(() => null);
        report?.forEach((stat: RTCStats & Record<string, unknown>) => {
          if (stat.type !== "inbound-rtp") return;
          if (stat.kind === "audio" && typeof stat.bytesReceived === "number")
            total.audioBytes += stat.bytesReceived;
          if (stat.kind === "video" && typeof stat.framesDecoded === "number")
            total.videoFrames += stat.framesDecoded;
        });
      }
      return total;
    };
    return () => {
      delete w.sessionRoomStats;
    };
  }, [active]);

  // Closing the room's connections when the page leaves the room.
  useEffect(() => {
    if (active) return;
    for (const id of [...peers.current.keys()]) close(id);
  }, [active, close]);
  useEffect(
    () => () => {
      for (const p of peers.current.values()) {
        clearTimeout(p.disconnectTimer);
        clearTimeout(p.connectTimer);
        p.pc.close();
      }
      peers.current.clear();
    },
    [],
  );

  const leave = useCallback(() => {
    send({ kind: "leave" });
    for (const id of [...peers.current.keys()]) close(id);
  }, [close, send]);

  const replaceVideo = useCallback(async (track: MediaStreamTrack | null) => {
    for (const p of peers.current.values()) {
      const sender = p.pc.getSenders().find((x) => x.track?.kind === "video" || x.track === null);
      const video = p.pc.getTransceivers().find((t) => t.receiver.track.kind === "video")?.sender ?? sender;
      await video?.replaceTrack(track).catch(() => undefined);
    }
  }, []);

  const announce = useCallback(
    (state: RemoteState) => {
      stateRef.current = state;
      if (activeRef.current) send({ kind: "state", state });
    },
    [send],
  );

  return { peers: snapshot, signalling, leave, replaceVideo, announce };
}
