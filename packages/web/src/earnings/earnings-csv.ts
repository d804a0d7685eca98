import { toMajor } from "@marketplace/domain/money";
import { stringify } from "csv-stringify/sync";
import { tEarnings as t } from "../i18n/index.ts";
import type { EarningsFilter } from "./earnings-filter.ts";

/** The fields of a provider transaction the CSV writes (the API's ProviderTransaction). */
export interface CsvTransaction {
  identifier: string;
  kind: string;
  description: string;
  amount: number;
  currency: string;
  createdAt: string;
  booking: { appointmentTime: string | null; clientName: string } | null;
}

const COLUMNS = [
  "date",
  "reference",
  "type",
  "description",
  "client",
  "sessionTime",
  "amount",
  "currency",
] as const;

/**
 * The transactions as CSV (RFC 4180, by csv-stringify): a header row, then one line each; amounts in
 * major units with two decimals, times as ISO 8601 (UTC) so spreadsheets sort them. Every cell goes
 * through spreadsheetSafe, so a client's name can never run as a spreadsheet formula while a refund's
 * '-500.00' stays a number.
 */
export function earningsCsv(transactions: readonly CsvTransaction[]): string {
  return stringify(
    transactions.map((tx) =>
      Object.fromEntries(
        Object.entries({
          date: tx.createdAt,
          reference: tx.identifier,
          type: t(`kind.${tx.kind}`),
          description: tx.description,
          client: tx.booking?.clientName ?? "",
          sessionTime: tx.booking?.appointmentTime ?? "",
          amount: toMajor(tx.amount).toFixed(2),
          currency: tx.currency,
        }).map(([key, value]) => [key, spreadsheetSafe(value)]),
      ),
    ),
    {
      header: true,
      columns: COLUMNS.map((key) => ({ key, header: t(`csv.${key}`) })),
      record_delimiter: "\r\n",
    },
  );
}

/** A plain decimal number, negative or not ('-500.00'): a spreadsheet reads it as a number, never a formula. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * A cell a spreadsheet will not run (OWASP's CSV injection advice): text starting with =, +, -, @, a
 * tab or a carriage return gets a leading quote mark, as csv-stringify's escape_formulas does, except a
 * plain number such as a refund's '-500.00', which escape_formulas turned into the text "'-500.00".
 * '-2+3' or '-cmd' are still escaped: only the whole cell being a number lets it through.
 */
export function spreadsheetSafe(cell: string): string {
  if (PLAIN_NUMBER.test(cell)) return cell;
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}

/** The file's name: earnings, then the range when one is set ('earnings-2026-01-01-to-2026-01-31.csv'). */
export function csvFilename(filter: EarningsFilter): string {
  const range =
    filter.startDate || filter.endDate
      ? `-${filter.startDate ?? "start"}-to-${filter.endDate ?? "today"}`
      : "";
  return `${t("csv.filename")}${range}.csv`;
}
