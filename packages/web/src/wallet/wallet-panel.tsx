import { GENERIC_MESSAGES } from "@marketplace/domain/errors";
import { formatAmount } from "@marketplace/domain/money";
import { walletTopUpFor } from "@marketplace/region";
import { Button } from "@marketplace/ui/button";
import { Dialog } from "@marketplace/ui/dialog";
import { useHydrated } from "@marketplace/ui/hydrated";
import { WalletCard } from "@marketplace/ui/wallet-card";
import { useState } from "react";
import { region } from "../env/index.ts";
import { tWallet as t, tDashboard } from "../i18n/index.ts";
import { PaymentStatus } from "./payment-status.tsx";
import type { PaymentOutcome, TopUpResult } from "./top-up.server.ts";
import { TopUpForm } from "./top-up-form.tsx";

export interface WalletPanelProps {
  wallet: { balance: number; currency: string } | null;
  topUpKey: string;
  /** The payment the gateway returned with (`?reference=`), if any. */
  payment: PaymentOutcome | null;
  /** The form shows at once (`?topup=1`: the Top Up link followed without JavaScript). */
  topUpOpen: boolean;
  actionResult?: TopUpResult | undefined;
  /** The signed-in client's country: it, not the site, decides between the dialog and the inline form. */
  country: string | null;
}

const TOP_UP_ID = "top-up";

/**
 * The client's wallet on the overview (spec screen 2): the balance, Top Up, and the amount form — in a
 * dialog for users in Nigeria (country NG), on either site, inline for everyone else (region's
 * `walletTopUpFor`). Before the script runs,
 * Top Up is a link that opens the inline form (`?topup=1`), so topping up works without JavaScript.
 */
export function WalletPanel({
  wallet,
  topUpKey,
  payment,
  topUpOpen,
  actionResult,
  country,
}: WalletPanelProps) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(topUpOpen || (actionResult !== undefined && !actionResult.ok));
  const currency = wallet?.currency ?? region.currency;
  const inDialog = hydrated && walletTopUpFor(country, region) === "dialog";
  const form = (
    <TopUpForm topUpKey={topUpKey} currency={currency} actionResult={actionResult} action="/overview" />
  );
  const openLabel = t("topUp.open");
  const action = !hydrated ? (
    <Button href={`/overview?topup=1#${TOP_UP_ID}`} tone="secondary">
      {openLabel}
    </Button>
  ) : inDialog ? (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      trigger={<Button tone="secondary">{openLabel}</Button>}
      title={t("topUp.title")}
      description={t("topUp.description")}
      closeLabel={t("topUp.close")}
    >
      {form}
    </Dialog>
  ) : (
    <Button
      tone="secondary"
      aria-expanded={open}
      aria-controls={open ? TOP_UP_ID : undefined}
      onClick={() => setOpen((o) => !o)}
    >
      {openLabel}
    </Button>
  );
  const status = payment ? (
    <PaymentStatus
      payment={payment}
      refreshHref={`/overview?reference=${encodeURIComponent(payment.reference)}`}
    />
  ) : null;
  const inline = !inDialog && open ? <div id={TOP_UP_ID}>{form}</div> : null;
  return (
    <WalletCard
      title={tDashboard("overview.wallet")}
      balance={wallet ? formatAmount(wallet.balance, wallet.currency, region.locale) : null}
      error={GENERIC_MESSAGES.walletBalance}
      action={action}
    >
      {status || inline ? (
        <>
          {status}
          {inline}
        </>
      ) : null}
    </WalletCard>
  );
}
