import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { createMediaAdapter, type IceServer } from "../../../apps/api/src/session-rooms/media/index.ts";
import { expectAccessible } from "./axe.ts";
import {
  apiFor,
  bookAndPaySession,
  initiateSession,
  newBookableProvider,
  type ProviderSetup,
  signUp,
} from "./booking-people.ts";
import { type Coturn, hasTurnserver, startCoturn } from "./coturn.ts";
import { expect, overflowOf, test } from "./fixtures.ts";
import { fromThisMachine } from "./mail.ts";
import { signIn } from "./session.ts";
import { shot } from "./shots.ts";
import { API, GLOBAL, SITES } from "./sites.ts";

// Issue 30 (decision 056): the session room at /session/{bookingId}. Two browser contexts on Chromium's
// fake camera and microphone (playwright.config.ts) join as client and provider and each receives the
// other's video (frames advance) and audio (inbound bytes grow); an audio-only room carries no video;
// a reload reconnects; an outsider and a signed-out visitor are refused; before the window a countdown
// shows, after it the room is closed; the join-and-see test runs on both sites, and the room also
// connects in relay-only mode through a coturn the test starts. E2E_SHOTS=dir saves screenshots.

const site = GLOBAL;
type Site = (typeof SITES)[number];

interface Stats {
  audioBytes: number;
  videoFrames: number;
  videoTracks: number;
  connected: number;
}
const statsOf = (page: Page) =>
  page.evaluate(async () => {
    const w = window as Window & { sessionRoomStats?: () => Promise<Stats> };
    return w.sessionRoomStats ? await w.sessionRoomStats() : null;
  });

/**
 * At 375 px the room's states change without a navigation (the device check, the call), which the
 * suite's automatic check never measures: each is measured here, on both participants' pages.
 */
async function expectNoSideScroll(page: Page) {
  if ((page.viewportSize()?.width ?? 0) > 500) return;
  expect(await overflowOf(page)).toBeNull();
}

/** The session started 20 minutes ago and lasts an hour (a developer helper, from this machine only). */
async function startNow(provider: ProviderSetup, id: string) {
  await fromThisMachine(async (api) => {
    const started = await api.post(`${API}/dev/booking/${id}/start`, {
      headers: { Authorization: `Bearer ${provider.token}` },
    });
    expect(started.status(), await started.text()).toBe(200);
  });
}

/** The provider also offers 'Online - Audio' and the session is booked as audio only. */
async function offerAudio(request: APIRequestContext, provider: ProviderSetup): Promise<ProviderSetup> {
  const res = await request.get(`${API}/v1/categories/therapy-modality`);
  const list = (await res.json()) as { data: { identifier: string; name: string }[] };
  const audio = list.data.find((m) => m.name === "Online - Audio")?.identifier ?? "";
  const set = await request.post(`${API}/v1/provider/preferences`, {
    headers: { Authorization: `Bearer ${provider.token}` },
    data: {
      therapy: [provider.therapy, provider.soloTherapy],
      modality: [provider.modality, audio],
      specialities: [provider.concern],
    },
  });
  expect(set.status(), await set.text()).toBeLessThan(300);
  return { ...provider, modality: audio };
}

/**
 * A provider and a client with a session between them tomorrow, and the room's address; `paid` books
 * and pays as the client (otherwise the provider books it), `audio` books it as audio only.
 */
async function roomFor(
  request: APIRequestContext,
  site: Site,
  label: string,
  client: { firstName: string; lastName: string },
  options: { audio?: boolean; paid?: boolean } = {},
) {
  const bookable = await newBookableProvider(request, site, `${label}-provider`);
  const provider = options.audio ? await offerAudio(request, bookable) : bookable;
  const person = await signUp(request, site, `${label}-client`, "client", client);
  const book = options.paid ? bookAndPaySession : initiateSession;
  const session = await book(request, provider, person, { daysAhead: 1 });
  return { provider, client: person, session, url: `${site.url}/session/${session.identifier}` };
}

/** Another person's page, in a browser context of its own the size of `page`, signed in as `email`. */
async function pageOf(browser: Browser, page: Page, site: Site, email: string) {
  const context = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const theirs = await context.newPage();
  await signIn(theirs, site.url, email);
  return { context, page: theirs };
}

