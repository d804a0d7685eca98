import { readFileSync } from "node:fs";
import { formatStatementMonth, splitFee } from "@marketplace/domain/ledger";
import { formatAmount } from "@marketplace/domain/money";
import type { APIRequestContext, Download, Page } from "@playwright/test";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { expectAccessible } from "./axe.ts";
import { apiFor, bookAndPaySession, newBookableProvider, signUp } from "./booking-people.ts";
import { expect, test } from "./fixtures.ts";
import { fromThisMachine } from "./mail.ts";
import { logIn } from "./session.ts";
import { stableLayout } from "./settle.ts";
import { shot } from "./shots.ts";
import { API, SITES } from "./sites.ts";

// Issue 31's monthly statements on /earnings: a provider of the test's own, two sessions a client of
// its own booked, paid and that took place (the dev tool completes them, posting the earnings), then
// the month's statement on screen, as CSV and as PDF, with and without JavaScript.

const FEE = 1_000_000; // newBookableProvider's Individual Therapy fee (bookAndPaySession books it).

/** The text of every page of a PDF, one line per piece of text (pdf.js's extraction). */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocument({ data: bytes.slice(), useSystemFonts: false }).promise;
  const lines: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    for (const item of content.items) if ("str" in item && item.str.trim()) lines.push(item.str.trim());
  }
  return lines.join("\n");
}

const saved = async (download: Download) => readFileSync(await download.path());

async function completedSessions(request: APIRequestContext, site: (typeof SITES)[number]) {
  const provider = await newBookableProvider(request, site, `statement-p-${site.name}`);
  const client = await signUp(request, site, `statement-c-${site.name}`, "client", {
    firstName: "Tobi",
    lastName: "Statement",
  });
  for (const daysAhead of [1, 2]) {
    const session = await bookAndPaySession(request, provider, client, { daysAhead });
    await fromThisMachine(async (api) => {
      const done = await api.post(`${API}/dev/booking/${session.identifier}/complete`, {
        headers: { Authorization: `Bearer ${provider.token}` },
      });
      expect(done.status(), await done.text()).toBe(200);
      expect(((await done.json()) as { status: string }).status).toBe("completed");
    });
  }
  return provider;
}

const axe = async (page: Page) => {
  await stableLayout(page);
  await expectAccessible(page);
};

