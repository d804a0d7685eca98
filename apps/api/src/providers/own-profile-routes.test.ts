import { FEE_ERRORS } from "@marketplace/domain/fees";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import {
  bookingFees,
  concerns,
  providerCards,
  providerProfiles,
  therapies,
  therapyFees,
  users,
} from "../db/schema/index.ts";
import { SEEDED_APPROVAL_PROVIDER } from "../seed/seed.ts";

/**
 * The provider's own profile info, preferences, fees and visibility, and that each change shows in
 * search at once (the card triggers rebuild the card inside the same transaction). Runs on PGlite and
 * on PostgreSQL (`test:pg`).
 */
let t: TestApp;
let token = "";
let providerId = "";
let clientToken = "";

type Option = { identifier: string; name: string };
type Profile = {
  firstName: string;
  lastName: string;
  headline: string;
  title: string | null;
  hideProfileTitle: boolean;
  bio: string;
  disciplines: Option[];
  languages: Option[];
  acknowledgeBooking: boolean;
  offerOfflineSession: boolean;
  officeAddress: { addressLines: string[] } | null;
  officeAddressText: string | null;
  visibility: string;
};
type Prefs = Record<
  "therapy" | "modality" | "specialities" | "ageGroups" | "culturalBackgrounds" | "religion",
  Option[]
> & {
  clientGender: string | null;
};
type Fees = {
  currencyCode: string;
  therapy: Array<{
    therapyIdentifier: string;
    name: string;
    fee: number;
    isFree: boolean;
    canSetTherapyAsFree: boolean;
  }>;
};

