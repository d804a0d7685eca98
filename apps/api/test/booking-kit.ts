import type { ServerOptions } from "../src/app.ts";
import { createTestApp, type TestApp } from "./test-app.ts";

/** The booking view's shape, for tests outside bookings (payments) that read it from answers. */
export type { BookingView } from "../src/bookings/booking-view.ts";

/** What booking tests share: a test app with a clock they move, signed-in parties and small helpers. */
export interface BookingKit {
  t: TestApp;
  clock: { now: Date };
  call: <T = Record<string, unknown>>(
    method: string,
    path: string,
    token: string,
    body?: unknown,
  ) => Promise<{ status: number; body: T; headers: Headers }>;
  /** The form for booking with (client) or for (provider) someone; a therapy without invitees. */
  choices: (token: string, withId: string) => Promise<Choices>;
  /** The provider's open times in the next `days` days. */
  slots: (providerId: string, days?: number) => Promise<Slot[]>;
}
export interface Slot {
  identifier: string;
  startTime: string;
  endTime: string;
}
export interface Choices {
  therapyIdentifier: string;
  modalityIdentifier: string;
  concerns: string[];
  fee: number;
}

const day = (d: Date) => d.toISOString().slice(0, 10);

export async function bookingKit(providers = 8, server: Partial<ServerOptions> = {}): Promise<BookingKit> {
  const clock = { now: new Date() };
  const t = await createTestApp(
    { providers, clients: 3 },
    {
      clock: () => clock.now,
      // In-process requests share one address: lift the per-address throttles for these tests.
      throttles: {
        mutations: { points: 100_000, durationSeconds: 60 },
        search: { points: 100_000, durationSeconds: 60 },
      },
      ...server,
    },
  );
  const call: BookingKit["call"] = (method, path, token, body) =>
    t.json(path, {
      method,
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  return {
    t,
    clock,
    call,
    choices: async (token, withId) => {
      const form = await call<{
        therapies: { identifier: string; allowInvite: boolean }[];
        modalities: { identifier: string }[];
        concerns: { identifier: string }[];
        fees: {
          general: { fee: number };
          therapy: { therapyIdentifier: string; fee: number; isFree: boolean }[];
        };
      }>("GET", `/v1/booking/form?with=${withId}`, token);
      if (form.status !== 200) throw new Error(`form answered ${form.status}`);
      const therapy = form.body.therapies.find((x) => !x.allowInvite);
      const modality = form.body.modalities[0];
      if (!therapy || !modality) throw new Error("the provider offers nothing to book");
      const own = form.body.fees.therapy.find((f) => f.therapyIdentifier === therapy.identifier);
      return {
        therapyIdentifier: therapy.identifier,
        modalityIdentifier: modality.identifier,
        concerns: form.body.concerns.slice(0, 2).map((c) => c.identifier),
        fee: own ? (own.isFree ? 0 : own.fee) : form.body.fees.general.fee,
      };
    },
    slots: async (providerId, days = 20) => {
      const from = new Date();
      const to = new Date(from.getTime() + days * 86_400_000);
      const res = await t.json<{ data: Slot[] }>(
        `/v1/providers/${providerId}/timeslots?from=${day(from)}&to=${day(to)}`,
      );
      return res.body.data;
    },
  };
}
