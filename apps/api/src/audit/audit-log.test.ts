import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { auditLog, users } from "../db/schema/index.ts";
import { DEMO_PASSWORD } from "../seed/seed.ts";

let t: TestApp;
let clientId = "";
let providerId = "";
let clientToken = "";
let providerToken = "";
const auth = (token: string, extra: Record<string, string> = {}) => ({
  Authorization: `Bearer ${token}`,
  ...extra,
});

beforeAll(async () => {
  t = await createTestApp({ providers: 3, clients: 3 });
  const client = await t.login("client@demo.tranquil.example");
  const provider = await t.login("provider@demo.tranquil.example");
  clientId = client.user.identifier;
  providerId = provider.user.identifier;
  clientToken = client.token;
  providerToken = provider.token;
});
afterAll(() => t.close());

const entriesAbout = (subjectId: string) =>
  t.database.db.select().from(auditLog).where(eq(auditLog.subjectId, subjectId)).orderBy(auditLog.id);

describe("audit log of reads of someone else's data", () => {
  it("records a provider opening a client's page: who, role, what, whose, from where, when", async () => {
    const before = Date.now();
    const res = await t.json(`/v1/client/${clientId}`, { headers: auth(providerToken) }, "203.0.113.5");
    expect(res.status).toBe(200);
    const entries = await entriesAbout(clientId);
    expect(entries.at(-1)).toMatchObject({
      actorId: providerId,
      actorRole: "provider",
      action: "client.view",
      subjectId: clientId,
      address: "203.0.113.5",
    });
    expect(entries.at(-1)?.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it("records nothing for a refused read", async () => {
    const [uk] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, "client.uk@demo.tranquil.example"));
    const res = await t.json(`/v1/client/${uk?.id}`, { headers: auth(providerToken) });
    expect(res.status).toBe(403);
    expect(await entriesAbout(uk?.id ?? "")).toEqual([]);
  });

  it("records data exports, and a person's download includes their entries as actor and as subject", async () => {
    const exported = await t.json<{
      auditLog: { asActor: Array<Record<string, unknown>>; asSubject: Array<Record<string, unknown>> };
    }>("/v1/me/export", { headers: auth(clientToken) });
    expect(exported.status).toBe(200);
    const { asActor, asSubject } = exported.body.auditLog;
    expect(asActor.map((e) => e.action)).toEqual(["account.export"]);
    expect(asSubject.map((e) => [e.action, e.actorId])).toEqual(
      expect.arrayContaining([
        ["client.view", providerId],
        ["account.export", clientId],
      ]),
    );
    const providerExport = await t.json<{ auditLog: { asActor: Array<Record<string, unknown>> } }>(
      "/v1/me/export",
      {
        headers: auth(providerToken),
      },
    );
    expect(providerExport.body.auditLog.asActor).toEqual(
      expect.arrayContaining([expect.objectContaining({ action: "client.view", subjectId: clientId })]),
    );
  });

  it("refuses UPDATE, DELETE and TRUNCATE in the database itself", async () => {
    const db = t.database.db;
    const count = async () => (await db.select().from(auditLog)).length;
    const rows = await count();
    expect(rows).toBeGreaterThan(0);
    // Drizzle wraps the driver's error; the trigger's words are in its cause.
    const refusal = (query: PromiseLike<unknown>) =>
      Promise.resolve(query).then(
        () => "allowed",
        (e: Error & { cause?: Error }) => e.cause?.message ?? e.message,
      );
    expect(await refusal(db.update(auditLog).set({ action: "rewritten" }))).toBe(
      "audit_log is append-only: UPDATE refused",
    );
    expect(await refusal(db.delete(auditLog))).toBe("audit_log is append-only: DELETE refused");
    expect(await refusal(db.execute(sql`truncate audit_log`))).toBe(
      "audit_log is append-only: TRUNCATE refused",
    );
    expect(await count()).toBe(rows);
    expect((await db.select().from(auditLog).where(eq(auditLog.action, "rewritten"))).length).toBe(0);
  });

  it("has no route that changes it", async () => {
    const doc = (await t.json<{ paths: Record<string, unknown> }>("/openapi.json")).body;
    // The staff console reads it (GET /v1/staff/audit, issue 32); nothing writes or deletes through the API.
    const methods = Object.entries(doc.paths)
      .filter(([p]) => /audit/i.test(p))
      .flatMap(([p, ops]) => Object.keys(ops as object).map((m) => `${m} ${p}`));
    expect(methods).toEqual(["get /v1/staff/audit"]);
  });

  it("keeps entries, ids and all, when an account is deleted", async () => {
    const before = await entriesAbout(clientId);
    const res = await t.json("/v1/me", {
      method: "DELETE",
      headers: { ...auth(clientToken), "Content-Type": "application/json" },
      body: JSON.stringify({ password: DEMO_PASSWORD }),
    });
    expect(res.status).toBe(200);
    expect(await entriesAbout(clientId)).toEqual(before);
  });
});
