import { CONSENT_MESSAGES, POLICY_VERSIONS } from "@marketplace/domain/consent";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { failUserUpdates } from "../../test/interrupted-write.ts";
import { createTestApp, TEST_SITES, type TestApp } from "../../test/test-app.ts";
import { accountTokens, providerProfiles, userConsents, users } from "../db/schema/index.ts";
import { listOutbox } from "../mail/outbox.ts";
import { DEMO_PASSWORD } from "../seed/seed.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ providers: 3, clients: 3 });
});
afterAll(() => t.close());

type Session = { token: string; user: { identifier: string; role: string; email: string } };
/**
 * `peer` is the caller's address as the connection gives it (X-Forwarded-For from strangers is
 * ignored); `headers` are extra request headers.
 */
type Via = { peer?: string; headers?: Record<string, string> };
const post = <T>(path: string, body: unknown, { peer, headers = {} }: Via = {}) =>
  t.json<T & { message?: string; errors?: string[] }>(
    path,
    {
      method: "POST",
      headers: { "Content-Type": "application/json", ...headers },
      body: JSON.stringify(body),
    },
    peer,
  );
const [GLOBAL_SITE, NIGERIA_SITE] = TEST_SITES;
const signup = (email: string, extra: Record<string, unknown> = {}, via: Via = {}) =>
  post(
    "/v1/auth/signup",
    {
      firstName: "Ngozi",
      lastName: "Eze",
      email,
      password: "quiet-river-42",
      site: NIGERIA_SITE,
      acceptTerms: true,
      healthDataConsent: true,
      ...extra,
    },
    via,
  );
const outboxFor = (to: string) => listOutbox(t.database.db, { to });
const CHECK_EMAIL = { message: "Check your email: we have sent you a link to finish signing up." };

describe("sign-up answers every address the same way", () => {
  it("a new address, an unconfirmed one and an existing account get the same status and body", async () => {
    const fresh = await signup("Same.Answer@Example.com");
    const again = await signup("same.answer@example.com", { password: "another-river-43" });
    const taken = await signup("client.uk@demo.tranquil.example");
    for (const res of [fresh, again, taken]) {
      expect(res.status).toBe(202);
      expect(res.body).toEqual(CHECK_EMAIL);
    }
  });

  it("emails a confirmation link to a new address, on the site the person used, and stores no session", async () => {
    await signup("ngozi.eze@example.com");
    const [mail] = await outboxFor("ngozi.eze@example.com");
    expect(mail).toMatchObject({ kind: "confirm-email", subject: "Confirm your email address for Tranquil" });
    expect(mail?.text).toMatch(new RegExp(`^${NIGERIA_SITE}/confirm-email\\?token=[A-Za-z0-9_-]{43}$`, "m"));
    expect(mail?.text).toContain("for 24 hours");
    expect(mail?.html).toContain(`<a href="${NIGERIA_SITE}/confirm-email?token=`);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, "ngozi.eze@example.com"));
    expect(row?.emailConfirmedAt).toBeNull();
    expect(row?.passwordHash).toMatch(/^scrypt\$/);
    const tokens = await t.database.db
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.userId, row?.id ?? ""));
    expect(tokens.every((tk) => /^[0-9a-f]{64}$/.test(tk.tokenHash))).toBe(true);
    expect(tokens[0]?.expiresAt.getTime() ?? 0).toBeGreaterThan(Date.now() + 23.9 * 3_600_000);
    expect(tokens[0]?.expiresAt.getTime() ?? 0).toBeLessThanOrEqual(Date.now() + 24 * 3_600_000);
  });

  it("tells an existing owner that someone tried, with login and reset links, and changes nothing", async () => {
    const [before] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, "client.uk@demo.tranquil.example"));
    await signup("client.uk@demo.tranquil.example", { site: GLOBAL_SITE });
    const [mail] = await outboxFor("client.uk@demo.tranquil.example");
    expect(mail).toMatchObject({
      kind: "signup-attempt",
      subject: "Someone tried to sign up with your email address",
    });
    expect(mail?.text).toContain(`${GLOBAL_SITE}/login`);
    expect(mail?.text).toContain(`${GLOBAL_SITE}/forgot-password`);
    expect(mail?.text).not.toContain("token=");
    const [after] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, "client.uk@demo.tranquil.example"));
    expect(after?.passwordHash).toBe(before?.passwordHash);
    expect((await t.login("client.uk@demo.tranquil.example")).token).toBeTruthy();
  });

  it("never builds links from a header, and refuses a site that is not configured", async () => {
    await signup(
      "header.trick@example.com",
      { site: undefined },
      {
        headers: { Host: "evil.example", "X-Forwarded-Host": "evil.example", Origin: "https://evil.example" },
      },
    );
    const [mail] = await outboxFor("header.trick@example.com");
    expect(mail?.text).toContain(`${GLOBAL_SITE}/confirm-email?token=`);
    expect(mail?.text).not.toContain("evil");
    const res = await signup("evil.site@example.com", { site: "https://evil.example" });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Unknown site: links can only point at the configured sites");
    expect(await outboxFor("evil.site@example.com")).toEqual([]);
  });

  it("states the password rules when the password is weak", async () => {
    const res = await signup("weak@example.com", { password: "short" });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Password must be at least 10 characters");
  });
});

