// Before any domain schema is built: @hono/zod-openapi adds .openapi() to the schemas created after it.
import "@hono/zod-openapi";
import { faker } from "@faker-js/faker";
import { ONBOARDING_MESSAGES, type OnboardingStatus } from "@marketplace/domain/onboarding";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpProvider } from "../../../test/sign-up.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";
import { approveLicenceFile } from "../../../test/verification-kit.ts";
import {
  disciplines,
  languages,
  modalities,
  providerAvailability,
  providerDisciplines,
  providerLanguages,
  providerModalities,
  providerProfiles,
  providerTherapies,
  qualificationFiles,
  qualifications,
  therapies,
  therapyFees,
  users,
} from "../../db/schema/index.ts";

interface Onboarding {
  status: OnboardingStatus;
  missing: string[];
  resumeStep: string | null;
}

const ulid = () => faker.string.ulid();
const licenceFileId = ulid();

let t: TestApp;
let token: string;
let providerId: string;

const call = (method: string, path: string) =>
  t.json<{ message?: string; errors?: string[]; data: Onboarding; visibility?: string }>(path, {
    method,
    headers: { Authorization: `Bearer ${token}` },
  });
const onboarding = async () => (await call("GET", "/v1/provider/onboarding")).body.data;
const first = async <T>(rows: Promise<T[]>) => (await rows)[0] as T;

/** The provider's name in a search, as a client would look for them. */
const foundInSearch = async () => {
  const res = await t.json<{ data: Array<{ objectID: string }> }>("/v1/providers?search=Zainab%20Quarshie");
  return res.body.data.some((p) => p.objectID === providerId);
};

beforeAll(async () => {
  t = await createTestApp({ providers: 3, clients: 2 });
  const session = await signUpProvider(t, "zainab@example.com", {
    firstName: "Zainab",
    lastName: "Quarshie",
  });
  token = session.token;
  providerId = session.user.identifier;
});
afterAll(() => t.close());

describe("onboarding", () => {
  it("a new provider starts with everything to do, hidden, and cannot be shown or published", async () => {
    const start = await onboarding();
    expect(start.resumeStep).toBe("one");
    expect(start.missing).toEqual(["profile", "preferences", "credentials", "fees", "availability"]);
    expect(start.status.publish).toBe(false);

    const publish = await call("POST", "/v1/provider/publish");
    expect(publish.status).toBe(409);
    expect(publish.body.message).toBe(ONBOARDING_MESSAGES.notReady);
    expect(publish.body.errors).toEqual(start.missing);

    const show = await call("PUT", "/v1/provider/visibility-status");
    expect(show.status).toBe(409);
    expect(show.body.message).toBe(ONBOARDING_MESSAGES.showBeforePublish);
    expect(await foundInSearch()).toBe(false);
  });

  it("each task counts once its data is saved, and the provider resumes at the first gap", async () => {
    const { db } = t.database;
    await db.update(users).set({ photoUrl: "/files/avatars/z.jpg" }).where(eq(users.id, providerId));
    await db
      .update(providerProfiles)
      .set({ headline: "Calm, practical help with anxiety", bio: "I work with adults." })
      .where(eq(providerProfiles.userId, providerId));
    expect((await onboarding()).status.profile).toBe(false);
    const discipline = await first(db.select().from(disciplines).limit(1));
    const language = await first(db.select().from(languages).limit(1));
    await db.insert(providerDisciplines).values({ providerId, itemId: discipline.id });
    await db.insert(providerLanguages).values({ providerId, itemId: language.id });
    expect(await onboarding()).toMatchObject({ resumeStep: "two", status: { profile: true } });

    const therapy = await first(db.select().from(therapies).limit(1));
    const modality = await first(db.select().from(modalities).limit(1));
    await db.insert(providerTherapies).values({ providerId, itemId: therapy.id });
    await db.insert(providerModalities).values({ providerId, itemId: modality.id });
    expect((await onboarding()).resumeStep).toBe("three");

    const licence = await first(
      db
        .insert(qualifications)
        .values({ id: ulid(), providerId, type: "license" })
        .returning({ id: qualifications.id }),
    );
    expect((await onboarding()).resumeStep).toBe("three");
    await db.insert(qualificationFiles).values({
      id: licenceFileId,
      qualificationId: licence.id,
      filename: "licence.pdf",
      path: "credentials/z/licence.pdf",
      checkStatus: "pending",
    });
    expect((await onboarding()).resumeStep).toBe("fee");

    // A therapy without a fee, or with 0 and not free, is not done.
    await db.insert(therapyFees).values({ providerId, therapyId: therapy.id, fee: 0 });
    expect((await onboarding()).resumeStep).toBe("fee");
    await db.update(therapyFees).set({ fee: 15_000 }).where(eq(therapyFees.providerId, providerId));
    expect((await onboarding()).resumeStep).toBe("four");

    const week = {
      monday: [],
      tuesday: [],
      wednesday: [],
      thursday: [],
      friday: [],
      saturday: [],
      sunday: [],
    };
    const availability = {
      providerId,
      bufferMinutes: 10,
      noticeHours: 12,
      horizonDays: 30,
      materialisedUntil: new Date(),
    };
    await db.insert(providerAvailability).values({ ...availability, weeklyHours: week });
    expect((await onboarding()).resumeStep).toBe("four");
    await db
      .update(providerAvailability)
      .set({ weeklyHours: { ...week, monday: [{ start: "09:00", end: "12:00" }] } })
      .where(eq(providerAvailability.providerId, providerId));
    expect(await onboarding()).toMatchObject({ resumeStep: "five", missing: [] });
  });

  it("publishing waits for staff to verify the licence (issue 32)", async () => {
    const refused = await call("POST", "/v1/provider/publish");
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(ONBOARDING_MESSAGES.licenceNotVerified);
    expect(await foundInSearch()).toBe(false);
    await approveLicenceFile(t, licenceFileId);
  });

  it("publishing shows the provider in search at once, verified; after that they may hide and show again", async () => {
    const publish = await call("POST", "/v1/provider/publish");
    expect(publish.status).toBe(200);
    expect(publish.body.message).toBe(ONBOARDING_MESSAGES.published);
    expect(publish.body.data).toMatchObject({ resumeStep: null, status: { publish: true } });
    expect(await foundInSearch()).toBe(true);
    const found = await t.json<{ data: Array<{ objectID: string; verified: boolean }> }>(
      "/v1/providers?search=Zainab%20Quarshie&verified=true",
    );
    expect(found.body.data.find((p) => p.objectID === providerId)?.verified).toBe(true);

    expect((await call("PUT", "/v1/provider/visibility-status")).body.visibility).toBe("hidden");
    expect(await foundInSearch()).toBe(false);
    expect((await call("PUT", "/v1/provider/visibility-status")).body.visibility).toBe("visible");
    expect(await foundInSearch()).toBe(true);
    // Publishing again changes nothing and still answers the status.
    expect((await call("POST", "/v1/provider/publish")).status).toBe(200);
  });
});
