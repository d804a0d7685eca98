import { randomBytes } from "node:crypto";
import { base, en, en_GB, en_NG, en_US, Faker } from "@faker-js/faker";
import {
  AVAILABILITY_LIMITS,
  type AvailabilityRules,
  DEFAULT_AVAILABILITY,
  deriveSlots,
  emptyWeeklyHours,
  timeOfDay,
  WEEKDAY_BY_INDEX,
  type Weekday,
} from "@marketplace/domain/availability";
import { consentsGiven } from "@marketplace/domain/consent";
import { areasOf } from "@marketplace/domain/places";
import { API_SERVICE, localOrigin, siteOrigins } from "@marketplace/region";
import { addDays } from "date-fns";
import { eq, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { ulid } from "ulid";
import { hashPassword } from "../auth/index.ts";
import { parsePostMarkdown } from "../content/index.ts";
import type { Db } from "../db/index.ts";
import * as s from "../db/index.ts";
import { type FileStore, localFileStore } from "../files/index.ts";
import type { NotifyMail } from "../notifications/index.ts";
import { createStaffAccount } from "../staff/index.ts";
import { refreshVerifiedUntil } from "../verification/index.ts";
import { writeAvatar, writeCover } from "./avatars.ts";
import { BLOG_CATEGORIES } from "./blog-data.ts";
import { AUTHORED_POSTS } from "./blog-posts.ts";
import {
  AGE_GROUPS,
  CONCERNS,
  COUNTRIES,
  type CountryCode,
  CULTURAL_BACKGROUNDS,
  DISCIPLINES,
  FEE_RANGES,
  HEADLINES,
  LANGUAGES,
  LOCAL_LANGUAGES,
  MODALITIES,
  QUOTES_FOR_BIO,
  RELIGIONS,
  REVIEW_COMMENTS,
  STATES,
  THERAPIES,
} from "./catalogue-data.ts";
import { seedDemoActivity } from "./demo-activity.ts";

export const DEMO_PASSWORD = "Tranquil-demo-2026";
export const DEMO_ACCOUNTS = [
  {
    role: "client",
    email: "client@demo.tranquil.example",
    firstName: "Amara",
    lastName: "Okafor",
    country: "NG",
  },
  {
    role: "client",
    email: "client.uk@demo.tranquil.example",
    firstName: "Hannah",
    lastName: "Whitfield",
    country: "GB",
  },
  {
    role: "provider",
    email: "provider@demo.tranquil.example",
    firstName: "Tolu",
    lastName: "Adeyemi",
    country: "NG",
  },
] as const;

/**
 * The demo staff account (issue 32), made by the same createStaffAccount as `pnpm staff:create`. Its
 * TOTP secret is fixed and published like the demo password, so the demo can be signed in to with any
 * authenticator app (and the e2e suite computes its codes). Never seeded outside demo mode.
 */
export const DEMO_STAFF = {
  email: "staff@demo.tranquil.example",
  firstName: "Sam",
  lastName: "Okoro",
  totpSecret: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP",
  /** Fixed, so the seeded database is the same every time (seed.test.ts, the seed-cache test). */
  userId: "01KDVDNA00DEM0STAFF0000000",
} as const;

/**
 * A provider the seed always writes (the second one, in the UK): visible, featured, offering a free
 * Initial Consultation and with no reviews yet, so the 'No ratings yet' card and the profile's
 * 'Be the first…' state can be seen and tested. Everything random is still drawn for this provider
 * and then overridden, so every other seeded row stays the same as without it.
 */
export const SEEDED_NEWCOMER = { index: 1, firstName: "Eleanor", lastName: "Hughes" } as const;

/**
 * A provider who reviews every request before it is booked (acknowledgeBooking), with a demo sign-in,
 * so the approval flow of booking (docs/decisions/021-booking.md) can be seen and tested. The third
 * seeded provider; its random draws are unchanged, only the flag, the email and the password are set.
 */
export const SEEDED_APPROVAL_PROVIDER = {
  index: 2,
  email: "provider.approval@demo.tranquil.example",
} as const;

const publicFilesOf = (options: SeedOptions): FileStore =>
  options.publicFiles ?? localFileStore(options.uploadsDir);

export interface SeedOptions {
  uploadsDir: string;
  /** Where the avatars and covers go: the app's public file store (S3 with FILE_STORE=s3); uploadsDir by default. */
  publicFiles?: FileStore;
  /** How many providers (default 330: a third each in Nigeria, the UK and the US). */
  providers?: number;
  clients?: number;
  /** Fixed random seed: the same options always produce the same rows. */
  seed?: number;
  /** Day the availability starts from (default today). */
  today?: Date;
  /** Skip generated avatar files (the benchmark seeds 10,000 providers). */
  avatars?: boolean;
  log?: (line: string) => void;
  /**
   * The sites and link secret of the emails the demo bookings write (as the API's own): by default
   * the local sites and a secret of this run's.
   */
  mail?: NotifyMail;
  /** The API's public origin, for the sandbox checkouts of the demo payments (default: local). */
  publicUrl?: string;
}

export interface SeedReport {
  skipped: boolean;
  providers: number;
  clients: number;
  timeslots: number;
  reviews: number;
  posts: number;
}

const REF_DATE = new Date("2026-01-01T00:00:00Z");
/** How far ahead the seeded providers take bookings. */
const SEED_HORIZON_DAYS = 30;

async function insertChunked<T extends PgTable>(db: Db, table: T, rows: T["$inferInsert"][], size = 500) {
  for (let i = 0; i < rows.length; i += size) {
    await db
      .insert(table)
      .values(rows.slice(i, i + size))
      .onConflictDoNothing();
  }
}

const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/\+/g, " plus")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/**
 * Seeds realistic demo data. Deterministic for a given seed, and idempotent: when the demo client
 * already exists nothing is written, so `npm start` twice never duplicates rows.
 */
