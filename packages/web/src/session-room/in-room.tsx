import { Banner } from "@marketplace/ui/banner";
import { Button } from "@marketplace/ui/button";
import { Text } from "@marketplace/ui/text";
import { useEffect, useRef, useState } from "react";
import { ChatPanel } from "./chat-panel.tsx";
import type { DeviceChoice } from "./device-check.tsx";
import type { SessionRoom } from "./room-types.ts";
import * as css from "./session-room.css.ts";
import { useLiveKitConnection } from "./use-livekit-connection.ts";
import { type PeerState, type Quality, type RemotePeer, useRoomConnection } from "./use-room-connection.ts";

const STATE_TEXT: Record<PeerState, string> = {
  connecting: "Connecting…",
  connected: "Connected",
  reconnecting: "Reconnecting…",
  failed: "Connection lost",
};
const QUALITY_TEXT: Record<Quality, string> = {
  good: "Network: good",
  fair: "Network: fair",
  poor: "Network: poor",
  unknown: "Network: checking",
};

type SinkElement = HTMLMediaElement & { setSinkId?: (id: string) => Promise<void> };

function RemoteMedia({
  peer,
  media,
  speakerId,
}: {
  peer: RemotePeer;
  media: "video" | "audio";
  speakerId: string | null;
}) {
  const ref = useRef<HTMLVideoElement & HTMLAudioElement>(null);
  useEffect(() => {
    const el = ref.current as SinkElement | null;
    if (!el) return;
    el.srcObject = peer.stream;
    if (speakerId && el.setSinkId) void el.setSinkId(speakerId).catch(() => undefined);
    void el.play().catch(() => undefined);
  }, [peer.stream, speakerId]);
  const showVideo = media === "video" && (peer.remote.video || peer.remote.screen);
  return (
    <figure className={css.remoteTile} data-testid="remote-tile" data-peer-state={peer.state}>
      {media === "video" ? (
        // biome-ignore lint/a11y/useMediaCaption: a live call has no captions to offer
        <video
          ref={ref}
          className={showVideo ? css.video : css.hiddenVideo}
          autoPlay
          playsInline
          data-testid="remote-video"
          aria-label={`${peer.name}'s camera`}
        />
      ) : (
        // biome-ignore lint/a11y/useMediaCaption: a live call has no captions to offer
        <audio ref={ref} autoPlay data-testid="remote-audio" />
      )}
      {!showVideo ? (
        <div className={css.avatarTile} aria-hidden="true">
          {peer.name.slice(0, 1)}
        </div>
      ) : null}
      <figcaption className={css.caption}>
        <span data-testid="remote-name">{peer.name}</span>
        <span data-testid="remote-state"> · {STATE_TEXT[peer.state]}</span>
        {!peer.remote.audio ? <span> · Muted</span> : null}
        <span data-testid="network-quality"> · {QUALITY_TEXT[peer.quality]}</span>
      </figcaption>
    </figure>
  );
}

