import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OPENAPI_INFO } from "../src/app.ts";
import { newStaffSession } from "./staff.ts";
import { createTestApp, type TestApp } from "./test-app.ts";

/**
 * Every date in a query has a bounded range (issue 27): a year 0 or 9999 day is a 400 naming the
 * field, never a 500 from the database or from date arithmetic running past year 9999.
 */

let t: TestApp;
let providerId: string;
let providerToken: string;
/** The staff console's routes (issue 32) answer staff only. */
let staffToken: string;

beforeAll(async () => {
  t = await createTestApp({ providers: 2, clients: 1 });
  const provider = await t.login("provider@demo.tranquil.example");
  providerId = provider.user.identifier;
  providerToken = provider.token;
  staffToken = (await newStaffSession(t)).token;
}, 120_000);

afterAll(async () => {
  await t?.close();
});

interface QueryParam {
  name: string;
  in: string;
  schema?: { pattern?: string; example?: unknown };
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const SLASH_DAY = /^\d{2}\/\d{2}\/\d{4}$/;

/** The routes' query parameters that take a calendar day, read from the OpenAPI document. */
function dateParams(): Array<{ path: string; name: string; slash: boolean }> {
  const doc = t.app.getOpenAPI31Document(OPENAPI_INFO) as unknown as {
    paths: Record<string, Record<string, { parameters?: QueryParam[] }>>;
  };
  const found: Array<{ path: string; name: string; slash: boolean }> = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    const get = operations.get;
    for (const param of get?.parameters ?? []) {
      if (param.in !== "query") continue;
      const example = String(param.schema?.example ?? "");
      const slash = SLASH_DAY.test(example);
      if (slash || ISO_DAY.test(example) || param.schema?.pattern === ISO_DAY.source) {
        found.push({ path, name: param.name, slash });
      }
    }
  }
  return found;
}

/** A valid query for the route apart from the day under test (its partner day stays reasonable). */
function request(path: string, name: string, value: string): string {
  const url = path.replace("{id}", providerId);
  const query = new URLSearchParams();
  if (path.endsWith("/timeslots")) {
    query.set("from", "2026-12-01");
    query.set("to", "2026-12-07");
  }
  query.set(name, value);
  return `${url}?${query}`;
}

async function expectRefused(path: string, name: string, value: string) {
  const token = path.startsWith("/v1/staff/") ? staffToken : providerToken;
  const res = await t.json<{ message: string; errors?: string[] }>(request(path, name, value), {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.status, `${path} ${name}=${value}`).toBe(400);
  expect(`${res.body.message} ${(res.body.errors ?? []).join(" ")}`, `${path} ${name}=${value}`).toContain(
    name,
  );
}

describe("dates in queries", () => {
  it("are found in every route that takes them", () => {
    expect(dateParams().map((p) => `${p.path} ${p.name}`)).toEqual([
      "/v1/staff/audit from",
      "/v1/staff/audit to",
      "/v1/providers availableFrom",
      "/v1/providers availableTo",
      "/v1/providers/{id}/timeslots from",
      "/v1/providers/{id}/timeslots to",
      "/v1/transactions startDate",
      "/v1/transactions endDate",
    ]);
  });

  it("the issue's reproductions are a 400 naming the field", async () => {
    const get = (url: string) =>
      t.json<{ message: string; errors?: string[] }>(url, {
        headers: { Authorization: `Bearer ${providerToken}` },
      });
    const timeslots = `/v1/providers/${providerId}/timeslots`;
    const early = await get(`${timeslots}?from=0000-01-01&to=0000-01-07`);
    expect(early.status).toBe(400);
    expect(early.body.errors).toEqual([
      "from: from must be a date written YYYY-MM-DD between 1900-01-01 and 2999-12-31",
      "to: to must be a date written YYYY-MM-DD between 1900-01-01 and 2999-12-31",
    ]);
    const earlyFrom = await get(`${timeslots}?from=0000-01-01&to=1900-01-01`);
    expect(earlyFrom.status).toBe(400);
    expect(earlyFrom.body.message).toBe(
      "from must be a date written YYYY-MM-DD between 1900-01-01 and 2999-12-31",
    );
    const late = await get(`${timeslots}?from=9999-12-30&to=2999-12-31`);
    expect(late.status).toBe(400);
    expect(late.body.message).toMatch(/^from /);
    const both = await get(`${timeslots}?from=9999-12-30&to=9999-12-31`);
    expect(both.status).toBe(400);
    const endDate = await get("/v1/transactions?endDate=9999-12-31");
    expect(endDate.status).toBe(400);
    expect(endDate.body.message).toMatch(/^endDate /);
  });

  it("every date parameter refuses days outside its range with a 400 naming it", async () => {
    for (const { path, name, slash } of dateParams()) {
      const extremes = slash
        ? ["01/01/0000", "31/12/0999", "30/12/9999", "31/12/9999"]
        : ["0000-01-01", "0999-12-31", "9999-12-30", "9999-12-31"];
      for (const value of extremes) await expectRefused(path, name, value);
    }
  });

  it("days at the ends of the range are accepted", async () => {
    const auth = { headers: { Authorization: `Bearer ${providerToken}` } };
    const ok = async (url: string) => expect((await t.json(url, auth)).status, url).toBe(200);
    await ok(`/v1/providers?availableFrom=01/01/1900&availableTo=31/12/2999`);
    await ok(`/v1/providers/${providerId}/timeslots?from=2999-12-25&to=2999-12-31`);
    await ok(`/v1/providers/${providerId}/timeslots?from=1900-01-01&to=1900-01-07`);
    await ok(`/v1/transactions?startDate=1900-01-01&endDate=2999-12-31`);
  });
});
