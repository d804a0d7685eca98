import { execFile } from "node:child_process";
import { createHmac } from "node:crypto";
import { promisify } from "node:util";
import { TokenVerifier } from "livekit-server-sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Coturn, hasTurnserver, startCoturn } from "../../../test/coturn.ts";
import { parseEnv } from "../../env.ts";
import { createMediaAdapter, type JoinConfig, type JoinInput, turnCredential } from "./index.ts";

const SECRET = "a-turn-shared-secret-of-some-length";
const now = new Date("2026-12-01T09:55:00Z");
const closes = new Date("2026-12-01T11:15:00Z");
const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

const join = (over: Partial<JoinInput> = {}): JoinInput => ({
  roomId: "01JROOMBOOKING00000000000A",
  userId: "01JUSER0000000000000000001",
  displayName: "Ada O.",
  canShareScreen: false,
  media: "video",
  expiresAt: closes,
  now,
  ...over,
});

const mesh = (config: JoinConfig) => {
  if (config.kind !== "mesh") throw new Error(`expected a mesh config, got ${config.kind}`);
  return config;
};

describe("TURN credentials (coturn REST API scheme)", () => {
  it("names the expiry and the user, signed with HMAC-SHA1 of the shared secret", () => {
    const { username, credential, expiresAt } = turnCredential({
      secret: SECRET,
      userId: "u1",
      now,
      until: closes,
      ttlSeconds: 4 * 3600,
    });
    expect(username).toBe(`${seconds(closes)}:u1`);
    expect(expiresAt).toEqual(closes);
    expect(credential).toBe(createHmac("sha1", SECRET).update(username).digest("base64"));
    // A different secret signs differently: coturn would refuse it.
    expect(credential).not.toBe(createHmac("sha1", `${SECRET}x`).update(username).digest("base64"));
  });

  it("ends when the window closes, at most the TTL from now, at least a minute from now", () => {
    const capped = turnCredential({ secret: SECRET, userId: "u1", now, until: closes, ttlSeconds: 600 });
    expect(capped.expiresAt.getTime()).toBe(now.getTime() + 600_000);
    const late = turnCredential({
      secret: SECRET,
      userId: "u1",
      now,
      until: new Date(now.getTime() + 5_000),
      ttlSeconds: 600,
    });
    expect(late.expiresAt.getTime()).toBe(now.getTime() + 60_000);
  });

  it("is handed out by the mesh adapter with the configured servers and policy", async () => {
    const adapter = createMediaAdapter({
      STUN_URLS: "stun:turn.example.com:3478",
      TURN_URLS: "turn:turn.example.com:3478?transport=udp, turns:turn.example.com:5349",
      TURN_SHARED_SECRET: SECRET,
      TURN_CREDENTIAL_TTL: "3600",
      ICE_TRANSPORT_POLICY: "relay",
    });
    expect(adapter.kind).toBe("mesh");
    const config = mesh(await adapter.joinConfig(join()));
    expect(config.iceTransportPolicy).toBe("relay");
    expect(config.iceServers[0]).toEqual({ urls: ["stun:turn.example.com:3478"] });
    const turn = config.iceServers[1];
    expect(turn?.urls).toEqual(["turn:turn.example.com:3478?transport=udp", "turns:turn.example.com:5349"]);
    expect(turn?.username).toBe(`${seconds(now) + 3600}:${join().userId}`);
    expect(turn?.credential).toBe(
      createHmac("sha1", SECRET)
        .update(turn?.username ?? "")
        .digest("base64"),
    );
  });

  it("without configuration: a mesh with no ICE servers (host candidates only) and policy all", async () => {
    const config = mesh(await createMediaAdapter({}).joinConfig(join()));
    expect(config).toEqual({ kind: "mesh", iceServers: [], iceTransportPolicy: "all" });
  });
});

describe("media configuration", () => {
  it("refuses pieces that only work together, naming them", () => {
    expect(() => createMediaAdapter({ TURN_URLS: "turn:t.example:3478" })).toThrow(/TURN_SHARED_SECRET/);
    expect(() => createMediaAdapter({ ICE_TRANSPORT_POLICY: "relay" })).toThrow(/needs TURN_URLS/);
    expect(() => createMediaAdapter({ LIVEKIT_URL: "wss://lk.example.com" })).toThrow(/all three or none/);
    expect(() => createMediaAdapter({ STUN_URLS: "http://stun.example" })).toThrow(/STUN_URLS/);
    expect(() => createMediaAdapter({ TURN_URLS: "stun:t.example", TURN_SHARED_SECRET: SECRET })).toThrow(
      /TURN_URLS/,
    );
    expect(() => createMediaAdapter({ TURN_CREDENTIAL_TTL: "5" })).toThrow(/TURN_CREDENTIAL_TTL/);
  });

  it("is part of the API's environment, parsed at boot", () => {
    expect(() => parseEnv({ TURN_URLS: "turn:t.example:3478" })).toThrow(/TURN_SHARED_SECRET/);
    const env = parseEnv({ TURN_URLS: "turn:t.example:3478", TURN_SHARED_SECRET: SECRET });
    expect(env.TURN_URLS).toEqual(["turn:t.example:3478"]);
    expect(env.ICE_TRANSPORT_POLICY).toBe("all");
  });
});

