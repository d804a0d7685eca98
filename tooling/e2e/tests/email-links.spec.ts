import type { Page } from "@playwright/test";
import { apiFor, initiateSession, newBookableProvider, signUp } from "./booking-people.ts";
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
