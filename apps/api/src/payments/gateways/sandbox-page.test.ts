// @vitest-environment jsdom
import axe from "axe-core";
import { describe, expect, it } from "vitest";
import type { SandboxCheckout } from "./sandbox-gateway.ts";
import {
  renderSandboxCheckout,
  renderSandboxMessage,
  SANDBOX_TEXT,
  sandboxAmount,
  sandboxPagePolicy,
} from "./sandbox-page.ts";

const checkout = (over: Partial<SandboxCheckout> = {}): SandboxCheckout => ({
  reference: "PAY-01JD0000000000000000000000",
  amount: 1_500_000,
  currencyCode: "NGN",
  email: "ada@example.com",
  callbackUrl: "http://nigeria.test/wallet?tab=top-up",
  status: "pending",
  refundedAmount: 0,
  decidedAt: null,
  createdAt: new Date(),
  ...over,
});

/** The bits of jsdom's DOM these checks read (the API's TypeScript has no DOM library). */
interface Node {
  textContent: string | null;
  getAttribute(name: string): string | null;
  name?: string;
  value?: string;
  type?: string;
}
interface Page {
  open(): void;
  write(html: string): void;
  close(): void;
  title: string;
  documentElement: { lang: string };
  body: Node;
  querySelector(selector: string): Node | null;
  querySelectorAll(selector: string): ArrayLike<Node>;
}
const document = (globalThis as unknown as { document: Page }).document;

/** Loads the page into jsdom and runs axe-core; jsdom computes no colours, so contrast is left out. */
async function serious(html: string) {
  document.open();
  document.write(html);
  document.close();
  const results = await axe.run(document as unknown as Parameters<typeof axe.run>[0], {
    rules: { "color-contrast": { enabled: false } },
  });
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help}`);
}

describe("the sandbox checkout page", () => {
  it("is checked by an axe that does find problems (an unnamed button)", async () => {
    expect(
      await serious('<!doctype html><html lang="en"><title>t</title><main><button></button></main></html>'),
    ).toContain("button-name: Buttons must have discernible text");
  });

  it("formats the amount in the currency's own way", () => {
    expect(sandboxAmount({ amount: 1_500_000, currencyCode: "NGN" })).toBe("₦15,000");
    expect(sandboxAmount({ amount: 4_550, currencyCode: "GBP" })).toBe("£45.50");
    expect(sandboxAmount({ amount: 2_000, currencyCode: "USD" })).toBe("$20");
  });

  it("offers Approve and Decline as a plain form that posts back to the page", async () => {
    const html = renderSandboxCheckout(checkout());
    expect(await serious(html)).toEqual([]);
    expect(document.documentElement.lang).toBe("en");
    expect(document.title).toBe(SANDBOX_TEXT.title);
    expect(document.querySelector("h1")?.textContent).toBe(SANDBOX_TEXT.title);
    expect(document.querySelectorAll("script")).toHaveLength(0);
    const form = document.querySelector("form");
    expect(form?.getAttribute("method")).toBe("post");
    expect(form?.getAttribute("action")).toBe("/sandbox/checkout/PAY-01JD0000000000000000000000");
    const buttons = Array.from(document.querySelectorAll("button")).map((b) => [
      b.textContent,
      b.name,
      b.value,
      b.type,
    ]);
    expect(buttons).toEqual([
      ["Approve payment of ₦15,000", "decision", "approve", "submit"],
      ["Decline payment", "decision", "decline", "submit"],
      ["Cancel payment", "decision", "abandon", "submit"],
    ]);
    expect(document.body.textContent).toContain("₦15,000 (NGN)");
    expect(document.body.textContent).toContain(SANDBOX_TEXT.notice);
  });

  it("shows the outcome once chosen, with a link back to the site", async () => {
    const html = renderSandboxCheckout(checkout({ status: "success", decidedAt: new Date() }));
    expect(await serious(html)).toEqual([]);
    expect(document.querySelector("[role=status]")?.textContent).toBe(SANDBOX_TEXT.approved);
    expect(document.querySelector("form")).toBeNull();
    const back = document.querySelector("a");
    expect(back?.textContent).toBe(SANDBOX_TEXT.back);
    expect(back?.getAttribute("href")).toBe(
      "http://nigeria.test/wallet?tab=top-up&reference=PAY-01JD0000000000000000000000",
    );
    expect(renderSandboxCheckout(checkout({ status: "failed" }))).toContain(SANDBOX_TEXT.declined);
    expect(renderSandboxCheckout(checkout({ status: "abandoned" }))).toContain(SANDBOX_TEXT.abandoned);
  });

  it("escapes what it shows", async () => {
    const html = renderSandboxCheckout(checkout({ reference: `<img src=x onerror="alert(1)">` }));
    expect(html).not.toContain("<img");
    expect(await serious(html)).toEqual([]);
    expect(await serious(renderSandboxMessage(SANDBOX_TEXT.notFoundTitle, SANDBOX_TEXT.notFound))).toEqual(
      [],
    );
  });

  it("allows only its own style, its own form and the callback's origin", () => {
    const policy = sandboxPagePolicy("http://nigeria.test/wallet?tab=top-up");
    expect(policy).toMatch(/^default-src 'none'; style-src 'sha256-[A-Za-z0-9+/=]+'; /);
    expect(policy).toContain("form-action 'self' http://nigeria.test;");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(sandboxPagePolicy()).toContain("form-action 'self';");
  });
});
