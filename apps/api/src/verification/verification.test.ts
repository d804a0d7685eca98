import { STAFF_ACTIONS } from "@marketplace/domain/staff";
import { TRUST_MESSAGES, TRUST_NOTICES } from "@marketplace/domain/trust";
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pdfDocument } from "../../test/documents.ts";
import { signUpProvider } from "../../test/sign-up.ts";
import { newStaffSession } from "../../test/staff.ts";
import { createTestApp, TEST_MAIL, type TestApp } from "../../test/test-app.ts";
import {
  auditLog,
  notifications,
  outboxMessages,
  providerProfiles,
  qualificationFiles,
  qualifications,
  users,
} from "../db/schema/index.ts";
import { refreshVerifiedUntil, sendLicenceExpiryNotices } from "./verification.ts";

interface CheckView {
  status: string;
  reason: string | null;
  expiresOn: string | null;
}
interface Credentials {
  qualifications: { type: string; files: { identifier: string; check: CheckView | null }[] }[];
  insurance: { identifier: string; check: CheckView | null }[];
}
interface QueueItem {
  kind: string;
  identifier: string;
  providerId: string;
  status: string;
}

let t: TestApp;
let staff = "";
let provider = { token: "", id: "", email: "verify.me@example.com" };
let client = "";

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function upload(path: string, name: string) {
  const form = new FormData();
  form.append("file", new File([pdfDocument(name)], name, { type: "application/pdf" }));
  const res = await t.json<{ data: Credentials }>(path, {
    method: "POST",
    headers: auth(provider.token),
    body: form,
  });
  expect(res.status).toBe(201);
  return res.body.data;
}
const uploadLicence = async (name: string) =>
  (await upload("/v1/provider/credentials/license/files", name)).qualifications
    .find((q) => q.type === "license")
    ?.files.at(-1)?.identifier ?? "";
const queue = async (status = "pending") =>
  (await t.json<{ data: QueueItem[] }>(`/v1/staff/verifications?status=${status}`, { headers: auth(staff) }))
    .body.data;
const decide = (kind: string, id: string, body: Record<string, unknown>, token = staff) =>
  t.json<{ message: string }>(`/v1/staff/verifications/${kind}/${id}`, {
    method: "POST",
    headers: { ...auth(token), "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
const credentials = async () =>
  (await t.json<{ data: Credentials }>("/v1/provider/credentials", { headers: auth(provider.token) })).body
    .data;
const noticesOf = (userId: string, type: string) =>
  t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, type)))
    .orderBy(desc(notifications.id));
const mailsOf = (to: string, kind: string) =>
  t.database.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.to, to), eq(outboxMessages.kind, kind)));

beforeAll(async () => {
  t = await createTestApp({ providers: 3, clients: 2 });
  staff = (await newStaffSession(t)).token;
  client = (await t.login("client@demo.tranquil.example")).token;
  const session = await signUpProvider(t, provider.email);
  provider = { ...provider, token: session.token, id: session.user.identifier };
});
afterAll(() => t.close());

describe("the verification queue", () => {
  it("a licence or insurance upload waits for staff; the provider sees it waiting; other types do not queue", async () => {
    const licence = await uploadLicence("licence.pdf");
    const insurance = (await upload("/v1/provider/insurance/files", "policy.pdf")).insurance.at(
      -1,
    )?.identifier;
    await upload("/v1/provider/credentials/education/files", "degree.pdf");
    const mine = await credentials();
    expect(mine.qualifications.find((q) => q.type === "license")?.files[0]?.check).toEqual({
      status: "pending",
      reason: null,
      expiresOn: null,
    });
    expect(mine.qualifications.find((q) => q.type === "education")?.files[0]?.check).toBeNull();
    expect(mine.insurance[0]?.check?.status).toBe("pending");
    const pending = (await queue()).filter((item) => item.providerId === provider.id);
    expect(pending.map((item) => [item.kind, item.identifier])).toEqual([
      ["license", licence],
      ["insurance", insurance],
    ]);
  });

  it("staff open the file privately, and the read is in the audit log", async () => {
    const [item] = (await queue()).filter((i) => i.providerId === provider.id);
    const path = `/v1/staff/verifications/${item?.kind}/${item?.identifier}/file`;
    const res = await t.app.request(path, { headers: auth(staff) });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="licence.pdf"');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(pdfDocument("licence.pdf"));
    const logged = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, STAFF_ACTIONS.credentialView), eq(auditLog.subjectId, provider.id)));
    expect(logged).toHaveLength(1);
    expect((await t.app.request(path, { headers: auth(client) })).status).toBe(403);
    expect((await t.app.request(path, { headers: auth(provider.token) })).status).toBe(403);
    expect((await t.app.request(path)).status).toBe(401);
  });

  it("rejecting asks for a reason; the provider reads it on the file, in-app and by email; once only", async () => {
    const insurance = (await queue()).find((i) => i.providerId === provider.id && i.kind === "insurance");
    const id = insurance?.identifier ?? "";
    expect((await decide("insurance", id, { decision: "reject", reason: "" })).status).toBe(400);
    const res = await decide("insurance", id, { decision: "reject", reason: "The policy has expired." });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(TRUST_MESSAGES.rejected);
    expect((await credentials()).insurance[0]?.check).toEqual({
      status: "rejected",
      reason: "The policy has expired.",
      expiresOn: null,
    });
    const [notice] = await noticesOf(provider.id, "in-app-credential-checked");
    expect(notice?.title).toBe(TRUST_NOTICES.insuranceRejected);
    expect(notice?.body).toContain("The policy has expired.");
    expect(await mailsOf(provider.email, "in-app-credential-checked")).toHaveLength(1);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, STAFF_ACTIONS.credentialReject), eq(auditLog.resource, `insurance:${id}`)),
      );
    expect(entry?.reason).toBe("The policy has expired.");
    const again = await decide("insurance", id, { decision: "approve", reason: "Changed my mind" });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(TRUST_MESSAGES.alreadyDecided);
  });

  it("approving a licence records its number, issuer and a future expiry; the provider is then verified", async () => {
    const licence = (await queue()).find((i) => i.providerId === provider.id && i.kind === "license");
    const id = licence?.identifier ?? "";
    const base = { decision: "approve", reason: "Checked with the board" };
    const refused = await decide("license", id, base);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(TRUST_MESSAGES.licenceNumberRequired);
    const past = await decide("license", id, {
      ...base,
      licenceNumber: "L-1",
      issuer: "Board",
      expiresOn: day(-1),
    });
    expect(past.body.message).toBe(TRUST_MESSAGES.expiryPast);
    const ok = await decide("license", id, {
      ...base,
      licenceNumber: "L-1",
      issuer: "Board",
      expiresOn: day(200),
    });
    expect(ok.status).toBe(200);
    expect((await credentials()).qualifications.find((q) => q.type === "license")?.files[0]?.check).toEqual({
      status: "approved",
      reason: "Checked with the board",
      expiresOn: day(200),
    });
    const [profile] = await t.database.db
      .select({ until: providerProfiles.licenceVerifiedUntil })
      .from(providerProfiles)
      .where(eq(providerProfiles.userId, provider.id));
    expect(profile?.until).toBe(day(200));
    expect((await queue("approved")).map((i) => i.identifier)).toContain(id);
    expect((await queue()).some((i) => i.identifier === id)).toBe(false);
    const [notice] = await noticesOf(provider.id, "in-app-credential-checked");
    expect(notice?.title).toBe(TRUST_NOTICES.licenceApproved);
  });

  it("the queue and the decisions are staff's alone", async () => {
    for (const token of [client, provider.token]) {
      expect((await t.app.request("/v1/staff/verifications", { headers: auth(token) })).status).toBe(403);
    }
    expect((await t.app.request("/v1/staff/verifications")).status).toBe(401);
  });
});

