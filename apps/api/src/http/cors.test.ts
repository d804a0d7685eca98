import { Hono } from "hono";
import { cors } from "hono/cors";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "./app-types.ts";
import { siteCors } from "./cors.ts";

const SITE = "http://site.test";
const allowed = [SITE];

/** The same route behind siteCors and behind hono/cors as app.ts used it before. */
function apps() {
  const ours = new Hono<AppEnv>();
  ours.use("*", siteCors(allowed));
  const theirs = new Hono();
  theirs.use(
    "*",
    cors({ origin: (origin) => (allowed.includes(origin) ? origin : null), credentials: true }),
  );
  for (const app of [ours, theirs] as Hono[]) {
    app.get("/page", (c) => c.json({ cards: "x".repeat(20_000) }));
    app.get("/cached", (c) => {
      c.header("Vary", "Authorization");
      return c.json({ ok: true });
    });
    app.get("/broken", () => {
      throw new Error("boom");
    });
    app.post("/form", (c) => c.json({ ok: true }, 201));
    app.onError((_err, c) => c.json({ message: "Something went wrong" }, 500));
  }
  return { ours, theirs };
}

const CORS_HEADERS = [
  "access-control-allow-origin",
  "access-control-allow-credentials",
  "access-control-allow-methods",
  "access-control-allow-headers",
  "access-control-max-age",
  "vary",
];
const corsHeaders = (res: Response) =>
  Object.fromEntries(CORS_HEADERS.map((name) => [name, res.headers.get(name)]));

describe("siteCors answers with hono/cors's headers", () => {
  const { ours, theirs } = apps();
  const cases: Array<[string, string, RequestInit]> = [
    ["a site's GET", "/page", { headers: { Origin: SITE } }],
    ["another origin's GET", "/page", { headers: { Origin: "http://evil.test" } }],
    ["a GET without Origin (a site's server)", "/page", {}],
    ["a route that sets Vary itself", "/cached", { headers: { Origin: SITE } }],
    ["a route that fails", "/broken", { headers: { Origin: SITE } }],
    ["a site's POST", "/form", { method: "POST", headers: { Origin: SITE } }],
    [
      "a site's preflight",
      "/form",
      {
        method: "OPTIONS",
        headers: {
          Origin: SITE,
          "Access-Control-Request-Method": "POST",
          "Access-Control-Request-Headers": "content-type",
        },
      },
    ],
    ["another origin's preflight", "/form", { method: "OPTIONS", headers: { Origin: "http://evil.test" } }],
  ];
  it.each(cases)("%s", async (_name, path, init) => {
    const [mine, reference] = await Promise.all([ours.request(path, init), theirs.request(path, init)]);
    expect(mine.status).toBe(reference.status);
    expect(corsHeaders(mine)).toEqual(corsHeaders(reference));
    expect(await mine.text()).toBe(await reference.text());
  });

  it("lets only the sites read answers", async () => {
    const site = await ours.request("/page", { headers: { Origin: SITE } });
    expect(site.headers.get("access-control-allow-origin")).toBe(SITE);
    const other = await ours.request("/page", { headers: { Origin: "http://evil.test" } });
    expect(other.headers.get("access-control-allow-origin")).toBeNull();
    expect(other.headers.get("vary")).toContain("Origin");
  });
});
