import { apiErrorMessage } from "@marketplace/api-client";
import { GENERIC_MESSAGES } from "@marketplace/domain/errors";
import { STAFF_ACTIONS } from "@marketplace/domain/staff";
import { Banner } from "@marketplace/ui/banner";
import { Button } from "@marketplace/ui/button";
import { Card } from "@marketplace/ui/card";
import { Stack } from "@marketplace/ui/layout";
import { Link } from "@marketplace/ui/link";
import { Pagination } from "@marketplace/ui/pagination";
import { Heading, Text } from "@marketplace/ui/text";
import { TextField } from "@marketplace/ui/text-field";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { tStaff as t } from "../i18n/index.ts";
import { ScrollRegion } from "./scroll-region.tsx";
import * as css from "./staff.css.ts";
import { requireStaff } from "./staff-session.server.ts";
import { consoleTime } from "./support.ts";

/** The filters, as the URL carries them (a GET form): the same names as the API's query. */
const FILTERS = ["actor", "subject", "action", "from", "to"] as const;
type Filter = (typeof FILTERS)[number];
const PAGE_SIZE = 25;

/**
 * The actions the log holds (the datalist's suggestions; any action can be typed): the staff's own
 * and the reads of others' data that the API records (apps/api/src/audit/audit-log.ts).
 */
const KNOWN_ACTIONS = [
  ...Object.values(STAFF_ACTIONS),
  "client.view",
  "account.export",
  "payout_account.add",
  "payout_account.change",
  "session.room.join",
  "session.room.leave",
];

