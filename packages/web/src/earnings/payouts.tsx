import { formatShortDate } from "@marketplace/domain/dates";
import { GENERIC_MESSAGES } from "@marketplace/domain/errors";
import { formatAmount } from "@marketplace/domain/money";
import { PAYOUT_MESSAGES } from "@marketplace/domain/payouts";
import { Banner } from "@marketplace/ui/banner";
import { Button } from "@marketplace/ui/button";
import { Card } from "@marketplace/ui/card";
import { ChoiceRow } from "@marketplace/ui/choice-row";
import { FormError } from "@marketplace/ui/form-error";
import { Stack } from "@marketplace/ui/layout";
import { Link } from "@marketplace/ui/link";
import { SearchableSelect } from "@marketplace/ui/searchable-select";
import { Heading, Text } from "@marketplace/ui/text";
import { TextField } from "@marketplace/ui/text-field";
import { Form, useNavigation } from "@remix-run/react";
import { region } from "../env/index.ts";
import { tEarnings } from "../i18n/index.ts";
import * as css from "./earnings.css.ts";
import type {
  AccountForm,
  Bank,
  PayoutAccount,
  PayoutBalance,
  PayoutResult,
  PayoutsOverview,
} from "./payout-view.ts";

const t = (key: string, params?: Record<string, string | number>) => tEarnings(`payouts.${key}`, params);
const money = (minor: number, currency: string) => formatAmount(minor, currency, region.locale);
/** The amount field's first value: the whole available balance, in major units with no symbol. */
const majorText = (minor: number) => (minor % 100 === 0 ? String(minor / 100) : (minor / 100).toFixed(2));

export interface PayoutStatus {
  text: string;
  /** The currency whose card says it (where the redirect's #payouts-{currency} scrolls); null: above them. */
  currency: string | null;
}

/**
 * The page's status line after a redirect (`?payouts=…&currency=…`) or a return from Stripe's
 * onboarding (`?stripe=return|refresh`, the return and refresh URLs the 'connect' branch gives Stripe).
 */
export function payoutStatus(query: URLSearchParams): PayoutStatus | null {
  const payouts = query.get("payouts");
  if (payouts && ["account-saved", "schedule-saved", "sent", "paid"].includes(payouts))
    return { text: t(`status.${payouts}`), currency: query.get("currency") };
  const stripe = query.get("stripe");
  if (stripe === "return" || stripe === "refresh")
    return { text: t(`status.stripe-${stripe}`), currency: null };
  return null;
}

function StatusLine({ status }: { status: PayoutStatus }) {
  return (
    <Banner tone="success" live>
      {status.text}
    </Banner>
  );
}

interface PayoutsProps {
  payouts: PayoutsOverview | null;
  banks: Bank[] | null;
  banksError: string | null;
  result: PayoutResult | undefined;
  status: PayoutStatus | null;
  timeZone: string;
}

/** /earnings' payouts (issue 31): per currency its balances, account, withdrawal and schedule; then the history. */
export function Payouts({ payouts, banks, banksError, result, status, timeZone }: PayoutsProps) {
  if (!payouts)
    return (
      <Card as="section" aria-labelledby="payouts-title">
        <Stack gap="3">
          <Heading level={2} size="sm" id="payouts-title">
            {t("heading")}
          </Heading>
          <Text tone="danger">{GENERIC_MESSAGES.generic}</Text>
        </Stack>
      </Card>
    );
  return (
    <>
      {status && !payouts.balances.some((b) => b.currency === status.currency) ? (
        <StatusLine status={status} />
      ) : null}
      {payouts.balances.map((balance) => (
        <CurrencyPayouts
          key={balance.currency}
          balance={balance}
          account={payouts.accounts.find((a) => a.currency === balance.currency) ?? null}
          clearingDays={payouts.clearingDays}
          banks={banks}
          banksError={banksError}
          result={result?.currency === balance.currency ? result : undefined}
          status={status?.currency === balance.currency ? status : null}
        />
      ))}
      <History history={payouts.history} timeZone={timeZone} />
    </>
  );
}