describe("consent at sign-up (issue 28)", () => {
  it("refuses a sign-up without agreement to the terms or consent to health information, on each field, and stores nothing", async () => {
    for (const role of ["client", "provider"]) {
      const email = `no.consent.${role}@example.com`;
      const none = await signup(email, { role, acceptTerms: undefined, healthDataConsent: undefined });
      expect(none.status).toBe(400);
      expect(none.body.message).toBe("The request is not valid");
      expect(none.body.errors).toEqual([
        `acceptTerms: ${CONSENT_MESSAGES.acceptTerms}`,
        `healthDataConsent: ${CONSENT_MESSAGES.healthDataConsent}`,
      ]);
      const termsOnly = await signup(email, { role, healthDataConsent: false });
      expect(termsOnly.status).toBe(400);
      expect(termsOnly.body.message).toBe(CONSENT_MESSAGES.healthDataConsent);
      expect(termsOnly.body.errors).toEqual([`healthDataConsent: ${CONSENT_MESSAGES.healthDataConsent}`]);
      expect(await t.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
      expect(await outboxFor(email)).toEqual([]);
    }
  });

  it("records the terms, the privacy policy and health information, with the time and the version, for both roles", async () => {
    for (const role of ["client", "provider"]) {
      const email = `consent.${role}@example.com`;
      const before = Date.now();
      expect((await signup(email, { role })).status).toBe(202);
      const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
      const consents = await t.database.db
        .select()
        .from(userConsents)
        .where(eq(userConsents.userId, row?.id ?? ""));
      expect(consents.map((c) => [c.kind, c.version]).sort()).toEqual(
        [
          ["health-data", POLICY_VERSIONS["health-data"]],
          ["privacy", POLICY_VERSIONS.privacy],
          ["terms", POLICY_VERSIONS.terms],
        ].sort(),
      );
      for (const c of consents) expect(c.givenAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    }
  });

  it("a pending sign-up made again keeps only the new sign-up's consents", async () => {
    await signup("twice.consent@example.com");
    await signup("twice.consent@example.com", { password: "second-river-44" });
    const [row] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, "twice.consent@example.com"));
    const consents = await t.database.db
      .select()
      .from(userConsents)
      .where(eq(userConsents.userId, row?.id ?? ""));
    expect(consents).toHaveLength(3);
  });
});

