import { apiErrorMessage } from "@marketplace/api-client";
import { formatShortDate, formatTime } from "@marketplace/domain/dates";
import { GENERIC_MESSAGES } from "@marketplace/domain/errors";
import { Avatar } from "@marketplace/ui/avatar";
import { Banner } from "@marketplace/ui/banner";
import { Button } from "@marketplace/ui/button";
import { Card } from "@marketplace/ui/card";
import { Stack } from "@marketplace/ui/layout";
import { Heading, Text } from "@marketplace/ui/text";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { loaded } from "../../api/index.server.ts";
import { requireAccount } from "../../dashboard/index.server.ts";
import { DashboardLayout } from "../../dashboard/index.ts";
import { useViewerTimeZone } from "../../dates/index.ts";
import { tBookingFollowups as t } from "../../i18n/index.ts";
import { providerName } from "../../providers/index.ts";
import { assertSameOrigin } from "../../session/index.server.ts";
import * as css from "./followups.css.ts";

/** /booking/participant/{id}: the booking a person was invited to, with Accept and Decline. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { api, account } = await requireAccount(request, context);
  const id = params.id ?? "";
  const { data, error, response } = await api.GET("/v1/booking/participant/{id}", {
    params: { path: { id } },
  });
  if (response.status === 404 || response.status === 400) throw new Response(null, { status: 404 });
  if (response.status === 403) {
    return { account, invitation: null, refused: apiErrorMessage(error, GENERIC_MESSAGES.generic) };
  }
  return { account, invitation: loaded({ data, error }), refused: null };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const { api } = await requireAccount(request, context);
  const form = await request.formData();
  const status = form.get("status") === "declined" ? "declined" : "accepted";
  const { data, error } = await api.POST("/v1/booking/participant/{id}/status", {
    params: { path: { id: params.id ?? "" } },
    body: { status },
  });
  if (!data) return { ok: false, message: apiErrorMessage(error, GENERIC_MESSAGES.generic) };
  return { ok: true, message: t(status === "accepted" ? "participant.accepted" : "participant.declined") };
}

export const meta: MetaFunction = () => [
  { title: t("participant.metaTitle") },
  { name: "robots", content: "noindex" },
];

export default function ParticipantPage() {
  const { account, invitation, refused } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const zone = useViewerTimeZone(null);
  const pending = navigation.state === "submitting" ? navigation.formData?.get("status") : null;
  return (
    <DashboardLayout account={account}>
      <Stack gap="6">
        <Heading level={1} size="lg">
          {t("participant.title")}
        </Heading>
        {refused || !invitation ? (
          <Banner tone="warning">{refused}</Banner>
        ) : (
          <>
            <Text>
              {invitation.viewerRole === "invitee"
                ? t("participant.intro", {
                    client: invitation.booking.client.fullName,
                    provider: providerName(invitation.booking.provider),
                  })
                : t("participant.introOwn", { email: invitation.email })}
            </Text>
            {result ? (
              <Banner tone={result.ok ? "success" : "danger"} live>
                {result.message}
              </Banner>
            ) : null}
            <Card as="section" aria-labelledby="invitation-details">
              <Stack gap="4">
                <Heading level={2} size="md" id="invitation-details">
                  {invitation.booking.therapyCategory.name}
                </Heading>
                <dl className={css.facts}>
                  <dt className={css.term}>{t("participant.with")}</dt>
                  <dd className={css.value}>
                    <span className={css.who}>
                      <Avatar
                        src={invitation.booking.provider.photo}
                        fallback="photo"
                        name={providerName(invitation.booking.provider)}
                        size="sm"
                      />
                      {providerName(invitation.booking.provider)}
                    </span>
                  </dd>
                  <dt className={css.term}>{t("participant.modality")}</dt>
                  <dd className={css.value}>{invitation.booking.modality.name}</dd>
                  {invitation.booking.officeAddress ? (
                    <>
                      <dt className={css.term}>{t("participant.office")}</dt>
                      <dd className={css.value}>{invitation.booking.officeAddress}</dd>
                    </>
                  ) : null}
                  <dt className={css.term}>{t("participant.duration")}</dt>
                  <dd className={css.value}>
                    {t("participant.minutes", { count: invitation.booking.appointmentDuration })}
                  </dd>
                  <dt className={css.term}>{t("participant.sessions")}</dt>
                  <dd className={css.value}>
                    <ul className={css.plainList} data-testid="invitation-sessions">
                      {invitation.booking.sessions.map((s) => (
                        <li key={s.identifier}>
                          {s.appointmentTime ? (
                            <time dateTime={s.appointmentTime}>
                              {formatShortDate(s.appointmentTime, zone)},{" "}
                              {formatTime(s.appointmentTime, zone)}
                            </time>
                          ) : (
                            t("participant.toBeScheduled")
                          )}
                        </li>
                      ))}
                    </ul>
                    <Text size="sm" tone="muted">
                      {t("participant.zone", { zone })}
                    </Text>
                  </dd>
                  <dt className={css.term}>{t("participant.answer")}</dt>
                  <dd className={css.value} data-testid="invitation-status">
                    {t(`participant.status.${invitation.status}`)}
                  </dd>
                </dl>
              </Stack>
            </Card>
            {invitation.canAnswer ? (
              <Form method="post" className={css.actions}>
                <Button
                  type="submit"
                  name="status"
                  value="accepted"
                  tone="primary"
                  loading={pending === "accepted"}
                  disabled={invitation.status === "accepted"}
                >
                  {t("participant.accept")}
                </Button>
                <Button
                  type="submit"
                  name="status"
                  value="declined"
                  tone="secondary"
                  loading={pending === "declined"}
                  disabled={invitation.status === "declined"}
                >
                  {t("participant.decline")}
                </Button>
              </Form>
            ) : (
              <Text tone="muted">
                {invitation.viewerRole === "invitee" ? t("participant.closed") : t("participant.notInvitee")}
              </Text>
            )}
          </>
        )}
      </Stack>
    </DashboardLayout>
  );
}

export { ErrorBoundary } from "../../errors/index.ts";
