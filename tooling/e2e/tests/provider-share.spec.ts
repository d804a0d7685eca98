import { PLATFORM_COMMISSION_SHARE } from "@marketplace/domain/ledger";
import { expectAccessible } from "./axe.ts";
import {
  apiLogin,
  book,
  bookingForm,
  DEMO_PROVIDER_EMAIL,
  newClient,
  payloadBase,
  slotsAhead,
} from "./booking-api.ts";
import { expect, test } from "./fixtures.ts";
import { signInByPost } from "./session.ts";
import { shot } from "./shots.ts";
import { API, SITES } from "./sites.ts";

// Issue 28, a provider's share: beside the client's total, a provider's booking summary shows the
// commission and their earnings, by the ledger's rule (the earnings page shows the same once held).

for (const site of SITES) {
  test(`${site.name}: a provider's booking summary shows the client's total and, beside it, their earnings`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const client = await newClient(request, site, "share");
    const provider = await apiLogin(request, DEMO_PROVIDER_EMAIL);
    const form = await bookingForm(request, client, provider.id);
    const created = await book(
      request,
      client,
      { ...payloadBase(form), providerIdentifier: provider.id },
      { slots: await slotsAhead(request, provider.id) },
    );
    const view = await request.get(`${API}/v1/booking/${created.identifier}`, {
      headers: { Authorization: `Bearer ${provider.token}` },
    });
    const booking = (await view.json()) as { bookingFee: number; totalBookingFee: number };
    await signInByPost(page, site.url, DEMO_PROVIDER_EMAIL);
    await page.goto(`${site.url}/booking/${created.identifier}/summary`);
    await expect(page.getByRole("term").filter({ hasText: "Client's total" })).toBeVisible();
    await expect(
      page.getByRole("term").filter({ hasText: /^Tranquil's commission per session \(20%\)$/ }),
    ).toBeVisible();
    await expect(page.getByRole("term").filter({ hasText: "Your earnings per session" })).toBeVisible();
    // The share and the commission add up to the fee, by the ledger's rule.
    const number = async (id: string) =>
      Number((await page.getByTestId(id).innerText()).replace(/[^\d.]/g, ""));
    const commission = await number("booking-commission");
    const share = await number("booking-share");
    expect(Math.round((commission + share) * 100)).toBe(booking.bookingFee);
    expect(Math.round(commission * 100)).toBe(Math.round(booking.bookingFee * PLATFORM_COMMISSION_SHARE));
    await shot(page, site.name, "summary-provider-share");
    await expectAccessible(page);
  });
}
