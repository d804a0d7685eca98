import { apiErrorMessage } from "@marketplace/api-client";
import { formatShortDate, formatTime } from "@marketplace/domain/dates";
import { GENERIC_MESSAGES } from "@marketplace/domain/errors";
import { formatAmount } from "@marketplace/domain/money";
import { COMPANIES } from "@marketplace/region";
import { Banner } from "@marketplace/ui/banner";
import { Button } from "@marketplace/ui/button";
import { Card } from "@marketplace/ui/card";
import { useHydrated } from "@marketplace/ui/hydrated";
import { Inline, Stack } from "@marketplace/ui/layout";
import { Link } from "@marketplace/ui/link";
import { Heading, Text } from "@marketplace/ui/text";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Printer } from "lucide-react";
import type { ReactNode } from "react";
import { requireAccount } from "../dashboard/index.server.ts";
import { DashboardLayout } from "../dashboard/index.ts";
import { useViewerTimeZone } from "../dates/index.ts";
import { region } from "../env/index.ts";
import { tWallet as t } from "../i18n/index.ts";
import { assertSameOrigin } from "../session/index.server.ts";
import { refundToCard } from "./refund.server.ts";
import { RefundForm } from "./refund-form.tsx";
import { newTopUpKey } from "./top-up.server.ts";
import * as css from "./wallet.css.ts";

/** /wallet/receipt/{reference}: a printable receipt of one of the person's successful payments. */
async function readReceipt(request: Request, context: LoaderFunctionArgs["context"], reference: string) {
  const { api, account } = await requireAccount(request, context);
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
  return { api, account, receipt: receipt.data, timezone: preference.data?.data?.timezone ?? null };
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { account, receipt, timezone } = await readReceipt(request, context, params.reference ?? "");
  // A fresh key each time the page is read: a resubmit of the same form is a retry, a new send is not.
  return { account, receipt, timezone, refundKey: newTopUpKey() };
}

/** 'Send back to my card' (clients, on a card payment with something to send back). */
export async function action({ request, params, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const reference = params.reference ?? "";
  const { api, receipt } = await readReceipt(request, context, reference);
  const form = await request.formData();
  if (form.get("intent") !== "refund") throw new Response(null, { status: 400 });
  return refundToCard(api, reference, form, receipt);
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
  const { account, receipt, timezone, refundKey } = useLoaderData<typeof loader>();
  const refund = useActionData<typeof action>();
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
              {t("receipt.issuedBy", { company: COMPANIES[region.company].name })}
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
            {receipt.refundedAmount > 0 ? (
              <Fact name={t("receipt.refundedSoFar")}>
                <span data-testid="receipt-refunded">{money(receipt.refundedAmount)}</span>
              </Fact>
            ) : null}
          </dl>
          {refund?.ok ? (
            <Banner tone="success" live>
              {refund.message}
            </Banner>
          ) : null}
          {account.role === "client" && receipt.refundable > 0 ? (
            <RefundForm
              key={refundKey}
              refundable={receipt.refundable}
              currency={receipt.currency}
              refundKey={refundKey}
              result={refund && !refund.ok ? refund : undefined}
            />
          ) : null}
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

export { ErrorBoundary } from "../errors/index.ts";
