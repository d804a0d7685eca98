import { GENERIC_MESSAGES } from "@marketplace/domain/errors";
import { formatAmount } from "@marketplace/domain/money";
import { Card } from "@marketplace/ui/card";
import { Stack } from "@marketplace/ui/layout";
import { Heading, Text } from "@marketplace/ui/text";
import { tWorkspace as t } from "../../i18n/workspace.ts";
import * as css from "../workspace.css.ts";

export interface EarningsEstimate {
  currencyCode: string;
  completed: { sessions: number; amount: number };
  upcoming: { sessions: number; amount: number };
}

/**
 * The provider overview's earnings: session fees of completed and of upcoming sessions, said to be an
 * estimate (the payout ledger does not exist yet). 'Failed to load' when the figures could not be read.
 */
export function EarningsCard({ estimate, locale }: { estimate: EarningsEstimate | null; locale: string }) {
  return (
    <Card as="section" aria-labelledby="earnings-title">
      <Stack gap="3">
        <Heading level={2} size="sm" id="earnings-title">
          {t("overview.earnings")}
        </Heading>
        {estimate ? (
          <>
            <dl className={css.feeSummary} data-testid="earnings">
              {(["completed", "upcoming"] as const).map((key) => (
                <div key={key} className={css.feeSummaryRow}>
                  <dt>
                    {t(key === "completed" ? "overview.earned" : "overview.expected")}
                    <Text as="span" size="sm" tone="muted">
                      {" "}
                      · {t("overview.sessions", { count: estimate[key].sessions })}
                    </Text>
                  </dt>
                  <dd className={css.amount} style={{ margin: 0 }}>
                    {formatAmount(estimate[key].amount, estimate.currencyCode, locale)}
                  </dd>
                </div>
              ))}
            </dl>
            <Text size="sm" tone="muted">
              {t("overview.estimateNote")}
            </Text>
          </>
        ) : (
          <Text tone="danger">{GENERIC_MESSAGES.walletBalance}</Text>
        )}
      </Stack>
    </Card>
  );
}
