import { formatShortDate, formatTime } from "@marketplace/domain/dates";
import { formatAmount } from "@marketplace/domain/money";
import { Card } from "@marketplace/ui/card";
import { Stack } from "@marketplace/ui/layout";
import { Link } from "@marketplace/ui/link";
import { Heading, Text } from "@marketplace/ui/text";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { loaded } from "../api/index.server.ts";
import { summaryPath } from "../booking/index.ts";
import { requireProvider } from "../dashboard/index.server.ts";
import { DashboardLayout } from "../dashboard/index.ts";
import { region } from "../env/index.ts";
import { tEarnings as t } from "../i18n/index.ts";
import * as css from "./earnings.css.ts";
import { providerTimeZone } from "./earnings.server.ts";
import { sessionWhen, transactionTitle } from "./transaction-parts.tsx";

/** /earnings/{id}: one of the provider's transactions, its fee, the commission and what they earned. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { api, account } = await requireProvider(request, context);
  const [one, timeZone] = await Promise.all([
    api.GET("/v1/transactions/{id}", { params: { path: { id: params.id ?? "" } } }),
    providerTimeZone(api),
  ]);
  // A malformed id or someone else's transaction is no page of this provider's.
  if (one.response.status === 400 || one.response.status === 404) throw new Response(null, { status: 404 });
  return { account, transaction: loaded(one), timeZone };
}

export const meta: MetaFunction = () => [
  { title: t("detail.metaTitle") },
  { name: "robots", content: "noindex" },
];

export default function TransactionPage() {
  const { account, transaction: tx, timeZone } = useLoaderData<typeof loader>();
  const money = (minor: number) => formatAmount(minor, tx.currency, region.locale);
  const rows = [
    ["gross", money(tx.gross)],
    // The platform's share is taken from the fee: shown as a deduction.
    ["commission", tx.commission > 0 ? `−${money(tx.commission)}` : money(0)],
  ] as const;
  return (
    <DashboardLayout account={account}>
      <Stack gap="6">
        <Text size="sm">
          <Link href="/earnings">{t("detail.back")}</Link>
        </Text>
        <Stack gap="2">
          <Heading level={1} size="lg">
            {transactionTitle(tx.kind)}
          </Heading>
          <Text tone="muted">
            <time dateTime={tx.createdAt}>
              {formatShortDate(tx.createdAt, timeZone)}, {formatTime(tx.createdAt, timeZone)}
            </time>
            {` · ${tx.description}`}
          </Text>
        </Stack>
        <Card as="section" aria-labelledby="breakdown-title">
          <Stack gap="3">
            <Heading level={2} size="sm" id="breakdown-title">
              {t("detail.title")}
            </Heading>
            <dl className={css.breakdown} data-testid="transaction-breakdown">
              {rows.map(([key, value]) => (
                <div key={key} className={css.breakdownRow}>
                  <dt>{t(`detail.${key}`)}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
              <div className={`${css.breakdownRow} ${css.netRow}`}>
                <dt>{t("detail.net")}</dt>
                <dd data-testid="transaction-net">{money(tx.amount)}</dd>
              </div>
              <div className={css.breakdownRow}>
                <dt>
                  <Text as="span" size="sm" tone="muted">
                    {t("detail.reference")}
                  </Text>
                </dt>
                <dd>
                  <Text as="span" size="sm" tone="muted">
                    {tx.identifier}
                  </Text>
                </dd>
              </div>
            </dl>
          </Stack>
        </Card>
        <Card as="section" aria-labelledby="session-title">
          <Stack gap="3">
            <Heading level={2} size="sm" id="session-title">
              {t("detail.session")}
            </Heading>
            {tx.booking ? (
              <dl className={css.breakdown}>
                <div className={css.breakdownRow}>
                  <dt>{t("detail.client")}</dt>
                  <dd>{tx.booking.clientName}</dd>
                </div>
                {tx.booking.appointmentTime ? (
                  <div className={css.breakdownRow}>
                    <dt>{t("detail.sessionTime")}</dt>
                    <dd>
                      <time dateTime={tx.booking.appointmentTime}>
                        {sessionWhen(tx.booking.appointmentTime, timeZone)}
                      </time>
                    </dd>
                  </div>
                ) : null}
                <div>
                  <Link href={summaryPath(tx.booking.identifier)}>{t("detail.viewSession")}</Link>
                </div>
              </dl>
            ) : (
              <Text tone="muted">{t("detail.noSession")}</Text>
            )}
          </Stack>
        </Card>
      </Stack>
    </DashboardLayout>
  );
}

export { ErrorBoundary } from "../errors/index.ts";
