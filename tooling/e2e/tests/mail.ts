import { type APIRequestContext, type Browser, expect, type Page, request } from "@playwright/test";
import { API } from "./sites.ts";

export interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  kind: string;
}

/**
 * Runs `use` with a request context of the test process's own: no X-Forwarded-For, which the
 * fixtures' contexts carry (fixtures.ts). The developer tools (GET /dev/outbox, POST
 * /dev/booking/{id}/complete, DEV_TOOLS=1) answer only this machine, and a relayed address says
 * otherwise (apps/api/src/http/local-only.ts).
 */
export async function fromThisMachine<T>(use: (api: APIRequestContext) => Promise<T>): Promise<T> {
  // Inside a test, new contexts start from the test's options: the empty headers replace its address.
  const api = await request.newContext({ extraHTTPHeaders: {} });
  try {
    return await use(api);
  } finally {
    await api.dispose();
  }
}

/**
 * A page of a browser context with no X-Forwarded-For and the test page's viewport: the sites serve
 * /dev/mail only to this machine. Its cookies are its own.
 */
export async function pageFromThisMachine(browser: Browser, like: Page): Promise<Page> {
  const context = await browser.newContext({ viewport: like.viewportSize(), extraHTTPHeaders: {} });
  return context.newPage();
}

/** The emails the API wrote to this address, newest first (GET /dev/outbox, from this machine). */
export async function mailTo(to: string): Promise<OutboxMessage[]> {
  return fromThisMachine(async (api) => {
    const res = await api.get(`${API}/dev/outbox?to=${encodeURIComponent(to)}`);
    expect(res.status()).toBe(200);
    return ((await res.json()) as { data: OutboxMessage[] }).data;
  });
}

/**
 * How long to look for an email. The API writes it in the same transaction as what sends it, so it is
 * there by the time the page answers; the wait is for the API to answer /dev/outbox, which on CI's
 * busy cores (two browsers, the API and two sites) once took longer than expect's 5 s. How fast the
 * API answers is for the benches; here a missing email fails with what the outbox held.
 */
const EMAIL_WAIT_MS = 15_000;

/** The newest link to `path` (e.g. /confirm-email) emailed to this address. */
export async function emailedLink(to: string, path: string): Promise<string> {
  let link: string | undefined;
  let seen = "no answer from GET /dev/outbox yet";
  const started = Date.now();
  try {
    await expect
      .poll(
        async () => {
          let messages: OutboxMessage[];
          try {
            messages = await mailTo(to);
          } catch (error) {
            seen = `GET /dev/outbox failed after ${Date.now() - started} ms: ${String(error).slice(0, 200)}`;
            return undefined;
          }
          seen = `${messages.length} email(s) to this address after ${Date.now() - started} ms (${messages.map((m) => m.kind).join(", ") || "none"})`;
          for (const m of messages) {
            link = m.text.match(new RegExp(`https?://\\S+${path}\\?token=[A-Za-z0-9_-]+`))?.[0];
            if (link) return link;
          }
          return undefined;
        },
        { timeout: EMAIL_WAIT_MS },
      )
      .toBeTruthy();
  } catch (error) {
    throw new Error(`no ${path} link emailed to ${to}: ${seen}`, { cause: error });
  }
  return link ?? "";
}

/** A fresh address per test run, project and site. */
export const freshEmail = (label: string) =>
  `e2e-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