export async function seedDatabase(db: Db, options: SeedOptions): Promise<SeedReport> {
  const log = options.log ?? (() => {});
  const demoEmail = DEMO_ACCOUNTS[0].email;
  const existing = await db.select({ id: s.users.id }).from(s.users).where(eq(s.users.email, demoEmail));
  if (existing.length > 0) {
    return { skipped: true, providers: 0, clients: 0, timeslots: 0, reviews: 0, posts: 0 };
  }

  const faker = new Faker({ locale: [en, base] });
  const fakers: Record<CountryCode, Faker> = {
    NG: new Faker({ locale: [en_NG, en, base] }),
    GB: new Faker({ locale: [en_GB, en, base] }),
    US: new Faker({ locale: [en_US, en, base] }),
  };
  const seed = options.seed ?? 20261123;
  faker.seed(seed);
  fakers.NG.seed(seed + 1);
  fakers.GB.seed(seed + 2);
  fakers.US.seed(seed + 3);
  const newId = () => faker.string.ulid({ refDate: REF_DATE });
  // Slot ids come from a generator of their own, so how many slots the rules derive (which depends
  // on the day the seed runs) never shifts the draws of everything seeded after them.
  const slotFaker = new Faker({ locale: [base] });
  slotFaker.seed(seed + 4);
  const slotId = () => slotFaker.string.ulid({ refDate: REF_DATE });
  const placeFaker = new Faker({ locale: [base] });
  placeFaker.seed(seed + 5);

  // Catalogue ---------------------------------------------------------------------------------
  const named = (names: string[]) => names.map((name) => ({ id: newId(), name }));
  const concernRows = CONCERNS.map((name) => ({ id: newId(), name, slug: slugify(name) }));
  const therapyRows = THERAPIES.map((t) => ({ id: newId(), ...t }));
  const modalityRows = MODALITIES.map((m) => ({ id: newId(), imageUrl: null, ...m }));
  const disciplineRows = named(DISCIPLINES);
  const languageRows = named(LANGUAGES);
  const ageGroupRows = named(AGE_GROUPS);
  const backgroundRows = named(CULTURAL_BACKGROUNDS);
  const religionRows = named(RELIGIONS);

  await db.transaction(async (tx) => {
    await tx.insert(s.countries).values([...COUNTRIES]);
    await tx
      .insert(s.states)
      .values(
        COUNTRIES.flatMap((c) =>
          STATES[c.code].map((st) => ({ id: newId(), countryCode: c.code, name: st.name })),
        ),
      );
    await tx.insert(s.concerns).values(concernRows);
    await tx.insert(s.therapies).values(therapyRows);
    await tx.insert(s.modalities).values(modalityRows);
    await tx.insert(s.disciplines).values(disciplineRows);
    await tx.insert(s.languages).values(languageRows);
    await tx.insert(s.ageGroups).values(ageGroupRows);
    await tx.insert(s.culturalBackgrounds).values(backgroundRows);
    await tx.insert(s.religions).values(religionRows);
  });
  log(
    `catalogue: ${concernRows.length} concerns, ${therapyRows.length} therapies, ${modalityRows.length} modalities`,
  );

  // Accounts ----------------------------------------------------------------------------------
  const demoHash = await hashPassword(DEMO_PASSWORD);
  // Generated accounts cannot log in: they share one hash of a random password nobody knows.
  const lockedHash = await hashPassword(faker.string.alphanumeric(32));
  const providerCount = options.providers ?? 330;
  const clientCount = options.clients ?? 60;
  const countryOf = (i: number): CountryCode => (["NG", "GB", "US"] as const)[i % 3] ?? "GB";

  const userRows: (typeof s.users.$inferInsert)[] = [];
  const clientIds: string[] = [];
  for (let i = 0; i < clientCount; i += 1) {
    const country = countryOf(i);
    const f = fakers[country];
    const firstName = f.person.firstName();
    const lastName = f.person.lastName();
    const id = newId();
    clientIds.push(id);
    userRows.push({
      id,
      role: "client",
      email: `${slugify(firstName)}.${slugify(lastName)}.${i}@clients.example`,
      passwordHash: lockedHash,
      firstName,
      lastName,
      userName: `${slugify(firstName)}${i}`,
      countryCode: country,
      timezone: STATES[country][0]?.timezone ?? "Europe/London",
    });
  }

  const demoIds = new Map<string, string>();
  for (const account of DEMO_ACCOUNTS) {
    const id = newId();
    demoIds.set(account.email, id);
    userRows.push({
      id,
      role: account.role,
      email: account.email,
      passwordHash: demoHash,
      firstName: account.firstName,
      lastName: account.lastName,
      userName: slugify(`${account.firstName}-${account.lastName}`),
      countryCode: account.country,
      timezone: STATES[account.country][0]?.timezone ?? "Europe/London",
    });
    if (account.role === "client") clientIds.push(id);
  }

  // Providers ---------------------------------------------------------------------------------
  const profiles: (typeof s.providerProfiles.$inferInsert)[] = [];
  const fees: (typeof s.bookingFees.$inferInsert)[] = [];
  const therapyFeeRows: (typeof s.therapyFees.$inferInsert)[] = [];
  const links = {
    therapies: [] as { providerId: string; itemId: string }[],
    modalities: [] as { providerId: string; itemId: string }[],
    concerns: [] as { providerId: string; itemId: string }[],
    disciplines: [] as { providerId: string; itemId: string }[],
    languages: [] as { providerId: string; itemId: string }[],
    ageGroups: [] as { providerId: string; itemId: string }[],
    backgrounds: [] as { providerId: string; itemId: string }[],
    religions: [] as { providerId: string; itemId: string }[],
  };
  const slotRows: (typeof s.timeslots.$inferInsert)[] = [];
  const availabilityRows: (typeof s.providerAvailability.$inferInsert)[] = [];
  const reviewRows: (typeof s.reviews.$inferInsert)[] = [];
  const today = options.today ?? new Date();
  const demoProviderId = demoIds.get("provider@demo.tranquil.example");
  const english = languageRows.find((l) => l.name === "English");
  const inPerson = modalityRows.find((m) => m.isOffline);
  const video = modalityRows.find((m) => m.name === "Online - Video");
  const audio = modalityRows.find((m) => m.name === "Online - Audio");
  const individual = therapyRows.find((t) => t.name === "Individual Therapy");
  const consultation = therapyRows.find((t) => t.name === "Initial Consultation");
  if (!english || !inPerson || !video || !audio || !individual || !consultation)
    throw new Error("catalogue incomplete");

  for (let i = 0; i < providerCount; i += 1) {
    const isDemo = i === 0 && demoProviderId !== undefined;
    const country: CountryCode = isDemo ? "NG" : countryOf(i);
    const f = fakers[country];
    const sex = f.person.sexType();
    const isNewcomer = i === SEEDED_NEWCOMER.index && !isDemo;
    const isApproval = i === SEEDED_APPROVAL_PROVIDER.index && !isDemo;
    const drawnFirst = isDemo ? "Tolu" : f.person.firstName(sex);
    const drawnLast = isDemo ? "Adeyemi" : f.person.lastName();
    const firstName = isNewcomer ? SEEDED_NEWCOMER.firstName : drawnFirst;
    const lastName = isNewcomer ? SEEDED_NEWCOMER.lastName : drawnLast;
    const id = isDemo && demoProviderId ? demoProviderId : newId();
    const state = faker.helpers.weightedArrayElement(
      STATES[country].map((st) => ({ weight: st.weight, value: st })),
    );
    const metro = faker.helpers.weightedArrayElement(
      state.cities.map((c) => ({ weight: c.weight, value: c.name })),
    );
    // Where in the city's area (Lagos, or Ikeja, Lekki…), from a generator of its own (as slotId).
    const city = placeFaker.helpers.arrayElement([metro, ...areasOf(country, metro)]);
    const hasPhoto = options.avatars !== false && faker.datatype.boolean(0.85);
    const photoPath = hasPhoto ? await writeAvatar(publicFilesOf(options), id) : null;
    if (isDemo) {
      const demoUser = userRows.find((u) => u.id === id);
      if (demoUser) demoUser.photoUrl = photoPath;
    } else {
      userRows.push({
        id,
        role: "provider",
        email: isApproval
          ? SEEDED_APPROVAL_PROVIDER.email
          : `${slugify(firstName)}.${slugify(lastName)}.${i}@providers.example`,
        passwordHash: isApproval ? demoHash : lockedHash,
        firstName,
        lastName,
        userName: `${slugify(firstName)}-${slugify(lastName)}-${i}`,
        photoUrl: photoPath,
        countryCode: country,
        timezone: state.timezone,
      });
    }

    const disciplinesPicked = faker.helpers.arrayElements(disciplineRows, { min: 1, max: 2 });
    const concernsPicked = faker.helpers.arrayElements(concernRows, { min: 2, max: 9 });
    const offline = faker.datatype.boolean(0.35);
    const modalitiesPicked = [video];
    if (faker.datatype.boolean(0.6)) modalitiesPicked.push(audio);
    if (offline) modalitiesPicked.push(inPerson);
    const therapiesPicked = [
      individual,
      ...faker.helpers.arrayElements(
        therapyRows.filter((t) => t !== individual),
        { min: 0, max: 3 },
      ),
    ];
    const headline = faker.helpers.arrayElement(HEADLINES);
    const title = faker.datatype.boolean(0.4)
      ? "Dr."
      : faker.helpers.arrayElement(["Mr.", "Mrs.", "Ms.", "Mx."]);
    const genderValue = sex === "female" ? "Female" : "Male";
    profiles.push({
      userId: id,
      title: sex === "female" && title === "Mr." ? "Ms." : sex === "male" && title !== "Dr." ? "Mr." : title,
      hideProfileTitle: faker.datatype.boolean(0.1),
      headline,
      bio: faker.helpers.arrayElements(QUOTES_FOR_BIO, 3).join(" "),
      gender: faker.datatype.boolean(0.03) ? "Others" : genderValue,
      acknowledgeBooking: isDemo ? false : faker.datatype.boolean(0.25) || isApproval,
      offerOfflineSession: offline,
      officeAddress: offline ? `${fakers[country].location.streetAddress()}, ${city}` : null,
      visibility: "visible",
      publishedAt: new Date(),
      countryCode: country,
      state: state.name,
      city,
      timezone: state.timezone,
      // The draw happens for the newcomer too (see SEEDED_NEWCOMER).
      featured: isDemo || faker.datatype.boolean(0.15) || isNewcomer,
      appointmentDuration: faker.helpers.arrayElement([50, 50, 60]),
      searchDocument: [
        title,
        firstName,
        lastName,
        headline,
        city,
        state.name,
        ...disciplinesPicked.map((d) => d.name),
        ...concernsPicked.map((c) => c.name),
        ...therapiesPicked.map((t) => t.name),
      ].join(" "),
    });

    const range = FEE_RANGES[country];
    const free = faker.datatype.boolean(0.08);
    const steps = Math.floor((range.max - range.min) / range.step);
    const generalMajor = free ? 0 : range.min + faker.number.int({ min: 0, max: steps }) * range.step;
    fees.push({
      providerId: id,
      countryCode: country,
      currencyCode: COUNTRIES.find((c) => c.code === country)?.currencyCode ?? "GBP",
      generalFee: generalMajor * 100,
    });
    for (const therapy of therapiesPicked) {
      const isConsultation = therapy === consultation;
      const consultationFree = isConsultation && faker.datatype.boolean(0.5);
      const surcharge = therapy.allowInvite ? 1.5 : 1;
      therapyFeeRows.push({
        providerId: id,
        therapyId: therapy.id,
        fee: consultationFree ? 0 : Math.round((generalMajor * surcharge) / range.step) * range.step * 100,
        isFree: consultationFree || free,
        canSetTherapyAsFree: isConsultation,
      });
    }
    if (isNewcomer) {
      const own = therapyFeeRows.find((row) => row.providerId === id && row.therapyId === consultation.id);
      if (own) Object.assign(own, { fee: 0, isFree: true });
      else {
        therapiesPicked.push(consultation);
        const profile = profiles[profiles.length - 1];
        if (profile) profile.searchDocument = `${profile.searchDocument} ${consultation.name}`;
        therapyFeeRows.push({
          providerId: id,
          therapyId: consultation.id,
          fee: 0,
          isFree: true,
          canSetTherapyAsFree: true,
        });
      }
    }
    const push = (list: { providerId: string; itemId: string }[], items: { id: string }[]) => {
      for (const item of items) list.push({ providerId: id, itemId: item.id });
    };
    push(links.therapies, therapiesPicked);
    push(links.modalities, modalitiesPicked);
    push(links.concerns, concernsPicked);
    push(links.disciplines, disciplinesPicked);
    const local = languageRows.filter((l) =>
      faker.helpers.arrayElements(LOCAL_LANGUAGES[country], { min: 0, max: 2 }).includes(l.name),
    );
    push(links.languages, [english, ...local]);
    push(links.ageGroups, faker.helpers.arrayElements(ageGroupRows, { min: 1, max: 3 }));
    push(links.backgrounds, faker.helpers.arrayElements(backgroundRows, { min: 1, max: 2 }));
    push(links.religions, faker.helpers.arrayElements(religionRows, { min: 0, max: 1 }));

    // Availability: rules in the provider's own timezone (each drawn hour a one-session range on the
    // drawn weekdays), from which the open slots of the next 30 days derive as the API derives them.
    const workDays = new Set<number>(faker.helpers.arrayElements([1, 2, 3, 4, 5, 6], { min: 3, max: 5 }));
    const hours = faker.helpers.arrayElements([9, 10, 11, 13, 14, 15, 16, 17, 18], { min: 2, max: 4 });
    const duration = profiles[profiles.length - 1]?.appointmentDuration ?? 50;
    const weeklyHours = emptyWeeklyHours();
    for (const day of workDays) {
      weeklyHours[WEEKDAY_BY_INDEX[day] as Weekday] = [...hours]
        .sort((a, b) => a - b)
        .map((hour) => ({ start: timeOfDay(hour * 60), end: timeOfDay(hour * 60 + duration) }));
    }
    const rules: AvailabilityRules = {
      ...DEFAULT_AVAILABILITY,
      weeklyHours,
      sessionMinutes: duration,
      // Back-to-back hours stay bookable: a 60-minute session leaves no room for a buffer.
      bufferMinutes: Math.max(0, Math.min(AVAILABILITY_LIMITS.bufferMinutes.default, 60 - duration)),
      horizonDays: SEED_HORIZON_DAYS,
    };
    availabilityRows.push({
      providerId: id,
      weeklyHours,
      bufferMinutes: rules.bufferMinutes,
      noticeHours: rules.noticeHours,
      horizonDays: rules.horizonDays,
      daysOff: [],
      materialisedUntil: addDays(today, SEED_HORIZON_DAYS),
    });
    for (const slot of deriveSlots(rules, state.timezone, today, addDays(today, SEED_HORIZON_DAYS))) {
      slotRows.push({ id: slotId(), providerId: id, ...slot, status: "open" });
    }

    // Reviews with half-star ratings (stored as halves: 9 = 4.5 stars).
    const reviewCount = faker.helpers.weightedArrayElement([
      { weight: 2, value: 0 },
      { weight: 5, value: faker.number.int({ min: 1, max: 4 }) },
      { weight: 4, value: faker.number.int({ min: 5, max: 14 }) },
    ]);
    for (let r = 0; r < reviewCount; r += 1) {
      const review: typeof s.reviews.$inferInsert = {
        id: newId(),
        providerId: id,
        clientId: faker.datatype.boolean(0.8) ? faker.helpers.arrayElement(clientIds) : null,
        rating: faker.helpers.weightedArrayElement([
          { weight: 1, value: 5 },
          { weight: 2, value: 6 },
          { weight: 3, value: 7 },
          { weight: 6, value: 8 },
          { weight: 7, value: 9 },
          { weight: 9, value: 10 },
        ]),
        comment: faker.datatype.boolean(0.92) ? faker.helpers.arrayElement(REVIEW_COMMENTS) : null,
        createdAt: faker.date.between({ from: addDays(today, -365), to: addDays(today, -1) }),
      };
      if (!isNewcomer) reviewRows.push(review);
    }
  }

  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    // Seeded people never received a confirmation email: their addresses count as confirmed.
    await insertChunked(
      t,
      s.users,
      userRows.map((u) => ({ ...u, emailConfirmedAt: u.emailConfirmedAt ?? today })),
    );
    // ...and agreed to the terms, the privacy policy and the processing of health information, as
    // everyone who signs up does (ids from ulid, not the seed's faker: every seeded value after stays).
    await insertChunked(
      t,
      s.userConsents,
      userRows.flatMap((u) =>
        consentsGiven().map((c) => ({ id: ulid(), userId: u.id as string, ...c, givenAt: today })),
      ),
      1000,
    );
    await insertChunked(t, s.providerProfiles, profiles);
    await insertChunked(t, s.therapyFees, therapyFeeRows);
    await insertChunked(t, s.providerTherapies, links.therapies);
    await insertChunked(t, s.providerModalities, links.modalities);
    await insertChunked(t, s.providerConcerns, links.concerns);
    await insertChunked(t, s.providerDisciplines, links.disciplines);
    await insertChunked(t, s.providerLanguages, links.languages);
    await insertChunked(t, s.providerAgeGroups, links.ageGroups);
    await insertChunked(t, s.providerCulturalBackgrounds, links.backgrounds);
    await insertChunked(t, s.providerReligions, links.religions);
    await insertChunked(t, s.providerAvailability, availabilityRows, 1000);
    await insertChunked(t, s.timeslots, slotRows, 1000);
    await insertChunked(t, s.reviews, reviewRows, 1000);
    // Every seeded provider is verified (issue 32): a licence approved for a year, written as staff's
    // approval writes it and the badge's date refreshed by the API's own refreshVerifiedUntil. ulid()
    // ids and fixed words: no faker draw, so every seeded value after stays the same.
    const licences = profiles.map((p) => ({ id: ulid(), providerId: p.userId, type: "license" as const }));
    await insertChunked(t, s.qualifications, licences, 1000);
    await insertChunked(
      t,
      s.qualificationFiles,
      licences.map((q, i) => ({
        id: ulid(),
        qualificationId: q.id,
        filename: "licence-demo.pdf",
        path: `credentials/${q.providerId}/seeded-licence.pdf`,
        mediaType: "application/pdf",
        checkStatus: "approved" as const,
        checkedAt: today,
        checkReason: "Seeded demo provider",
        licenceNumber: `DEMO-${String(i + 1).padStart(5, "0")}`,
        issuer: "Demo licensing board",
        expiresOn: addDays(today, 365).toISOString().slice(0, 10),
      })),
      1000,
    );
    await refreshVerifiedUntil(
      t,
      profiles.map((p) => p.userId),
    );
    // Rating is the mean of reviews rounded to the nearest half star.
    await t.execute(sql`
      update provider_profiles p set
        rating = r.rating, review_count = r.count
      from (
        select provider_id, round(avg(rating_halves))::numeric / 2 as rating, count(*)::int as count
        from reviews group by provider_id
      ) r
      where r.provider_id = p.user_id`);
    // Last: a provider gets a search card (provider_cards) once they have a general fee, so the
    // triggers build each card once here instead of again after every insert above.
    await insertChunked(t, s.bookingFees, fees);
  });
  log(`providers: ${profiles.length}, timeslots: ${slotRows.length}, reviews: ${reviewRows.length}`);

  const clientNg = demoIds.get("client@demo.tranquil.example");
  const clientUk = demoIds.get("client.uk@demo.tranquil.example");
  if (clientNg && clientUk && demoProviderId && providerCount > 0) {
    await db.transaction((tx) =>
      seedDemoActivity(tx as unknown as Db, faker, { clientNg, clientUk, provider: demoProviderId }, today, {
        mail: options.mail ?? {
          siteOrigins: siteOrigins(),
          linkSecret: randomBytes(32).toString("base64url"),
        },
        publicUrl: options.publicUrl ?? localOrigin(API_SERVICE),
      }),
    );
    log("demo accounts: sessions, wallet, notifications and messages");
  }

  const staff = await createStaffAccount(db, { ...DEMO_STAFF, password: DEMO_PASSWORD });
  log(`demo staff: ${staff.email} (TOTP secret ${staff.totpSecret})`);

  // Blog --------------------------------------------------------------------------------------
  // Categories, then the posts, each authored in Markdown (blog-posts.ts).
  let posts = 0;
  const categoryIds = new Map<string, number>();
  for (const [index, category] of BLOG_CATEGORIES.entries()) {
    const published = addDays(REF_DATE, index * 3);
    const [inserted] = await db
      .insert(s.blogCategories)
      .values({ documentId: newId(), name: category.name, slug: category.slug, publishedAt: published })
      .returning({ id: s.blogCategories.id });
    if (inserted) categoryIds.set(category.slug, inserted.id);
  }
  for (const source of AUTHORED_POSTS) {
    const post = parsePostMarkdown(source);
    const categoryId = categoryIds.get(post.category);
    if (categoryId === undefined) throw new Error(`${post.slug}: unknown category ${post.category}`);
    const documentId = newId();
    const publishedAt = new Date(`${post.date}T09:00:00Z`);
    await db.insert(s.blogPosts).values({
      documentId,
      title: post.title,
      slug: post.slug,
      excerpt: post.excerpt,
      body: post.body,
      author: post.author,
      categoryId,
      imageUrl: post.cover ?? (await writeCover(publicFilesOf(options), documentId)),
      imageDocumentId: newId(),
      imageAlt: post.coverAlt,
      createdAt: publishedAt,
      publishedAt,
    });
    posts += 1;
  }
  log(`blog: ${BLOG_CATEGORIES.length} categories, ${posts} posts`);

  return {
    skipped: false,
    providers: profiles.length,
    clients: clientIds.length,
    timeslots: slotRows.length,
    reviews: reviewRows.length,
    posts,
  };
}