for (const site of SITES) {
  test.describe(`${site.name}: statements`, () => {
    test("a provider with completed sessions opens the month's statement and downloads it as CSV and PDF", async ({
      page,
      playwright,
    }) => {
      test.setTimeout(180_000);
      const request = await apiFor(playwright);
      const provider = await completedSessions(request, site);
      const months = await request.get(`${API}/v1/payment/statements`, {
        headers: { Authorization: `Bearer ${provider.token}` },
      });
      const month = ((await months.json()) as { months: string[] }).months[0] ?? "";
      const label = formatStatementMonth(month, site.locale);
      const wallet = await request.get(`${API}/v1/payment/wallet/earnings`, {
        headers: { Authorization: `Bearer ${provider.token}` },
      });
      const currency = ((await wallet.json()) as { currency: string }).currency;
      const money = (minor: number) => formatAmount(minor, currency, site.locale);
      const { provider: share, platform } = splitFee(FEE);

      await page.context().addCookies([{ name: "cookie-consent", value: "essential", url: site.url }]);
      await logIn(page, site.url, provider.email);
      await expect(page).toHaveURL(`${site.url}/overview`);
      await page.goto(`${site.url}/earnings`);
      const statements = page.getByRole("region", { name: "Statements" });
      await expect(statements.getByRole("link", { name: `View the statement for ${label}` })).toBeVisible();
      await axe(page);
      await shot(page, site.name, "earnings-statements");

      await statements.getByRole("link", { name: `View the statement for ${label}` }).click();
      await expect(page).toHaveURL(`${site.url}/earnings/statements/${month}`);
      await expect(page.getByRole("heading", { level: 1, name: `Statement: ${label}` })).toBeVisible();
      const summary = page.getByTestId(`statement-summary-${currency}`);
      await expect(summary).toContainText(`Sessions2`);
      await expect(summary).toContainText(`Gross${money(2 * FEE)}`);
      await expect(summary).toContainText(`Commission−${money(2 * platform)}`);
      await expect(page.getByTestId(`statement-closing-${currency}`)).toHaveText(money(2 * share));
      await axe(page);
      await shot(page, site.name, "statement");

      // The files: plain links, saved as downloads.
      const [csv] = await Promise.all([
        page.waitForEvent("download"),
        page.getByTestId("statement-csv").click(),
      ]);
      expect(csv.suggestedFilename()).toBe(`statement-${month}.csv`);
      const rows = (await saved(csv)).toString("utf8").split("\r\n");
      expect(rows[0]).toBe(
        "Month,Currency,Date,Type,Reference,Description,Session time,Sessions,Gross,Commission,Refunds,Payouts,Net",
      );
      const major = (minor: number) => (minor / 100).toFixed(2);
      expect(rows).toContain(`${month},${currency},,Opening balance,,,,,,,,,0.00`);
      expect(rows).toContain(
        `${month},${currency},,Total,,,,2,${major(2 * FEE)},${major(2 * platform)},0.00,0.00,${major(2 * share)}`,
      );
      expect(rows).toContain(`${month},${currency},,Closing balance,,,,,,,,,${major(2 * share)}`);
      expect(rows.filter((r) => r.includes(",Session,"))).toHaveLength(2);

      const [pdf] = await Promise.all([
        page.waitForEvent("download"),
        page.getByTestId("statement-pdf").click(),
      ]);
      expect(pdf.suggestedFilename()).toBe(`statement-${month}.pdf`);
      const text = await pdfText(new Uint8Array(await saved(pdf)));
      expect(text).toContain(`Monthly statement: ${formatStatementMonth(month)}`);
      expect(text).toContain(`Sessions\n2`);
      expect(text).toContain(
        `Closing balance\n${formatAmount(2 * share, currency, currency === "NGN" ? "en-NG" : "en-US")}`,
      );
      // The currency's sign, in the embedded font: ₦ on the Nigerian site, $ or £ on the global one.
      expect(text).toContain(currency === "NGN" ? "₦" : money(0).charAt(0));
    });

    // Desktop only (playwright.config.ts leaves the forms without JavaScript out of the 375 px run).
    test("the statements list, page and files work with JavaScript off", async ({
      page,
      browser,
      playwright,
    }) => {
      test.setTimeout(180_000);
      const request = await apiFor(playwright);
      const provider = await completedSessions(request, site);
      const months = await request.get(`${API}/v1/payment/statements`, {
        headers: { Authorization: `Bearer ${provider.token}` },
      });
      const month = ((await months.json()) as { months: string[] }).months[0] ?? "";
      const label = formatStatementMonth(month, site.locale);
      const wallet = await request.get(`${API}/v1/payment/wallet/earnings`, {
        headers: { Authorization: `Bearer ${provider.token}` },
      });
      const currency = ((await wallet.json()) as { currency: string }).currency;
      const { provider: share } = splitFee(FEE);

      // Signed in with JavaScript, then the same session in a browser without it.
      await page.context().addCookies([{ name: "cookie-consent", value: "essential", url: site.url }]);
      await logIn(page, site.url, provider.email);
      await expect(page).toHaveURL(`${site.url}/overview`);
      const off = await browser.newContext({ javaScriptEnabled: false, acceptDownloads: true });
      await off.addCookies(await page.context().cookies());
      const plain = await off.newPage();
      await plain.goto(`${site.url}/earnings`);
      await plain.getByRole("link", { name: `View the statement for ${label}` }).click();
      await expect(plain).toHaveURL(`${site.url}/earnings/statements/${month}`);
      await expect(plain.getByTestId(`statement-closing-${currency}`)).toHaveText(
        formatAmount(2 * share, currency, site.locale),
      );
      const [plainCsv] = await Promise.all([
        plain.waitForEvent("download"),
        plain.getByTestId("statement-csv").click(),
      ]);
      const rows = (await saved(plainCsv)).toString("utf8").split("\r\n");
      expect(rows[0]).toBe(
        "Month,Currency,Date,Type,Reference,Description,Session time,Sessions,Gross,Commission,Refunds,Payouts,Net",
      );
      expect(rows.filter((r) => r.includes(",Session,"))).toHaveLength(2);
      // A month that is not YYYY-MM is no page.
      expect((await plain.goto(`${site.url}/earnings/statements/2026-13`))?.status()).toBe(404);
      await off.close();
    });

    test("a client has no statements: the pages send them away, the API refuses", async ({
      page,
      playwright,
    }) => {
      const request = await apiFor(playwright);
      const client = await signUp(request, site, `statement-client-${site.name}`, "client", {
        firstName: "Ada",
        lastName: "Client",
      });
      await page.context().addCookies([{ name: "cookie-consent", value: "essential", url: site.url }]);
      await logIn(page, site.url, client.email);
      await expect(page).toHaveURL(`${site.url}/overview`);
      // The provider's pages and files send anyone else to their overview.
      for (const path of ["/earnings/statements/2026-01", "/earnings/statements/2026-01/statement.pdf"]) {
        await page.goto(`${site.url}${path}`);
        await expect(page).toHaveURL(`${site.url}/overview`);
      }
      const api = await request.get(`${API}/v1/payment/statements/2026-13`, {
        headers: { Authorization: `Bearer ${client.token}` },
      });
      expect(api.status()).toBe(403);
    });
  });
}
