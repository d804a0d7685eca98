import { apiErrorMessage, type components } from "@marketplace/api-client";
import { isLive } from "@marketplace/domain/booking-lifecycle";
import { formatShortDate } from "@marketplace/domain/dates";
import { GENERIC_MESSAGES } from "@marketplace/domain/errors";
import { formatAmount } from "@marketplace/domain/money";
import { STAFF_REASON, STAFF_REASON_REQUIRED } from "@marketplace/domain/staff";
import { Banner } from "@marketplace/ui/banner";
import { Button } from "@marketplace/ui/button";
import { Card } from "@marketplace/ui/card";
import { ChoiceRow } from "@marketplace/ui/choice-row";
import { FieldRow } from "@marketplace/ui/field-row";
import { Stack } from "@marketplace/ui/layout";
import { Link } from "@marketplace/ui/link";
import * as ui from "@marketplace/ui/styles";
import { Heading, Text } from "@marketplace/ui/text";
import { TextArea } from "@marketplace/ui/text-area";
import { TextField } from "@marketplace/ui/text-field";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import type { ShouldRevalidateFunction } from "@remix-run/react";
import { Form, useActionData, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { type ReactNode, useEffect, useRef } from "react";
import { region } from "../env/index.ts";
import { tStaff as t } from "../i18n/index.ts";
import { assertSameOrigin } from "../session/index.server.ts";
import { ScrollRegion } from "./scroll-region.tsx";
import * as css from "./staff.css.ts";
import { notFound, requireStaff } from "./staff-session.server.ts";
import { accountStatus, amountFieldValue, atMostOf, consoleTime, refundAmount, regionOf } from "./support.ts";

type StaffRecord = components["schemas"]["StaffUserRecord"];
type Payment = StaffRecord["payments"][number];
type Session = StaffRecord["bookings"][number];

const INTENTS = ["refund", "cancel", "suspend", "restore"] as const;
type Intent = (typeof INTENTS)[number];
const isIntent = (value: unknown): value is Intent => INTENTS.includes(value as Intent);

/** What a staff member is about to do: kept in the form between its two steps (fill in, confirm). */
interface Draft {
  intent: Intent;
  /** The payment's reference, the session's identifier, or the account's for suspend and restore. */
  target: string;
  reason: string;
  /** A refund's amount as typed (major units; blank: all that is left). */
  amount: string;
  onBehalfOf: "client" | "provider";
}
interface Problems {
  reason?: string;
  amount?: string;
  /** The API's refusal that belongs to no field. */
  form?: string;
}
type Answer = { stage: "edit"; draft: Draft; problems: Problems } | { stage: "confirm"; draft: Draft };

const money = (minor: number, currency: string) => formatAmount(minor, currency, region.locale);
const leftOf = (p: Payment) => Math.max(0, p.amount - p.refundedAmount);

/** An account's record (issue 32): the API writes `staff.user.view` to the audit log for each read. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api } = await requireStaff(request, context);
  const id = params.id ?? "";
  const { data, error, response } = await api.GET("/v1/staff/users/{id}", { params: { path: { id } } });
  if (response.status === 404 || response.status === 400) throw notFound();
  if (!data)
    throw new Response(apiErrorMessage(error, GENERIC_MESSAGES.generic), { status: response.status });
  return data;
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.account.fullName || data?.account.email || t("support.title")} · ${t("brand")}` },
];

/** The URL without the panel's own parameters (?act=&target=). */
const withoutPanel = (url: URL) => {
  const query = new URLSearchParams(url.search);
  query.delete("act");
  query.delete("target");
  return `${url.pathname}?${query}`;
};

/**
 * Each read of the record is audited, so it is read again only when something may have changed: not
 * when a panel opens or closes, nor after the first step of an action (it only checked the form).
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  actionResult,
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) => {
  if (formMethod && actionResult && typeof actionResult === "object" && "stage" in actionResult) return false;
  if (!formMethod && withoutPanel(currentUrl) === withoutPanel(nextUrl)) return false;
  return defaultShouldRevalidate;
};

const draftFrom = (form: FormData): Draft | null => {
  const text = (name: string) => String(form.get(name) ?? "").trim();
  const intent = text("intent");
  if (!isIntent(intent)) return null;
  return {
    intent,
    target: text("target"),
    reason: text("reason"),
    amount: text("amount"),
    onBehalfOf: text("onBehalfOf") === "provider" ? "provider" : "client",
  };
};

/**
 * Every action in two steps, as plain forms: the first checks what was typed and asks for
 * confirmation; the second (step=confirm) asks the API. 'Change' goes back to the first with the
 * values kept. Success redirects to the record, which says what was done (?done=).
 */
export async function action({ request, context, params }: ActionFunctionArgs): Promise<Answer | Response> {
  assertSameOrigin(request);
  const { api } = await requireStaff(request, context);
  const id = params.id ?? "";
  const form = await request.formData();
  const draft = draftFrom(form);
  if (!draft) throw new Response(null, { status: 400 });
  const step = String(form.get("step") ?? "");
  if (step === "edit") return { stage: "edit", draft, problems: {} };

  const problems: Problems = {};
  if (draft.reason.length < STAFF_REASON.min || draft.reason.length > STAFF_REASON.max)
    problems.reason = STAFF_REASON_REQUIRED;
  let minor: number | undefined;
  const currency = String(form.get("currency") ?? "");
  if (draft.intent === "refund") {
    // The payment's figures ride with the form only to word the checks; the API checks again.
    const left = Number(form.get("left") ?? 0);
    const amount = refundAmount(draft.amount, Number.isFinite(left) ? left : 0);
    if ("error" in amount)
      problems.amount = t(`support.errors.${amount.error}`, { left: currency ? money(left, currency) : "" });
    else minor = amount.minor;
  }
  if (problems.reason || problems.amount) return { stage: "edit", draft, problems };
  if (step !== "confirm") return { stage: "confirm", draft };

  const reason = draft.reason;
  const failed = (error: unknown): Answer => {
    const most = draft.intent === "refund" ? atMostOf(error) : null;
    if (most !== null && currency) {
      // The API's own words, with its figure said in money rather than as `amount: at most 2500`.
      const message = apiErrorMessage(
        typeof error === "object" && error && "message" in error ? { message: error.message } : error,
        GENERIC_MESSAGES.generic,
      );
      return {
        stage: "edit",
        draft,
        problems: { amount: t("support.errors.atMost", { message, amount: money(most, currency) }) },
      };
    }
    return { stage: "edit", draft, problems: { form: apiErrorMessage(error, GENERIC_MESSAGES.generic) } };
  };
  if (draft.intent === "refund") {
    const { data, error } = await api.POST("/v1/staff/payments/{reference}/refund", {
      params: { path: { reference: draft.target } },
      body: { amount: minor, reason },
    });
    if (!data) return failed(error);
  } else if (draft.intent === "cancel") {
    const { data, error } = await api.POST("/v1/staff/bookings/{id}/cancel", {
      params: { path: { id: draft.target } },
      body: { onBehalfOf: draft.onBehalfOf, reason },
    });
    if (!data) return failed(error);
  } else {
    const path = draft.intent === "suspend" ? "/v1/staff/users/{id}/suspend" : "/v1/staff/users/{id}/restore";
    const { data, error } = await api.POST(path, { params: { path: { id } }, body: { reason } });
    if (!data) return failed(error);
  }
  const done = new URLSearchParams({ done: draft.intent, target: draft.target });
  return redirect(`/staff/users/${id}?${done}`);
}

/** A table in its own labelled box, which scrolls sideways on a phone instead of the page. */
function TableSection({
  id,
  title,
  empty,
  head,
  rows,
  testId,
}: {
  id: string;
  title: string;
  empty: string;
  head: string[];
  rows: ReactNode[] | null;
  testId: string;
}) {
  return (
    <div>
      <Stack gap="3">
        <Heading level={2} size="md" id={id}>
          {title}
        </Heading>
        {rows === null ? (
          <Text tone="muted">{empty}</Text>
        ) : (
          <ScrollRegion labelledBy={id} testId={testId}>
            <table className={css.wideTable}>
              <thead>
                <tr>
                  {head.map((h) => (
                    <th key={h} scope="col">
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>{rows}</tbody>
            </table>
          </ScrollRegion>
        )}
      </Stack>
    </div>
  );
}

function ReasonField({ draft, problems }: { draft: Draft | null; problems: Problems }) {
  return (
    <TextArea
      label={STAFF_REASON.label}
      name="reason"
      help={t("support.reasonHelp")}
      required
      minLength={STAFF_REASON.min}
      maxLength={STAFF_REASON.max}
      rows={2}
      defaultValue={draft?.reason ?? ""}
      error={problems.reason}
    />
  );
}

/** The panel of the action being taken: its form, then its confirmation. */
function ActionPanel({
  record,
  draft,
  stage,
  problems,
}: {
  record: StaffRecord;
  draft: Draft;
  stage: "edit" | "confirm";
  problems: Problems;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const busy = useNavigation().state === "submitting";
  // The panel takes the focus when it opens or changes step, so the keyboard and a screen reader are there.
  const step = `${stage}:${draft.intent}:${draft.target}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the step is what moves the focus
  useEffect(() => {
    heading.current?.focus();
  }, [step]);
  const { account } = record;
  const name = account.fullName || account.email;
  const payment =
    draft.intent === "refund" ? record.payments.find((p) => p.reference === draft.target) : undefined;
  const session =
    draft.intent === "cancel" ? record.bookings.find((b) => b.identifier === draft.target) : undefined;
  if ((draft.intent === "refund" && !payment) || (draft.intent === "cancel" && !session)) return null;

  const title =
    draft.intent === "refund"
      ? t("support.refundPanel", { reference: draft.target })
      : draft.intent === "cancel"
        ? t("support.cancelPanel", { id: draft.target })
        : t(`support.${draft.intent}`);
  const hidden = (
    <>
      <input type="hidden" name="intent" value={draft.intent} />
      <input type="hidden" name="target" value={draft.target} />
      {payment ? (
        <>
          <input type="hidden" name="left" value={leftOf(payment)} />
          <input type="hidden" name="currency" value={payment.currencyCode} />
        </>
      ) : null}
    </>
  );
  let question = "";
  if (stage === "confirm") {
    if (payment) {
      const amount = refundAmount(draft.amount, leftOf(payment));
      question = t("support.refundConfirm", {
        amount: "minor" in amount ? money(amount.minor, payment.currencyCode) : draft.amount,
        reference: payment.reference,
        name,
      });
    } else if (session) {
      question = t("support.cancelConfirm", {
        id: session.identifier,
        party: t(`support.sides.${draft.onBehalfOf}`).toLowerCase(),
      });
    } else question = t(`support.${draft.intent}Confirm`, { name });
  }

  return (
    <Card as="section" aria-labelledby="support-action" data-testid="support-action">
      <Stack gap="3">
        {/* A plain h2 with the Heading's look: it takes the focus (Heading passes no ref). */}
        <h2
          id="support-action"
          ref={heading}
          tabIndex={-1}
          className={`${ui.heading({ size: "md" })} ${css.wrap}`}
        >
          {title}
        </h2>
        {payment ? (
          <Text size="sm">
            {t("support.refundFacts", {
              amount: money(payment.amount, payment.currencyCode),
              gateway: payment.gateway,
              refunded: money(payment.refundedAmount, payment.currencyCode),
            })}
          </Text>
        ) : null}
        {session ? (
          <Text size="sm">
            {t("support.cancelFacts", {
              when: session.appointmentTime ? consoleTime(session.appointmentTime) : t("support.unscheduled"),
              with: session.withName,
              status: session.status,
              fee: money(session.fee, session.currencyCode),
            })}
          </Text>
        ) : null}
        {draft.intent === "suspend" ? <Text size="sm">{t("support.suspendIntro")}</Text> : null}
        {draft.intent === "restore" ? <Text size="sm">{t("support.restoreIntro")}</Text> : null}
        {problems.form ? (
          <Banner tone="danger" live>
            {problems.form}
          </Banner>
        ) : null}
        {stage === "confirm" ? (
          <Form method="post" className={css.form}>
            {hidden}
            <input type="hidden" name="reason" value={draft.reason} />
            <input type="hidden" name="amount" value={draft.amount} />
            <input type="hidden" name="onBehalfOf" value={draft.onBehalfOf} />
            <Text weight="semibold">{question}</Text>
            <Text size="sm" className={css.wrap}>
              {t("support.reasonGiven", { reason: draft.reason })}
            </Text>
            <div className={css.actions}>
              <Button type="submit" name="step" value="confirm" tone="danger" loading={busy}>
                {t(`support.${draft.intent}Submit`)}
              </Button>
              <Button type="submit" name="step" value="edit" tone="secondary" disabled={busy}>
                {t("support.change")}
              </Button>
            </div>
          </Form>
        ) : payment && leftOf(payment) === 0 ? (
          <Text>{t("support.refundNothingLeft")}</Text>
        ) : (
          <Form method="post" className={css.form}>
            {hidden}
            {payment ? (
              <TextField
                label={t("support.refundAmount", { currency: payment.currencyCode })}
                name="amount"
                inputMode="decimal"
                autoComplete="off"
                defaultValue={draft.amount || amountFieldValue(leftOf(payment))}
                help={t("support.refundAmountHelp", { left: money(leftOf(payment), payment.currencyCode) })}
                error={problems.amount}
                required
              />
            ) : null}
            {session ? (
              <FieldRow
                legend={t("support.onBehalfOf")}
                help={t("support.onBehalfOfHelp")}
                className={css.fieldset}
              >
                <div className={css.choices}>
                  {(["client", "provider"] as const).map((side) => (
                    <ChoiceRow
                      key={side}
                      name="onBehalfOf"
                      value={side}
                      defaultChecked={draft.onBehalfOf === side}
                      label={t(`support.sides.${side}`)}
                    />
                  ))}
                </div>
              </FieldRow>
            ) : null}
            <ReasonField draft={draft} problems={problems} />
            <div className={css.actions}>
              <Button type="submit" name="step" value="check">
                {t("support.review")}
              </Button>
              <Button href={`/staff/users/${account.identifier}`} tone="secondary">
                {t("support.close")}
              </Button>
            </div>
          </Form>
        )}
      </Stack>
    </Card>
  );
}

/** Support's record of one account (issue 32): read-only tables, and the actions, each with a reason. */
export default function StaffUser() {
  const record = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  // useLocation, not useSearchParams: the framework chunk every page loads exports only what some page
  // uses, and nothing else uses useSearchParams (0.1 KB on every global page, `pnpm bench:web`).
  const params = new URLSearchParams(useLocation().search);
  const { account } = record;
  const status = accountStatus(account);
  const site = regionOf(account.countryCode);
  const canSuspend = account.role !== "staff" && status.key === "active";
  const canRestore = account.role !== "staff" && status.key === "suspended";

  // The panel: the answer's draft, else the one a link opened (?act=&target=).
  const act = params.get("act");
  const opened: Draft | null = isIntent(act)
    ? {
        intent: act,
        target: act === "suspend" || act === "restore" ? account.identifier : (params.get("target") ?? ""),
        reason: "",
        amount: "",
        onBehalfOf: (() => {
          const session = record.bookings.find((b) => b.identifier === params.get("target"));
          return session?.side ?? "client";
        })(),
      }
    : null;
  const answerDraft = answer && "draft" in answer ? answer : null;
  const draft = answerDraft?.draft ?? opened;
  const allowed =
    draft &&
    ((draft.intent === "suspend" && canSuspend) ||
      (draft.intent === "restore" && canRestore) ||
      draft.intent === "refund" ||
      draft.intent === "cancel");

  const done = params.get("done");
  const doneTarget = params.get("target") ?? "";

  const payments = record.payments.length
    ? record.payments.map((p: Payment) => (
        <tr key={p.reference}>
          <td className={css.nowrap}>{p.reference}</td>
          <td>{p.purpose}</td>
          <td>{p.status}</td>
          <td>{p.gateway}</td>
          <td>{money(p.amount, p.currencyCode)}</td>
          <td>{money(p.walletAmount, p.currencyCode)}</td>
          <td data-testid="refunded">{money(p.refundedAmount, p.currencyCode)}</td>
          <td className={css.nowrap}>{p.paidAt ? consoleTime(p.paidAt) : t("support.notPaid")}</td>
          <td>
            {p.status === "success" && leftOf(p) > 0 && p.amount > 0 ? (
              <Link
                href={`?${new URLSearchParams({ act: "refund", target: p.reference })}`}
                aria-label={t("support.refundOf", { reference: p.reference })}
              >
                {t("support.refund")}
              </Link>
            ) : null}
          </td>
        </tr>
      ))
    : null;
  const sessions = record.bookings.length
    ? record.bookings.map((b: Session) => (
        <tr key={b.identifier}>
          <td className={css.nowrap}>{b.identifier}</td>
          <td className={css.nowrap}>
            {b.appointmentTime ? consoleTime(b.appointmentTime) : t("support.unscheduled")}
          </td>
          <td>{b.withName}</td>
          <td>{t(`support.sides.${b.side}`)}</td>
          <td>{b.status}</td>
          <td>{money(b.fee, b.currencyCode)}</td>
          <td>
            {isLive(b.status) ? (
              <Link
                href={`?${new URLSearchParams({ act: "cancel", target: b.identifier })}`}
                aria-label={t("support.cancelOf", { id: b.identifier })}
              >
                {t("support.cancel")}
              </Link>
            ) : null}
          </td>
        </tr>
      ))
    : null;
  const ledger = record.ledger.length
    ? record.ledger.map((l, i) => (
        // A transaction posts several lines; their order within it is fixed.
        <tr key={`${l.transactionId}-${i}`}>
          <td className={css.nowrap}>{consoleTime(l.createdAt)}</td>
          <td>{l.kind}</td>
          <td>{l.description}</td>
          <td>{l.account}</td>
          <td>{money(l.amount, l.currency)}</td>
        </tr>
      ))
    : null;

  return (
    <Stack gap="6">
      <Stack gap="2">
        <Link href="/staff/users">{t("support.back")}</Link>
        <Heading level={1} size="lg" className={css.wrap}>
          {account.fullName || account.email}
        </Heading>
        <Text size="sm" tone="muted">
          {t("support.viewLogged")} {t("times")}
        </Text>
      </Stack>
      {isIntent(done) ? (
        <Banner tone="success" live>
          {t(`support.done.${done}`, { target: doneTarget })}
        </Banner>
      ) : null}
      {draft && allowed ? (
        <ActionPanel
          record={record}
          draft={draft}
          stage={answerDraft?.stage ?? "edit"}
          problems={answerDraft?.stage === "edit" ? answerDraft.problems : {}}
        />
      ) : null}
      <Card as="section" aria-labelledby="support-account">
        <Stack gap="3">
          <Heading level={2} size="md" id="support-account">
            {t("support.account")}
          </Heading>
          <dl className={css.facts} data-testid="support-account">
            <dt>{t("support.email")}</dt>
            <dd>{account.email}</dd>
            <dt>{t("support.identifier")}</dt>
            <dd>{account.identifier}</dd>
            <dt>{t("support.role")}</dt>
            <dd>{t(`support.roles.${account.role}`)}</dd>
            <dt>{t("support.region")}</dt>
            <dd>
              {site ? `${account.countryCode} (${t(`support.regions.${site}`)})` : t("support.noCountry")}
            </dd>
            <dt>{t("support.statusLabel")}</dt>
            <dd data-testid="support-status">
              {status.key === "active"
                ? t("support.status.active")
                : t(`support.status.${status.key}`, { date: formatShortDate(status.since) })}
            </dd>
            <dt>{t("support.joined")}</dt>
            <dd>{formatShortDate(account.createdAt)}</dd>
          </dl>
          <div className={css.actions}>
            {canSuspend ? (
              <Button href="?act=suspend" tone="secondary">
                {t("support.suspend")}
              </Button>
            ) : null}
            {canRestore ? (
              <Button href="?act=restore" tone="secondary">
                {t("support.restore")}
              </Button>
            ) : null}
            <Button
              href={`/staff/audit?${new URLSearchParams({ subject: account.identifier })}`}
              tone="ghost"
            >
              {t("support.auditOf")}
            </Button>
          </div>
          {account.role === "staff" ? <Text size="sm">{t("support.staffNotSuspendable")}</Text> : null}
        </Stack>
      </Card>
      <TableSection
        id="support-bookings"
        title={t("support.bookings")}
        empty={t("support.noBookings")}
        testId="support-bookings"
        head={[
          t("support.col.session"),
          t("support.col.when"),
          t("support.col.with"),
          t("support.col.side"),
          t("support.col.status"),
          t("support.col.fee"),
          t("support.col.actions"),
        ]}
        rows={sessions}
      />
      <TableSection
        id="support-payments"
        title={t("support.payments")}
        empty={t("support.noPayments")}
        testId="support-payments"
        head={[
          t("support.col.reference"),
          t("support.col.purpose"),
          t("support.col.status"),
          t("support.col.gateway"),
          t("support.col.amount"),
          t("support.col.fromWallet"),
          t("support.col.refunded"),
          t("support.col.paid"),
          t("support.col.actions"),
        ]}
        rows={payments}
      />
      <TableSection
        id="support-ledger"
        title={t("support.ledger")}
        empty={t("support.noLedger")}
        testId="support-ledger"
        head={[
          t("support.col.created"),
          t("support.col.kind"),
          t("support.col.description"),
          t("support.col.ledgerAccount"),
          t("support.col.amount"),
        ]}
        rows={ledger}
      />
    </Stack>
  );
}
