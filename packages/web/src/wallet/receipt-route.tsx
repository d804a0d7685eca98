import { apiErrorMessage } from "@marketplace/api-client";
import { formatShortDate, formatTime } from "@marketplace/domain/dates";
import { GENERIC_MESSAGES } from "@marketplace/domain/errors";
import { formatAmount } from "@marketplace/domain/money";
import { Button } from "@marketplace/ui/button";
import { Card } from "@marketplace/ui/card";
import { useHydrated } from "@marketplace/ui/hydrated";
import { Inline, Stack } from "@marketplace/ui/layout";
import { Link } from "@marketplace/ui/link";
import { Heading, Text } from "@marketplace/ui/text";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Printer } from "lucide-react";
import type { ReactNode } from "react";
import { DashboardLayout } from "../dashboard/dashboard-layout.tsx";
import { requireAccount } from "../dashboard/dashboard-session.server.ts";
import { useViewerTimeZone } from "../dates/use-viewer-time-zone.ts";
import { region } from "../env/region.ts";
import { tWallet as t } from "../i18n/wallet.ts";
import * as css from "./wallet.css.ts";

/** /wallet/receipt/{reference}: a printable receipt of one of the person's successful payments. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { api, account } = await requireAccount(request, context);
  const reference = params.reference ?? "";
  const [receipt, preference] = await Promise.all([
    api.GET("/v1/payment/receipt/{reference}", { params: { path: { reference } } }),
    account.role === "client"
      ? api.GET("/v1/client/preference").catch(() => ({ data: undefined }))
      : Promise.resolve({ data: undefined }),
  ]);
  const status = receipt.response.status;
  // Someone else's payment reads as no payment at all.
  if (status === 400 || status === 403 || status === 404) throw new Response(null, { status: 404 });
  if (!receipt.data) {
    throw new Response(apiErrorMessage(receipt.error, GENERIC_MESSAGES.generic), {
      status: status === 409 ? 409 : 502,
    });
  }
  return { account, receipt: receipt.data, timezone: preference.data?.data?.timezone ?? null };
}

export const meta: MetaFunction = () => [
  { title: t("receipt.metaTitle") },
  { name: "robots", content: "noindex" },
];

function Fact({ name, children }: { name: string; children: ReactNode }) {
  return (
    <>
      <dt className={css.factName}>{name}</dt>
      <dd className={css.factValue}>{children}</dd>
    </>
  );
}

export default function ReceiptPage() {
  const { account, receipt, timezone } = useLoaderData<typeof loader>();
  const zone = useViewerTimeZone(timezone);
  const hydrated = useHydrated();
  const money = (minor: number) => formatAmount(minor, receipt.currency, region.locale);
  const split = receipt.walletAmount > 0 && receipt.gatewayAmount > 0;
  return (
    <DashboardLayout account={account}>
      <Card as="article" aria-labelledby="receipt-title" className={css.receipt}>
        <Stack gap="6">
          <Stack gap="1">
            <Heading level={1} size="lg" id="receipt-title">
              {t("receipt.title")}
            </Heading>
            <Text size="sm" tone="muted">
              {t("receipt.issuedBy", { company: region.company.name })}
            </Text>
          </Stack>
          <p className={css.total} data-testid="receipt-amount">
            {money(receipt.amount)}
          </p>
          <dl className={css.facts}>
            <Fact name={t("receipt.for")}>
              {receipt.description}
              {receipt.booking ? (
                <>
                  <br />
                  {t("receipt.booking", {
                    therapy: receipt.booking.therapy,
                    provider: receipt.booking.providerName,
                    count: receipt.booking.totalSessions,
                  })}
                </>
              ) : null}
            </Fact>
            <Fact name={t("receipt.amount")}>{money(receipt.amount)}</Fact>
            {split ? (
              <>
                <Fact name={t("receipt.fromWallet")}>{money(receipt.walletAmount)}</Fact>
                <Fact name={t("receipt.byCard")}>{money(receipt.gatewayAmount)}</Fact>
              </>
            ) : null}
            <Fact name={t("receipt.currency")}>{receipt.currency}</Fact>
            <Fact name={t("receipt.date")}>
              <time dateTime={receipt.paidAt}>
                {formatShortDate(receipt.paidAt, zone)}, {formatTime(receipt.paidAt, zone)} ({zone})
              </time>
            </Fact>
            <Fact name={t("receipt.reference")}>
              <span data-testid="receipt-reference">{receipt.reference}</span>
            </Fact>
          </dl>
          <div className={css.screenOnly}>
            <Inline gap="4" alignItems="center">
              {hydrated ? (
                <Button
                  tone="secondary"
                  icon={<Printer size={20} aria-hidden="true" />}
                  onClick={() => window.print()}
                >
                  {t("receipt.print")}
                </Button>
              ) : null}
              <Link href="/wallet">{t("receipt.back")}</Link>
            </Inline>
          </div>
        </Stack>
      </Card>
    </DashboardLayout>
  );
}

export { ErrorBoundary } from "../errors/route-error-boundary.tsx";
