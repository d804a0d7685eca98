import { type APIRequestContext, expect } from "@playwright/test";
import { ownAddress } from "./addresses.ts";
import { emailedLink, freshEmail } from "./mail.ts";
import { PASSWORD } from "./session.ts";
import { API, type SITES } from "./sites.ts";

/**
 * Bookings made straight through the API (docs/decisions/021-booking.md) for the specs of the pages
 * after booking. Each test signs up its own client and books slots a week or more ahead, never a
 * provider's first open slot: other specs, running at the same time, read the demo accounts' bookings
 * and the demo provider's first open slot.
 */

type Site = (typeof SITES)[number];

export const APPROVAL_PROVIDER = "provider.approval@demo.tranquil.example";
export const DEMO_PROVIDER_EMAIL = "provider@demo.tranquil.example";

export interface Signed {
  token: string;
  id: string;
  email: string;
}

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

export async function apiLogin(request: APIRequestContext, email: string): Promise<Signed> {
  const res = await request.post(`${API}/v1/auth/login`, { data: { email, password: PASSWORD } });
  expect(res.status(), `log in ${email}`).toBe(200);
  const { token, user } = (await res.json()) as { token: string; user: { identifier: string } };
  return { token, id: user.identifier, email };
}

/**
 * A client signed up on `site`, confirmed and signed in through the API, living in `country` (the
 * site's own country unless given).
 */
export async function newClient(
  request: APIRequestContext,
  site: Site,
  label: string,
  country: string = site.country,
): Promise<Signed> {
  const email = freshEmail(`${label}-${site.name}`);
  const signup = await request.post(`${API}/v1/auth/signup`, {
    headers: ownAddress(),
    data: {
      firstName: "Ife",
      lastName: "Booker",
      email,
      password: PASSWORD,
      role: "client",
      countryCode: country,
      site: site.url,
      acceptTerms: true,
      healthDataConsent: true,
    },
  });
  expect(signup.status()).toBeLessThan(300);
  const link = new URL(await emailedLink(email, "/confirm-email"));
  const confirm = await request.post(`${API}/v1/auth/confirm-email`, {
    data: { token: link.searchParams.get("token") },
  });
  expect(confirm.status()).toBe(200);
  return apiLogin(request, email);
}

export interface BookingForm {
  provider: { identifier: string; acknowledgeBooking: boolean };
  client: { identifier: string };
  therapies: { identifier: string; name: string; allowInvite: boolean }[];
  modalities: { identifier: string; name: string; isOffline: boolean }[];
  concerns: { identifier: string; name: string }[];
  fees: { currencyCode: string };
}

export async function bookingForm(request: APIRequestContext, who: Signed, withId: string) {
  const res = await request.get(`${API}/v1/booking/form?with=${withId}`, { headers: auth(who.token) });
  expect(res.status(), `booking form with ${withId}`).toBe(200);
  return (await res.json()) as BookingForm;
}

export interface Slot {
  identifier: string;
  startTime: string;
  endTime: string;
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** The provider's open slots from `fromDays` days ahead on (never their first open slot). */
export async function slotsAhead(request: APIRequestContext, providerId: string, fromDays = 7) {
  const res = await request.get(
    `${API}/v1/providers/${providerId}/timeslots?from=${day(fromDays)}&to=${day(fromDays + 40)}`,
  );
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: Slot[] }).data;
}

const shuffle = <T>(list: T[]): T[] =>
  list
    .map((item) => ({ item, r: Math.random() }))
    .sort((a, b) => a.r - b.r)
    .map(({ item }) => item);

/** A seeded provider of the site's country who books at once (no approval) and has slots ahead. */
export async function instantProvider(request: APIRequestContext, client: Signed, site: Site) {
  const res = await request.get(`${API}/v1/providers?country=${site.country}&page=2`);
  expect(res.status()).toBe(200);
  const cards = ((await res.json()) as { data: { objectID: string }[] }).data;
  // A random order, so parallel runs rarely share a provider (and slot picks stay apart).
  for (const c of shuffle(cards)) {
    const form = await bookingForm(request, client, c.objectID);
    if (form.provider.acknowledgeBooking) continue;
    const slots = await slotsAhead(request, c.objectID);
    if (slots.length >= 4) return { id: c.objectID, form, slots };
  }
  throw new Error(`no provider in ${site.country} books at once with open slots ahead`);
}

/** The spec-3 payload's fixed parts: a therapy without invitees, the first modality and concern. */
export function payloadBase(form: BookingForm) {
  const therapy = form.therapies.find((t) => !t.allowInvite) ?? form.therapies[0];
  return {
    therapyIdentifier: therapy?.identifier ?? "",
    modalityIdentifier: form.modalities[0]?.identifier ?? "",
    concerns: form.concerns.slice(0, 1).map((c) => c.identifier),
    participants: [] as string[],
  };
}

export interface Created {
  identifier: string;
  seriesIdentifier: string;
  status: string;
  holdExpiresAt: string | null;
}

/**
 * POST /v1/booking (or /series) as `who`, trying the given slots in a random order until one is free:
 * a parallel run may have taken a choice (409). Each try takes slots not tried before (random picks
 * with replacement once ran out of luck with a provider whose few slots were mostly held).
 */
export async function book(
  request: APIRequestContext,
  who: Signed,
  body: Record<string, unknown>,
  options: { slots?: Slot[]; count?: number; series?: boolean } = {},
): Promise<Created> {
  const { slots = [], count = 1, series = false } = options;
  const untried = shuffle(slots);
  const refusals: string[] = [];
  for (let attempt = 0; attempt < 12; attempt += 1) {
    // Once every slot has been tried, a series may still combine them differently.
    const pool = untried.length >= count ? untried : shuffle(slots);
    const ids = pool.splice(0, count).map((slot) => slot.identifier);
    const data = series
      ? { ...body, totalSessions: Math.max(2, count), seriesTimeslots: ids }
      : { ...body, timeslotIdentifier: ids[0] ?? null };
    const res = await request.post(`${API}/v1/booking${series ? "/series" : ""}`, {
      headers: auth(who.token),
      data,
    });
    if (res.status() === 409 && slots.length > 0) {
      refusals.push(await res.text());
      if (!series && untried.length === 0) break;
      continue;
    }
    expect(res.status(), await res.text()).toBe(201);
    return (await res.json()) as Created;
  }
  throw new Error(`every slot tried was taken: ${refusals.join(" | ")}`);
}
