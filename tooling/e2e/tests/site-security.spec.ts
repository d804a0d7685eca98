import { spawn } from "node:child_process";
import { request as httpRequest } from "node:http";
import { join, resolve } from "node:path";
import type { ConsoleMessage, Page } from "@playwright/test";
import { expectAccessible } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { accountMenuButton, dismissCookies, logIn } from "./session.ts";
import { API, SITES } from "./sites.ts";

const root = resolve(import.meta.dirname, "../../..");

/** Everything the browser reports about the Content-Security-Policy, plus uncaught page errors. */
function watchForViolations(page: Page) {
  const problems: string[] = [];
  page.on("console", (message: ConsoleMessage) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** Remix has hydrated once its router exists in the page. */
async function hydrated(page: Page) {
  await page.waitForFunction(() => "__remixRouter" in window);
}

/** The API token inside the signed session cookie (base64 JSON, then a signature). */
async function sessionToken(page: Page, url: string): Promise<string> {
  const cookie = (await page.context().cookies(url)).find((c) => c.name === "__session");
  const [payload] = decodeURIComponent(cookie?.value ?? "").split(".");
  return (JSON.parse(Buffer.from(payload ?? "", "base64").toString("utf8")) as { token: string }).token;
}

function expectSecurityHeaders(response: { headers(): Record<string, string> } | null) {
  const headers = response?.headers() ?? {};
  const csp = headers["content-security-policy"] ?? "";
  expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{16,}'/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  // Plain http on localhost: no HSTS.
  expect(headers["strict-transport-security"]).toBeUndefined();
  return csp;
}

for (const site of SITES) {
  test(`${site.name}: security headers; pages hydrate under the CSP with no violation`, async ({ page }) => {
    const problems = watchForViolations(page);
    const response = await page.goto(site.url);
    const csp = expectSecurityHeaders(response);
    expect(response?.headers()["cache-control"] ?? "").not.toContain("no-store");
    await hydrated(page);
    // Remix's inline scripts carry this response's nonce.
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    const scripts = await page
      .locator("script:not([src])")
      .evaluateAll((nodes) => nodes.map((node) => (node as HTMLScriptElement).nonce));
    expect(scripts.length).toBeGreaterThan(0);
    for (const value of scripts) expect(value).toBe(nonce);
    // A form post from the page (the cookie banner) and a client navigation (a data request) still work.
    await dismissCookies(page);
    await expect(page.getByTestId("cookie-consent")).toHaveCount(0);
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: /privacy/i })
      .first()
      .click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    expect(problems).toEqual([]);
  });

  test(`${site.name}: a signed-in page is no-store, and its overlays open under the CSP`, async ({
    page,
  }) => {
    const problems = watchForViolations(page);
    await logIn(page, site.url, "client@demo.tranquil.example");
    await expect(page).toHaveURL(`${site.url}/overview`);
    const response = await page.reload();
    expectSecurityHeaders(response);
    expect(response?.headers()["cache-control"]).toBe("no-store");
    const data = await page.request.get(`${site.url}/overview.data`);
    expect(data.headers()["cache-control"]).toBe("no-store");
    await hydrated(page);
    // The menu locks scrolling with an injected <style>, which must carry the page's nonce.
    await accountMenuButton(page).click();
    await expect(page.getByRole("menuitem", { name: "Logout" })).toBeVisible();
    await page.keyboard.press("Escape");
    expect(problems).toEqual([]);
  });

  test(`${site.name}: cross-origin posts get 403 before any route runs`, async ({ request }) => {
    for (const path of ["/cookie-consent", "/logout", "/login", "/no-such-page"]) {
      const response = await request.post(`${site.url}${path}`, {
        headers: { Origin: "https://evil.example" },
        form: { choice: "all" },
        maxRedirects: 0,
      });
      expect(response.status(), path).toBe(403);
    }
    const nullOrigin = await request.post(`${site.url}/cookie-consent`, {
      headers: { Origin: "null" },
      form: { choice: "all" },
      maxRedirects: 0,
    });
    expect(nullOrigin.status()).toBe(403);
  });

  test(`${site.name}: /cookie-consent sends crafted redirectTo values home`, async ({ request }) => {
    for (const redirectTo of [
      "/\\evil.example",
      "//evil.example",
      "%2F%2Fevil.example",
      "/\t/evil.example",
    ]) {
      const response = await request.post(`${site.url}/cookie-consent`, {
        headers: { Origin: site.url },
        form: { choice: "essential", redirectTo },
        maxRedirects: 0,
      });
      expect(response.status(), redirectTo).toBe(302);
      expect(response.headers().location, redirectTo).toBe("/");
    }
    const local = await request.post(`${site.url}/cookie-consent`, {
      headers: { Origin: site.url },
      form: { choice: "essential", redirectTo: "/therapy?x=1" },
      maxRedirects: 0,
    });
    expect(local.headers().location).toBe("/therapy?x=1");
  });

  test(`${site.name}: oversized bodies get 413, announced or streamed`, async ({ request }) => {
    const announced = await request.post(`${site.url}/login`, {
      headers: { Origin: site.url, "Content-Type": "application/x-www-form-urlencoded" },
      data: `email=${"x".repeat(2 * 1024 * 1024)}`,
      maxRedirects: 0,
    });
    expect(announced.status()).toBe(413);
    const streamed = await new Promise<number>((done, fail) => {
      const req = httpRequest(`${site.url}/login`, {
        method: "POST",
        headers: { Origin: site.url, "Content-Type": "application/x-www-form-urlencoded" },
      });
      req.on("response", (res) => {
        res.resume();
        done(res.statusCode ?? 0);
      });
      req.on("error", (error) => (req.writableEnded ? undefined : fail(error)));
      const chunk = Buffer.alloc(64 * 1024, "x");
      let sent = 0;
      const pump = () => {
        while (sent < 4 * 1024 * 1024) {
          sent += chunk.length;
          if (!req.write(chunk)) return void req.once("drain", pump);
        }
        req.end();
      };
      pump();
    });
    expect(streamed).toBe(413);
  });

  test(`${site.name}: no public page contains a NUL byte`, async ({ request }) => {
    const home = await request.get(site.url);
    const html = (await home.body()).toString("utf8");
    const paths = new Set(["/", "/login", "/createaccount", "/join-as-a-provider", "/no-such-page"]);
    for (const [, href] of html.matchAll(/href="(\/[^"#?]*)"/g)) {
      if (href && !href.startsWith("/assets/") && href !== "/logout") paths.add(href);
    }
    expect(paths.size).toBeGreaterThan(8);
    for (const path of paths) {
      const body = await (await request.get(`${site.url}${path}`)).body();
      expect(body.indexOf(0), `${path} has a NUL byte`).toBe(-1);
    }
    // A page long enough to cross the renderer's write buffer is covered by the server's own test
    // (packages/web/src/server/render-document.test.tsx); pages are now smaller than that buffer.
  });

  test(`${site.name}: logout revokes the token at the API`, async ({ page, request }) => {
    await logIn(page, site.url, "client.uk@demo.tranquil.example");
    await expect(page).toHaveURL(`${site.url}/overview`);
    const token = await sessionToken(page, site.url);
    const me = () =>
      request.get(`${API}/v1/me`, {
        // A fresh connection each time: a kept-alive one may be closed by the API between calls.
        headers: { Authorization: `Bearer ${token}`, Connection: "close" },
      });
    expect((await me()).status()).toBe(200);
    // The confirm page a plain link lands on: accessible, and "Stay signed in" keeps the session.
    await page.goto(`${site.url}/logout`);
    await expectAccessible(page);
    await page.getByRole("link", { name: "Stay signed in" }).click();
    await expect(page).toHaveURL(`${site.url}/overview`);
    expect((await me()).status()).toBe(200);
    await accountMenuButton(page).click();
    await page.getByRole("menuitem", { name: "Logout" }).click();
    await expect(page).toHaveURL(`${site.url}/`);
    await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible();
    expect((await me()).status()).toBe(401);
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("GET /logout asks first; its form logs out and revokes the token", async ({ page, request }) => {
    const site = SITES[0];
    await logIn(page, site.url, "provider@demo.tranquil.example");
    await expect(page).toHaveURL(`${site.url}/overview`);
    const token = await sessionToken(page, site.url);
    await page.goto(`${site.url}/logout`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Log out of Tranquil?");
    // A GET alone changes nothing: the token still works.
    const me = () =>
      request.get(`${API}/v1/me`, {
        // A fresh connection each time: a kept-alive one may be closed by the API between calls.
        headers: { Authorization: `Bearer ${token}`, Connection: "close" },
      });
    expect((await me()).status()).toBe(200);
    await page.getByRole("main").getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(`${site.url}/`);
    expect((await me()).status()).toBe(401);
    // Signed out, /logout just goes home.
    await page.goto(`${site.url}/logout`);
    await expect(page).toHaveURL(`${site.url}/`);
  });
});

test("a site refuses to start in production without its variables, naming each", async () => {
  const env: Record<string, string> = { PATH: process.env.PATH ?? "", NODE_ENV: "production", PORT: "0" };
  const child = spawn(process.execPath, [join(root, "apps/global/server.mjs")], { env, stdio: "pipe" });
  let output = "";
  child.stdout.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr.on("data", (chunk) => {
    output += chunk;
  });
  const code = await new Promise<number | null>((done) => child.on("exit", done));
  expect(code).not.toBe(0);
  for (const name of ["SESSION_SECRET", "API_URL", "GLOBAL_HOST", "NIGERIA_HOST"]) {
    expect(output).toContain(`${name} is required in production`);
  }
});
