import { apiErrorMessage, type components } from "@marketplace/api-client";
import { formatShortDate } from "@marketplace/domain/dates";
import { GENERIC_MESSAGES } from "@marketplace/domain/errors";
import { STAFF_REASON } from "@marketplace/domain/staff";
import { fill, TRUST_CONSOLE } from "@marketplace/domain/trust";
import { Banner } from "@marketplace/ui/banner";
import { Button } from "@marketplace/ui/button";
import { Card } from "@marketplace/ui/card";
import { Stack } from "@marketplace/ui/layout";
import { Rating } from "@marketplace/ui/rating";
import { Heading, Text } from "@marketplace/ui/text";
import { TextArea } from "@marketplace/ui/text-area";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { assertSameOrigin } from "../session/index.server.ts";
import { requireStaff } from "../staff/index.server.ts";
import * as css from "./trust.css.ts";

type Reported = components["schemas"]["ReportedReview"];
const W = TRUST_CONSOLE.reports;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireStaff(request, context);
  const { data, error, response } = await api.GET("/v1/staff/review-reports");
  if (!data)
    throw new Response(apiErrorMessage(error, GENERIC_MESSAGES.generic), { status: response.status });
  return { items: data.data };
}

interface Answer {
  id: string;
  ok: boolean;
  message: string;
}

/** Keep or remove a reported review, with a reason. */
export async function action({ request, context }: ActionFunctionArgs): Promise<Answer> {
  assertSameOrigin(request);
  const { api } = await requireStaff(request, context);
  const form = await request.formData();
  const id = String(form.get("id") ?? "");
  const decision = form.get("decision") === "remove" ? "remove" : "keep";
  const { data, error } = await api.POST("/v1/staff/review-reports/{id}", {
    params: { path: { id } },
    body: { decision, reason: String(form.get("reason") ?? "").trim() },
  });
  if (!data) return { id, ok: false, message: apiErrorMessage(error, GENERIC_MESSAGES.generic) };
  return { id, ok: true, message: data.message };
}

export const meta: MetaFunction = () => [
  { title: `${W.title} — Tranquil staff` },
  { name: "robots", content: "noindex" },
];

function ReportCard({ item, failed }: { item: Reported; failed: Answer | null }) {
  const busy = useNavigation().state !== "idle";
  const headingId = `report-${item.reviewId}`;
  return (
    <Card as="article" aria-labelledby={headingId} data-testid="reported-review" data-review={item.reviewId}>
      <Stack gap="3">
        <div>
          <Heading level={2} size="sm" id={headingId}>
            {fill(W.of, { name: item.providerName })}
          </Heading>
          <Text size="sm" tone="muted">
            {item.authorName ? fill(W.by, { name: item.authorName }) : W.anonymous} ·{" "}
            {formatShortDate(item.createdAt)}
          </Text>
        </div>
        <Rating value={item.rating} label={`Rated ${item.rating} out of 5`} />
        {item.comment ? <p className={css.quote}>{item.comment}</p> : null}
        <div>
          <Text size="sm" weight="semibold">
            {item.reports === 1 ? W.reportedOnce : fill(W.reports, { count: item.reports })} · {W.reasons}
          </Text>
          <ul className={css.reasons}>
            {item.reasons.map((reason, i) => (
              // Reasons have no id of their own; their order is fixed (oldest first).
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <li key={i} className={css.wrap}>
                {reason}
              </li>
            ))}
          </ul>
        </div>
        <Form method="post" className={css.form}>
          <input type="hidden" name="id" value={item.reviewId} />
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
            <Button type="submit" name="decision" value="keep" tone="secondary" disabled={busy}>
              {W.keep}
            </Button>
            <Button type="submit" name="decision" value="remove" disabled={busy}>
              {W.remove}
            </Button>
          </div>
        </Form>
      </Stack>
    </Card>
  );
}

/** The staff console's reported reviews (issue 32): the longest-waiting first. */
export default function ReportsPage() {
  const { items } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() ?? null;
  return (
    <Stack gap="4">
      <Heading level={1} size="lg">
        {W.title}
      </Heading>
      <Text>{W.intro}</Text>
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
            <li key={item.reviewId}>
              <ReportCard
                item={item}
                failed={answer && !answer.ok && answer.id === item.reviewId ? answer : null}
              />
            </li>
          ))}
        </ul>
      )}
    </Stack>
  );
}