interface CurrencyProps {
  balance: PayoutBalance;
  account: PayoutAccount | null;
  clearingDays: number;
  banks: Bank[] | null;
  banksError: string | null;
  result: PayoutResult | undefined;
  status: PayoutStatus | null;
}

function CurrencyPayouts({
  balance,
  account,
  clearingDays,
  banks,
  banksError,
  result,
  status,
}: CurrencyProps) {
  const { currency } = balance;
  const figures = [
    ["available", balance.available, t("availableHelp")],
    ["pending", balance.pending, t("pendingHelp", { count: clearingDays })],
    ["onItsWay", balance.onItsWay, t("onItsWayHelp")],
    ["paidOut", balance.paidOut, t("paidOutHelp")],
  ] as const;
  return (
    <Card as="section" aria-labelledby={`payouts-${currency}-title`} id={`payouts-${currency}`}>
      <Stack gap="6">
        <Heading level={2} size="sm" id={`payouts-${currency}-title`}>
          {t("title", { currency })}
        </Heading>
        {status ? <StatusLine status={status} /> : null}
        <dl className={css.payoutFigures} data-testid={`payout-balances-${currency}`}>
          {figures.map(([key, value, help]) => (
            <div key={key}>
              <dt>
                <Text weight="semibold" as="span">
                  {t(key)}
                </Text>
                <Text size="sm" tone="muted">
                  {help}
                </Text>
              </dt>
              <dd className={css.figure} data-testid={`payout-${key}-${currency}`}>
                {money(value, currency)}
              </dd>
            </div>
          ))}
        </dl>
        {balance.available < 0 ? <Banner tone="warning">{PAYOUT_MESSAGES.negativeBalance}</Banner> : null}
        {currency === "NGN" ? (
          <BankAccount account={account} banks={banks} banksError={banksError} result={result} />
        ) : (
          <StripeAccount account={account} currency={currency} result={result} />
        )}
        <Withdraw balance={balance} account={account} result={result} />
        <Schedule account={account} currency={currency} result={result} />
      </Stack>
    </Card>
  );
}

function useBusy() {
  const navigation = useNavigation();
  return (intent: string, currency: string) =>
    navigation.state === "submitting" &&
    navigation.formData?.get("intent") === intent &&
    navigation.formData?.get("currency") === currency;
}

const refusal = (result: PayoutResult | undefined, ...intents: PayoutResult["intent"][]) =>
  result && !result.ok && intents.includes(result.intent) ? result : null;

