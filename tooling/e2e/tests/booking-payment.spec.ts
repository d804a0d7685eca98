import { topUpLimits } from "@marketplace/domain/wallet";
import type { APIRequestContext } from "@playwright/test";
import { expectAccessible } from "./axe.ts";
import { book, type Created, type Slot, slotsAhead } from "./booking-api.ts";
import { apiFor, newBookableProvider, type Person, type ProviderSetup, signUp } from "./booking-people.ts";
import { expect, test } from "./fixtures.ts";
import { signInByPost } from "./session.ts";
import { shot } from "./shots.ts";
import { API, SITES } from "./sites.ts";

// Issue 14, paying for a booking on /payment/{id} and /payment/series/{seriesId}
// (docs/decisions/023-ledger-and-payments.md) through the sandbox gateway: each test signs up its own
// client and provider, books through the API and pays in the browser at 1280 px (desktop project) and
// 375 px (mobile project, which also fails any page that scrolls sideways). E2E_SHOTS=dir saves screenshots.

type Site = (typeof SITES)[number];

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
const key = () => `e2e-${crypto.randomUUID()}`;

interface Setup {
  api: APIRequestContext;
  client: Person;
  provider: ProviderSetup;
  slots: Slot[];
}

/** A client and a bookable provider of this test's own, on this site. */
async function people(playwright: Parameters<typeof apiFor>[0], site: Site, label: string): Promise<Setup> {
  const api = await apiFor(playwright);
  const [client, provider] = await Promise.all([
    signUp(api, site, `${label}-${site.name}`, "client", { firstName: "Ife", lastName: "Payer" }),
    newBookableProvider(api, site, `${label}-pro-${site.name}`),
  ]);
  return { api, client, provider, slots: await slotsAhead(api, provider.id) };
}

/** Books `count` sessions (a series when more than one) of the provider's Individual Therapy. */
function bookWith(s: Setup, count = 1): Promise<Created> {
  return book(
    s.api,
    s.client,
    {
      providerIdentifier: s.provider.id,
      therapyIdentifier: s.provider.soloTherapy,
      modalityIdentifier: s.provider.modality,
      concerns: [s.provider.concern],
      participants: [],
    },
    { slots: s.slots, count, series: count > 1 },
  );
}

async function walletBalance(api: APIRequestContext, who: Person): Promise<number> {
  const res = await api.get(`${API}/v1/wallet`, { headers: auth(who.token) });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { balance: number }).balance;
}

/** The sandbox checkout decided without a browser (its form posted); answers the payment's reference. */
async function decide(api: APIRequestContext, authorizationUrl: string, decision: string) {
  const reference = new URL(authorizationUrl).pathname.split("/").pop() ?? "";
  const res = await api.post(authorizationUrl, { form: { decision }, maxRedirects: 0 });
  expect(res.status()).toBe(303);
  return reference;
}

/** A top-up through the API, approved in the sandbox and settled by asking its status. */
async function topUpOnce(api: APIRequestContext, who: Person, amount: number) {
  const res = await api.post(`${API}/v1/payment/top-up`, {
    headers: { ...auth(who.token), "Idempotency-Key": key() },
    data: { amount },
  });
  expect(res.status(), await res.text()).toBe(201);
  const started = (await res.json()) as { metadata: { authorizationUrl: string } };
  const reference = await decide(api, started.metadata.authorizationUrl, "approve");
  const status = await api.get(`${API}/v1/payment/status/${reference}`, { headers: auth(who.token) });
  expect(((await status.json()) as { status: string }).status).toBe("success");
}

/**
 * `amount` on the wallet in top-ups no larger than the currency allows one to be (packages/domain
 * topUpLimits, which the API holds every top-up to): $15,000 of sessions take three top-ups.
 */
async function topUp(request: APIRequestContext, who: Person, amount: number) {
  const wallet = await request.get(`${API}/v1/wallet`, { headers: auth(who.token) });
  const { min, max } = topUpLimits(((await wallet.json()) as { currency: string }).currency);
  for (let left = amount; left > 0; left -= max)
    await topUpOnce(request, who, Math.max(min, Math.min(max, left)));
}

