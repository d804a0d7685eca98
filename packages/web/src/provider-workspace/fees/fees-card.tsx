import { FEE_MESSAGES, type SavedTherapyFee } from "@marketplace/domain/fees";
import { formatMoney } from "@marketplace/domain/money";
import { Banner } from "@marketplace/ui/banner";
import { Button } from "@marketplace/ui/button";
import { Card } from "@marketplace/ui/card";
import { Stack } from "@marketplace/ui/layout";
import { Heading, Text } from "@marketplace/ui/text";
import { tWorkspace as t } from "../../i18n/index.ts";
import * as css from "../workspace.css.ts";
import type { FormResult } from "../workspace-result.ts";
import { FeeEditor } from "./fee-editor.tsx";

/** The panel opens through the address, so it opens and closes the same way with or without JavaScript. */
export const FEES_PANEL = { param: "fees", open: "edit", saved: "saved" } as const;

export interface FeesCardProps {
  fees: SavedTherapyFee[];
  currencyCode: string;
  locale: string;
  /** The page's path: the panel opens at `?fees=edit` and a save returns to `?fees=saved`. */
  path: string;
  state: string | null;
  result?: FormResult;
  busy?: boolean;
}

/** The provider's fees in account settings: the saved fees, and the editor in settings mode when opened. */
export function FeesCard({ fees, currencyCode, locale, path, state, result, busy }: FeesCardProps) {
  const open = state === FEES_PANEL.open || (result !== undefined && !result.ok);
  return (
    <Card as="section" aria-labelledby="fees-title" id="fees">
      <Stack gap="4">
        <Heading level={2} size="md" id="fees-title">
          {t("fees.title")}
        </Heading>
        <Text tone="muted">{t("fees.text")}</Text>
        {state === FEES_PANEL.saved && !open ? (
          <Banner tone="success" live>
            {FEE_MESSAGES.saved}
          </Banner>
        ) : null}
        {open ? (
          <FeeEditor
            mode="settings"
            fees={fees}
            currencyCode={currencyCode}
            locale={locale}
            next={`${path}?${FEES_PANEL.param}=${FEES_PANEL.saved}#fees`}
            backHref={`${path}#fees`}
            result={result}
            busy={busy}
          />
        ) : (
          <>
            {fees.length === 0 ? (
              <p className={css.help}>{t("fees.none")}</p>
            ) : (
              <ul className={css.feeSummary} data-testid="fee-summary">
                {fees.map((fee) => (
                  <li key={fee.therapyIdentifier} className={css.feeSummaryRow}>
                    <span>{fee.name}</span>
                    <span className={css.amount}>
                      {formatMoney(fee.isFree ? 0 : fee.fee, currencyCode, locale)}
                    </span>
                  </li>
                ))}
              </ul>
            )}
            <div>
              <Button href={`${path}?${FEES_PANEL.param}=${FEES_PANEL.open}#fees`} tone="secondary">
                {t("fees.edit")}
              </Button>
            </div>
          </>
        )}
      </Stack>
    </Card>
  );
}
