import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ContractValidator } from "./openapi-contract.ts";
import { createTestApp, type TestApp } from "./test-app.ts";

let t: TestApp;
let contract: ContractValidator;
let providerId: string;

beforeAll(async () => {
  t = await createTestApp();
  contract = new ContractValidator(
    (await t.json("/openapi.json")).body as ConstructorParameters<typeof ContractValidator>[0],
  );
  const search = await t.json<{ data: { objectID: string }[] }>("/v1/providers?pageSize=1");
  providerId = search.body.data[0]?.objectID ?? "";
});
afterAll(() => t.close());

const requests = (): Array<[method: string, path: string, status: number]> => [
  ["GET", "/healthz", 200],
  ["GET", "/v1/categories/concerns", 200],
  ["GET", "/v1/categories/therapy", 200],
  ["GET", "/v1/categories/therapy-modality", 200],
  ["GET", "/v1/categories/disciplines", 200],
  ["GET", "/v1/categories/languages", 200],
  ["GET", "/v1/personality/cultural-background", 200],
  ["GET", "/v1/personality/religion", 200],
  ["GET", "/v1/personality/age-group", 200],
  ["GET", "/v1/countries", 200],
  ["GET", "/v1/countries/NG/states", 200],
  ["GET", "/v1/countries/ng/states", 200],
  ["GET", "/v1/countries/ZZ/states", 404],
  ["GET", "/v1/countries/NGA/states", 400],
  ["GET", "/v1/providers", 200],
  ["GET", "/v1/providers?search=anxiety&country=NG,GB&page=1&pageSize=5", 200],
  ["GET", "/v1/providers?isFree=true&minPrice=0&maxPrice=1000000", 200],
  ["GET", "/v1/providers?page=0", 400],
  ["GET", "/v1/providers?pageSize=51", 400],
  ["GET", "/v1/providers?minPrice=-1", 400],
  ["GET", "/v1/providers?minPrice=10&maxPrice=5", 400],
  ["GET", "/v1/providers?gender=Robot", 400],
  ["GET", "/v1/providers?availableFrom=2026-13-01", 400],
  ["GET", "/v1/providers?isFree=maybe", 400],
  ["GET", `/v1/providers/${"0".repeat(26)}`, 404],
  ["GET", "/v1/providers/undefined", 400],
  ["POST", "/v1/newsletter/subscribe", 200],
  ["POST", "/v1/newsletter/subscribe?bad", 400],
];

const body: Record<string, unknown> = {
  "/v1/newsletter/subscribe": { email: "reader@example.com", type: "blog-post" },
  "/v1/newsletter/subscribe?bad": { email: "not-an-email", type: "blog-post" },
};

describe("every route answers what openapi/openapi.json documents", () => {
  it("validates real responses, success and failure", async () => {
    const failures: string[] = [];
    for (const [method, path, status] of requests()) {
      const res = await t.json(path, {
        method,
        ...(body[path]
          ? { body: JSON.stringify(body[path]), headers: { "Content-Type": "application/json" } }
          : {}),
      });
      if (res.status !== status) failures.push(`${method} ${path}: expected ${status}, got ${res.status}`);
      for (const problem of contract.validate(method, path, res.status, res.body)) {
        failures.push(`${method} ${path}: ${problem}`);
      }
    }
    const profile = await t.json(`/v1/providers/${providerId}`);
    failures.push(...contract.validate("GET", `/v1/providers/${providerId}`, profile.status, profile.body));
    expect(failures).toEqual([]);
  });

  it("exercises every documented operation with a successful call", () => {
    const missing = contract
      .operations()
      .filter((op) => !contract.exercised.has(op) && op !== "GET /openapi.json");
    expect(missing).toEqual([]);
  });
});