async function join(page: Page, url: string) {
  await page.goto(url);
  await expect(page.getByRole("heading", { name: "Check your camera and microphone" })).toBeVisible();
  await expect(page.getByTestId("mic-level")).toBeVisible();
  await page.getByRole("button", { name: "Join now" }).click();
  await expect(page.getByRole("toolbar", { name: "Call controls" })).toBeVisible();
}

/** Frames of the remote video advance and inbound audio bytes grow. */
async function expectReceiving(page: Page, video: boolean) {
  await expect(page.getByTestId("remote-state")).toContainText("Connected", { timeout: 30_000 });
  const first = await statsOf(page);
  if (video) {
    const remote = page.getByTestId("remote-video");
    const t0 = await remote.evaluate((v: HTMLVideoElement) => v.currentTime);
    await expect
      .poll(() => remote.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 })
      .toBeGreaterThan(t0);
    await expect
      .poll(async () => (await statsOf(page))?.videoFrames ?? 0)
      .toBeGreaterThan(first?.videoFrames ?? 0);
  }
  await expect
    .poll(async () => (await statsOf(page))?.audioBytes ?? 0, { timeout: 15_000 })
    .toBeGreaterThan(first?.audioBytes ?? 0);
}

// The Nigerian run of this journey is the desktop project's only (playwright.config.ts: its screens
// are the global run's at 375 px).
for (const site of SITES) {
  test.describe(site.name, () => {
    test("client and provider join a video room, see and hear each other, and a reload reconnects", async ({
      page,
      browser,
      playwright,
    }) => {
      test.setTimeout(180_000);
      const request = await apiFor(playwright);
      const { provider, client, session, url } = await roomFor(request, site, "room", {
        firstName: "Ada",
        lastName: "Eze",
      });

      // Before the window: a countdown and 'Add to calendar'.
      await signIn(page, site.url, client.email);
      await page.goto(url);
      await expect(page.getByTestId("room-countdown")).toBeVisible();
      await expect(page.getByRole("link", { name: "Add to calendar" })).toBeVisible();
      await expectAccessible(page);
      await shot(page, site.name, "session-room-before");

      await startNow(provider, session.identifier);
      const { context: other, page: providerPage } = await pageOf(browser, page, site, provider.email);

      await page.goto(url);
      await expect(page.getByRole("heading", { name: "Check your camera and microphone" })).toBeVisible();
      await expect(page.getByTestId("device-self-view")).toBeVisible();
      await expectAccessible(page);
      await expectNoSideScroll(page);
      await shot(page, site.name, "session-room-device-check");
      await page.getByRole("button", { name: "Join now" }).click();
      await expect(page.getByTestId("waiting")).toContainText("Waiting for");

      await join(providerPage, url);
      await expectReceiving(page, true);
      await expectReceiving(providerPage, true);
      await expect(page.getByTestId("remote-name")).toHaveText(/Ada Quillon/);
      await expect(page.getByRole("button", { name: "Mute" })).toBeVisible();
      await expect(providerPage.getByRole("button", { name: "Share screen" })).toBeVisible();
      await expect(page.getByRole("button", { name: "Share screen" })).toHaveCount(0);

      // The text panel is the pair's conversation.
      await page.getByRole("button", { name: "Messages" }).click();
      await page.getByRole("textbox", { name: "Message" }).fill("Can you hear me?");
      await page.getByRole("button", { name: "Send" }).click();
      await providerPage.getByRole("button", { name: "Messages" }).click();
      await expect(providerPage.getByTestId("room-chat-list")).toContainText("Can you hear me?");
      await expectAccessible(page);
      await expectNoSideScroll(page);
      await expectNoSideScroll(providerPage);
      await shot(page, site.name, "session-room-in-call");
      await shot(providerPage, site.name, "session-room-provider");

      // Muting tells the other side.
      await page.getByRole("button", { name: "Mute" }).click();
      await expect(providerPage.getByTestId("remote-tile")).toContainText("Muted");

      // A reload rejoins: the provider's page connects to the client's new page by itself.
      await page.reload();
      await page.getByRole("button", { name: "Join now" }).click();
      await expectReceiving(page, true);
      await expectReceiving(providerPage, true);
      await expect(providerPage.getByTestId("remote-tile")).toHaveCount(1);

      // Leaving ends the call for the other side.
      await page.getByRole("button", { name: "Leave" }).click();
      await expect(page.getByTestId("room-left")).toBeVisible();
      await expect(providerPage.getByTestId("waiting")).toBeVisible({ timeout: 15_000 });
      await other.close();
    });
  });
}

