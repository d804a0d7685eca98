import { APPOINTMENT_LISTS, type AppointmentList, listStatuses } from "@marketplace/domain/booking-lifecycle";
import { Banner } from "@marketplace/ui/banner";
import { Button } from "@marketplace/ui/button";
import { Card } from "@marketplace/ui/card";
import { EmptyState } from "@marketplace/ui/empty-state";
import { Stack } from "@marketplace/ui/layout";
import { Pagination } from "@marketplace/ui/pagination";
import { Heading, Text } from "@marketplace/ui/text";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { loaded } from "../../api/index.server.ts";
import { requireAccount } from "../../dashboard/index.server.ts";
import { DashboardLayout } from "../../dashboard/index.ts";
import { useViewerTimeZone } from "../../dates/index.ts";
import { paginationLabels, tBookingPages as t } from "../../i18n/index.ts";
import { AppointmentItems, appointmentsPath, readAppointmentsQuery } from "./appointment-list.tsx";
import * as css from "./booking-pages.css.ts";
import { answerFromList, readAnswered } from "./booking-pages.server.ts";
import { statusText } from "./booking-text.ts";

/** Sessions a page: the API's default, and few enough to read on a phone. */
const PER_PAGE = 10;

/**
 * /appointments (issue 28): the signed-in person's sessions, client or provider, one list at a time
 * (upcoming, requests, awaiting payment, past, cancelled), ten a page, a list of several statuses
 * narrowed to one. The overview's counts link here. Links and a GET form: it works without JavaScript.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, account } = await requireAccount(request, context);
  const url = new URL(request.url);
  const query = readAppointmentsQuery(url.searchParams);
  const [answer, preference] = await Promise.all([
    api.GET("/v1/booking", {
      params: {
        query: {
          list: query.list,
          status: query.status ?? undefined,
          page: query.page,
          per_page: PER_PAGE,
        },
      },
    }),
    // A client's saved timezone decides how session times read (providers read their browser's).
    account.role === "client"
      ? api.GET("/v1/client/preference").catch(() => ({ data: undefined }))
      : Promise.resolve({ data: undefined }),
  ]);
  const page = loaded(answer);
  return {
    account,
    query,
    items: page.data,
    meta: page.meta,
    timezone: preference.data?.data?.timezone ?? null,
    answered: readAnswered(url),
  };
}

/** A provider's Accept or Decline on a request in the list. */
export async function action({ request, context }: ActionFunctionArgs) {
  return answerFromList(request, context);
}

export const meta: MetaFunction = () => [
  { title: t("appointments.metaTitle") },
  { name: "robots", content: "noindex" },
];

/** The lists' names: a request is the client's wait and the provider's to answer. */
const listLabel = (list: AppointmentList, role: "client" | "provider") =>
  list === "requests" ? t(`appointments.lists.requests_${role}`) : t(`appointments.lists.${list}`);

export default function AppointmentsPage() {
  const { account, query, items, meta, timezone, answered } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const zone = useViewerTimeZone(timezone);
  const role = account.role === "provider" ? "provider" : "client";
  const statuses = listStatuses(query.list);
  const label = listLabel(query.list, role);
  return (
    <DashboardLayout account={account}>
      <Stack gap="6">
        <Stack gap="2">
          <Heading level={1} size="lg">
            {t("appointments.heading")}
          </Heading>
          <Text tone="muted">{t(`appointments.intro_${role}`)}</Text>
        </Stack>
        {answered ? (
          <Banner tone="success" live>
            {t(answered === "accept" ? "summary.accepted" : "summary.declined")}
          </Banner>
        ) : null}
        {failed && !failed.ok ? (
          <Banner tone="danger" live>
            {failed.message}
          </Banner>
        ) : null}
        {/* The lists as links that wrap (five do not fit a phone's width in one row). */}
        <nav aria-label={t("appointments.listsLabel")}>
          <ul className={css.listTabs}>
            {APPOINTMENT_LISTS.map((list) => (
              <li key={list}>
                <Button
                  href={appointmentsPath({ list })}
                  size="sm"
                  tone={list === query.list ? "primary" : "secondary"}
                  aria-current={list === query.list ? "page" : undefined}
                >
                  {listLabel(list, role)}
                </Button>
              </li>
            ))}
          </ul>
        </nav>
        <Card as="section" aria-labelledby="appointments-list-title">
          <Stack gap="4">
            <div className={css.listHead}>
              <Heading level={2} size="md" id="appointments-list-title">
                {label}
              </Heading>
              <Text size="sm" tone="muted" data-testid="appointments-total">
                {t("appointments.total", { count: meta.total })}
              </Text>
            </div>
            {statuses.length > 1 ? (
              // A plain GET form: the filter is part of the address and works without JavaScript.
              <Form method="get" className={css.filter} data-testid="status-filter">
                {query.list === "upcoming" ? null : <input type="hidden" name="list" value={query.list} />}
                <label className={css.selectLabel} htmlFor="appointments-status">
                  {t("appointments.statusLabel")}
                </label>
                <select
                  id="appointments-status"
                  name="status"
                  className={css.filterSelect}
                  defaultValue={query.status ?? ""}
                >
                  <option value="">{t("appointments.allStatuses")}</option>
                  {statuses.map((s) => (
                    <option key={s} value={s}>
                      {statusText(s)}
                    </option>
                  ))}
                </select>
                <Button type="submit" tone="secondary" size="sm">
                  {t("appointments.filter")}
                </Button>
              </Form>
            ) : null}
            {items.length === 0 ? (
              <EmptyState
                title={t(`appointments.empty.${query.list}`)}
                description={query.status ? t("appointments.emptyFiltered") : undefined}
                action={
                  role === "client" && query.list === "upcoming" ? (
                    <Button href="/providers">{t("appointments.findTherapist")}</Button>
                  ) : undefined
                }
              />
            ) : (
              <AppointmentItems items={items} viewerRole={role} timeZone={zone} testId="appointments" />
            )}
          </Stack>
        </Card>
        <Pagination
          page={meta.page}
          totalPages={meta.totalPages}
          hrefFor={(page) => appointmentsPath({ ...query, page })}
          labels={paginationLabels(t("appointments.pages"))}
        />
      </Stack>
    </DashboardLayout>
  );
}

export { ErrorBoundary } from "../../errors/index.ts";
