import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
let token = "";
beforeAll(async () => {
  t = await createTestApp({ providers: 3, clients: 3 });
  token = (await t.login("client@demo.tranquil.example")).token;
});
afterAll(() => t.close());

const cacheOf = async (path: string, init: RequestInit = {}) => (await t.json(path, init)).headers;

describe("Cache-Control", () => {
  it("never lets an answer to a signed-in request be stored", async () => {
    expect(
      (await cacheOf("/v1/me", { headers: { Authorization: `Bearer ${token}` } })).get("Cache-Control"),
    ).toBe("no-store");
    // Even a public route: a signed-in search may be personalised.
    const search = await cacheOf("/v1/providers?pageSize=1", {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(search.get("Cache-Control")).toBe("no-store");
  });

  it("never stores personal data or a session, even unauthenticated", async () => {
    const login = await t.json("/v1/auth/login", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: "client@demo.tranquil.example", password: "nope-nope-1" }),
    });
    expect(login.headers.get("Cache-Control")).toBe("no-store");
    expect((await cacheOf("/v1/me")).get("Cache-Control")).toBe("no-store");
    expect((await cacheOf("/healthz")).get("Cache-Control")).toBe("no-store");
  });

  it("lets anonymous catalogue and search answers be cached briefly, varying on Authorization", async () => {
    for (const path of ["/v1/providers?pageSize=1", "/v1/categories/concerns", "/v1/countries"]) {
      const headers = await cacheOf(path);
      expect(headers.get("Cache-Control"), path).toBe("public, max-age=60");
      expect(headers.get("Vary"), path).toContain("Authorization");
    }
  });

  it("does not cache a failed public read", async () => {
    expect((await cacheOf("/v1/providers?page=0")).get("Cache-Control")).toBe("no-store");
    expect((await cacheOf("/v1/countries/ZZ/states")).get("Cache-Control")).toBe("no-store");
  });
});
