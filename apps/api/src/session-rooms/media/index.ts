/**
 * Session media (issue 30, docs/decisions/055-session-media.md): how a participant's browser reaches
 * the others. One interface, two implementations: a peer-to-peer mesh (STUN/TURN with short-lived
 * coturn credentials, the API only signals) or LiveKit when an SFU is configured. Media never passes
 * through the API and is never recorded.
 */
import { AccessToken, TrackSource } from "livekit-server-sdk";
import { StartupError } from "../../startup-error.ts";
import { type MediaEnv, mediaEnvSchema } from "./media-env.ts";
import { turnCredential } from "./turn-credentials.ts";

export { type MediaEnv, mediaEnvObject, requireMediaPairs } from "./media-env.ts";
export { type TurnCredential, turnCredential } from "./turn-credentials.ts";

export interface IceServer {
  urls: string[];
  username?: string;
  credential?: string;
}

export type JoinConfig =
  | { kind: "mesh"; iceServers: IceServer[]; iceTransportPolicy: "all" | "relay" }
  | { kind: "livekit"; url: string; token: string };

export interface JoinInput {
  /** The room: the booking's id. */
  roomId: string;
  userId: string;
  displayName: string;
  /** The provider may share their screen. */
  canShareScreen: boolean;
  media: "video" | "audio";
  /** When the room's window closes: credentials and tokens end then. */
  expiresAt: Date;
  now: Date;
}

export interface MediaAdapter {
  readonly kind: "mesh" | "livekit";
  joinConfig(input: JoinInput): Promise<JoinConfig>;
}

/** A LiveKit token lives at least this long (seconds), so a join in the window's last second still connects. */
const MIN_TOKEN_SECONDS = 60;

export function meshAdapter(env: MediaEnv): MediaAdapter {
  return {
    kind: "mesh",
    async joinConfig(input) {
      const iceServers: IceServer[] = [];
      if (env.STUN_URLS.length > 0) iceServers.push({ urls: env.STUN_URLS });
      if (env.TURN_URLS.length > 0 && env.TURN_SHARED_SECRET) {
        const { username, credential } = turnCredential({
          secret: env.TURN_SHARED_SECRET,
          userId: input.userId,
          now: input.now,
          until: input.expiresAt,
          ttlSeconds: env.TURN_CREDENTIAL_TTL,
        });
        iceServers.push({ urls: env.TURN_URLS, username, credential });
      }
      return { kind: "mesh", iceServers, iceTransportPolicy: env.ICE_TRANSPORT_POLICY };
    },
  };
}

/** What a participant may publish: microphone always, camera in video rooms, the screen if allowed. */
export function publishSources(input: Pick<JoinInput, "media" | "canShareScreen">): TrackSource[] {
  const sources = [TrackSource.MICROPHONE];
  if (input.media === "video") sources.push(TrackSource.CAMERA);
  if (input.canShareScreen) sources.push(TrackSource.SCREEN_SHARE, TrackSource.SCREEN_SHARE_AUDIO);
  return sources;
}

export function livekitAdapter(config: { url: string; apiKey: string; apiSecret: string }): MediaAdapter {
  return {
    kind: "livekit",
    async joinConfig(input) {
      const seconds = Math.max(
        MIN_TOKEN_SECONDS,
        Math.floor((input.expiresAt.getTime() - input.now.getTime()) / 1000),
      );
      const token = new AccessToken(config.apiKey, config.apiSecret, {
        identity: input.userId,
        name: input.displayName,
        ttl: seconds,
      });
      token.addGrant({
        roomJoin: true,
        room: input.roomId,
        canPublish: true,
        canSubscribe: true,
        canPublishData: true,
        canPublishSources: publishSources(input),
      });
      return { kind: "livekit", url: config.url, token: await token.toJwt() };
    },
  };
}

/**
 * The adapter the configuration asks for: LiveKit when LIVEKIT_URL, key and secret are set, the mesh
 * otherwise. An invalid configuration refuses to start, naming what is wrong.
 */
export function createMediaAdapter(env: NodeJS.ProcessEnv = process.env): MediaAdapter {
  const parsed = mediaEnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new StartupError(`Invalid environment: ${problems}`);
  }
  const media = parsed.data;
  if (media.LIVEKIT_URL && media.LIVEKIT_API_KEY && media.LIVEKIT_API_SECRET) {
    return livekitAdapter({
      url: media.LIVEKIT_URL,
      apiKey: media.LIVEKIT_API_KEY,
      apiSecret: media.LIVEKIT_API_SECRET,
    });
  }
  return meshAdapter(media);
}
