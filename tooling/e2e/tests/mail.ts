import { type APIRequestContext, expect } from "@playwright/test";
import { API } from "./sites.ts";

export interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  kind: string;
}

/** The emails the API wrote to this address, newest first (GET /dev/outbox, demo mode). */
export async function mailTo(request: APIRequestContext, to: string): Promise<OutboxMessage[]> {
  const res = await request.get(`${API}/dev/outbox?to=${encodeURIComponent(to)}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: OutboxMessage[] }).data;
}

/** The newest link to `path` (e.g. /confirm-email) emailed to this address. */
export async function emailedLink(request: APIRequestContext, to: string, path: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      for (const m of await mailTo(request, to)) {
        link = m.text.match(new RegExp(`https?://\\S+${path}\\?token=[A-Za-z0-9_-]+`))?.[0];
        if (link) return link;
      }
      return undefined;
    })
    .toBeTruthy();
  return link ?? "";
}

/** A fresh address per test run, project and site. */
export const freshEmail = (label: string) =>
  `e2e-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
