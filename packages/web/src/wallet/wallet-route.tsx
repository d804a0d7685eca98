import { formatShortDate } from "@marketplace/domain/dates";
import { GENERIC_MESSAGES } from "@marketplace/domain/errors";
import { pageFromQuery } from "@marketplace/domain/filters";
import { formatAmount } from "@marketplace/domain/money";
import { Button } from "@marketplace/ui/button";
import { Card } from "@marketplace/ui/card";
import { EmptyState } from "@marketplace/ui/empty-state";
import { Stack } from "@marketplace/ui/layout";
import { Link } from "@marketplace/ui/link";
import { Pagination } from "@marketplace/ui/pagination";
import { Heading, Text } from "@marketplace/ui/text";
import { WalletCard } from "@marketplace/ui/wallet-card";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { loaded } from "../api/index.server.ts";
import { requireAccount } from "../dashboard/index.server.ts";
import { DashboardLayout } from "../dashboard/index.ts";
import { useViewerTimeZone } from "../dates/index.ts";
import { region } from "../env/index.ts";
import { paginationLabels, tWallet as t, tCommon, tDashboard } from "../i18n/index.ts";
import * as css from "./wallet.css.ts";

/**
 * /wallet: the client's balance and statement (`GET /v1/wallet/transactions`, 10 a page): the wallet's
 * entries and the sessions paid by card, each payment with its receipt.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, account } = await requireAccount(request, context);
  // Providers have earnings, not a wallet (their statement is on /earnings).
  if (account.role !== "client") throw redirect("/overview");
  const page = pageFromQuery(new URL(request.url).searchParams.get("page"));
  const [statement, wallet, preference] = await Promise.all([
    api.GET("/v1/wallet/transactions", { params: { query: { page } } }),
    api.GET("/v1/wallet").catch(() => ({ data: undefined })),
    api.GET("/v1/client/preference").catch(() => ({ data: undefined })),
  ]);
  const lines = loaded(statement);
  return {
    account,
    lines: lines.data,
    meta: lines.meta,
    wallet: wallet.data ?? null,
    timezone: preference.data?.data?.timezone ?? null,
  };
}

export const meta: MetaFunction = () => [
  { title: t("history.metaTitle") },
  { name: "robots", content: "noindex" },
];

type StatementLine = ReturnType<typeof useLoaderData<typeof loader>>["lines"][number];

/**
 * How a session was paid, beside its line: the card part (which never touched the wallet, issue 28)
 * or the wallet's part. Other lines say what they are in their description.
 */
function paidWith(line: StatementLine): string | null {
  if (line.kind !== "booking_payment") return null;
  return line.account === "gateway_clearing" ? t("receipt.byCard") : t("receipt.fromWallet");
}

export default function WalletPage() {
  const { account, lines, meta: pages, wallet, timezone } = useLoaderData<typeof loader>();
  const zone = useViewerTimeZone(timezone);
  return (
    <DashboardLayout account={account}>
      <Stack gap="6">
        <Heading level={1} size="lg">
          {t("history.title")}
        </Heading>
        <WalletCard
          title={tDashboard("overview.wallet")}
          balance={wallet ? formatAmount(wallet.balance, wallet.currency, region.locale) : null}
          error={GENERIC_MESSAGES.walletBalance}
          action={
            <Button href="/overview?topup=1#top-up" tone="secondary">
              {t("topUp.open")}
            </Button>
          }
        />
        <Card as="section" aria-labelledby="transactions-title">
          <Stack gap="4">
            <Heading level={2} size="md" id="transactions-title">
              {t("history.transactions")}
            </Heading>
            {lines.length === 0 ? (
              <EmptyState
                title={tCommon("transactions.emptyTitle")}
                description={tCommon("transactions.emptyText")}
              />
            ) : (
              <ul className={css.statement} data-testid="transactions">
                {lines.map((line) => {
                  const date = formatShortDate(line.createdAt, zone);
                  const amount = formatAmount(Math.abs(line.amount), line.currency, region.locale);
                  return (
                    <li key={`${line.identifier}-${line.account}`} className={css.line}>
                      <div className={css.lineText}>
                        <Text weight="medium">{line.description}</Text>
                        <Text size="sm" tone="muted">
                          <time dateTime={line.createdAt}>{date}</time>
                          {paidWith(line) ? ` · ${paidWith(line)}` : null}
                        </Text>
                      </div>
                      <div className={css.lineEnd}>
                        <span className={[css.amount, line.amount > 0 ? css.credit : ""].join(" ")}>
                          {line.amount > 0 ? `+${amount}` : `−${amount}`}
                        </span>
                        {line.paymentReference ? (
                          <Link
                            href={`/wallet/receipt/${encodeURIComponent(line.paymentReference)}`}
                            aria-label={t("history.receiptFor", { description: line.description, date })}
                          >
                            {t("history.viewReceipt")}
                          </Link>
                        ) : null}
                      </div>
                    </li>
                  );
                })}
              </ul>
            )}
            <Pagination
              page={pages.page}
              totalPages={pages.totalPages}
              hrefFor={(page) => `/wallet?page=${page}`}
              labels={paginationLabels(t("history.pagination"))}
            />
          </Stack>
        </Card>
      </Stack>
    </DashboardLayout>
  );
}

export { ErrorBoundary } from "../errors/index.ts";
