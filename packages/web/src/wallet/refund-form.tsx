import { formatAmount, toMajor } from "@marketplace/domain/money";
import { Banner } from "@marketplace/ui/banner";
import { Button } from "@marketplace/ui/button";
import { Stack } from "@marketplace/ui/layout";
import { Heading, Text } from "@marketplace/ui/text";
import { TextField } from "@marketplace/ui/text-field";
import { Form, useNavigation } from "@remix-run/react";
import { region } from "../env/index.ts";
import { tWallet as t } from "../i18n/index.ts";
import type { RefundResult } from "./refund.server.ts";
import * as css from "./wallet.css.ts";

/** Minor units as a person would type them: '1250' for a whole amount, '25.50' otherwise. */
const typedAmount = (minor: number) =>
  minor % 100 === 0 ? String(toMajor(minor)) : toMajor(minor).toFixed(2);

/**
 * On a receipt of a card payment: send wallet money back to that card (a plain form post, so it works
 * without JavaScript). The amount starts at all that may be sent back.
 */
export function RefundForm(p: {
  refundable: number;
  currency: string;
  refundKey: string;
  result: RefundResult | undefined;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "refund";
  const money = (minor: number) => formatAmount(minor, p.currency, region.locale);
  const failed = p.result && !p.result.ok ? p.result : null;
  return (
    <section aria-labelledby="refund-title" className={css.screenOnly}>
      <Stack gap="3">
        <Heading level={2} size="sm" id="refund-title">
          {t("receipt.refundTitle")}
        </Heading>
        <Text size="sm" tone="muted">
          {t("receipt.refundText", { amount: money(p.refundable) })}
        </Text>
        <Form method="post" className={css.topUpForm} noValidate>
          <input type="hidden" name="intent" value="refund" />
          <input type="hidden" name="idempotencyKey" value={p.refundKey} />
          <div className={css.amountRow}>
            <div className={css.amountField}>
              <TextField
                label={t("receipt.refundAmount", { currency: p.currency })}
                name="amount"
                inputMode="decimal"
                autoComplete="off"
                help={t("receipt.refundHelp", { max: money(p.refundable) })}
                error={failed?.amountError ?? undefined}
                defaultValue={failed?.amount ?? typedAmount(p.refundable)}
              />
            </div>
            <Button type="submit" tone="secondary" loading={busy} className={css.proceed}>
              {t("receipt.refundSubmit")}
            </Button>
          </div>
          {failed?.message ? (
            <Banner tone="danger" live>
              {failed.message}
            </Banner>
          ) : null}
        </Form>
      </Stack>
    </section>
  );
}
