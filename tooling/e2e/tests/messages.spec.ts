import type { Browser, Page, TestInfo } from "@playwright/test";
import { expectAccessible } from "./axe.ts";
import { apiFor, initiateSession, newBookableProvider, signUp } from "./booking-people.ts";
import { pdfFile } from "./documents.ts";
import { expect, overflowOf, test } from "./fixtures.ts";
import { jpegFile, pngFile } from "./images.ts";
import { liveStreamReady, watchLiveStream } from "./live.ts";
import { signIn, signInByPost } from "./session.ts";
import { shot } from "./shots.ts";
import { API, SITES } from "./sites.ts";

// Issue 15, messages (spec screen 11; docs/decisions/028-messaging.md): a client and a provider of
// this test's own who share a booking talk in two browser contexts; what one sends, edits and deletes
// shows up live on the other side. Attachments pass and fail with the spec's messages; a third
// person gets 403 on the conversation and its file from the API (the page: not found). 1280 px (desktop) and 375 px (mobile).

/** A second person's browser, shaped like this project's (viewport, touch). */
async function secondPage(browser: Browser, info: TestInfo) {
  const { viewport, isMobile, hasTouch, userAgent } = info.project.use;
  const context = await browser.newContext({ viewport, isMobile, hasTouch, userAgent });
  return context.newPage();
}

/**
 * Opens an own message's Edit/Delete: a long press on phones (held until the menu shows, however
 * late the page's 500 ms timer fires under load), the options button on desktop.
 */
async function openMenu(page: Page, text: string, isMobile: boolean) {
  const bubble = page.getByTestId("message").filter({ hasText: text });
  if (isMobile) {
    const target = bubble.locator("p").first();
    await target.dispatchEvent("pointerdown", { pointerType: "touch", isPrimary: true });
    await expect(page.getByRole("button", { name: "Edit", exact: true })).toBeVisible();
    await target.dispatchEvent("pointerup", { pointerType: "touch", isPrimary: true });
  } else {
    await bubble.getByRole("button", { name: "Message options" }).click();
  }
  return bubble;
}

