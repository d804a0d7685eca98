import { createRequire } from "node:module";
import { formatShortDate } from "@marketplace/domain/dates";
import {
  type CurrencyStatement,
  formatStatementMonth,
  type StatementLine,
  STATEMENT_WORDS as W,
} from "@marketplace/domain/ledger";
import { formatAmount, toMajor } from "@marketplace/domain/money";
import { stringify } from "csv-stringify/sync";
import PDFDocument from "pdfkit";
import { payoutLines } from "./provider-statement.ts";

/**
 * A provider's monthly statement as files (issue 31): CSV for spreadsheets and PDF for people. Both
 * are written from the same figures (provider-statement.ts, the domain's computeStatement).
 */

export interface StatementDocument {
  month: string;
  timezone: string;
  providerName: string;
  currencies: CurrencyStatement[];
  sessionTimes: Map<string, Date | null>;
}

/** The CSV's columns, in order; the header is STATEMENT_WORDS' words for them. */
export const STATEMENT_CSV_HEADER = [
  "Month",
  W.currency,
  W.date,
  W.type,
  W.reference,
  W.description,
  "Session time",
  W.sessions,
  W.gross,
  W.commission,
  W.refunds,
  W.payouts,
  W.net,
] as const;

const major = (minor: number) => toMajor(minor).toFixed(2);

/**
 * The statement as CSV (RFC 4180 by csv-stringify, as the earnings export): per currency an opening
 * balance row, one row per transaction, a total row (sessions, gross, commission, refunds, payouts,
 * net) and a closing balance row. Amounts in major units with two decimals (negative ones stay numbers
 * a spreadsheet can sum), times in ISO 8601 (UTC); a text cell starting with =, +, - or @ is prefixed
 * with a quote mark so it never runs as a formula.
 */
export function statementCsv(doc: StatementDocument): string {
  const rows: string[][] = [];
  for (const s of doc.currencies) {
    rows.push(balanceRow(doc.month, s.currency, W.opening, s.opening));
    for (const l of s.lines) {
      const session = l.bookingId ? doc.sessionTimes.get(l.bookingId) : null;
      rows.push([
        doc.month,
        s.currency,
        l.at.toISOString(),
        W.kind[l.kind],
        l.transactionId,
        textCell(l.description),
        session ? session.toISOString() : "",
        l.kind === "earning" && l.gross > 0 ? "1" : "0",
        major(l.gross),
        major(l.commission),
        major(l.refund),
        major(l.payout),
        major(l.net),
      ]);
    }
    rows.push([
      doc.month,
      s.currency,
      "",
      W.total,
      "",
      "",
      "",
      String(s.sessions),
      major(s.gross),
      major(s.commission),
      major(s.refunds),
      major(s.payouts),
      major(s.closing - s.opening),
    ]);
    rows.push(balanceRow(doc.month, s.currency, W.closing, s.closing));
  }
  return stringify(rows, {
    header: true,
    columns: [...STATEMENT_CSV_HEADER],
    record_delimiter: "\r\n",
  });
}

/** Text a spreadsheet must not run: a leading =, +, -, @, tab or return is quoted (as csv-stringify's escape_formulas). */
const textCell = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

/** An opening or closing row: its balance in the last (net) column, the others empty. */
function balanceRow(month: string, currency: string, label: string, balance: number): string[] {
  const row: string[] = STATEMENT_CSV_HEADER.map(() => "");
  row[0] = month;
  row[1] = currency;
  row[3] = label;
  row[row.length - 1] = major(balance);
  return row;
}

/** The locale a currency's amounts are written in: the Nigerian site's for naira, the global site's else. */
const localeOf = (currency: string) => (currency === "NGN" ? "en-NG" : "en-US");

const require = createRequire(import.meta.url);
/**
 * DejaVu Sans (npm dejavu-fonts-ttf), embedded in every PDF: PDF's standard fonts have no naira sign
 * (₦, U+20A6), DejaVu has it, £ and $, and the file is resolved from node_modules in both src and dist.
 */
const FONTS = {
  regular: require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf"),
  bold: require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf"),
};

const INK = "#1f2933";
const MUTED = "#52606d";

