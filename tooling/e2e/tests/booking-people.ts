import { type APIRequestContext, expect } from "@playwright/test";
import { pdfFile } from "./documents.ts";
import { jpegFile } from "./images.ts";
import { emailedLink, freshEmail } from "./mail.ts";
import { PASSWORD } from "./session.ts";
import { API, type SITES } from "./sites.ts";
import { approveLicences } from "./staff-people.ts";

type Site = (typeof SITES)[number];

export interface Person {
  email: string;
  id: string;
  token: string;
}

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/**
 * An API client for one test, calling from an address of its own (a documentation range): the API
 * believes X-Forwarded-For from loopback, so each test's sign-ups and bookings count against its own
 * throttle rather than the one address every spec on this machine shares.
 */
export async function apiFor(playwright: {
  request: { newContext: (o: object) => Promise<APIRequestContext> };
}) {
  const address = `198.51.100.${1 + Math.floor(Math.random() * 254)}`;
  return playwright.request.newContext({ extraHTTPHeaders: { "X-Forwarded-For": address } });
}

/** Someone signed up and confirmed through the API, with a fresh address; answers their session. */
export async function signUp(
  request: APIRequestContext,
  site: Site,
  label: string,
  role: "client" | "provider",
  names: { firstName: string; lastName: string },
): Promise<Person> {
  const email = freshEmail(label);
  const signup = await request.post(`${API}/v1/auth/signup`, {
    data: {
      ...names,
      email,
      password: PASSWORD,
      role,
      countryCode: site.country,
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
  const login = await request.post(`${API}/v1/auth/login`, { data: { email, password: PASSWORD } });
  expect(login.status()).toBe(200);
  const { token, user } = (await login.json()) as { token: string; user: { identifier: string } };
  return { email, id: user.identifier, token };
}

type Option = { identifier: string; name: string };
async function catalogue(request: APIRequestContext, path: string): Promise<Option[]> {
  const res = await request.get(`${API}${path}`);
  expect(res.status()).toBe(200);
  const body = (await res.json()) as Option[] | { data: Option[] };
  return Array.isArray(body) ? body : body.data;
}
const named = (list: Option[], name: string) => {
  const found = list.find((o) => o.name === name);
  if (!found) throw new Error(`${name} is not in the catalogue`);
  return found.identifier;
};

export interface ProviderSetup extends Person {
  /** Couples Therapy, which takes invitees (and needs one), and Individual Therapy, which takes none. */
  therapy: string;
  soloTherapy: string;
  modality: string;
  concern: string;
}

/**
 * A provider of this test's own, set up and published through the API: Couples Therapy (which allows
 * invitees) by video, a fee, open hours every day for 30 days with no notice, a photo, a profile and a
 * licence. Their own provider keeps each test's slots apart from the demo provider, whose hours other
 * specs rewrite while they run; published, their open times are public as the reschedule page reads them.
 */
export async function newBookableProvider(
  request: APIRequestContext,
  site: Site,
  label: string,
): Promise<ProviderSetup> {
  const provider = await newProviderReadyToPublish(request, site, label);
  const licence = await request.post(`${API}/v1/provider/credentials/license/files`, {
    headers: auth(provider.token),
    multipart: { file: { name: "licence.pdf", mimeType: "application/pdf", buffer: pdfFile() } },
  });
  expect(licence.status(), await licence.text()).toBe(201);
  // Publishing waits for staff to verify the licence (issue 32): staff approve it as the console does.
  await approveLicences(request, provider.id);
  const publish = await request.post(`${API}/v1/provider/publish`, { headers: auth(provider.token) });
  expect(publish.status(), await publish.text()).toBe(200);
  return provider;
}

/**
 * newBookableProvider's provider up to the licence: everything onboarding asks but the licence file,
 * not yet published (staff-verification.spec.ts uploads the licence on the screen).
 */
export async function newProviderReadyToPublish(
  request: APIRequestContext,
  site: Site,
  label: string,
): Promise<ProviderSetup> {
  const word = `Quillon${Math.random().toString(36).slice(2, 8)}`;
  const provider = await signUp(request, site, label, "provider", { firstName: "Ada", lastName: word });
  const [therapies, modalities, concerns, disciplines, languages] = await Promise.all([
    catalogue(request, "/v1/categories/therapy"),
    catalogue(request, "/v1/categories/therapy-modality"),
    catalogue(request, "/v1/categories/concerns"),
    catalogue(request, "/v1/categories/disciplines"),
    catalogue(request, "/v1/categories/languages"),
  ]);
  const therapy = named(therapies, "Couples Therapy");
  const soloTherapy = named(therapies, "Individual Therapy");
  const modality = named(modalities, "Online - Video");
  const concern = concerns[0]?.identifier ?? "";
  const headers = auth(provider.token);
  const put = async (method: "post" | "put", path: string, data: unknown) => {
    const res = await request[method](`${API}${path}`, { headers, data });
    expect(res.status(), `${path}: ${await res.text()}`).toBeLessThan(300);
  };
  await put("post", "/v1/provider/preferences", {
    therapy: [therapy, soloTherapy],
    modality: [modality],
    specialities: [concern],
  });
  await put("put", "/v1/provider/fees", {
    therapyFees: [
      { therapyIdentifier: therapy, fee: 1_500_000, isFree: false },
      { therapyIdentifier: soloTherapy, fee: 1_000_000, isFree: false },
    ],
  });
  await put("put", "/v1/provider/settings", {
    timezone: "Africa/Lagos",
    sessionMinutes: 50,
    bufferMinutes: 10,
    noticeHours: 0,
    approvalRequired: false,
  });
  const day = [{ start: "09:00", end: "13:00" }];
  await put("put", "/v1/provider/availability", {
    weeklyHours: {
      monday: day,
      tuesday: day,
      wednesday: day,
      thursday: day,
      friday: day,
      saturday: day,
      sunday: day,
    },
    sessionMinutes: 50,
    bufferMinutes: 10,
    noticeHours: 0,
    horizonDays: 30,
    daysOff: [],
  });
  await put("put", "/v1/provider/profile", {
    title: "Dr.",
    firstName: "Ada",
    lastName: word,
    headline: "Calm, practical help for couples finding their way back to each other",
    bio: "I work with couples on communication, trust and the changes life brings.",
    disciplines: [disciplines[0]?.identifier],
    languages: [languages[0]?.identifier],
  });
  const photo = await request.post(`${API}/v1/profile/photo`, {
    headers,
    multipart: { file: { name: "me.jpg", mimeType: "image/jpeg", buffer: jpegFile(400, 400) } },
  });
  expect(photo.status(), await photo.text()).toBe(200);
  await put("put", "/v1/provider/credentials/license", { title: "Licensed Counsellor" });
  return { ...provider, therapy, soloTherapy, modality, concern };
}

export interface Timeslot {
  identifier: string;
  startTime: string;
}

/** The provider's open slots from `daysAhead` days on, for a week. */
export async function openSlots(
  request: APIRequestContext,
  providerId: string,
  daysAhead: number,
): Promise<Timeslot[]> {
  const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
  const res = await request.get(
    `${API}/v1/providers/${providerId}/timeslots?from=${day(daysAhead)}&to=${day(daysAhead + 6)}`,
  );
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: Timeslot[] }).data;
}

/**
 * A session the provider initiates for the client (confirmed at once, no payment), on the first open
 * slot at least `daysAhead` days away, with these invitees. Answers the session's identifier.
 */
export async function initiateSession(
  request: APIRequestContext,
  provider: ProviderSetup,
  client: Person,
  options: { daysAhead: number; participants?: string[] },
): Promise<{ identifier: string; seriesIdentifier: string; startTime: string }> {
  const [slot] = await openSlots(request, provider.id, options.daysAhead);
  if (!slot) throw new Error("the provider has no open slot");
  // A provider books only for a client who booked them (issue 27): the client first asks for a
  // session to schedule later (awaiting payment, no time held).
  const asked = await request.post(`${API}/v1/booking`, {
    headers: auth(client.token),
    data: {
      providerIdentifier: provider.id,
      therapyIdentifier: provider.soloTherapy,
      modalityIdentifier: provider.modality,
      concerns: [provider.concern],
      participants: [],
      timeslotIdentifier: null,
    },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  const res = await request.post(`${API}/v1/booking`, {
    headers: auth(provider.token),
    data: {
      clientIdentifier: client.id,
      therapyIdentifier: options.participants?.length ? provider.therapy : provider.soloTherapy,
      modalityIdentifier: provider.modality,
      concerns: [provider.concern],
      participants: options.participants ?? [],
      timeslotIdentifier: slot.identifier,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const created = (await res.json()) as { identifier: string; seriesIdentifier: string };
  return { ...created, startTime: slot.startTime };
}

/**
 * A session the client books with the provider and pays through the sandbox gateway (its checkout
 * approved without a browser, then settled by asking its status), on the first open slot at least
 * `daysAhead` days away. Only a paid session can be reviewed (issue 27): a session the provider
 * initiates is confirmed unpaid and, once its end passes, cancelled as unpaid. Answers its identifier.
 */
export async function bookAndPaySession(
  request: APIRequestContext,
  provider: ProviderSetup,
  client: Person,
  options: { daysAhead: number },
): Promise<{ identifier: string; seriesIdentifier: string; startTime: string }> {
  const [slot] = await openSlots(request, provider.id, options.daysAhead);
  if (!slot) throw new Error("the provider has no open slot");
  const booked = await request.post(`${API}/v1/booking`, {
    headers: auth(client.token),
    data: {
      providerIdentifier: provider.id,
      therapyIdentifier: provider.soloTherapy,
      modalityIdentifier: provider.modality,
      concerns: [provider.concern],
      participants: [],
      timeslotIdentifier: slot.identifier,
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const created = (await booked.json()) as { identifier: string; seriesIdentifier: string };
  const started = await request.post(`${API}/v1/payment/booking/${created.identifier}`, {
    headers: { ...auth(client.token), "Idempotency-Key": `pay-${created.identifier}` },
    data: { useWalletBalance: false, isSeries: false },
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
  const status = await request.get(`${API}/v1/payment/status/${payment.reference}`, {
    headers: auth(client.token),
  });
  expect(((await status.json()) as { status: string }).status).toBe("success");
  return { ...created, startTime: slot.startTime };
}