export function InRoom({
  room,
  choice,
  onLeave,
}: {
  room: SessionRoom;
  choice: DeviceChoice;
  onLeave: () => void;
}) {
  const local = choice.stream;
  const [micOn, setMicOn] = useState(choice.micOn);
  const [cameraOn, setCameraOn] = useState(choice.cameraOn);
  const [screen, setScreen] = useState<MediaStreamTrack | null>(null);
  const [chatOpen, setChatOpen] = useState(false);
  const selfView = useRef<HTMLVideoElement>(null);
  const hasMic = (local?.getAudioTracks().length ?? 0) > 0;
  const hasCamera = (local?.getVideoTracks().length ?? 0) > 0;
  const initialState = { audio: choice.micOn, video: choice.cameraOn, screen: false };
  // Peer to peer unless the deployment has an SFU (decision 055): one of the two is active.
  const throughSfu = room.join?.kind === "livekit";
  const mesh = useRoomConnection({
    bookingId: room.bookingIdentifier,
    myUserId: room.me.identifier,
    join: room.join,
    local,
    media: room.media,
    active: !throughSfu,
    initialState,
  });
  const sfu = useLiveKitConnection({
    bookingId: room.bookingIdentifier,
    join: room.join,
    local,
    active: throughSfu,
    initialState,
  });
  const connection = throughSfu ? sfu : mesh;
  const { announce, replaceVideo } = connection;

  useEffect(() => {
    for (const t of local?.getAudioTracks() ?? []) t.enabled = micOn;
    for (const t of local?.getVideoTracks() ?? []) t.enabled = cameraOn;
    announce({ audio: micOn, video: cameraOn, screen: screen !== null });
  }, [local, micOn, cameraOn, screen, announce]);

  useEffect(() => {
    if (selfView.current) selfView.current.srcObject = screen ? new MediaStream([screen]) : local;
  }, [local, screen]);

  // Stopping the devices when the room is left.
  useEffect(
    () => () => {
      for (const t of local?.getTracks() ?? []) t.stop();
    },
    [local],
  );

  const shareScreen = async () => {
    if (screen) {
      screen.stop();
      setScreen(null);
      await replaceVideo(local?.getVideoTracks()[0] ?? null);
      return;
    }
    const display = await navigator.mediaDevices.getDisplayMedia({ video: true }).catch(() => null);
    const track = display?.getVideoTracks()[0];
    if (!track) return;
    track.onended = () => {
      setScreen(null);
      void replaceVideo(local?.getVideoTracks()[0] ?? null);
    };
    setScreen(track);
    await replaceVideo(track);
  };

  const leave = () => {
    screen?.stop();
    connection.leave();
    onLeave();
  };

  const others = room.others.filter((o) => !connection.peers.some((p) => p.userId === o.identifier));
  const reconnecting = connection.peers.some((p) => p.state === "reconnecting" || p.state === "failed");
  const chatWith = room.me.role === "invitee" ? null : room.others.find((o) => o.role !== "invitee");
  const canShare = room.me.role === "provider" && room.media === "video" && typeof navigator !== "undefined";

  return (
    <div className={css.room}>
      <div className={css.stage}>
        {reconnecting || !connection.signalling ? (
          <Banner tone="warning" live>
            <span data-testid="reconnecting">
              Reconnecting… The call continues by itself when the connection is back.
            </span>
          </Banner>
        ) : null}
        <div className={css.tiles} aria-live="polite">
          {connection.peers.map((peer) => (
            <RemoteMedia key={peer.peerId} peer={peer} media={room.media} speakerId={choice.speakerId} />
          ))}
          {others.map((o) => (
            <div key={o.identifier} className={css.waitingTile} data-testid="waiting">
              <Text>Waiting for {o.name} to join</Text>
            </div>
          ))}
        </div>
        {room.media === "video" ? (
          <video
            ref={selfView}
            className={cameraOn || screen ? css.selfView : css.hiddenVideo}
            autoPlay
            playsInline
            muted
            data-testid="self-view"
            aria-label="Your camera"
          />
        ) : null}
        <div className={css.controls} role="toolbar" aria-label="Call controls">
          <Button
            tone="secondary"
            aria-pressed={!micOn}
            disabled={!hasMic}
            onClick={() => setMicOn((v) => !v)}
          >
            {micOn ? "Mute" : "Unmute"}
          </Button>
          {room.media === "video" ? (
            <Button
              tone="secondary"
              aria-pressed={!cameraOn}
              disabled={!hasCamera}
              onClick={() => setCameraOn((v) => !v)}
            >
              {cameraOn ? "Turn camera off" : "Turn camera on"}
            </Button>
          ) : null}
          {canShare ? (
            <Button tone="secondary" aria-pressed={screen !== null} onClick={() => void shareScreen()}>
              {screen ? "Stop sharing" : "Share screen"}
            </Button>
          ) : null}
          {chatWith ? (
            <Button
              tone="secondary"
              aria-expanded={chatOpen}
              aria-controls="room-chat"
              onClick={() => setChatOpen((v) => !v)}
            >
              {chatOpen ? "Hide messages" : "Messages"}
            </Button>
          ) : null}
          <Button tone="danger" onClick={leave}>
            Leave
          </Button>
        </div>
      </div>
      {chatWith && chatOpen ? <ChatPanel bookingId={room.bookingIdentifier} other={chatWith} /> : null}
    </div>
  );
}