/** The statement as an A4 PDF (pdfkit): a summary per currency, its transactions and its payouts. */
export function statementPdf(doc: StatementDocument): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: "A4",
    margin: 48,
    info: { Title: `${W.title} ${doc.month}`, Author: "Tranquil", Subject: W.title },
    lang: "en",
    // Text extraction and screen readers read the text in order (tagged PDF).
    tagged: true,
    displayTitle: true,
  });
  pdf.registerFont("regular", FONTS.regular);
  pdf.registerFont("bold", FONTS.bold);
  const chunks: Buffer[] = [];
  pdf.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on("end", () => resolve(Buffer.concat(chunks)));
    pdf.on("error", reject);
  });

  const left = pdf.page.margins.left;
  const width = pdf.page.width - left - pdf.page.margins.right;
  pdf
    .fillColor(INK)
    .font("bold")
    .fontSize(18)
    .text(`${W.title}: ${formatStatementMonth(doc.month)}`);
  pdf.moveDown(0.3);
  pdf.font("regular").fontSize(10).fillColor(MUTED);
  pdf.text(`${W.provider}: ${doc.providerName}`);
  pdf.text(W.timezone.replace("{{timezone}}", doc.timezone));
  pdf.fillColor(INK);

  /** One row of columns: [text, share of the width, align]. */
  const row = (cells: Array<[string, number, "left" | "right"]>, font: "regular" | "bold" = "regular") => {
    pdf.font(font).fontSize(9);
    const heights = cells.map(([text, share]) => pdf.heightOfString(text, { width: width * share - 6 }));
    const height = Math.max(...heights) + 4;
    if (pdf.y + height > pdf.page.height - pdf.page.margins.bottom) pdf.addPage();
    const y = pdf.y;
    let x = left;
    for (const [text, share, align] of cells) {
      pdf.text(text, x, y, { width: width * share - 6, align });
      x += width * share;
    }
    pdf.x = left;
    pdf.y = y + height;
  };
  const rule = () => {
    pdf
      .moveTo(left, pdf.y)
      .lineTo(left + width, pdf.y)
      .strokeColor("#cbd2d9")
      .lineWidth(0.5)
      .stroke();
    pdf.y += 3;
  };

  if (doc.currencies.length === 0) {
    pdf.moveDown();
    pdf.font("regular").fontSize(11).text(W.noActivity);
  }
  for (const s of doc.currencies) {
    // No '-£0' for a month without commission, refunds or payouts.
    const money = (minor: number) => formatAmount(minor === 0 ? 0 : minor, s.currency, localeOf(s.currency));
    const date = (at: Date) => formatShortDate(at, doc.timezone);
    pdf.moveDown(1.2);
    pdf.x = left;
    pdf.font("bold").fontSize(13).text(`${W.summary} (${s.currency})`);
    pdf.moveDown(0.3);
    const summary: Array<[string, string]> = [
      [W.opening, money(s.opening)],
      [W.sessions, String(s.sessions)],
      [W.gross, money(s.gross)],
      [W.commission, money(-s.commission)],
      [W.refunds, money(-s.refunds)],
      [W.payouts, money(-s.payouts)],
      [W.closing, money(s.closing)],
    ];
    for (const [label, value] of summary) {
      const strong = label === W.closing || label === W.opening;
      row(
        [
          [label, 0.5, "left"],
          [value, 0.5, "right"],
        ],
        strong ? "bold" : "regular",
      );
    }

    pdf.moveDown(0.8);
    pdf.x = left;
    pdf.font("bold").fontSize(11).text(W.transactions);
    pdf.moveDown(0.2);
    const cols = (l: StatementLine | null): Array<[string, number, "left" | "right"]> =>
      l
        ? [
            [date(l.at), 0.18, "left"],
            [W.kind[l.kind], 0.22, "left"],
            [sessionText(l, doc, date), 0.3, "left"],
            [l.gross ? money(l.gross) : "", 0.15, "right"],
            [money(l.net), 0.15, "right"],
          ]
        : [
            [W.date, 0.18, "left"],
            [W.type, 0.22, "left"],
            [W.description, 0.3, "left"],
            [W.gross, 0.15, "right"],
            [W.net, 0.15, "right"],
          ];
    row(cols(null), "bold");
    rule();
    if (s.lines.length === 0) row([[W.noActivity, 1, "left"]]);
    for (const l of s.lines) row(cols(l));

    const payouts = payoutLines(s);
    pdf.moveDown(0.8);
    pdf.x = left;
    pdf.font("bold").fontSize(11).text(W.payoutHistory);
    pdf.moveDown(0.2);
    if (payouts.length === 0) row([[W.noPayouts, 1, "left"]]);
    else {
      row(
        [
          [W.date, 0.18, "left"],
          [W.status, 0.22, "left"],
          [W.reference, 0.4, "left"],
          [W.amount, 0.2, "right"],
        ],
        "bold",
      );
      rule();
      for (const l of payouts)
        row([
          [date(l.at), 0.18, "left"],
          [W.payoutStatus[l.kind] ?? W.kind[l.kind], 0.22, "left"],
          [l.transactionId, 0.4, "left"],
          [money(Math.abs(l.inFlight || l.payout)), 0.2, "right"],
        ]);
    }
  }
  pdf.end();
  return done;
}

function sessionText(l: StatementLine, doc: StatementDocument, date: (at: Date) => string): string {
  const session = l.bookingId ? doc.sessionTimes.get(l.bookingId) : null;
  return session ? `${l.description} (${date(session)})` : l.description;
}