/** Nigeria: a bank account through Paystack, in two steps (the account name to confirm, then the password). */
function BankAccount({
  account,
  banks,
  banksError,
  result,
}: {
  account: PayoutAccount | null;
  banks: Bank[] | null;
  banksError: string | null;
  result: PayoutResult | undefined;
}) {
  const busy = useBusy();
  // The second step: the bank's name for the account, shown for the provider to confirm.
  const resolved: AccountForm | null =
    result?.intent === "resolve" && result.ok
      ? result.account
      : result?.intent === "save-account" && !result.ok
        ? (result.account ?? null)
        : null;
  const resolveRefused = refusal(result, "resolve");
  const saveRefused = refusal(result, "save-account");
  const form = resolved ? (
    <Form method="post" noValidate data-testid="bank-account-confirm">
      <input type="hidden" name="intent" value="save-account" />
      <input type="hidden" name="currency" value="NGN" />
      <input type="hidden" name="bankCode" value={resolved.bankCode} />
      <input type="hidden" name="accountNumber" value={resolved.accountNumber} />
      <input type="hidden" name="accountName" value={resolved.accountName} />
      <input type="hidden" name="bankName" value={resolved.bankName} />
      <Stack gap="3">
        <div className={css.panel}>
          <Text size="sm" tone="muted">
            {t("bank.resolvedLabel")}
          </Text>
          <Text weight="semibold" data-testid="resolved-account-name">
            {resolved.accountName}
          </Text>
          <Text size="sm">
            {t("bank.accountAt", { bank: resolved.bankName, last4: resolved.accountNumber.slice(-4) })}
          </Text>
        </div>
        <Text size="sm" tone="muted">
          {t("bank.confirmHelp")}
        </Text>
        {saveRefused?.message ? <FormError revision={saveRefused}>{saveRefused.message}</FormError> : null}
        <TextField
          label={t("bank.password")}
          help={t("bank.passwordHelp")}
          name="password"
          type="password"
          autoComplete="current-password"
          error={saveRefused?.fieldErrors.password}
        />
        <div className={css.actions}>
          <Button type="submit" loading={busy("save-account", "NGN")}>
            {t("bank.save")}
          </Button>
          <Link href="/earnings#payouts-NGN">{t("bank.another")}</Link>
        </div>
      </Stack>
    </Form>
  ) : (
    <Form method="post" noValidate data-testid="bank-account-form">
      <input type="hidden" name="intent" value="resolve" />
      <input type="hidden" name="currency" value="NGN" />
      <Stack gap="3">
        {banksError ? <Banner tone="danger">{banksError}</Banner> : null}
        {resolveRefused?.message ? (
          <FormError revision={resolveRefused}>{resolveRefused.message}</FormError>
        ) : null}
        <SearchableSelect
          label={t("bank.bank")}
          name="bankCode"
          options={(banks ?? []).map((b) => ({ identifier: b.code, name: b.name }))}
          placeholder={t("bank.bankPlaceholder")}
          toggleLabel={t("bank.bankToggle")}
          noneLabel={t("bank.bankNone")}
          defaultValue={
            resolveRefused && "entered" in resolveRefused ? resolveRefused.entered.bankCode : null
          }
          error={resolveRefused?.fieldErrors.bankCode}
        />
        <TextField
          label={t("bank.accountNumber")}
          help={t("bank.accountNumberHelp")}
          name="accountNumber"
          inputMode="numeric"
          autoComplete="off"
          maxLength={13}
          defaultValue={
            resolveRefused && "entered" in resolveRefused ? resolveRefused.entered.accountNumber : ""
          }
          error={resolveRefused?.fieldErrors.accountNumber}
        />
        <div>
          <Button type="submit" tone="secondary" loading={busy("resolve", "NGN")}>
            {t("bank.check")}
          </Button>
        </div>
      </Stack>
    </Form>
  );
  return (
    <Stack gap="3">
      <Heading level={3} size="sm">
        {t("account")}
      </Heading>
      {account ? <SavedBankAccount account={account} /> : <Text tone="muted">{t("bank.none")}</Text>}
      {account ? (
        // A change is the rarer act: folded away (a native disclosure, so it opens without JavaScript)
        // unless the provider is in the middle of it.
        <details className={css.disclosure} open={Boolean(resolved || resolveRefused)}>
          <summary className={css.summary}>{t("bank.change")}</summary>
          <div className={css.disclosureBody}>{form}</div>
        </details>
      ) : (
        form
      )}
    </Stack>
  );
}

function SavedBankAccount({ account }: { account: PayoutAccount }) {
  return (
    <Stack gap="2">
      <div className={css.panel} data-testid="payout-account-NGN">
        <Text weight="semibold">{account.accountName}</Text>
        <Text size="sm">
          {t("bank.accountAt", { bank: account.bankName ?? "", last4: account.accountLast4 ?? "" })}
        </Text>
      </div>
      <HoldNotice account={account} />
    </Stack>
  );
}

function HoldNotice({ account }: { account: PayoutAccount }) {
  if (!account.heldUntil) return null;
  const until = new Intl.DateTimeFormat(region.locale, { dateStyle: "medium", timeStyle: "short" }).format(
    new Date(account.heldUntil),
  );
  return (
    <Banner tone="warning" title={t("held.title")}>
      {t("held.text", { until })}
    </Banner>
  );
}

/**
 * The United States and the United Kingdom: Stripe Connect Express. 'Set up payouts' (no account),
 * 'Finish setting up' (an account whose payouts Stripe has not enabled yet), then ready. The button
 * posts, and the action sends the browser to Stripe's onboarding page (decision 062).
 */
