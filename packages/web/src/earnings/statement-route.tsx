import { formatShortDate } from "@marketplace/domain/dates";
import { formatStatementMonth, parseStatementMonth } from "@marketplace/domain/ledger";
import { formatAmount } from "@marketplace/domain/money";
import { buttonStyle } from "@marketplace/ui/button";
import { Card } from "@marketplace/ui/card";
import { Stack } from "@marketplace/ui/layout";
import { Link } from "@marketplace/ui/link";
import { Heading, Text } from "@marketplace/ui/text";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { loaded } from "../api/index.server.ts";
import { requireProvider } from "../dashboard/index.server.ts";
import { DashboardLayout } from "../dashboard/index.ts";
import { region } from "../env/index.ts";
import { tEarnings as t } from "../i18n/index.ts";
import * as css from "./earnings.css.ts";
import { statementFile } from "./statement-links.ts";
import { transactionTitle } from "./transaction-parts.tsx";

/** /earnings/statements/{month} (providers): the month's statement, per currency, from the API. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { api, account } = await requireProvider(request, context);
  const month = params.month ?? "";
  // A month that is not YYYY-MM, or one that has not started, is no page.
  if (!parseStatementMonth(month)) throw new Response(null, { status: 404 });
  const { data, error, response } = await api.GET("/v1/payment/statements/{month}", {
    params: { path: { month } },
  });
  if (response.status === 400 || response.status === 404) throw new Response(null, { status: 404 });
  return { account, statement: loaded({ data, error }) };
}

export const meta: MetaFunction = () => [
  { title: t("statements.metaTitle") },
  { name: "robots", content: "noindex" },
];

type Loaded = ReturnType<typeof useLoaderData<typeof loader>>;
type CurrencyStatement = Loaded["statement"]["currencies"][number];

export default function StatementPage() {
  const { account, statement } = useLoaderData<typeof loader>();
  const label = formatStatementMonth(statement.month, region.locale);
  return (
    <DashboardLayout account={account}>
      <Stack gap="6">
        <Text size="sm">
          <Link href="/earnings">{t("statements.back")}</Link>
        </Text>
        <Stack gap="2">
          <Heading level={1} size="lg">
            {t("statements.heading", { month: label })}
          </Heading>
          <Text tone="muted">{t("statements.timezone", { timezone: statement.timezone })}</Text>
        </Stack>
        {/* Files, not pages: plain links (the app's link would fetch them as routes). */}
        <div className={css.actions}>
          <a
            href={statementFile(statement.month, "csv")}
            download
            className={buttonStyle({ tone: "secondary" })}
            data-testid="statement-csv"
          >
            {t("statements.downloadCsv")}
          </a>
          <a
            href={statementFile(statement.month, "pdf")}
            download
            className={buttonStyle({ tone: "secondary" })}
            data-testid="statement-pdf"
          >
            {t("statements.downloadPdf")}
          </a>
        </div>
        {statement.currencies.length === 0 ? (
          <Card>
            <Text>{t("statements.noActivity")}</Text>
          </Card>
        ) : null}
        {statement.currencies.map((c) => (
          <CurrencySection key={c.currency} statement={c} timeZone={statement.timezone} />
        ))}
      </Stack>
    </DashboardLayout>
  );
}

function CurrencySection({ statement: s, timeZone }: { statement: CurrencyStatement; timeZone: string }) {
  const money = (minor: number) => formatAmount(minor, s.currency, region.locale);
  // Deductions read as such: '−₦6,000' (a true minus sign), nothing for zero.
  const less = (minor: number) => (minor > 0 ? `−${money(minor)}` : money(0));
  const rows = [
    ["sessions", String(s.sessions)],
    ["gross", money(s.gross)],
    ["commission", less(s.commission)],
    ["refunds", less(s.refunds)],
    ["payouts", s.payouts < 0 ? money(-s.payouts) : less(s.payouts)],
  ] as const;
  const id = s.currency.toLowerCase();
  return (
    <>
      <Card as="section" aria-labelledby={`summary-${id}`}>
        <Stack gap="3">
          <Heading level={2} size="sm" id={`summary-${id}`}>
            {t("statements.summary", { currency: s.currency })}
          </Heading>
          <dl className={css.breakdown} data-testid={`statement-summary-${s.currency}`}>
            <div className={`${css.breakdownRow} ${css.strongRow}`}>
              <dt>{t("statements.opening")}</dt>
              <dd>{money(s.opening)}</dd>
            </div>
            {rows.map(([key, value]) => (
              <div key={key} className={css.breakdownRow}>
                <dt>{t(`statements.${key}`)}</dt>
                <dd>{value}</dd>
              </div>
            ))}
            <div className={`${css.breakdownRow} ${css.netRow}`}>
              <dt>{t("statements.closing")}</dt>
              <dd data-testid={`statement-closing-${s.currency}`}>{money(s.closing)}</dd>
            </div>
          </dl>
        </Stack>
      </Card>
      <Card as="section" aria-labelledby={`lines-${id}`}>
        <Stack gap="3">
          <Heading level={2} size="sm" id={`lines-${id}`}>
            {t("statements.transactions", { currency: s.currency })}
          </Heading>
          {s.lines.length === 0 ? (
            <Text tone="muted">{t("statements.noActivity")}</Text>
          ) : (
            <ul className={css.list}>
              {s.lines.map((l) => (
                <li key={l.identifier} className={css.row}>
                  <div className={css.rowText}>
                    <Text weight="semibold">{transactionTitle(l.kind)}</Text>
                    <Text size="sm" tone="muted">
                      <time dateTime={l.createdAt}>{formatShortDate(l.createdAt, timeZone)}</time>
                      {l.gross > 0 ? ` · ${t("statements.gross")} ${money(l.gross)}` : ""}
                    </Text>
                  </div>
                  <span className={css.amount}>{money(l.net)}</span>
                </li>
              ))}
            </ul>
          )}
        </Stack>
      </Card>
      <Card as="section" aria-labelledby={`payouts-${id}`}>
        <Stack gap="3">
          <Heading level={2} size="sm" id={`payouts-${id}`}>
            {t("statements.payoutHistory", { currency: s.currency })}
          </Heading>
          {s.payoutHistory.length === 0 ? (
            <Text tone="muted">{t("statements.noPayouts")}</Text>
          ) : (
            <ul className={css.list} data-testid={`statement-payouts-${s.currency}`}>
              {s.payoutHistory.map((p) => (
                <li key={p.identifier} className={css.row}>
                  <div className={css.rowText}>
                    <Text weight="semibold">{p.status}</Text>
                    <Text size="sm" tone="muted">
                      <time dateTime={p.createdAt}>{formatShortDate(p.createdAt, timeZone)}</time>
                      {` · ${t("statements.reference")} `}
                      <span className={css.reference}>{p.identifier}</span>
                    </Text>
                  </div>
                  <span className={css.amount}>{money(p.amount)}</span>
                </li>
              ))}
            </ul>
          )}
        </Stack>
      </Card>
    </>
  );
}

export { ErrorBoundary } from "../errors/index.ts";