describe("confirming the address", () => {
  it("cannot log in before confirming; the link confirms, signs in and works once", async () => {
    await signup("kemi@example.com", { role: "provider", firstName: "Kemi", lastName: "Bello" });
    const early = await post("/v1/auth/login", { email: "kemi@example.com", password: "quiet-river-42" });
    expect(early.status).toBe(403);
    expect(early.body.message).toBe(
      "Please confirm your email address first: open the link we emailed you, or sign up again with the same address to get a new one.",
    );
    const wrong = await post("/v1/auth/login", { email: "kemi@example.com", password: "not-my-password-1" });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe("Incorrect email or password");

    const token = await t.linkToken("kemi@example.com", "/confirm-email");
    const confirmed = await post<Session>("/v1/auth/confirm-email", { token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.user).toMatchObject({ role: "provider", email: "kemi@example.com" });
    expect(
      (await t.json("/v1/me", { headers: { Authorization: `Bearer ${confirmed.body.token}` } })).status,
    ).toBe(200);
    const [profile] = await t.database.db
      .select()
      .from(providerProfiles)
      .where(eq(providerProfiles.userId, confirmed.body.user.identifier));
    expect(profile?.visibility).toBe("hidden");

    const reused = await post("/v1/auth/confirm-email", { token });
    expect(reused.status).toBe(400);
    expect(reused.body.message).toBe("This link has expired or has already been used.");
    expect(
      (await post("/v1/auth/login", { email: "kemi@example.com", password: "quiet-river-42" })).status,
    ).toBe(200);
  });

  it("refuses an expired link", async () => {
    await signup("late@example.com");
    const token = await t.linkToken("late@example.com", "/confirm-email");
    await t.database.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(sql`${accountTokens.userId} = (select id from users where email = 'late@example.com')`);
    const res = await post("/v1/auth/confirm-email", { token });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("This link has expired or has already been used.");
  });

  it("a confirmation cut off part-way does not spend its link: the same link works after", async () => {
    await signup("cut-off@example.com");
    const token = await t.linkToken("cut-off@example.com", "/confirm-email");
    const undo = await failUserUpdates(t.database.db, "email_confirmed_at", "cut-off@example.com");
    try {
      expect((await post("/v1/auth/confirm-email", { token })).status).toBe(500);
    } finally {
      await undo();
    }
    const again = await post<Session>("/v1/auth/confirm-email", { token });
    expect(again.status).toBe(200);
    expect(again.body.user.email).toBe("cut-off@example.com");
  });

  it("gives the password of the sign-up whose link was used, and retires the other links", async () => {
    // A stranger signs up first with someone else's address; the owner signs up after.
    await signup("owner@example.com", { password: "strangers-pass-1" });
    const strangers = await t.linkToken("owner@example.com", "/confirm-email");
    await signup("owner@example.com", { password: "owners-own-pass-2" });
    const owners = await t.linkToken("owner@example.com", "/confirm-email");
    expect(owners).not.toBe(strangers);
    expect((await post("/v1/auth/confirm-email", { token: owners })).status).toBe(200);
    expect(
      (await post("/v1/auth/login", { email: "owner@example.com", password: "strangers-pass-1" })).status,
    ).toBe(401);
    expect(
      (await post("/v1/auth/login", { email: "owner@example.com", password: "owners-own-pass-2" })).status,
    ).toBe(200);
    expect((await post("/v1/auth/confirm-email", { token: strangers })).status).toBe(400);
  });

  it("lets a new sign-up replace a pending one entirely: role, names, password, and every earlier link void", async () => {
    // Issue 27: an attacker signs up the victim's address as a provider with their own password...
    await signup("victim@example.com", {
      role: "provider",
      firstName: "Mallory",
      lastName: "Evil",
      password: "attackers-pass-1",
    });
    const attackers = await t.linkToken("victim@example.com", "/confirm-email");
    await post("/v1/auth/forgot-password", { email: "victim@example.com", site: GLOBAL_SITE });
    const attackersReset = await t.linkToken("victim@example.com", "/reset-password");
    // ...then the victim signs up as a client.
    await signup("victim@example.com", {
      role: "client",
      firstName: "Vera",
      lastName: "Owner",
      password: "victims-own-pass-2",
    });
    const victims = await t.linkToken("victim@example.com", "/confirm-email");
    expect(victims).not.toBe(attackers);

    // The attacker's links (which the victim might click first) no longer do anything.
    const stale = await post("/v1/auth/confirm-email", { token: attackers });
    expect(stale.status).toBe(400);
    expect(stale.body.message).toBe("This link has expired or has already been used.");
    expect(
      (await post("/v1/auth/reset-password", { token: attackersReset, password: "attackers-pass-3" })).status,
    ).toBe(400);

    const confirmed = await post<Session>("/v1/auth/confirm-email", { token: victims });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.user).toMatchObject({ role: "client", email: "victim@example.com" });
    const [row] = await t.database.db.select().from(users).where(eq(users.email, "victim@example.com"));
    expect(row).toMatchObject({ role: "client", firstName: "Vera", lastName: "Owner" });
    expect(
      await t.database.db
        .select()
        .from(providerProfiles)
        .where(eq(providerProfiles.userId, row?.id ?? "")),
    ).toEqual([]);
    expect(
      (await post("/v1/auth/login", { email: "victim@example.com", password: "attackers-pass-1" })).status,
    ).toBe(401);
    expect(
      (await post("/v1/auth/login", { email: "victim@example.com", password: "victims-own-pass-2" })).status,
    ).toBe(200);
  });

  it("gives a pending client who signs up again as a provider a provider's rows", async () => {
    await signup("changed.mind@example.com", { role: "client", firstName: "Ada" });
    await signup("changed.mind@example.com", { role: "provider", firstName: "Adaeze", countryCode: "NG" });
    const confirmed = await post<Session>("/v1/auth/confirm-email", {
      token: await t.linkToken("changed.mind@example.com", "/confirm-email"),
    });
    expect(confirmed.body.user).toMatchObject({ role: "provider" });
    const [profile] = await t.database.db
      .select()
      .from(providerProfiles)
      .where(eq(providerProfiles.userId, confirmed.body.user.identifier));
    expect(profile).toMatchObject({ visibility: "hidden", countryCode: "NG", searchDocument: "Adaeze Eze" });
  });

  it("refuses a malformed token at the edge", async () => {
    const res = await post("/v1/auth/confirm-email", { token: "../../nope" });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("This link has expired or has already been used.");
  });
});

