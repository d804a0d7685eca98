import { apiErrorMessage, type components } from "@marketplace/api-client";
import { formatShortDate } from "@marketplace/domain/dates";
import { GENERIC_MESSAGES } from "@marketplace/domain/errors";
import { STAFF_REASON } from "@marketplace/domain/staff";
import {
  CHECK_STATUSES,
  type CheckStatus,
  fill,
  TRUST_CONSOLE,
  TRUST_LIMITS,
} from "@marketplace/domain/trust";
import { Banner } from "@marketplace/ui/banner";
import { Button, buttonStyle } from "@marketplace/ui/button";
import { Card } from "@marketplace/ui/card";
import { Stack } from "@marketplace/ui/layout";
import { Heading, Text } from "@marketplace/ui/text";
import { TextArea } from "@marketplace/ui/text-area";
import { TextField } from "@marketplace/ui/text-field";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Download } from "lucide-react";
import { assertSameOrigin } from "../session/index.server.ts";
import { requireStaff } from "../staff/index.server.ts";
import * as css from "./trust.css.ts";

type Item = components["schemas"]["CredentialCheckItem"];
const W = TRUST_CONSOLE.verifications;

const statusOf = (url: URL): CheckStatus => {
  const value = url.searchParams.get("status");
  return (CHECK_STATUSES as readonly string[]).includes(value ?? "") ? (value as CheckStatus) : "pending";
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireStaff(request, context);
  const status = statusOf(new URL(request.url));
  const { data, error, response } = await api.GET("/v1/staff/verifications", {
    params: { query: { status } },
  });
  if (!data)
    throw new Response(apiErrorMessage(error, GENERIC_MESSAGES.generic), { status: response.status });
  return { status, items: data.data };
}

interface Answer {
  id: string;
  ok: boolean;
  message: string;
}

/** One decision: approve (with a licence's details) or reject, with a reason. */
export async function action({ request, context }: ActionFunctionArgs): Promise<Answer> {
  assertSameOrigin(request);
  const { api } = await requireStaff(request, context);
  const form = await request.formData();
  const text = (name: string) => String(form.get(name) ?? "").trim();
  const id = text("id");
  const kind = text("kind") === "insurance" ? "insurance" : "license";
  const decision = text("decision") === "approve" ? "approve" : "reject";
  const optional = (name: string) => text(name) || undefined;
  const { data, error } = await api.POST("/v1/staff/verifications/{kind}/{id}", {
    params: { path: { kind, id } },
    body: {
      decision,
      reason: text("reason"),
      ...(decision === "approve"
        ? {
            licenceNumber: optional("licenceNumber"),
            issuer: optional("issuer"),
            expiresOn: optional("expiresOn"),
          }
        : {}),
    },
  });
  if (!data) return { id, ok: false, message: apiErrorMessage(error, GENERIC_MESSAGES.generic) };
  return { id, ok: true, message: data.message };
}

export const meta: MetaFunction = () => [
  { title: `${W.title} — Tranquil staff` },
  { name: "robots", content: "noindex" },
];

function DecisionForm({ item, failed }: { item: Item; failed: Answer | null }) {
  const busy = useNavigation().state !== "idle";
  const licence = item.kind === "license";
  return (
    <Form method="post" className={css.form} aria-label={`${W.approve} / ${W.reject}: ${item.filename}`}>
      <input type="hidden" name="id" value={item.identifier} />
      <input type="hidden" name="kind" value={item.kind} />
      {licence ? (
        <div className={css.fields}>
          <TextField label={W.licenceNumber} name="licenceNumber" maxLength={TRUST_LIMITS.licenceNumber} />
          <TextField label={W.issuer} name="issuer" maxLength={TRUST_LIMITS.issuer} />
          <TextField label={W.expiresOn} name="expiresOn" type="date" />
        </div>
      ) : null}
      <TextArea
        label={TRUST_CONSOLE.reason}
        name="reason"
        help={W.reasonHelp}
        required
        minLength={STAFF_REASON.min}
        maxLength={STAFF_REASON.max}
        rows={2}
        error={failed?.message}
      />
      <div className={css.actions}>
        <Button type="submit" name="decision" value="approve" disabled={busy}>
          {W.approve}
        </Button>
        <Button type="submit" name="decision" value="reject" tone="secondary" disabled={busy}>
          {W.reject}
        </Button>
      </div>
    </Form>
  );
}

function CheckCard({ item, answer }: { item: Item; answer: Answer | null }) {
  return (
    <Card as="article" aria-labelledby={`check-${item.identifier}`} data-testid="verification">
      <Stack gap="3">
        <div>
          <Heading level={2} size="sm" id={`check-${item.identifier}`}>
            {item.providerName || item.providerEmail}
          </Heading>
          <Text size="sm" tone="muted" className={css.wrap}>
            {item.providerEmail}
          </Text>
        </div>
        <Text size="sm">
          {W.kinds[item.kind]} · <span className={css.wrap}>{item.filename}</span> ·{" "}
          {fill(W.uploaded, { date: formatShortDate(item.uploadedAt) })}
        </Text>
        <div>
          <a
            href={`/staff/verifications/${item.kind}/${item.identifier}/file`}
            download={item.filename}
            className={buttonStyle({ tone: "secondary", size: "sm" })}
            aria-label={fill(W.openOf, { filename: item.filename })}
          >
            <Download size={18} aria-hidden="true" />
            {W.open}
          </a>
        </div>
        {item.status === "pending" ? (
          <DecisionForm item={item} failed={answer && !answer.ok ? answer : null} />
        ) : (
          <Stack gap="1">
            {item.licenceNumber ? (
              <Text size="sm">
                {W.licenceNumber}: {item.licenceNumber} · {W.issuer}: {item.issuer} · {W.expiresOn}:{" "}
                {item.expiresOn ? formatShortDate(item.expiresOn) : ""}
              </Text>
            ) : null}
            <Text size="sm">
              {TRUST_CONSOLE.reason}: {item.reason}
            </Text>
            {item.checkedAt ? (
              <Text size="sm" tone="muted">
                {fill(W.decidedOn, { date: formatShortDate(item.checkedAt) })}
              </Text>
            ) : null}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

/** The staff console's verification queue (issue 32): waiting, approved and rejected documents. */
export default function VerificationsPage() {
  const { status, items } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() ?? null;
  return (
    <Stack gap="4">
      <Heading level={1} size="lg">
        {W.title}
      </Heading>
      <Text>{W.intro}</Text>
      <nav aria-label={W.title}>
        <ul className={css.tabs}>
          {CHECK_STATUSES.map((s) => (
            <li key={s}>
              <a
                href={s === "pending" ? "/staff/verifications" : `/staff/verifications?status=${s}`}
                aria-current={s === status ? "page" : undefined}
                className={css.tab}
              >
                {W.tabs[s]}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {answer?.ok ? (
        <Banner tone="success" live>
          {answer.message}
        </Banner>
      ) : null}
      {items.length === 0 ? (
        <Text tone="muted">{W.empty}</Text>
      ) : (
        <ul className={css.list}>
          {items.map((item) => (
            <li key={`${item.kind}-${item.identifier}`}>
              <CheckCard item={item} answer={answer?.id === item.identifier ? answer : null} />
            </li>
          ))}
        </ul>
      )}
    </Stack>
  );
}