test.describe("session room", () => {
  test("an audio-only room asks for no camera and carries no video", async ({
    page,
    browser,
    playwright,
  }) => {
    test.setTimeout(150_000);
    const request = await apiFor(playwright);
    const { provider, client, session, url } = await roomFor(
      request,
      site,
      "room-audio",
      { firstName: "Bola", lastName: "Ade" },
      { audio: true },
    );
    await startNow(provider, session.identifier);

    await signIn(page, site.url, client.email);
    await page.goto(url);
    await expect(page.getByTestId("mic-level")).toBeVisible();
    await expect(page.getByTestId("device-self-view")).toHaveCount(0);
    await page.getByRole("button", { name: "Join now" }).click();
    const { context: other, page: providerPage } = await pageOf(browser, page, site, provider.email);
    await join(providerPage, url);
    await expectReceiving(page, false);
    await expectReceiving(providerPage, false);
    expect((await statsOf(page))?.videoTracks).toBe(0);
    expect((await statsOf(providerPage))?.videoTracks).toBe(0);
    await expect(page.getByTestId("remote-video")).toHaveCount(0);
    await expectAccessible(page);
    await expectNoSideScroll(page);
    await shot(page, site.name, "session-room-audio");
    await other.close();
  });

  // The bench's finding (decision 056): repeated rejoins against one waiting page now and then never
  // connected. The client reloads three times in a row; the provider's page, never reloaded, connects
  // to each new page by itself, and the client's live streams of the pages gone do not fill its places.
  test("one side reloading three times in a row reconnects with video every time", async ({
    page,
    browser,
    playwright,
  }) => {
    test.skip(test.info().project.name === "mobile", "the connection, not the layout: desktop only");
    test.setTimeout(240_000);
    const request = await apiFor(playwright);
    const { provider, client, session, url } = await roomFor(request, site, "room-rejoin", {
      firstName: "Kemi",
      lastName: "Bello",
    });
    await startNow(provider, session.identifier);

    const { context: other, page: providerPage } = await pageOf(browser, page, site, provider.email);
    await join(providerPage, url);
    await expect(providerPage.getByTestId("waiting")).toContainText("Waiting for");

    await signIn(page, site.url, client.email);
    await join(page, url);
    await expectReceiving(page, true);
    await expectReceiving(providerPage, true);
    for (let i = 0; i < 3; i++) {
      await page.reload();
      await page.getByRole("button", { name: "Join now" }).click();
      await expectReceiving(page, true);
      await expectReceiving(providerPage, true);
      await expect(providerPage.getByTestId("remote-tile")).toHaveCount(1);
    }
    await other.close();
  });

  test("an outsider and a signed-out visitor are refused; after the window the room is closed", async ({
    page,
    browser,
    playwright,
  }) => {
    test.setTimeout(120_000);
    const request = await apiFor(playwright);
    const { provider, client, session, url } = await roomFor(
      request,
      site,
      "room-closed",
      { firstName: "Chi", lastName: "Obi" },
      { paid: true },
    );
    const outsider = await signUp(request, site, "room-outsider", "client", {
      firstName: "Dayo",
      lastName: "Ola",
    });
    await startNow(provider, session.identifier);

    // Signed out: the login page, the room behind it.
    const visitor = await browser.newContext();
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(url);
    await expect(visitorPage).toHaveURL(/\/login\?redirect=/);
    await visitor.close();

    // Someone else: the not-found page, as for a booking that does not exist.
    await signIn(page, site.url, outsider.email);
    const refused = await page.goto(url);
    expect(refused?.status()).toBe(404);
    const missing = await page.goto(`${site.url}/session/01JD0000000000000000000000`);
    expect(missing?.status()).toBe(404);

    // After the session (it took place and completed): 'This session has ended' with the fitting links.
    await fromThisMachine(async (api) => {
      const done = await api.post(`${API}/dev/booking/${session.identifier}/complete`, {
        headers: { Authorization: `Bearer ${provider.token}` },
      });
      expect(done.status(), await done.text()).toBe(200);
    });
    const { context: other, page: clientPage } = await pageOf(browser, page, site, client.email);
    await clientPage.goto(url);
    await expect(clientPage.getByTestId("room-ended")).toHaveText("This session has ended");
    await expect(clientPage.getByRole("link", { name: "Leave a review" })).toBeVisible();
    await expect(clientPage.getByRole("link", { name: "Book again" })).toBeVisible();
    await expect(clientPage.getByRole("button", { name: "Join now" })).toHaveCount(0);
    await expectAccessible(clientPage);
    await shot(clientPage, site.name, "session-room-ended");
    await other.close();
  });
});