function StripeAccount({
  account,
  currency,
  result,
}: {
  account: PayoutAccount | null;
  currency: string;
  result: PayoutResult | undefined;
}) {
  const busy = useBusy();
  const enabled = account?.payoutsEnabled ?? false;
  const refused = refusal(result, "stripe-link");
  return (
    <Stack gap="3">
      <Heading level={3} size="sm">
        {t("account")}
      </Heading>
      {account && enabled ? (
        <div className={css.panel} data-testid={`payout-account-${currency}`}>
          <Text weight="semibold">{t("stripe.ready")}</Text>
          <Text size="sm" tone="muted">
            {t("stripe.readyHelp")}
          </Text>
        </div>
      ) : (
        <Form method="post" data-testid={`stripe-setup-${currency}`}>
          <input type="hidden" name="intent" value="stripe-link" />
          <input type="hidden" name="currency" value={currency} />
          <Stack gap="3">
            <Text tone="muted">{account ? t("stripe.unfinished") : t("stripe.intro")}</Text>
            {refused?.message ? <FormError revision={refused}>{refused.message}</FormError> : null}
            <div>
              <Button type="submit" tone="secondary" loading={busy("stripe-link", currency)}>
                {account ? t("stripe.finish") : t("stripe.setUp")}
              </Button>
            </div>
          </Stack>
        </Form>
      )}
      {account ? <HoldNotice account={account} /> : null}
    </Stack>
  );
}

/** Withdraw: the amount (all of it by default), then a review with the fee and what arrives, then confirm. */
function Withdraw({
  balance,
  account,
  result,
}: {
  balance: PayoutBalance;
  account: PayoutAccount | null;
  result: PayoutResult | undefined;
}) {
  const busy = useBusy();
  const { currency } = balance;
  const review = result?.intent === "review-withdrawal" && result.ok ? result.review : null;
  const refused = refusal(result, "review-withdrawal", "withdraw");
  const minimum = money(balance.minimum, currency);
  // Why there is nothing to press, in the words the API would answer with.
  const blocked = !account
    ? PAYOUT_MESSAGES.noPayoutAccount
    : account.heldUntil
      ? PAYOUT_MESSAGES.accountOnHold
      : !account.ready
        ? PAYOUT_MESSAGES.accountNotReady
        : !balance.canWithdraw
          ? t("withdraw.belowMinimum", { minimum })
          : null;
  const destination =
    account?.bankName && account.accountLast4
      ? t("bank.accountAt", { bank: account.bankName, last4: account.accountLast4 })
      : t("withdraw.stripeAccount");
  return (
    <Stack gap="3">
      <Heading level={3} size="sm">
        {t("withdraw.title")}
      </Heading>
      {blocked ? (
        <Text tone="muted" data-testid={`withdraw-blocked-${currency}`}>
          {blocked}
        </Text>
      ) : review ? (
        <Form method="post" data-testid={`withdraw-confirm-${currency}`}>
          <input type="hidden" name="intent" value="withdraw" />
          <input type="hidden" name="currency" value={currency} />
          <input type="hidden" name="amount" value={majorText(review.amount)} />
          <input type="hidden" name="key" value={review.key} />
          <Stack gap="3">
            <dl className={css.breakdown}>
              <div className={css.breakdownRow}>
                <dt>{t("withdraw.amount")}</dt>
                <dd>{money(review.amount, currency)}</dd>
              </div>
              <div className={css.breakdownRow}>
                <dt>{t("withdraw.fee")}</dt>
                <dd data-testid={`withdraw-fee-${currency}`}>
                  {review.fee > 0 ? `−${money(review.fee, currency)}` : t("withdraw.noFee")}
                </dd>
              </div>
              <div className={`${css.breakdownRow} ${css.netRow}`}>
                <dt>{t("withdraw.arrives")}</dt>
                <dd data-testid={`withdraw-arrives-${currency}`}>{money(review.arrives, currency)}</dd>
              </div>
            </dl>
            <Text size="sm" tone="muted">
              {t("withdraw.to", { account: destination })}
            </Text>
            <div className={css.actions}>
              <Button type="submit" loading={busy("withdraw", currency)}>
                {t("withdraw.confirm", { amount: money(review.arrives, currency) })}
              </Button>
              <Link href={`/earnings#payouts-${currency}`}>{t("withdraw.change")}</Link>
            </div>
          </Stack>
        </Form>
      ) : (
        <Form method="post" noValidate data-testid={`withdraw-form-${currency}`}>
          <input type="hidden" name="intent" value="review-withdrawal" />
          <input type="hidden" name="currency" value={currency} />
          <Stack gap="3">
            {refused?.message ? <FormError revision={refused}>{refused.message}</FormError> : null}
            <TextField
              label={t("withdraw.amountLabel", { currency })}
              help={t("withdraw.amountHelp", { available: money(balance.available, currency), minimum })}
              name="amount"
              inputMode="decimal"
              autoComplete="off"
              defaultValue={
                refused && "amountText" in refused && refused.amountText !== undefined
                  ? refused.amountText
                  : majorText(balance.available)
              }
              error={refused?.fieldErrors.amount}
            />
            <div>
              <Button type="submit" loading={busy("review-withdrawal", currency)}>
                {t("withdraw.review")}
              </Button>
            </div>
          </Stack>
        </Form>
      )}
    </Stack>
  );
}