describe("sign-up throttle", () => {
  it("sends at most 5 emails an hour to one address, whoever asks", async () => {
    const email = "flooded@example.com";
    for (let i = 0; i < 5; i += 1) {
      expect((await signup(email, {}, { peer: `198.51.100.${i}` })).status).toBe(202);
    }
    const res = await signup(email, {}, { peer: "198.51.100.77" });
    expect(res.status).toBe(429);
    expect(res.body.message).toMatch(
      /^Too many requests for this email address\. Please try again in \d+ minutes?\.$/,
    );
    expect(await outboxFor(email)).toHaveLength(5);
  });

  it("limits one caller address to 30 sign-ups an hour", async () => {
    const peer = "203.0.113.9";
    for (let i = 0; i < 30; i += 1) {
      expect((await signup(`many${i}@example.com`, {}, { peer: peer })).status).toBe(202);
    }
    expect((await signup("many-more@example.com", {}, { peer: peer })).status).toBe(429);
    expect((await signup("many-more@example.com", {}, { peer: "203.0.113.10" })).status).toBe(202);
  });
});

describe("seeded accounts", () => {
  it("are confirmed and log in", async () => {
    const unconfirmed = await t.database.db
      .select()
      .from(users)
      .where(sql`${users.emailConfirmedAt} is null and ${users.email} like '%@demo.tranquil.example'`);
    expect(unconfirmed).toEqual([]);
    expect(
      (await post("/v1/auth/login", { email: "client@demo.tranquil.example", password: DEMO_PASSWORD }))
        .status,
    ).toBe(200);
  });
});