const money = /\d/;

for (const site of SITES) {
  test.describe(`${site.name}: paying for a booking`, () => {
    test("a fresh client pays for one session through the gateway and the booking is confirmed", async ({
      page,
      playwright,
    }) => {
      test.setTimeout(120_000);
      const s = await people(playwright, site, "pay1");
      const created = await bookWith(s);
      expect(created.status).toBe("awaiting_payment");
      await signInByPost(page, site.url, s.client.email);
      await page.goto(`${site.url}/payment/${created.identifier}`);
      const form = page.getByTestId("pay-form");
      await expect(page.getByTestId("wallet-balance")).toHaveText(money);
      // An empty wallet: the box is there, not ticked.
      await expect(form.getByRole("checkbox", { name: "Use wallet balance" })).not.toBeChecked();
      const total = (await page.getByTestId("booking-total").textContent()) ?? "";
      const pay = form.getByRole("button", { name: `Pay ${total}` });
      await expect(pay).toBeVisible();
      await expectAccessible(page);
      await shot(page, site.name, "payment-single");

      await pay.click();
      await expect(page).toHaveURL(/\/sandbox\/checkout\//);
      await page.getByRole("button", { name: /^Approve payment/ }).click();
      await expect(page).toHaveURL(`${site.url}/booking/${created.identifier}/summary?done=paid`);
      await expect(page.getByText("Payment successful!")).toBeVisible();
      await expect(page.getByTestId("booking-status")).toHaveText("Confirmed");
      await shot(page, site.name, "payment-success");
    });

    test("a client with a topped-up wallet pays a series of 3 from it: confirmed at once, the wallet reduced", async ({
      page,
      playwright,
    }) => {
      test.setTimeout(120_000);
      const s = await people(playwright, site, "pay3");
      await topUp(s.api, s.client, 5_000_000);
      const before = await walletBalance(s.api, s.client);
      const created = await bookWith(s, 3);
      await signInByPost(page, site.url, s.client.email);
      await page.goto(`${site.url}/payment/series/${created.seriesIdentifier}`);
      await expect(page.getByTestId("sessions").getByRole("listitem")).toHaveCount(3);
      const form = page.getByTestId("pay-form");
      await expect(form.getByRole("checkbox", { name: "Use wallet balance" })).toBeChecked();
      await expect(page.getByTestId("pay-split")).toContainText("Your wallet covers all of it");
      const total = (await page.getByTestId("booking-total").textContent()) ?? "";
      await expectAccessible(page);
      await shot(page, site.name, "payment-series");

      await form.getByRole("button", { name: `Pay ${total}` }).click();
      await expect(page).toHaveURL(/\/booking\/[0-9A-Z]{26}\/summary\?done=paid$/);
      await expect(page.getByText("Payment successful!")).toBeVisible();
      await expect(page.getByTestId("booking-status")).toHaveText("Confirmed");
      const view = await s.api.get(`${API}/v1/booking/series/${created.seriesIdentifier}`, {
        headers: auth(s.client.token),
      });
      const paid = (await view.json()) as { totalBookingFee: number; status: string };
      expect(paid.status).toBe("confirmed");
      expect(await walletBalance(s.api, s.client)).toBe(before - paid.totalBookingFee);
    });

    test("back from the gateway before it answers: the busy state asks again until the payment is confirmed", async ({
      page,
      playwright,
    }) => {
      test.setTimeout(120_000);
      const s = await people(playwright, site, "payw");
      const created = await bookWith(s);
      // The checkout starts through the API; the page is opened as the gateway would return to it.
      const res = await s.api.post(`${API}/v1/payment/booking/${created.identifier}`, {
        headers: { ...auth(s.client.token), "Idempotency-Key": key() },
        data: { useWalletBalance: false, isSeries: false, site: site.url },
      });
      expect(res.status(), await res.text()).toBe(201);
      const started = (await res.json()) as {
        metadata: { authorizationUrl: string };
        payment: { reference: string };
      };
      await signInByPost(page, site.url, s.client.email);
      await page.goto(`${site.url}/payment/${created.identifier}?reference=${started.payment.reference}`);
      const busy = page.getByTestId("payment-checking");
      await expect(busy).toContainText("Checking your payment…");
      await expect(busy).toHaveAttribute("aria-busy", "true");
      await expect(page.getByTestId("pay-form")).toHaveCount(0);
      await expectAccessible(page);
      await shot(page, site.name, "payment-busy");
      // The gateway approves; the next poll (every 5 s) finds it and moves on.
      await decide(s.api, started.metadata.authorizationUrl, "approve");
      await expect(page).toHaveURL(`${site.url}/booking/${created.identifier}/summary?done=paid`, {
        timeout: 15_000,
      });
      await expect(page.getByText("Payment successful!")).toBeVisible();
    });

    // Decline: the card is refused. Cancel payment: the payer walks away from the checkout (abandoned).
    // Issue 28: either one released the time, with no way to pay again but booking from the start.
    for (const [ending, button, words] of [
      ["declined", "Decline payment", "Payment failed. Please try again."],
      ["abandoned", "Cancel payment", "Payment cancelled. You were not charged."],
    ] as const) {
      test(`a ${ending} payment says '${words}', keeps the time and offers paying again`, async ({
        page,
        playwright,
      }) => {
        test.setTimeout(120_000);
        const s = await people(playwright, site, ending === "declined" ? "payx" : "payq");
        const created = await bookWith(s);
        const slotOf = async () => {
          const view = await s.api.get(`${API}/v1/booking/${created.identifier}`, {
            headers: auth(s.client.token),
          });
          return ((await view.json()) as { bookings: { appointmentTime: string }[] }).bookings[0]
            ?.appointmentTime;
        };
        const startTime = await slotOf();
        expect(startTime).toBeTruthy();
        const at = (iso: string | undefined) => (iso ? Date.parse(iso) : Number.NaN);
        const open = async () => {
          const list = await slotsAhead(s.api, s.provider.id);
          return list.some((x) => at(x.startTime) === at(startTime));
        };
        expect(await open()).toBe(false);

        await signInByPost(page, site.url, s.client.email);
        await page.goto(`${site.url}/payment/${created.identifier}`);
        await page.getByTestId("pay-form").getByRole("button", { name: /^Pay / }).click();
        await expect(page).toHaveURL(/\/sandbox\/checkout\//);
        await page.getByRole("button", { name: button }).click();
        await expect(page).toHaveURL(new RegExp(`/payment/${created.identifier}\\?reference=`));
        await expect(page.getByText(words)).toBeVisible();
        await expect(page.getByText("This time was released")).toHaveCount(0);
        await expect(page.getByTestId("pay-form")).toBeVisible();
        expect(await open()).toBe(false);
        await expectAccessible(page);
        await shot(page, site.name, `payment-${ending}`);

        // Paying again goes through: the same booking is confirmed.
        await page.getByTestId("pay-form").getByRole("button", { name: /^Pay / }).click();
        await expect(page).toHaveURL(/\/sandbox\/checkout\//);
        await page.getByRole("button", { name: "Approve payment" }).click();
        await expect(page).toHaveURL(`${site.url}/booking/${created.identifier}/summary?done=paid`);
        await expect(page.getByText("Payment successful!")).toBeVisible();
      });
    }
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  for (const site of SITES) {
    test(`${site.name}: the pay form posts and the server sends the browser to the checkout and back`, async ({
      page,
      playwright,
    }) => {
      test.setTimeout(120_000);
      const s = await people(playwright, site, "payn");
      const created = await bookWith(s);
      await signInByPost(page, site.url, s.client.email);
      await page.goto(`${site.url}/payment/${created.identifier}`);
      await page.getByTestId("pay-form").getByRole("button", { name: /^Pay / }).click();
      await expect(page).toHaveURL(/\/sandbox\/checkout\//);
      await page.getByRole("button", { name: /^Approve payment/ }).click();
      await expect(page).toHaveURL(`${site.url}/booking/${created.identifier}/summary?done=paid`);
      await expect(page.getByText("Payment successful!")).toBeVisible();
      await expect(page.getByTestId("booking-status")).toHaveText("Confirmed");
    });
  }
});
