import { expect, test } from "@playwright/test";
import { createMediaAdapter, type IceServer } from "../../../apps/api/src/session-rooms/media/index.ts";
import { type Coturn, hasTurnserver, startCoturn } from "./coturn.ts";

/**
 * Relay-only media through TURN (issue 30, decision 055): a throwaway coturn on loopback, credentials
 * from the API's media adapter (the coturn REST scheme), two RTCPeerConnections in one page with
 * iceTransportPolicy 'relay'. What a client behind a strict network gets: every packet through TURN.
 * The same at any width: desktop only.
 */
test.skip(({ isMobile }) => isMobile, "no layout here: the same at any width");
test.skip(!hasTurnserver(), "Debian's coturn (turnserver) is not installed; .ci/run installs it");

let coturn: Coturn;
test.beforeAll(async () => {
  coturn = await startCoturn();
});
test.afterAll(async () => {
  await coturn?.stop();
});

const iceServersAt = async (now: Date, expiresAt: Date, userId: string) => {
  const adapter = createMediaAdapter({
    TURN_URLS: coturn.urls.join(","),
    TURN_SHARED_SECRET: coturn.secret,
    ICE_TRANSPORT_POLICY: "relay",
  });
  const config = await adapter.joinConfig({
    roomId: "01JRELAYTESTBOOKING0000000",
    userId,
    displayName: "Relay test",
    canShareScreen: false,
    media: "audio",
    expiresAt,
    now,
  });
  if (config.kind !== "mesh") throw new Error("expected the mesh adapter");
  expect(config.iceTransportPolicy).toBe("relay");
  return config.iceServers;
};

test("two peers connect through coturn with relay candidates only, and data flows", async ({ page }) => {
  const now = new Date();
  const closes = new Date(now.getTime() + 30 * 60_000);
  const a = await iceServersAt(now, closes, "01JRELAYCLIENT000000000000");
  const b = await iceServersAt(now, closes, "01JRELAYPROVIDER0000000000");
  await page.goto("about:blank");
  const result = await page.evaluate(
    async ({ a, b }: { a: IceServer[]; b: IceServer[] }) => {
      const left = new RTCPeerConnection({ iceServers: a, iceTransportPolicy: "relay" });
      const right = new RTCPeerConnection({ iceServers: b, iceTransportPolicy: "relay" });
      const gathered: string[] = [];
      left.onicecandidate = (e) => {
        if (e.candidate) {
          gathered.push(e.candidate.type ?? "");
          void right.addIceCandidate(e.candidate);
        }
      };
      right.onicecandidate = (e) => {
        if (e.candidate) void left.addIceCandidate(e.candidate);
      };
      const channel = left.createDataChannel("chat");
      const received = new Promise<string>((done) => {
        right.ondatachannel = (e) => {
          e.channel.onmessage = (m) => done(String(m.data));
        };
      });
      const opened = new Promise<void>((done) => {
        channel.onopen = () => done();
      });
      await left.setLocalDescription(await left.createOffer());
      await right.setRemoteDescription(left.localDescription as RTCSessionDescriptionInit);
      await right.setLocalDescription(await right.createAnswer());
      await left.setRemoteDescription(right.localDescription as RTCSessionDescriptionInit);
      await opened;
      channel.send("hello through the relay");
      const message = await received;
      // The nominated pair, as the browser reports it.
      const stats = await left.getStats();
      let pair: { local?: string; remote?: string } = {};
      for (const report of stats.values()) {
        if (report.type === "transport" && report.selectedCandidatePairId) {
          const selected = stats.get(report.selectedCandidatePairId);
          pair = {
            local: stats.get(selected.localCandidateId)?.candidateType,
            remote: stats.get(selected.remoteCandidateId)?.candidateType,
          };
        }
      }
      left.close();
      right.close();
      return { message, pair, gathered };
    },
    { a, b },
  );
  expect(result.message).toBe("hello through the relay");
  expect(result.pair).toEqual({ local: "relay", remote: "relay" });
  expect(result.gathered.length).toBeGreaterThan(0);
  expect(new Set(result.gathered)).toEqual(new Set(["relay"]));
});

test("an expired credential is refused: no relay candidate is gathered", async ({ page }) => {
  const real = new Date();
  // Issued two hours ago for a window that closed an hour ago.
  const iceServers = await iceServersAt(
    new Date(real.getTime() - 2 * 3_600_000),
    new Date(real.getTime() - 3_600_000),
    "01JRELAYLATECOMER000000000",
  );
  await page.goto("about:blank");
  const result = await page.evaluate(async (servers: IceServer[]) => {
    const peer = new RTCPeerConnection({ iceServers: servers, iceTransportPolicy: "relay" });
    const candidates: string[] = [];
    const errors: number[] = [];
    peer.onicecandidate = (e) => {
      if (e.candidate) candidates.push(e.candidate.type ?? "");
    };
    peer.onicecandidateerror = (e) => {
      errors.push((e as RTCPeerConnectionIceErrorEvent).errorCode);
    };
    const complete = new Promise<void>((done) => {
      peer.onicegatheringstatechange = () => {
        if (peer.iceGatheringState === "complete") done();
      };
    });
    peer.createDataChannel("chat");
    await peer.setLocalDescription(await peer.createOffer());
    await complete;
    peer.close();
    return { candidates, errors };
  }, iceServers);
  expect(result.candidates).toEqual([]);
  // coturn answers the allocation 401 Unauthorized (the expired username is not accepted).
  expect(result.errors).toContain(401);
});