/** Weekly automatic payouts or withdrawing by hand, per currency (once there is an account). */
function Schedule({
  account,
  currency,
  result,
}: {
  account: PayoutAccount | null;
  currency: string;
  result: PayoutResult | undefined;
}) {
  const busy = useBusy();
  const refused = refusal(result, "schedule");
  return (
    <Stack gap="3">
      <Heading level={3} size="sm">
        {t("schedule.title")}
      </Heading>
      {account ? (
        <Form method="post" data-testid={`schedule-${currency}`}>
          <input type="hidden" name="intent" value="schedule" />
          <input type="hidden" name="currency" value={currency} />
          <Stack gap="3">
            {refused?.message ? <FormError revision={refused}>{refused.message}</FormError> : null}
            <fieldset className={css.choices}>
              <legend className={css.legend}>{t("schedule.legend")}</legend>
              <ChoiceRow
                name="schedule"
                value="manual"
                defaultChecked={account.schedule === "manual"}
                label={t("schedule.manual")}
                help={t("schedule.manualHelp")}
              />
              <ChoiceRow
                name="schedule"
                value="weekly"
                defaultChecked={account.schedule === "weekly"}
                label={t("schedule.weekly")}
                help={t("schedule.weeklyHelp")}
              />
            </fieldset>
            <div>
              <Button type="submit" tone="secondary" loading={busy("schedule", currency)}>
                {t("schedule.save")}
              </Button>
            </div>
          </Stack>
        </Form>
      ) : (
        <Text tone="muted">{t("schedule.noAccount")}</Text>
      )}
    </Stack>
  );
}

/** Every payout, newest first: date, amount, fee, what arrived, status and reference. */
function History({ history, timeZone }: { history: PayoutsOverview["history"]; timeZone: string }) {
  return (
    <Card as="section" aria-labelledby="payout-history-title">
      <Stack gap="3">
        <Heading level={2} size="sm" id="payout-history-title">
          {t("history.title")}
        </Heading>
        {history.length === 0 ? (
          <Text tone="muted">{t("history.empty")}</Text>
        ) : (
          <ul className={css.list} data-testid="payout-history">
            {history.map((p) => (
              <li key={p.reference} className={css.row} data-status={p.status}>
                <div className={css.rowText}>
                  <Text weight="semibold">
                    {t(`history.status.${p.status}`)}
                    {p.automatic ? ` · ${t("history.automatic")}` : ""}
                  </Text>
                  <Text size="sm" tone="muted">
                    <time dateTime={p.createdAt}>{formatShortDate(p.createdAt, timeZone)}</time>
                    {` · ${t("history.fee")} ${p.fee > 0 ? money(p.fee, p.currency) : t("withdraw.noFee")}`}
                    {` · ${t("history.arrives")} ${money(p.arrives, p.currency)}`}
                  </Text>
                  <Text size="sm" tone="muted">
                    {`${t("history.reference")} `}
                    <span className={css.reference}>{p.reference}</span>
                  </Text>
                </div>
                <span className={css.amount}>{money(p.amount, p.currency)}</span>
              </li>
            ))}
          </ul>
        )}
      </Stack>
    </Card>
  );
}