for (const site of SITES) {
  test(`${site.name}: messages, edits and deletes arrive live; attachments; strangers get 403`, async ({
    page,
    browser,
    playwright,
    isMobile,
  }, info) => {
    test.setTimeout(180_000);
    const request = await apiFor(playwright);
    const provider = await newBookableProvider(request, site, "messages-provider");
    const client = await signUp(request, site, "messages-client", "client", {
      firstName: "Nkem",
      lastName: "Obi",
    });
    const stranger = await signUp(request, site, "messages-stranger", "client", {
      firstName: "Sam",
      lastName: "Else",
    });
    await initiateSession(request, provider, client, { daysAhead: 2 });

    const other = await secondPage(browser, info);
    await watchLiveStream(other);
    await signIn(page, site.url, client.email);
    await signIn(other, site.url, provider.email);

    // The client's list has the provider; the conversation opens with the safety notice.
    await page.goto(`${site.url}/messages`);
    await expect(page.getByTestId("conversations")).toContainText("Ada");
    await shot(page, site.name, "messages-list");
    await page.getByTestId("conversations").getByRole("link").first().click();
    await expect(page).toHaveURL(`${site.url}/messages/${provider.id}`);
    await expect(page.getByText(/Keep your conversations and payments on this platform/)).toBeVisible();
    await expect(page.getByRole("link", { name: /View Ada .*profile/ })).toHaveAttribute(
      "href",
      `/provider/${provider.id}`,
    );

    await other.goto(`${site.url}/messages/${client.id}`);
    await expect(other.getByText(/Keep client conversations and payments on this platform/)).toBeVisible();
    await expect(other.getByRole("link", { name: /View Nkem Obi.*profile/ })).toHaveAttribute(
      "href",
      `/client/${client.id}`,
    );
    // The provider's stream is subscribed before anything is sent (the page falls back to reloading
    // on the spec's timings only while its stream is down).
    await liveStreamReady(other);

    // Send: Enter is a newline, the button sends; the provider sees it without reloading.
    const box = page.getByLabel("Message", { exact: true });
    await box.fill("Hello from Nkem");
    await box.press("Enter");
    await expect(box).toHaveValue("Hello from Nkem\n");
    const height = await box.evaluate((el) => el.getBoundingClientRect().height);
    expect(height).toBeGreaterThanOrEqual(30);
    expect(height).toBeLessThanOrEqual(75);
    await page.getByRole("button", { name: "Send" }).click();
    await expect(page.getByTestId("thread")).toContainText("Hello from Nkem");
    await expect(other.getByTestId("thread")).toContainText("Hello from Nkem", { timeout: 5000 });

    // Whitespace only is not sent.
    await box.fill("   \n  ");
    await page.getByRole("button", { name: "Send" }).click();
    await expect(page.getByTestId("message")).toHaveCount(1);

    // Edit: the banner, then 'Edited' on the other side.
    await openMenu(page, "Hello from Nkem", isMobile);
    await page.getByRole("button", { name: "Edit", exact: true }).click();
    await expect(page.getByText("Edit message")).toBeVisible();
    await expect(box).toHaveValue(/^Hello from Nkem\n?$/);
    await box.fill("Hello again from Nkem");
    await page.getByRole("button", { name: /^Save/ }).click();
    const edited = other.getByTestId("message").filter({ hasText: "Hello again from Nkem" });
    await expect(edited).toContainText("Edited", { timeout: 5000 });

    // The provider cannot edit the client's message: no options on it.
    await expect(edited.getByRole("button", { name: "Message options" })).toHaveCount(0);

    // Delete: 'Message deleted' on the other side.
    await openMenu(page, "Hello again from Nkem", isMobile);
    await page.getByRole("button", { name: "Delete", exact: true }).click();
    await expect(other.getByTestId("thread")).toContainText("Message deleted", { timeout: 5000 });

    // Attachments: the spec's messages, then a queue with a removal, then the files arrive.
    const photo = page.getByLabel("Photo", { exact: true });
    const document = page.getByLabel("Document", { exact: true });
    await photo.setInputFiles({ name: "notes.pdf", mimeType: "application/pdf", buffer: pdfFile() });
    await expect(page.getByText("Only images can be uploaded", { exact: true })).toBeVisible();
    await document.setInputFiles({ name: "me.png", mimeType: "image/png", buffer: pngFile(40, 40) });
    await expect(page.getByText("Only documents can be uploaded", { exact: true })).toBeVisible();
    await photo.setInputFiles({
      name: "me.webp",
      mimeType: "image/webp",
      buffer: Buffer.from("RIFF0000WEBPVP8 "),
    });
    await expect(page.getByText("WebP and SVG images are not supported", { exact: true })).toBeVisible();
    await document.setInputFiles({
      name: "big.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.alloc(10 * 1024 * 1024 + 1, 1),
    });
    await expect(page.getByText("File must not be more than 10MB", { exact: true })).toBeVisible();
    // Issue 28: three refusals in quick succession leave two toasts, the newest, and none lies over
    // Send (375 px too). Each toast stays 5 s, so the burst does not wait between files.
    await photo.setInputFiles({ name: "a.pdf", mimeType: "application/pdf", buffer: pdfFile() });
    await document.setInputFiles({ name: "b.png", mimeType: "image/png", buffer: pngFile(40, 40) });
    await photo.setInputFiles({
      name: "c.webp",
      mimeType: "image/webp",
      buffer: Buffer.from("RIFF0000WEBPVP8 "),
    });
    const toasts = page.getByRole("region", { name: /^Notifications/ }).locator("li");
    await expect(toasts).toHaveText([
      "Only documents can be uploaded",
      "WebP and SVG images are not supported",
    ]);
    const send = await page.getByRole("button", { name: "Send" }).boundingBox();
    if (!send) throw new Error("Send should have a box");
    for (const toast of await toasts.evaluateAll((items) =>
      items.map((i) => i.getBoundingClientRect().toJSON()),
    )) {
      const { x, y, width, height } = toast as { x: number; y: number; width: number; height: number };
      const apart =
        x + width <= send.x || send.x + send.width <= x || y + height <= send.y || send.y + send.height <= y;
      expect(apart, "a toast lies over Send").toBe(true);
    }
    await shot(page, site.name, "messages-toasts");
    await document.setInputFiles([
      { name: "intake.pdf", mimeType: "application/pdf", buffer: pdfFile("Intake") },
      { name: "extra.pdf", mimeType: "application/pdf", buffer: pdfFile("Extra") },
    ]);
    const queue = page.getByTestId("queued-files");
    await expect(queue).toContainText("intake.pdf");
    await page.getByRole("button", { name: "Remove extra.pdf" }).click();
    await expect(queue).not.toContainText("extra.pdf");
    await box.fill("My intake form");
    await page.getByRole("button", { name: "Send" }).click();
    await expect(other.getByRole("link", { name: "Download intake.pdf" })).toBeVisible({ timeout: 5000 });
    await photo.setInputFiles({ name: "room.jpg", mimeType: "image/jpeg", buffer: jpegFile(300, 200) });
    await page.getByRole("button", { name: "Send" }).click();
    await expect(other.getByRole("img", { name: "room.jpg" })).toBeVisible({ timeout: 5000 });

    // The provider replies; the client reads it live.
    await other.getByLabel("Message", { exact: true }).fill("Thanks, see you soon");
    await other.getByRole("button", { name: "Send" }).click();
    await expect(page.getByTestId("thread")).toContainText("Thanks, see you soon", { timeout: 5000 });

    // Search toggles a box and reloads the conversation with the query.
    await page.getByRole("button", { name: "Search this conversation" }).click();
    await page.getByLabel("Search messages").fill("intake");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/search=intake/);
    await expect(page.getByTestId("message")).toHaveCount(1);

    // A third person: 403 on the conversation and on its file (with their own sign-in or the link).
    const listed = await request.get(`${API}/v1/messages/conversations/${provider.id}`, {
      headers: { Authorization: `Bearer ${client.token}` },
    });
    const file = (
      (await listed.json()) as { data: { attachments: { identifier: string; url: string }[] }[] }
    ).data
      .flatMap((m) => m.attachments)
      .find(Boolean);
    if (!file) throw new Error("no attachment listed");
    const asStranger = { Authorization: `Bearer ${stranger.token}` };
    expect(
      (await request.get(`${API}/v1/messages/conversations/${client.id}`, { headers: asStranger })).status(),
    ).toBe(403);
    expect(
      (
        await request.get(`${API}/v1/messages/attachments/${file.identifier}`, { headers: asStranger })
      ).status(),
    ).toBe(403);
    expect((await request.get(file.url, { headers: asStranger })).status()).toBe(403);
    const third = await secondPage(browser, info);
    await signInByPost(third, site.url, stranger.email);
    // The page: someone you share no booking with is not found (issue 28), while the API says 403.
    const refused = await third.goto(`${site.url}/messages/${client.id}`);
    expect(refused?.status()).toBe(404);

    // Axe, no sideways scroll, screenshots.
    await page.goto(`${site.url}/messages/${provider.id}`);
    await expect(page.getByTestId("thread")).toContainText("Thanks, see you soon");
    await expectAccessible(page);
    expect(await overflowOf(page)).toBeNull();
    await shot(page, site.name, "conversation");
    await page.goto(`${site.url}/messages`);
    await expectAccessible(page);
    expect(await overflowOf(page)).toBeNull();
    await other.reload();
    await shot(other, site.name, "conversation-provider");
    await other.context().close();
    await third.context().close();
  });
}

// An account holds at most 10 live streams (decision 008); a page that goes (a reload) must free its
// place at once, through the site's relay, not at the API's next heartbeat 25 s later (decision 056:
// five quick reloads used to lock the next page out of its live events).
test("a page reloaded twelve times in a row still gets its live stream each time", async ({
  page,
  playwright,
}) => {
  test.skip(test.info().project.name === "mobile", "the stream, not the layout: desktop only");
  test.setTimeout(120_000);
  const site = SITES[0];
  if (!site) throw new Error("no site");
  const request = await apiFor(playwright);
  const client = await signUp(request, site, "stream-reload-client", "client", {
    firstName: "Remi",
    lastName: "Ade",
  });
  await watchLiveStream(page);
  await signInByPost(page, site.url, client.email);
  await page.goto(`${site.url}/messages`);
  await liveStreamReady(page);
  for (let i = 0; i < 12; i++) {
    await page.reload();
    await liveStreamReady(page);
  }
});
