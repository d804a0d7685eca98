import { GENERIC_MESSAGES } from "@marketplace/domain/errors";
import { formatAmount } from "@marketplace/domain/money";
import { Card } from "@marketplace/ui/card";
import { Stack } from "@marketplace/ui/layout";
import { Link } from "@marketplace/ui/link";
import { Heading, Text } from "@marketplace/ui/text";
import { tWorkspace as t, tEarnings } from "../../i18n/index.ts";
import * as css from "../workspace.css.ts";

/** GET /v1/payment/wallet/earnings: the ledger's earnings balance and the share still in escrow. */
export interface EarningsBalance {
  available: number;
  pending: number;
  currency: string;
}

/**
 * The provider overview's earnings: what is available (earned from completed sessions) and pending
 * (their share of confirmed sessions to come), from the ledger, with the way to /earnings. 'Failed to
 * load' when the figures could not be read.
 */
export function EarningsCard({ balance, locale }: { balance: EarningsBalance | null; locale: string }) {
  return (
    <Card as="section" aria-labelledby="earnings-title">
      <Stack gap="3">
        <Heading level={2} size="sm" id="earnings-title">
          {t("overview.earnings")}
        </Heading>
        {balance ? (
          <dl className={css.feeSummary} data-testid="earnings">
            {(["available", "pending"] as const).map((key) => (
              <div key={key} className={css.feeSummaryRow}>
                <dt>
                  {tEarnings(key)}
                  <Text as="span" size="sm" tone="muted">
                    {" "}
                    · {tEarnings(`${key}Help`)}
                  </Text>
                </dt>
                <dd className={css.amount} style={{ margin: 0 }}>
                  {formatAmount(balance[key], balance.currency, locale)}
                </dd>
              </div>
            ))}
          </dl>
        ) : (
          <Text tone="danger">{GENERIC_MESSAGES.walletBalance}</Text>
        )}
        <Text size="sm">
          <Link href="/earnings">{tEarnings("card.link")}</Link>
        </Text>
      </Stack>
    </Card>
  );
}
