import { createHash } from "node:crypto";
import { formatAmount } from "@marketplace/domain/money";
import { callbackWithReference } from "./checkout-params.ts";
import { type SandboxCheckout, sandboxCheckoutPath } from "./sandbox-gateway.ts";

/** The one style sheet, inline and allowed by its hash (the page loads nothing else). */
const STYLE = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1c2024;background:#f9f9f8}
main{max-width:32rem;margin:0 auto;padding:32px 16px}
.card{background:#fff;border-radius:16px;padding:24px;box-shadow:0 1px 3px rgba(0,0,0,.08),0 4px 12px rgba(0,0,0,.05)}
h1{font-size:1.5rem;line-height:1.25;margin:0 0 8px}
p{margin:0 0 16px}
.note{color:#60646c}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;margin:0 0 24px}
dt{color:#60646c}
dd{margin:0;font-weight:600;overflow-wrap:anywhere}
.actions{display:flex;flex-wrap:wrap;gap:12px}
button,.link{font:inherit;font-weight:600;min-height:44px;padding:10px 20px;border-radius:8px;cursor:pointer;text-decoration:none;display:inline-flex;align-items:center;justify-content:center}
.approve{background:#0d7a6e;color:#fff;border:2px solid #0d7a6e}
.decline{background:#fff;color:#b42318;border:2px solid #b42318}
.cancel{background:#fff;color:#1c2024;border:2px solid #60646c}
.link{background:#0d7a6e;color:#fff}
button:focus-visible,.link:focus-visible{outline:3px solid #1c2024;outline-offset:2px}
`.trim();

const STYLE_HASH = `sha256-${createHash("sha256").update(STYLE).digest("base64")}`;

const LOCALE_BY_CURRENCY: Record<string, string> = { NGN: "en-NG", GBP: "en-GB", USD: "en-US" };

export const SANDBOX_TEXT = {
  title: "Sandbox checkout",
  notice: "This is a test payment: no money moves. Choose how the payment ends.",
  amount: "Amount",
  reference: "Reference",
  approve: "Approve payment",
  decline: "Decline payment",
  approved: "This payment was approved.",
  declined: "This payment was declined.",
  /** As a payer leaving a real gateway's checkout with its cancel link: the booking's hold is let go. */
  abandon: "Cancel payment",
  abandoned: "This payment was cancelled.",
  back: "Return to the site",
  notFoundTitle: "Checkout not found",
  notFound: "There is no sandbox checkout with this reference. Start the payment again from the site.",
  invalidTitle: "Choose how the payment ends",
  invalid:
    "The form was sent without a choice. Go back and press Approve payment, Decline payment or Cancel payment.",
} as const;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch] ?? ch,
  );

/** '₦15,000' in the currency's own locale. */
export function sandboxAmount(checkout: Pick<SandboxCheckout, "amount" | "currencyCode">): string {
  return formatAmount(
    checkout.amount,
    checkout.currencyCode,
    LOCALE_BY_CURRENCY[checkout.currencyCode] ?? "en-GB",
  );
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<div class="card">
${body}
</div>
</main>
</body>
</html>
`;
}

/**
 * The page's Content-Security-Policy: nothing loads; the form posts here and the answer's redirect
 * goes to the site's callback (browsers check form-action against redirects too).
 */
export function sandboxPagePolicy(callbackUrl?: string): string {
  const targets = ["'self'"];
  if (callbackUrl) targets.push(new URL(callbackUrl).origin);
  return [
    "default-src 'none'",
    `style-src '${STYLE_HASH}'`,
    `form-action ${targets.join(" ")}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join("; ");
}

/** The checkout: what is paid, and Approve and Decline; or the outcome once chosen. */
export function renderSandboxCheckout(checkout: SandboxCheckout): string {
  const amount = escapeHtml(sandboxAmount(checkout));
  const details = `<dl>
<dt>${SANDBOX_TEXT.amount}</dt><dd>${amount} <span class="note">(${escapeHtml(checkout.currencyCode)})</span></dd>
<dt>${SANDBOX_TEXT.reference}</dt><dd>${escapeHtml(checkout.reference)}</dd>
</dl>`;
  if (checkout.status !== "pending") {
    const outcome =
      checkout.status === "success"
        ? SANDBOX_TEXT.approved
        : checkout.status === "abandoned"
          ? SANDBOX_TEXT.abandoned
          : SANDBOX_TEXT.declined;
    const back = escapeHtml(callbackWithReference(checkout.callbackUrl, checkout.reference));
    return page(
      SANDBOX_TEXT.title,
      `<h1>${SANDBOX_TEXT.title}</h1>
<p role="status">${outcome}</p>
${details}
<a class="link" href="${back}">${SANDBOX_TEXT.back}</a>`,
    );
  }
  const action = escapeHtml(sandboxCheckoutPath(checkout.reference));
  return page(
    SANDBOX_TEXT.title,
    `<h1>${SANDBOX_TEXT.title}</h1>
<p class="note">${SANDBOX_TEXT.notice}</p>
${details}
<form method="post" action="${action}">
<div class="actions">
<button class="approve" type="submit" name="decision" value="approve">${SANDBOX_TEXT.approve} of ${amount}</button>
<button class="decline" type="submit" name="decision" value="decline">${SANDBOX_TEXT.decline}</button>
<button class="cancel" type="submit" name="decision" value="abandon">${SANDBOX_TEXT.abandon}</button>
</div>
</form>`,
  );
}

/** A page with a heading and a sentence (no such checkout, a form without a choice). */
export function renderSandboxMessage(title: string, message: string): string {
  return page(title, `<h1>${escapeHtml(title)}</h1>\n<p>${escapeHtml(message)}</p>`);
}
