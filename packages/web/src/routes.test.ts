import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { marketplaceRoutes, SITE_ROUTES } from "./routes.ts";

describe("route table", () => {
  const routes: Array<{ path: string | undefined; file: string; id?: string }> = [];
  marketplaceRoutes((path, file, options) => routes.push({ path, file, id: options?.id }));
  const appDir = join(__dirname, "../../../apps/global/app");

  it("points at files that exist, from an app's app/ folder", () => {
    for (const r of routes) expect(existsSync(join(appDir, r.file)), r.file).toBe(true);
  });

  it("gives every route a unique id and covers the header and footer links", () => {
    expect(new Set(routes.map((r) => r.id)).size).toBe(routes.length);
    const paths = routes.map((r) => r.path);
    for (const p of [
      "/",
      "/therapy",
      "/about-us",
      "/blog",
      "/join-as-a-provider",
      "/login",
      "/createaccount",
      "/contact-us",
      "/terms-of-service",
      "/privacy-policy",
      "*",
    ]) {
      expect(paths).toContain(p);
    }
  });

  it("marks the visitors' pages public and the dashboard signed-in", () => {
    const access = (id: string) => SITE_ROUTES.find((r) => r.id === id)?.access;
    for (const id of ["home", "login", "createaccount", "join-as-a-provider", "page-therapy", "not-found"]) {
      expect(access(id), id).toBe("public");
    }
    for (const id of ["overview", "security", "profile", "client", "booking"]) {
      expect(access(id), id).toBe("signed-in");
    }
    expect(access("logout")).toBe("resource");
    expect(access("api-relay")).toBe("resource");
    for (const id of [
      "payment",
      "payment-series",
      "booking-request",
      "appointment-confirmation",
      "booking-summary",
    ]) {
      expect(access(id), id).toBe("signed-in");
    }
    expect(access("booking-calendar")).toBe("resource");
    expect(access("review")).toBe("signed-in");
    expect(access("reviews-latest")).toBe("resource");
  });

  it("registers the staff console on the global site only (issue 32)", () => {
    const paths = (regionId: string) => {
      const found: Array<string | undefined> = [];
      marketplaceRoutes((path, _file, _options, children) => {
        found.push(path);
        children?.();
      }, regionId);
      return found;
    };
    expect(paths("global")).toEqual(expect.arrayContaining(["/staff", "/staff/login"]));
    expect(paths("nigeria").filter((p) => p?.startsWith("/staff"))).toEqual([]);
  });
});
