import { GENERIC_MESSAGES } from "@marketplace/domain/errors";
import { formatAmount } from "@marketplace/domain/money";
import { REDIRECT_FALLBACK_MS, topUpLimits } from "@marketplace/domain/wallet";
import { Banner } from "@marketplace/ui/banner";
import { Button } from "@marketplace/ui/button";
import { useHydrated } from "@marketplace/ui/hydrated";
import { Link } from "@marketplace/ui/link";
import { TextField } from "@marketplace/ui/text-field";
import { useFetcher, useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { region } from "../env/index.ts";
import { tWallet as t } from "../i18n/index.ts";
import type { TopUpResult } from "./top-up.server.ts";
import * as css from "./wallet.css.ts";

export interface TopUpFormProps {
  /** The Idempotency-Key this rendering of the form sends (from the loader). */
  topUpKey: string;
  currency: string;
  /** What the action answered a form posted without JavaScript. */
  actionResult?: TopUpResult | undefined;
  /** Where the form posts: the route whose action runs `topUp`. */
  action: string;
}

/**
 * The top-up amount and Proceed. Without JavaScript a plain form post: the action answers 302 to the
 * gateway. With it, a fetcher: the browser goes to the checkout itself, and if it is still here after
 * 100 ms it says so and offers the link. The Idempotency-Key travels in the form, so posting the same
 * form twice is a retry; changing the amount makes a new key (another body under the same key is refused).
 */
export function TopUpForm({ topUpKey, currency, actionResult, action }: TopUpFormProps) {
  const fetcher = useFetcher<TopUpResult>();
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const [edits, setEdits] = useState(0);
  const [fallback, setFallback] = useState<string | null>(null);
  const result = fetcher.data ?? actionResult;
  useEffect(() => {
    const data = fetcher.data;
    if (!data?.ok) return;
    setFallback(null);
    window.location.assign(data.authorizationUrl);
    const timer = window.setTimeout(() => setFallback(data.authorizationUrl), REDIRECT_FALLBACK_MS);
    return () => window.clearTimeout(timer);
  }, [fetcher.data]);
  const { min, max } = topUpLimits(currency);
  const money = (minor: number) => formatAmount(minor, currency, region.locale);
  const busy =
    fetcher.state !== "idle" ||
    (navigation.state === "submitting" && navigation.formData?.get("intent") === "top-up") ||
    (fetcher.data?.ok === true && fallback === null);
  const failed = result && !result.ok ? result : null;
  return (
    <fetcher.Form method="post" action={action} className={css.topUpForm} noValidate>
      <input type="hidden" name="intent" value="top-up" />
      <input type="hidden" name="idempotencyKey" value={edits === 0 ? topUpKey : `${topUpKey}.${edits}`} />
      {hydrated ? <input type="hidden" name="mode" value="js" /> : null}
      <div className={css.amountRow}>
        <div className={css.amountField}>
          <TextField
            label={t("topUp.amount", { currency })}
            name="amount"
            inputMode="decimal"
            autoComplete="off"
            help={t("topUp.amountHelp", { min: money(min), max: money(max) })}
            error={failed?.amountError ?? undefined}
            defaultValue={failed?.amount ?? undefined}
            onChange={() => setEdits((n) => n + 1)}
          />
        </div>
        <Button type="submit" loading={busy} className={css.proceed}>
          {t("topUp.proceed")}
        </Button>
      </div>
      {failed?.message ? (
        <Banner tone="danger" live>
          {failed.message}
        </Banner>
      ) : null}
      {fallback ? (
        <Banner tone="warning" live action={<Link href={fallback}>{t("topUp.continue")}</Link>}>
          {GENERIC_MESSAGES.redirect}
        </Banner>
      ) : null}
    </fetcher.Form>
  );
}