describe("the badge and the filter", () => {
  const search = async (query: string) =>
    (await t.json<{ data: { objectID: string; verified: boolean }[] }>(`/v1/providers?${query}`)).body.data;

  it("seeded providers are verified: the card, the profile and the 'Verified' filter say so", async () => {
    const all = await search("pageSize=50");
    expect(all.length).toBeGreaterThan(0);
    expect(all.every((card) => card.verified)).toBe(true);
    const id = all[0]?.objectID ?? "";
    const profile = await t.json<{ profileInfo: { verified: boolean } }>(`/v1/providers/${id}`);
    expect(profile.body.profileInfo.verified).toBe(true);
    expect((await search("pageSize=50&verified=true")).length).toBe(all.length);
  });

  it("an expired licence takes the badge away (compared with today where it is read)", async () => {
    const [card] = await search("pageSize=1");
    const id = card?.objectID ?? "";
    const [licence] = await t.database.db
      .select({ id: qualificationFiles.id })
      .from(qualificationFiles)
      .innerJoin(qualifications, eq(qualifications.id, qualificationFiles.qualificationId))
      .where(eq(qualifications.providerId, id));
    await t.database.db
      .update(qualificationFiles)
      .set({ expiresOn: day(-1) })
      .where(eq(qualificationFiles.id, licence?.id ?? ""));
    await refreshVerifiedUntil(t.database.db, [id]);
    expect((await search("pageSize=50")).find((c) => c.objectID === id)?.verified).toBe(false);
    expect((await search("pageSize=50&verified=true")).some((c) => c.objectID === id)).toBe(false);
    const profile = await t.json<{ profileInfo: { verified: boolean } }>(`/v1/providers/${id}`);
    expect(profile.body.profileInfo.verified).toBe(false);
  });
});

describe("the licence-expiry prompt", () => {
  it("prompts a provider once, 30 days before their licence expires (in-app and email)", async () => {
    const [row] = await t.database.db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(eq(users.email, "provider@demo.tranquil.example"));
    const providerId = row?.id ?? "";
    const [licence] = await t.database.db
      .select({ id: qualificationFiles.id })
      .from(qualificationFiles)
      .innerJoin(qualifications, eq(qualifications.id, qualificationFiles.qualificationId))
      .where(eq(qualifications.providerId, providerId));
    // 45 days out: not yet.
    await t.database.db
      .update(qualificationFiles)
      .set({ expiresOn: day(45) })
      .where(eq(qualificationFiles.id, licence?.id ?? ""));
    await refreshVerifiedUntil(t.database.db, [providerId]);
    expect(await sendLicenceExpiryNotices(t.database.db, new Date(), TEST_MAIL)).toBe(0);
    // 20 days out: once, however often the job runs.
    await t.database.db
      .update(qualificationFiles)
      .set({ expiresOn: day(20) })
      .where(eq(qualificationFiles.id, licence?.id ?? ""));
    await refreshVerifiedUntil(t.database.db, [providerId]);
    expect(await sendLicenceExpiryNotices(t.database.db, new Date(), TEST_MAIL)).toBe(1);
    expect(await sendLicenceExpiryNotices(t.database.db, new Date(), TEST_MAIL)).toBe(0);
    const notices = await noticesOf(providerId, "in-app-licence-expiring");
    expect(notices.map((n) => n.title)).toEqual([TRUST_NOTICES.licenceExpiring]);
    expect(notices[0]?.body).toContain(day(20));
    expect(await mailsOf(row?.email ?? "", "in-app-licence-expiring")).toHaveLength(1);
  });
});