const call = <T>(method: string, path: string, body?: unknown, as = token) =>
  t.json<T & { message?: string; errors?: string[] }>(path, {
    method,
    headers: { Authorization: `Bearer ${as}`, "Content-Type": "application/json" },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
const ids = (list: Option[]) => list.map((o) => o.identifier);
const searchIds = async (query: string) =>
  (await t.json<{ data: { objectID: string }[] }>(`/v1/providers?pageSize=50&${query}`)).body.data.map(
    (p) => p.objectID,
  );

async function profileBody(change: Partial<Record<string, unknown>> = {}) {
  const { body } = await call<{ data: Profile }>("GET", "/v1/provider/profile");
  const p = body.data;
  return {
    title: p.title,
    hideProfileTitle: p.hideProfileTitle,
    firstName: p.firstName,
    lastName: p.lastName,
    headline: p.headline,
    bio: p.bio,
    disciplines: ids(p.disciplines),
    languages: ids(p.languages),
    offerOfflineSession: false,
    officeAddress: null,
    ...change,
  };
}
async function prefsBody(change: Partial<Record<string, unknown>> = {}) {
  const { body } = await call<{ data: Prefs }>("GET", "/v1/provider/preferences");
  const p = body.data;
  return {
    therapy: ids(p.therapy),
    modality: ids(p.modality),
    specialities: ids(p.specialities),
    ageGroups: ids(p.ageGroups),
    culturalBackgrounds: ids(p.culturalBackgrounds),
    religion: ids(p.religion),
    clientGender: p.clientGender,
    ...change,
  };
}

beforeAll(async () => {
  t = await createTestApp({ providers: 6, clients: 3 });
  const session = await t.login("provider@demo.tranquil.example");
  token = session.token;
  providerId = session.user.identifier;
  clientToken = (await t.login("client@demo.tranquil.example")).token;
});
afterAll(() => t.close());

describe("profile info", () => {
  it("updates names and headline, and search finds the new words at once", async () => {
    const res = await call<{ data: Profile }>(
      "PUT",
      "/v1/provider/profile",
      await profileBody({ lastName: "Quillfeather", headline: "Gentle help with zymurgical worries" }),
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Profile Updated Successfully");
    expect(res.body.data).toMatchObject({ lastName: "Quillfeather" });
    expect(await searchIds("search=quillfeather")).toEqual([providerId]);
    expect(await searchIds("search=zymurgical")).toEqual([providerId]);
  });

  it("formats the office address in the provider's country's format and shows it on the profile", async () => {
    const res = await call<{ data: Profile }>(
      "PUT",
      "/v1/provider/profile",
      await profileBody({
        offerOfflineSession: true,
        officeAddress: { addressLines: ["12 Admiralty Way"], locality: "Lekki", administrativeArea: "Lagos" },
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body.data.officeAddressText).toBe("12 Admiralty Way, Lekki, Lagos");
    const profile = await t.json<{ profileInfo: { officeAddress: string | null } }>(
      `/v1/providers/${providerId}`,
    );
    expect(profile.body.profileInfo.officeAddress).toBe("12 Admiralty Way, Lekki, Lagos");
  });

  it("answers 400 with each problem for bad input, and changes nothing", async () => {
    const res = await call("PUT", "/v1/provider/profile", {
      firstName: "",
      lastName: "A",
      offerOfflineSession: true,
      disciplines: ["01JD0000000000000000000000"],
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      "firstName: First name is required",
      "officeAddress: An office address is required for in-person sessions",
    ]);
    const unknown = await call(
      "PUT",
      "/v1/provider/profile",
      await profileBody({ disciplines: ["01JD0000000000000000000000"] }),
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual(["disciplines: Choose from the list"]);
    expect((await call<{ data: Profile }>("GET", "/v1/provider/profile")).body.data.lastName).toBe(
      "Quillfeather",
    );
  });
});

describe("where a provider practises (decision 045)", () => {
  // Imported once the server exists: the provider module's schemas need zod's OpenAPI extension first.
  let PRACTICE_COUNTRY_MESSAGES: typeof import("@marketplace/domain/provider").PRACTICE_COUNTRY_MESSAGES;
  beforeAll(async () => {
    ({ PRACTICE_COUNTRY_MESSAGES } = await import("@marketplace/domain/provider"));
  });

  it("keeps the approval switch out of the profile: saving the profile leaves it as it was", async () => {
    await t.database.db
      .update(providerProfiles)
      .set({ acknowledgeBooking: true })
      .where(eq(providerProfiles.userId, providerId));
    const res = await call<{ data: Profile }>(
      "PUT",
      "/v1/provider/profile",
      await profileBody({ acknowledgeBooking: false }),
    );
    expect(res.status).toBe(200);
    expect(res.body.data.acknowledgeBooking).toBe(true);
    await t.database.db
      .update(providerProfiles)
      .set({ acknowledgeBooking: false })
      .where(eq(providerProfiles.userId, providerId));
  });

  it("refuses a change of currency while a booking in the old one is unsettled", async () => {
    // The demo provider (Nigeria, naira) has upcoming confirmed sessions with the demo client.
    const res = await call("PUT", "/v1/provider/profile", await profileBody({ countryCode: "US" }));
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([`countryCode: ${PRACTICE_COUNTRY_MESSAGES.openBookings("NGN")}`]);
    const [profile] = await t.database.db
      .select({ countryCode: providerProfiles.countryCode })
      .from(providerProfiles)
      .where(eq(providerProfiles.userId, providerId));
    expect(profile?.countryCode).toBe("NG");
  });

  it("a US provider moves to the UK: refused while fees are in dollars, then listed in the UK in pounds", async () => {
    const session = await t.login(SEEDED_APPROVAL_PROVIDER.email);
    const as = session.token;
    const id = session.user.identifier;
    const own = async (change: Record<string, unknown>) => {
      const { body } = await call<{ data: Profile }>("GET", "/v1/provider/profile", undefined, as);
      const p = body.data;
      return {
        firstName: p.firstName,
        lastName: p.lastName,
        disciplines: ids(p.disciplines),
        languages: ids(p.languages),
        ...change,
      };
    };
    expect(await searchIds("country=US")).toContain(id);
    const refused = await call("PUT", "/v1/provider/profile", await own({ countryCode: "GB" }), as);
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([`countryCode: ${PRACTICE_COUNTRY_MESSAGES.feesSet("USD", "GBP")}`]);
    expect(await searchIds("country=US")).toContain(id);

    const fees = await call<{ data: Fees }>("GET", "/v1/provider/fees", undefined, as);
    const zero = fees.body.data.therapy.map((f) => ({
      therapyIdentifier: f.therapyIdentifier,
      fee: 0,
      isFree: false,
    }));
    expect((await call("PUT", "/v1/provider/fees", { therapyFees: zero }, as)).status).toBe(200);
    const moved = await call<{ data: Profile & { countryCode: string } }>(
      "PUT",
      "/v1/provider/profile",
      await own({ countryCode: "GB" }),
      as,
    );
    expect(moved.status).toBe(200);
    expect(moved.body.data.countryCode).toBe("GB");
    const after = await call<{ data: Fees }>("GET", "/v1/provider/fees", undefined, as);
    expect(after.body.data.currencyCode).toBe("GBP");
    const [row] = await t.database.db
      .select({
        profile: providerProfiles.countryCode,
        state: providerProfiles.state,
        fees: bookingFees.countryCode,
        account: users.countryCode,
        card: providerCards.countryCode,
        cardCurrency: providerCards.currencyCode,
      })
      .from(providerProfiles)
      .innerJoin(bookingFees, eq(bookingFees.providerId, providerProfiles.userId))
      .innerJoin(users, eq(users.id, providerProfiles.userId))
      .innerJoin(providerCards, eq(providerCards.providerId, providerProfiles.userId))
      .where(eq(providerProfiles.userId, id));
    expect(row).toEqual({
      profile: "GB",
      state: null,
      fees: "GB",
      account: "GB",
      card: "GB",
      cardCurrency: "GBP",
    });
    // The directory lists them where they practise now.
    expect(await searchIds("country=GB")).toContain(id);
    expect(await searchIds("country=US")).not.toContain(id);
    // Fees entered again are in pounds; the country stays as it is while they are set.
    const pounds = fees.body.data.therapy.map((f) => ({
      therapyIdentifier: f.therapyIdentifier,
      fee: 9000,
      isFree: false,
    }));
    expect((await call("PUT", "/v1/provider/fees", { therapyFees: pounds }, as)).status).toBe(200);
    const back = await call("PUT", "/v1/provider/profile", await own({ countryCode: "US" }), as);
    expect(back.body.errors).toEqual([`countryCode: ${PRACTICE_COUNTRY_MESSAGES.feesSet("GBP", "USD")}`]);
    // Saving without a country, or with the same one, changes nothing about it.
    expect((await call("PUT", "/v1/provider/profile", await own({}), as)).status).toBe(200);
    expect((await call("PUT", "/v1/provider/profile", await own({ countryCode: "GB" }), as)).status).toBe(
      200,
    );
    expect(await searchIds("country=GB")).toContain(id);
  });

  it("accepts only the countries a provider may practise in", async () => {
    const res = await call("PUT", "/v1/provider/profile", await profileBody({ countryCode: "FR" }));
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([`countryCode: ${PRACTICE_COUNTRY_MESSAGES.choose}`]);
  });
});

describe("preferences", () => {
  it("replaces the links in one go; search filters follow at once", async () => {
    const [concern] = await t.database.db
      .select({ id: concerns.id })
      .from(concerns)
      .where(
        sql`${concerns.id} not in (select concern_id from provider_concerns where provider_id = ${providerId})`,
      )
      .limit(1);
    if (!concern) throw new Error("no free concern in the seed");
    expect(await searchIds(`concern=${concern.id}`)).not.toContain(providerId);
    const res = await call<{ data: Prefs }>(
      "POST",
      "/v1/provider/preferences",
      await prefsBody({ specialities: [concern.id], clientGender: "Female" }),
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Preference Updated Successfully");
    expect(ids(res.body.data.specialities)).toEqual([concern.id]);
    expect(res.body.data.clientGender).toBe("Female");
    expect(await searchIds(`concern=${concern.id}`)).toContain(providerId);
  });

  it("gives an added therapy a fee row and takes the fee of a removed one", async () => {
    const [consultation] = await t.database.db
      .select()
      .from(therapies)
      .where(eq(therapies.name, "Initial Consultation"));
    const [other] = await t.database.db.select().from(therapies).where(eq(therapies.name, "Couples Therapy"));
    if (!consultation || !other) throw new Error("catalogue changed");
    const res = await call<{ data: Prefs }>(
      "POST",
      "/v1/provider/preferences",
      await prefsBody({ therapy: [consultation.id, other.id] }),
    );
    expect(res.status).toBe(200);
    const fees = await call<{ data: Fees }>("GET", "/v1/provider/fees");
    expect(fees.body.data.therapy.map((f) => [f.name, f.canSetTherapyAsFree])).toEqual([
      ["Couples Therapy", false],
      ["Initial Consultation", true],
    ]);
    const empty = await call("POST", "/v1/provider/preferences", await prefsBody({ therapy: [] }));
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe("Choose at least one therapy");
  });
});

describe("fees", () => {
  it("marks a therapy free where allowed; the free filter finds the provider at once", async () => {
    const { body } = await call<{ data: Fees }>("GET", "/v1/provider/fees");
    const consultation = body.data.therapy.find((f) => f.canSetTherapyAsFree);
    const paid = body.data.therapy.find((f) => !f.canSetTherapyAsFree);
    if (!consultation || !paid) throw new Error("expected both kinds");
    const res = await call<{ data: Fees }>("PUT", "/v1/provider/fees", {
      therapyFees: [
        { therapyIdentifier: consultation.therapyIdentifier, fee: 999, isFree: true },
        { therapyIdentifier: paid.therapyIdentifier, fee: 1_250_000, isFree: false },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Fee added successfully");
    expect(res.body.data.therapy.map((f) => [f.fee, f.isFree])).toEqual([
      [1_250_000, false],
      [0, true],
    ]);
    expect(await searchIds("isFree=true")).toContain(providerId);
  });

  it("the card's general fee follows: the lowest paid therapy fee, or 0 when all are free", async () => {
    const { body } = await call<{ data: Fees }>("GET", "/v1/provider/fees");
    const paid = body.data.therapy.filter((f) => !f.canSetTherapyAsFree);
    const fees = paid.map((f, i) => ({
      therapyIdentifier: f.therapyIdentifier,
      fee: 20_000 + i * 5_000,
      isFree: false,
    }));
    await call("PUT", "/v1/provider/fees", { therapyFees: fees });
    const generalFee = async () =>
      (await call<{ data: Fees & { general: { fee: number } } }>("GET", "/v1/provider/fees")).body.data
        .general.fee;
    expect(await generalFee()).toBe(20_000);
    const card = await t.database.db
      .select({ fee: providerCards.generalFee })
      .from(providerCards)
      .where(eq(providerCards.providerId, providerId));
    expect(card[0]?.fee).toBe(20_000);
  });

  it("refuses 'free' where the therapy cannot be free, and therapies the provider does not offer", async () => {
    const { body } = await call<{ data: Fees }>("GET", "/v1/provider/fees");
    const paid = body.data.therapy.find((f) => !f.canSetTherapyAsFree);
    const notMine = await t.database.db
      .select({ id: therapies.id })
      .from(therapies)
      .where(eq(therapies.name, "Family Therapy"));
    const refused = await call("PUT", "/v1/provider/fees", {
      therapyFees: [{ therapyIdentifier: paid?.therapyIdentifier, fee: 0, isFree: true }],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(FEE_ERRORS.cannotBeFree);
    const foreign = await call("PUT", "/v1/provider/fees", {
      therapyFees: [{ therapyIdentifier: notMine[0]?.id, fee: 100, isFree: false }],
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toBe(FEE_ERRORS.notYourTherapy);
    const [row] = await t.database.db
      .select()
      .from(therapyFees)
      .where(
        and(eq(therapyFees.providerId, providerId), eq(therapyFees.therapyId, paid?.therapyIdentifier ?? "")),
      );
    expect(row?.isFree).toBe(false);
  });
});

describe("visibility", () => {
  it("a hidden provider leaves search at once; only they still see their profile, marked hidden", async () => {
    expect(await searchIds("")).toContain(providerId);
    // The home grid asks for featured providers, a landing page for its city: both are this search.
    expect(await searchIds("featured=true")).toContain(providerId);
    const hide = await call<{ visibility: string }>("PUT", "/v1/provider/visibility-status");
    expect(hide.body.visibility).toBe("hidden");
    expect(await searchIds("")).not.toContain(providerId);
    expect(await searchIds("featured=true")).not.toContain(providerId);
    expect((await t.json(`/v1/providers/${providerId}`)).status).toBe(404);
    expect((await call("GET", `/v1/providers/${providerId}`, undefined, clientToken)).status).toBe(404);
    const own = await call<{ visibility: string }>("GET", `/v1/providers/${providerId}`);
    expect(own.status).toBe(200);
    expect(own.body.visibility).toBe("hidden");
    const show = await call<{ visibility: string }>("PUT", "/v1/provider/visibility-status");
    expect(show.body.visibility).toBe("visible");
    expect(await searchIds("")).toContain(providerId);
  });
});
