import { apiErrorMessage } from "@marketplace/api-client";
import { formatShortDate } from "@marketplace/domain/dates";
import { GENERIC_MESSAGES } from "@marketplace/domain/errors";
import { pageFromQuery } from "@marketplace/domain/filters";
import { formatStatementMonth } from "@marketplace/domain/ledger";
import { formatAmount } from "@marketplace/domain/money";
import { Banner } from "@marketplace/ui/banner";
import { Button, buttonStyle } from "@marketplace/ui/button";
import { Card } from "@marketplace/ui/card";
import { EmptyState } from "@marketplace/ui/empty-state";
import { Stack } from "@marketplace/ui/layout";
import { Link } from "@marketplace/ui/link";
import { Pagination } from "@marketplace/ui/pagination";
import { Heading, Text } from "@marketplace/ui/text";
import { TextField } from "@marketplace/ui/text-field";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import {
  Form,
  type ShouldRevalidateFunction,
  useActionData,
  useLoaderData,
  useLocation,
} from "@remix-run/react";
import { requireProvider } from "../dashboard/index.server.ts";
import { DashboardLayout } from "../dashboard/index.ts";
import { region } from "../env/index.ts";
import { paginationLabels, tEarnings as t, tCommon } from "../i18n/index.ts";
import { assertSameOrigin } from "../session/index.server.ts";
import { useShell } from "../shell/index.ts";
import * as css from "./earnings.css.ts";
import { providerTimeZone } from "./earnings.server.ts";
import { EarningsChart } from "./earnings-chart.tsx";
import { csvHref, filterFromQuery, filterQuery, isFiltered } from "./earnings-filter.ts";
import type { PayoutResult } from "./payout-view.ts";
import { loadPayouts, payoutAction } from "./payouts.server.ts";
import { Payouts, payoutStatus } from "./payouts.tsx";
import { statementFile, statementPath } from "./statement-links.ts";
import { TransactionSession, transactionTitle } from "./transaction-parts.tsx";
import { type LoadedEarnings, useEarnings } from "./use-earnings.ts";

/** /earnings (providers only): the balances, earnings by month, and the transactions with a date range. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, account } = await requireProvider(request, context);
  const url = new URL(request.url);
  const filter = filterFromQuery(url.searchParams);
  const page = pageFromQuery(url.searchParams.get("page"));
  const [wallet, earnings, transactions, timeZone, statements, payouts] = await Promise.all([
    api.GET("/v1/payment/wallet/earnings"),
    api.GET("/v1/payment/earnings"),
    // Dates go to the API only when set (spec section 7).
    api.GET("/v1/transactions", { params: { query: { page, ...filter } } }),
    providerTimeZone(api),
    api.GET("/v1/payment/statements"),
    loadPayouts(api),
  ]);
  return {
    account,
    filter,
    timeZone,
    wallet: wallet.data ?? null,
    earnings: earnings.data ?? null,
    transactions: transactions.data ?? null,
    statementMonths: statements.data?.months ?? null,
    ...payouts,
    // A range the API refuses (its start after its end) is said above the list, in the API's words.
    transactionsError: transactions.data
      ? null
      : apiErrorMessage(transactions.error, GENERIC_MESSAGES.generic),
  };
}

/** The payout forms (payouts.server.ts): account, withdrawal, schedule, Stripe's onboarding link. */
export async function action({ request, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const { api } = await requireProvider(request, context);
  return payoutAction(api, Object.fromEntries(await request.formData()));
}

/**
 * A first step (checking the account's name, reviewing a withdrawal) and a refusal change nothing the
 * loader reads: the page is not read again (seven API calls) after them; a finished change redirects.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  formMethod,
  formData,
  actionResult,
  defaultShouldRevalidate,
}) => {
  const intent = formData?.get("intent");
  const answered = actionResult !== undefined && actionResult !== null && !(actionResult instanceof Response);
  if (formMethod?.toUpperCase() === "POST" && typeof intent === "string" && answered) return false;
  return defaultShouldRevalidate;
};

export const meta: MetaFunction = () => [{ title: t("metaTitle") }, { name: "robots", content: "noindex" }];

export default function EarningsPage() {
  const loaded = useLoaderData<typeof loader>();
  const { account, filter, timeZone, transactions, transactionsError, statementMonths } = loaded;
  const result = useActionData<typeof action>() as PayoutResult | undefined;
  const status = payoutStatus(new URLSearchParams(useLocation().search));
  return (
    <DashboardLayout account={account}>
      <Stack gap="6">
        <Stack gap="2">
          <Heading level={1} size="lg">
            {t("title")}
          </Heading>
          <Text tone="muted">{t("intro")}</Text>
        </Stack>
        <EarningsFigures loaded={loaded} />
        <Payouts
          payouts={loaded.payouts}
          banks={loaded.banks}
          banksError={loaded.banksError}
          result={result}
          status={status}
          timeZone={timeZone}
        />
        <Statements months={statementMonths} />
        <Card as="section" aria-labelledby="transactions-title">
          <Stack gap="4">
            <Heading level={2} size="sm" id="transactions-title">
              {t("transactions.title")}
            </Heading>
            <Form method="get" action="/earnings" data-testid="earnings-filter">
              <Stack gap="3">
                <fieldset className={css.filter}>
                  <legend className={css.legend}>{t("transactions.filterLegend")}</legend>
                  <TextField
                    label={t("transactions.from")}
                    type="date"
                    name="startDate"
                    defaultValue={filter.startDate ?? ""}
                  />
                  <TextField
                    label={t("transactions.to")}
                    type="date"
                    name="endDate"
                    defaultValue={filter.endDate ?? ""}
                  />
                </fieldset>
                <div className={css.actions}>
                  <Button type="submit" tone="secondary">
                    {t("transactions.filter")}
                  </Button>
                  {isFiltered(filter) ? <Link href="/earnings">{t("transactions.clear")}</Link> : null}
                  {/* A file, not a page: a plain link (the app's link would fetch it as a route). */}
                  <a
                    href={csvHref(filter)}
                    download
                    className={buttonStyle({ tone: "secondary" })}
                    data-testid="earnings-csv"
                  >
                    {t("transactions.export")}
                  </a>
                </div>
              </Stack>
            </Form>
            {isFiltered(filter) ? (
              <Text size="sm" tone="muted" role="status">
                {t("transactions.filtered", {
                  from: filter.startDate ?? t("transactions.anyDate"),
                  to: filter.endDate ?? t("transactions.anyDate"),
                })}
              </Text>
            ) : null}
            {transactionsError ? <Banner tone="danger">{transactionsError}</Banner> : null}
            {transactions && transactions.data.length > 0 ? (
              <>
                <ul className={css.list} data-testid="transactions">
                  {transactions.data.map((tx) => (
                    <li key={tx.identifier} className={css.row}>
                      <div className={css.rowText}>
                        <Text weight="semibold">
                          <Link href={`/earnings/${tx.identifier}`}>{transactionTitle(tx.kind)}</Link>
                        </Text>
                        <TransactionSession booking={tx.booking} timeZone={timeZone} />
                        <Text size="sm" tone="muted">
                          <time dateTime={tx.createdAt}>{formatShortDate(tx.createdAt, timeZone)}</time>
                        </Text>
                      </div>
                      <span className={css.amount}>
                        {formatAmount(tx.amount, tx.currency, region.locale)}
                      </span>
                    </li>
                  ))}
                </ul>
                <Pagination
                  page={transactions.meta.page}
                  totalPages={transactions.meta.totalPages}
                  hrefFor={(page) => `/earnings${filterQuery(filter, page)}`}
                  labels={paginationLabels(t("transactions.pagination"))}
                />
              </>
            ) : transactions ? (
              <EmptyState
                title={tCommon("transactions.emptyTitle")}
                description={tCommon("transactions.emptyText")}
              />
            ) : null}
          </Stack>
        </Card>
      </Stack>
    </DashboardLayout>
  );
}

