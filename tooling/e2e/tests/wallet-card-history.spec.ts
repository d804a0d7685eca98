import { randomUUID } from "node:crypto";
import { formatAmount } from "@marketplace/domain/money";
import { expectAccessible } from "./axe.ts";
import { book, type Created, instantProvider, newClient, payloadBase } from "./booking-api.ts";
import { expect, test } from "./fixtures.ts";
import { signInByPost } from "./session.ts";
import { shot } from "./shots.ts";
import { API, SITES } from "./sites.ts";

// Issue 28: the wallet's history left out the sessions paid by card (their money never touched the
// wallet). A new client of each site pays a session by card and finds it in the history, labelled
// 'Paid by card', in the session's currency, with its receipt; the balance is untouched.

for (const site of SITES) {
  test(`${site.name}: a session paid by card is in the wallet's history, labelled, with its receipt`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const client = await newClient(request, site, "card-history");
    const headers = { Authorization: `Bearer ${client.token}` };
    // A session with a fee (a provider may offer a therapy free: nothing to pay by card).
    let created: Created | undefined;
    for (let attempt = 0; attempt < 5 && !created; attempt += 1) {
      const provider = await instantProvider(request, client, site);
      const made = await book(
        request,
        client,
        { ...payloadBase(provider.form), providerIdentifier: provider.id },
        { slots: provider.slots },
      );
      const owed = await request.get(`${API}/v1/booking/${made.identifier}`, { headers });
      if (((await owed.json()) as { totalBookingFee: number }).totalBookingFee > 0) created = made;
      else {
        // A free session waits unpaid like any other and a client may hold only two such (decision
        // 038): let it go before trying another provider, or the third try is refused.
        const cancelled = await request.post(`${API}/v1/booking/${made.identifier}/cancel`, { headers });
        expect(cancelled.status(), await cancelled.text()).toBe(200);
      }
    }
    if (!created) throw new Error("no provider with a fee books at once");
    const started = await request.post(`${API}/v1/payment/booking/${created.identifier}`, {
      headers: { ...headers, "Idempotency-Key": randomUUID() },
      data: { useWalletBalance: false, isSeries: false, site: site.url },
    });
    expect(started.status(), await started.text()).toBe(201);
    const { metadata, payment } = (await started.json()) as {
      metadata: { authorizationUrl: string };
      payment: { reference: string };
    };
    const approved = await request.post(metadata.authorizationUrl, {
      form: { decision: "approve" },
      maxRedirects: 0,
    });
    expect(approved.status()).toBe(303);
    // Settled as the site's poll would.
    const status = await request.get(`${API}/v1/payment/status/${payment.reference}`, { headers });
    expect(((await status.json()) as { status: string }).status).toBe("success");
    const view = await request.get(`${API}/v1/booking/${created.identifier}`, { headers });
    const booking = (await view.json()) as { status: string; totalBookingFee: number; currency: string };
    expect(booking.status).toBe("confirmed");

    await signInByPost(page, site.url, client.email);
    await page.goto(`${site.url}/wallet`);
    const line = page.getByTestId("transactions").getByRole("listitem");
    await expect(line).toHaveCount(1);
    await expect(line).toContainText("Session payment");
    await expect(line).toContainText("Paid by card");
    await expect(line).toContainText(
      `−${formatAmount(booking.totalBookingFee, booking.currency, site.locale)}`,
    );
    // Paid by card, not from the wallet: the balance is still nothing.
    await expect(page.getByTestId("wallet-balance")).toHaveText(
      formatAmount(0, booking.currency, site.locale),
    );
    await shot(page, site.name, "history-card");
    await expectAccessible(page);
    await line.getByRole("link", { name: /^View receipt: Session payment/ }).click();
    await expect(page).toHaveURL(`${site.url}/wallet/receipt/${payment.reference}`);
    await expect(page.getByRole("heading", { level: 1, name: "Receipt" })).toBeVisible();
  });
}