/**
 * The audit log (issue 32): filtered by who, whose data, what and when, 25 a page, newest first.
 * 'Who' and 'whose data' take an identifier, or an email the console looks up (an exact match).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireStaff(request, context);
  const url = new URL(request.url);
  const values = Object.fromEntries(
    FILTERS.map((name) => [name, (url.searchParams.get(name) ?? "").trim()]),
  ) as Record<Filter, string>;
  const page = Math.max(1, Math.floor(Number(url.searchParams.get("page") ?? 1)) || 1);

  const problems: Partial<Record<Filter, string>> = {};
  const ids: Partial<Record<"actor" | "subject", string>> = {};
  for (const who of ["actor", "subject"] as const) {
    const typed = values[who];
    if (!typed) continue;
    if (!typed.includes("@")) {
      ids[who] = typed.toUpperCase();
      continue;
    }
    const found = await api.GET("/v1/staff/users", { params: { query: { q: typed } } });
    const match = found.data?.data.find((a) => a.email.toLowerCase() === typed.toLowerCase());
    if (match) ids[who] = match.identifier;
    else problems[who] = t("audit.noAccount", { email: typed });
  }
  if (Object.keys(problems).length > 0) return { values, problems, error: null, entries: null };

  const { data, error } = await api.GET("/v1/staff/audit", {
    params: {
      query: {
        ...(ids.actor ? { actor: ids.actor } : {}),
        ...(ids.subject ? { subject: ids.subject } : {}),
        ...(values.action ? { action: values.action } : {}),
        ...(values.from ? { from: values.from } : {}),
        ...(values.to ? { to: values.to } : {}),
        page,
      },
    },
  });
  if (!data)
    return { values, problems, error: apiErrorMessage(error, GENERIC_MESSAGES.generic), entries: null };
  return { values, problems, error: null, entries: data };
}

export const meta: MetaFunction = () => [{ title: `${t("audit.title")} · ${t("brand")}` }];

export default function StaffAudit() {
  const { values, problems, error, entries } = useLoaderData<typeof loader>();
  const hrefFor = (page: number) => {
    const query = new URLSearchParams();
    for (const name of FILTERS) if (values[name]) query.set(name, values[name]);
    if (page > 1) query.set("page", String(page));
    const text = query.toString();
    return text ? `/staff/audit?${text}` : "/staff/audit";
  };
  const filtered = FILTERS.some((name) => values[name]);
  return (
    <Stack gap="6">
      <Stack gap="2">
        <Heading level={1} size="lg">
          {t("audit.title")}
        </Heading>
        <Text>
          {t("audit.intro", { size: PAGE_SIZE })} {t("times")}
        </Text>
      </Stack>
      <Card as="section" aria-labelledby="audit-filters">
        <Form method="get" className={css.form}>
          <Heading level={2} size="sm" id="audit-filters">
            {t("audit.filters")}
          </Heading>
          <div className={css.filters}>
            <TextField
              label={t("audit.actor")}
              name="actor"
              defaultValue={values.actor}
              help={t("audit.actorHelp")}
              error={problems.actor}
              autoComplete="off"
              spellCheck={false}
            />
            <TextField
              label={t("audit.subject")}
              name="subject"
              defaultValue={values.subject}
              help={t("audit.subjectHelp")}
              error={problems.subject}
              autoComplete="off"
              spellCheck={false}
            />
            <TextField
              label={t("audit.action")}
              name="action"
              defaultValue={values.action}
              help={t("audit.actionHelp")}
              list="audit-actions"
              autoComplete="off"
              spellCheck={false}
            />
            <TextField label={t("audit.from")} name="from" type="date" defaultValue={values.from} />
            <TextField label={t("audit.to")} name="to" type="date" defaultValue={values.to} />
          </div>
          <datalist id="audit-actions">
            {KNOWN_ACTIONS.map((a) => (
              <option key={a} value={a} />
            ))}
          </datalist>
          <div className={css.actions}>
            <Button type="submit">{t("audit.apply")}</Button>
            {filtered ? (
              <Button href="/staff/audit" tone="secondary">
                {t("audit.clear")}
              </Button>
            ) : null}
          </div>
        </Form>
      </Card>
      {error ? (
        <Banner tone="danger" live>
          {error}
        </Banner>
      ) : null}
      {entries ? (
        <Stack gap="3">
          <Heading level={2} size="md" id="audit-entries">
            {t("audit.entries")}
          </Heading>
          <Text size="sm" tone="muted" data-testid="audit-count">
            {entries.meta.total === 1 ? t("audit.countOne") : t("audit.count", { total: entries.meta.total })}
          </Text>
          {entries.data.length === 0 ? (
            <Text tone="muted">{t("audit.empty")}</Text>
          ) : (
            <ScrollRegion labelledBy="audit-entries" testId="audit-entries">
              <table className={css.wideTable}>
                <thead>
                  <tr>
                    <th scope="col">{t("audit.col.when")}</th>
                    <th scope="col">{t("audit.col.who")}</th>
                    <th scope="col">{t("audit.col.what")}</th>
                    <th scope="col">{t("audit.col.whose")}</th>
                    <th scope="col">{t("audit.col.record")}</th>
                    <th scope="col">{t("audit.col.reason")}</th>
                    <th scope="col">{t("audit.col.address")}</th>
                  </tr>
                </thead>
                <tbody>
                  {entries.data.map((e) => (
                    <tr key={e.identifier}>
                      <td className={css.nowrap}>{consoleTime(e.createdAt)}</td>
                      <td className={css.nowrap}>
                        {e.actorName ?? e.actorId}
                        <br />
                        <Text as="span" size="sm" tone="muted">
                          {e.actorRole}
                        </Text>
                      </td>
                      <td className={css.nowrap}>{e.action}</td>
                      <td className={css.nowrap}>
                        {e.subjectId ? (
                          <Link href={`/staff/users/${e.subjectId}`}>{e.subjectName ?? e.subjectId}</Link>
                        ) : (
                          t("audit.nobody")
                        )}
                      </td>
                      <td className={css.longCell}>{e.resource ?? t("audit.nobody")}</td>
                      <td className={css.longCell}>{e.reason ?? t("audit.nobody")}</td>
                      <td>{e.address}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
          )}
          <Pagination
            page={entries.meta.page}
            totalPages={entries.meta.totalPages}
            hrefFor={hrefFor}
            labels={{
              nav: t("audit.pagination"),
              previous: t("audit.previous"),
              next: t("audit.next"),
              page: (n) => t("audit.page", { n }),
            }}
          />
        </Stack>
      ) : null}
    </Stack>
  );
}
