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
 * major units with two decimals, times as ISO 8601 (UTC) so spreadsheets sort them. A cell starting
 * with =, +, - or @ is prefixed with a quote mark (escape_formulas) so a client's name can never run as a
 * spreadsheet formula.
 */
export function earningsCsv(transactions: readonly CsvTransaction[]): string {
  return stringify(
    transactions.map((tx) => ({
      date: tx.createdAt,
      reference: tx.identifier,
      type: t(`kind.${tx.kind}`),
      description: tx.description,
      client: tx.booking?.clientName ?? "",
      sessionTime: tx.booking?.appointmentTime ?? "",
      amount: toMajor(tx.amount).toFixed(2),
      currency: tx.currency,
    })),
    {
      header: true,
      columns: COLUMNS.map((key) => ({ key, header: t(`csv.${key}`) })),
      escape_formulas: true,
      record_delimiter: "\r\n",
    },
  );
}

/** The file's name: earnings, then the range when one is set ('earnings-2026-01-01-to-2026-01-31.csv'). */
export function csvFilename(filter: EarningsFilter): string {
  const range =
    filter.startDate || filter.endDate
      ? `-${filter.startDate ?? "start"}-to-${filter.endDate ?? "today"}`
      : "";
  return `${t("csv.filename")}${range}.csv`;
}
