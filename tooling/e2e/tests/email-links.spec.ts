import type { Page } from "@playwright/test";
import {
  apiFor,
  initiateSession,
  newBookableProvider,
  openSlots,
  type ProviderSetup,
  signUp,
} from "./booking-people.ts";
import { expect, test } from "./fixtures.ts";
import { mailTo } from "./mail.ts";
import { dismissCookies, PASSWORD } from "./session.ts";
import { shot } from "./shots.ts";
import { API, SITES } from "./sites.ts";

// Issue 25: an email's link opened signed out goes through the login page and on to what it pointed
// at, by the login redirect rule (spec section 2): a new message's link to the conversation, a booking
// email's link to the booking's summary (by its booking, the rule's /booking/{id}).

/** The newest link emailed to `to` whose path matches `path`. */
async function linkIn(to: string, path: RegExp): Promise<URL> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        for (const m of await mailTo(to)) {
          link = m.text.match(new RegExp(`https?://[^\\s/]+${path.source}`))?.[0];
          if (link) return link;
        }
        return undefined;
      },
      { timeout: 15_000 },
    )
    .toBeTruthy();
  return new URL(link ?? "");
}

async function logInHere(page: Page, email: string) {
  await dismissCookies(page);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Log in" }).click();
}

for (const site of SITES) {
  test(`${site.name}: a new-message email and a booking email, opened signed out, lead through login to the conversation and the booking`, async ({
    page,
    playwright,
  }) => {
    test.setTimeout(150_000);
    const request = await apiFor(playwright);
    const provider = await newBookableProvider(request, site, "email-link-provider");
    const client = await signUp(request, site, "email-link-client", "client", {
      firstName: "Zainab",
      lastName: "Bello",
    });
    const session = await initiateSession(request, provider, client, { daysAhead: 2 });
    const sent = await request.post(`${API}/v1/messages`, {
      headers: { Authorization: `Bearer ${provider.token}` },
      multipart: { receiver: client.id, message: "Your first session is booked." },
    });
    expect(sent.status(), await sent.text()).toBeLessThan(300);

    // The new-message email links to the conversation on the client's site.
    const conversation = await linkIn(client.email, new RegExp(`/messages/${provider.id}`));
    expect(conversation.origin).toBe(site.url);
    await page.goto(conversation.href);
    await expect(page).toHaveURL(`${site.url}/login?redirect=/messages/${provider.id}`);
    await expect(page.getByText("Log in to read your message.")).toBeVisible();
    await shot(page, site.name, "login-for-message");
    await logInHere(page, client.email);
    await expect(page).toHaveURL(`${site.url}/messages/${provider.id}`);
    await expect(page.getByTestId("thread")).toContainText("Your first session is booked.");

    // The booking email links to the summary; the login page shows whose booking it is.
    await page.context().clearCookies();
    const summary = await linkIn(client.email, new RegExp(`/booking/${session.identifier}/summary`));
    await page.goto(summary.href);
    await expect(page).toHaveURL(`${site.url}/login?redirect=/booking/${session.identifier}`);
    await expect(page.getByText("Log in to continue with your booking.")).toBeVisible();
    await expect(page.getByTestId("booking-provider")).toBeVisible();
    await logInHere(page, client.email);
    await expect(page).toHaveURL(`${site.url}/booking/${session.identifier}/summary`);
  });
}

/** The client asks the provider (who reviews requests) for the open slot `index` days ahead. */
async function ask(
  request: Awaited<ReturnType<typeof apiFor>>,
  provider: ProviderSetup,
  client: { token: string },
  daysAhead: number,
) {
  const [slot] = await openSlots(request, provider.id, daysAhead);
  if (!slot) throw new Error("the provider has no open slot");
  const res = await request.post(`${API}/v1/booking`, {
    headers: { Authorization: `Bearer ${client.token}` },
    data: {
      providerIdentifier: provider.id,
      therapyIdentifier: provider.soloTherapy,
      modalityIdentifier: provider.modality,
      concerns: [provider.concern],
      participants: [],
      timeslotIdentifier: slot.identifier,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const created = (await res.json()) as { identifier: string; seriesIdentifier: string; status: string };
  expect(created.status).toBe("pending_approval");
  return created;
}

// Issue 28: a provider who reviews requests accepted one and the client heard nothing; and a signed-out
// visit to any signed-in page a notification links to lost its target at /login.
for (const site of SITES) {
  test(`${site.name}: an accepted and a declined request are emailed; each link, opened signed out, leads through login to paying or choosing another time`, async ({
    page,
    playwright,
  }) => {
    test.setTimeout(180_000);
    const request = await apiFor(playwright);
    const provider = await newBookableProvider(request, site, "answer-provider");
    const settings = await request.put(`${API}/v1/provider/settings`, {
      headers: { Authorization: `Bearer ${provider.token}` },
      data: {
        timezone: "Africa/Lagos",
        sessionMinutes: 50,
        bufferMinutes: 10,
        noticeHours: 0,
        approvalRequired: true,
      },
    });
    expect(settings.status(), await settings.text()).toBeLessThan(300);
    const client = await signUp(request, site, "answer-client", "client", {
      firstName: "Tola",
      lastName: "Ade",
    });
    const accepted = await ask(request, provider, client, 2);
    const declined = await ask(request, provider, client, 4);
    for (const [booking, decision] of [
      [accepted, "accept"],
      [declined, "decline"],
    ] as const) {
      const answered = await request.post(`${API}/v1/booking/${booking.identifier}/approval`, {
        headers: { Authorization: `Bearer ${provider.token}` },
        data: { decision },
      });
      expect(answered.status(), await answered.text()).toBe(200);
    }

    // Accepted: the email links to the payment page; signed out, login leads back to it, ready to pay.
    const pay = await linkIn(client.email, new RegExp(`/payment/${accepted.identifier}`));
    expect(pay.origin).toBe(site.url);
    await page.goto(pay.href);
    await expect(page).toHaveURL(`${site.url}/login?redirect=/payment/${accepted.identifier}`);
    await logInHere(page, client.email);
    await expect(page).toHaveURL(`${site.url}/payment/${accepted.identifier}`);
    await expect(page.getByTestId("pay-form")).toBeVisible();
    await shot(page, site.name, "request-accepted-payment");

    // Both are on the notifications page, each with its way on.
    await page.goto(`${site.url}/notifications`);
    await expect(page.getByText("Your booking request was accepted")).toBeVisible();
    await expect(page.getByText("Your booking request was declined")).toBeVisible();
    await expect(page.getByRole("button", { name: "pay now" })).toBeVisible();
    await expect(page.getByRole("button", { name: "choose another time" })).toBeVisible();
    await shot(page, site.name, "request-answered-notifications");

    // Declined: the email links to the request page, which offers another time with the same provider.
    await page.context().clearCookies();
    const other = await linkIn(client.email, new RegExp(`/booking/request/${declined.seriesIdentifier}`));
    await page.goto(other.href);
    await expect(page).toHaveURL(`${site.url}/login?redirect=/booking/request/${declined.seriesIdentifier}`);
    await logInHere(page, client.email);
    await expect(page).toHaveURL(`${site.url}/booking/request/${declined.seriesIdentifier}`);
    await expect(page.getByRole("link", { name: "Choose another time" })).toBeVisible();
  });
}