/**
 * Relay only (decision 055): a coturn started here, credentials from the API's media adapter (the REST
 * shared-secret scheme, ICE_TRANSPORT_POLICY=relay) put in place of the room's ICE configuration in
 * both pages before their scripts run (the suite's API, shared by every spec, runs without TURN), so
 * the room's own connections gather relay candidates only and must meet through the relay.
 */
test.describe("session room through TURN only", () => {
  test.skip(({ isMobile }) => isMobile, "the connection, not the layout: desktop only");
  test.skip(!hasTurnserver(), "Debian's coturn (turnserver) is not installed; .ci/run installs it");
  let coturn: Coturn;
  test.beforeAll(async () => {
    coturn = await startCoturn();
  });
  test.afterAll(async () => {
    await coturn?.stop();
  });

  async function relayOnly(page: Page, userId: string, closesAt: Date) {
    const adapter = createMediaAdapter({
      TURN_URLS: coturn.urls.join(","),
      TURN_SHARED_SECRET: coturn.secret,
      ICE_TRANSPORT_POLICY: "relay",
    });
    const config = await adapter.joinConfig({
      roomId: "relay",
      userId,
      displayName: "Relay",
      canShareScreen: false,
      media: "video",
      expiresAt: closesAt,
      now: new Date(),
    });
    if (config.kind !== "mesh") throw new Error("expected the mesh adapter");
    expect(config.iceTransportPolicy).toBe("relay");
    await page.addInitScript(
      ({ iceServers, policy }: { iceServers: IceServer[]; policy: RTCIceTransportPolicy }) => {
        const Native = window.RTCPeerConnection;
        const made: RTCPeerConnection[] = [];
        class RelayOnly extends Native {
          constructor(init?: RTCConfiguration) {
            super({ ...init, iceServers, iceTransportPolicy: policy });
            made.push(this);
          }
        }
        window.RTCPeerConnection = RelayOnly;
        (window as Window & { relayPairs?: () => Promise<string[]> }).relayPairs = async () => {
          const types: string[] = [];
          for (const pc of made) {
            if (pc.connectionState !== "connected") continue;
            const stats = await pc.getStats();
            for (const r of stats.values()) {
              if (r.type !== "transport" || !r.selectedCandidatePairId) continue;
              const pair = stats.get(r.selectedCandidatePairId);
              const local = stats.get(pair?.localCandidateId)?.candidateType;
              types.push(`${local}/${stats.get(pair?.remoteCandidateId)?.candidateType}`);
            }
          }
          return types;
        };
      },
      { iceServers: config.iceServers, policy: config.iceTransportPolicy },
    );
  }

  test("client and provider meet through the relay: relay candidates both ways, video and audio flow", async ({
    page,
    browser,
    playwright,
  }) => {
    test.setTimeout(180_000);
    const request = await apiFor(playwright);
    const { provider, client, session, url } = await roomFor(request, site, "relay-room", {
      firstName: "Efe",
      lastName: "Udo",
    });
    await startNow(provider, session.identifier);
    const closesAt = new Date(Date.now() + 2 * 3_600_000);
    await relayOnly(page, client.id, closesAt);
    await signIn(page, site.url, client.email);
    await join(page, url);

    const { context: other, page: providerPage } = await pageOf(browser, page, site, provider.email);
    await relayOnly(providerPage, provider.id, closesAt);
    await join(providerPage, url);
    await expectReceiving(page, true);
    await expectReceiving(providerPage, true);
    const pairs = (p: Page) =>
      p.evaluate(() => (window as Window & { relayPairs?: () => Promise<string[]> }).relayPairs?.() ?? []);
    expect(await pairs(page)).toEqual(["relay/relay"]);
    // Relay candidates come only from a TURN server, and this coturn is the only one either page has.
    expect(await pairs(providerPage)).toEqual(["relay/relay"]);
    await other.close();
  });
});