describe("LiveKit tokens", () => {
  const livekitEnv = {
    LIVEKIT_URL: "wss://livekit.example.com",
    LIVEKIT_API_KEY: "APIkey123",
    LIVEKIT_API_SECRET: "a-livekit-secret-that-is-long-enough-000",
  };
  const verifier = new TokenVerifier(livekitEnv.LIVEKIT_API_KEY, livekitEnv.LIVEKIT_API_SECRET);
  const tokenOf = async (input: JoinInput) => {
    const adapter = createMediaAdapter(livekitEnv);
    expect(adapter.kind).toBe("livekit");
    const config = await adapter.joinConfig(input);
    if (config.kind !== "livekit") throw new Error("expected a LiveKit config");
    expect(config.url).toBe(livekitEnv.LIVEKIT_URL);
    return config.token;
  };

  it("admits one identity to that room only, until the window closes", async () => {
    // The token's exp counts from the real clock (the SDK's), so the window is set from it.
    const realNow = new Date();
    const expiresAt = new Date(realNow.getTime() + 45 * 60_000);
    const claims = await verifier.verify(await tokenOf(join({ now: realNow, expiresAt })));
    expect(claims.sub).toBe(join().userId);
    expect(claims.name).toBe("Ada O.");
    expect(claims.iss).toBe(livekitEnv.LIVEKIT_API_KEY);
    expect(claims.video?.room).toBe(join().roomId);
    expect(claims.video?.roomJoin).toBe(true);
    expect(claims.video?.roomAdmin).toBeUndefined();
    expect(claims.video?.roomRecord).toBeUndefined();
    expect(claims.video?.roomCreate).toBeUndefined();
    expect(claims.video?.canPublish).toBe(true);
    expect(claims.video?.canSubscribe).toBe(true);
    expect(Math.abs((claims.exp ?? 0) - seconds(expiresAt))).toBeLessThanOrEqual(2);
    expect(claims.video?.canPublishSources).toEqual(["microphone", "camera"]);
  });

  it("lets the provider share the screen, and keeps audio rooms off camera", async () => {
    const provider = await verifier.verify(await tokenOf(join({ canShareScreen: true })));
    expect(provider.video?.canPublishSources).toEqual([
      "microphone",
      "camera",
      "screen_share",
      "screen_share_audio",
    ]);
    const audio = await verifier.verify(await tokenOf(join({ media: "audio" })));
    expect(audio.video?.canPublishSources).toEqual(["microphone"]);
  });

  it("is refused when signed with another secret", async () => {
    const token = await tokenOf(join());
    await expect(
      new TokenVerifier(livekitEnv.LIVEKIT_API_KEY, "another-secret").verify(token),
    ).rejects.toThrow();
  });
});

// coturn itself accepts the adapter's credentials and refuses expired ones (an allocation through
// Debian's turnutils_uclient, client to client over the relay).
describe.skipIf(!hasTurnserver())("coturn accepts the credentials", () => {
  let coturn: Coturn;
  beforeAll(async () => {
    coturn = await startCoturn();
  });
  afterAll(async () => {
    await coturn?.stop();
  });

  const allocate = async (config: JoinConfig) => {
    const turn = mesh(config).iceServers.find((s) => s.urls.some((u) => u.startsWith("turn:")));
    const args = ["-y", "-n", "1", "-m", "1", "-l", "100", "-p", String(coturn.port)];
    args.push("-u", turn?.username ?? "", "-w", turn?.credential ?? "", "127.0.0.1");
    try {
      await promisify(execFile)("/usr/bin/turnutils_uclient", args, { timeout: 25_000 });
      return "allocated";
    } catch (err) {
      return `refused: ${String((err as { stdout?: string }).stdout ?? err).match(/ERROR: .*/)?.[0] ?? err}`;
    }
  };

  it("relays with a fresh credential and refuses an expired one", async () => {
    const adapter = createMediaAdapter({
      TURN_URLS: coturn.urls.join(","),
      TURN_SHARED_SECRET: coturn.secret,
    });
    const realNow = new Date();
    const fresh = await adapter.joinConfig(
      join({ now: realNow, expiresAt: new Date(realNow.getTime() + 600_000) }),
    );
    expect(await allocate(fresh)).toBe("allocated");
    // Issued two hours ago for a window that closed an hour ago.
    const past = new Date(realNow.getTime() - 2 * 3_600_000);
    const expired = await adapter.joinConfig(
      join({ now: past, expiresAt: new Date(realNow.getTime() - 3_600_000) }),
    );
    expect(await allocate(expired)).toMatch(/^refused: ERROR: Cannot complete Allocation/);
  }, 60_000);
});