/** The monthly statements (issue 31): each month's page, and its CSV and PDF as plain download links. */
function Statements({ months }: { months: readonly string[] | null }) {
  return (
    <Card as="section" aria-labelledby="statements-title">
      <Stack gap="3">
        <Heading level={2} size="sm" id="statements-title">
          {t("statements.title")}
        </Heading>
        <Text tone="muted">{t("statements.intro")}</Text>
        {months === null ? (
          <Text tone="danger">{GENERIC_MESSAGES.generic}</Text>
        ) : months.length === 0 ? (
          <Text tone="muted">{t("statements.empty")}</Text>
        ) : (
          <ul className={css.list} data-testid="statements">
            {months.map((month) => {
              const label = formatStatementMonth(month, region.locale);
              return (
                <li key={month} className={css.row}>
                  <Text weight="semibold" as="span">
                    <Link
                      href={statementPath(month)}
                      aria-label={t("statements.viewLabel", { month: label })}
                    >
                      {label}
                    </Link>
                  </Text>
                  <span className={css.actions}>
                    <a
                      href={statementFile(month, "csv")}
                      download
                      className={buttonStyle({ tone: "secondary", size: "sm" })}
                      aria-label={t("statements.csvLabel", { month: label })}
                    >
                      {t("statements.csv")}
                    </a>
                    <a
                      href={statementFile(month, "pdf")}
                      download
                      className={buttonStyle({ tone: "secondary", size: "sm" })}
                      aria-label={t("statements.pdfLabel", { month: label })}
                    >
                      {t("statements.pdf")}
                    </a>
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </Stack>
    </Card>
  );
}

/**
 * The balances and the chart: the loader's figures, then Query's (use-earnings.ts), read again when a
 * notification arrives while the page is open.
 */
function EarningsFigures({ loaded }: { loaded: LoadedEarnings }) {
  const { wallet, earnings } = useEarnings(loaded, useShell().session?.unread ?? 0);
  const locale = region.locale;
  const figures = [
    ["available", wallet ? formatAmount(wallet.available, wallet.currency, locale) : null],
    ["pending", wallet ? formatAmount(wallet.pending, wallet.currency, locale) : null],
    ["total", earnings ? formatAmount(earnings.total, earnings.currency, locale) : null],
  ] as const;
  return (
    <>
      <Card as="section" aria-label={t("title")}>
        <dl className={css.figures} style={{ margin: 0 }}>
          {figures.map(([key, value]) => (
            <div key={key}>
              <dt>
                <Text weight="semibold" as="span">
                  {t(key)}
                </Text>
                <Text size="sm" tone="muted">
                  {t(`${key}Help`)}
                </Text>
              </dt>
              <dd className={css.figure} data-testid={`earnings-${key}`}>
                {value ?? (
                  <Text as="span" tone="danger">
                    {GENERIC_MESSAGES.walletBalance}
                  </Text>
                )}
              </dd>
            </div>
          ))}
        </dl>
      </Card>
      <Card as="section" aria-labelledby="chart-title">
        {earnings ? (
          <EarningsChart
            months={earnings.byMonth}
            total={earnings.total}
            currency={earnings.currency}
            locale={locale}
          />
        ) : (
          <Stack gap="3">
            <Heading level={2} size="sm" id="chart-title">
              {t("chart.title")}
            </Heading>
            <Text tone="danger">{GENERIC_MESSAGES.walletBalance}</Text>
          </Stack>
        )}
      </Card>
    </>
  );
}

export { ErrorBoundary } from "../errors/index.ts";
