import { getRegion } from "@marketplace/region";
import { createCookie } from "@remix-run/node";
import { describe, expect, it, vi } from "vitest";
import { publicOrigin } from "../env/env.server.ts";
import { assertSameOrigin, getToken, isNewAccountSession, signIn } from "./session.server.ts";

// vitest.config.ts builds this as the global site; its local origin moves with PORT_OFFSET.
const SITE = publicOrigin(getRegion("global"));

describe("the session cookie", () => {
  it("does not accept a cookie signed with the old published secret", async () => {
    const forged = createCookie("__session", { secrets: ["dev-only-session-secret-change-me"] });
    const cookie = await forged.serialize({ token: "stolen" });
    const request = new Request(`${SITE}/overview`, { headers: { Cookie: cookie.split(";")[0] ?? "" } });
    expect(await getToken(request)).toBeUndefined();
  });

  it("reads back a cookie it signed itself, httpOnly and without Secure over http", async () => {
    const response = await signIn("token-1", "/overview");
    const setCookie = response.headers.get("Set-Cookie") ?? "";
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).not.toMatch(/Secure/);
    const request = new Request(`${SITE}/overview`, { headers: { Cookie: setCookie.split(";")[0] ?? "" } });
    expect(await getToken(request)).toBe("token-1");
  });

  it("marks the session that began by confirming the sign-up email as a new account's, and no other", async () => {
    const requestWith = (response: Response) =>
      new Request(`${SITE}/overview`, {
        headers: { Cookie: (response.headers.get("Set-Cookie") ?? "").split(";")[0] ?? "" },
      });
    expect(await isNewAccountSession(requestWith(await signIn("t", "/overview", { newAccount: true })))).toBe(
      true,
    );
    expect(await isNewAccountSession(requestWith(await signIn("t", "/overview")))).toBe(false);
    expect(await isNewAccountSession(new Request(`${SITE}/overview`))).toBe(false);
  });
});

describe("the origin check", () => {
  const post = (url: string, origin?: string) =>
    new Request(url, { method: "POST", headers: origin ? { Origin: origin } : {} });
  const status = (request: Request) => {
    try {
      assertSameOrigin(request);
      return 200;
    } catch (error) {
      return error instanceof Response ? error.status : 500;
    }
  };

  it("accepts the configured public origin even when the request reached us as another URL", () => {
    // Behind an HTTPS proxy the request URL is the internal one; the browser's Origin is the public host.
    expect(status(post("http://10.0.0.5:8080/logout", SITE))).toBe(200);
    expect(status(post(`${SITE}/logout`))).toBe(200);
  });

  it("refuses other origins and the opaque null origin", () => {
    expect(status(post(`${SITE}/logout`, "https://evil.example"))).toBe(403);
    expect(status(post(`${SITE}/logout`, "null"))).toBe(403);
    expect(status(post(`${SITE}/logout`, "http://localhost:3001"))).toBe(403);
  });
});

describe("behind HTTPS", () => {
  it("marks the session and consent cookies Secure when the site's host is https", async () => {
    vi.stubEnv("GLOBAL_HOST", "https://www.tranquil.example");
    vi.resetModules();
    try {
      const session = await import("./session.server.ts");
      const setCookie = (await session.signIn("t", "/overview")).headers.get("Set-Cookie") ?? "";
      expect(setCookie).toMatch(/; Secure/);
      expect(session.consentCookieHeader("all")).toMatch(/; Secure$/);
      // And the origin check follows the public host, not the internal request URL.
      const post = new Request("http://10.0.0.5:3000/logout", {
        method: "POST",
        headers: { Origin: "https://www.tranquil.example" },
      });
      expect(() => session.assertSameOrigin(post)).not.toThrow();
    } finally {
      vi.unstubAllEnvs();
      vi.resetModules();
    }
  });
});
