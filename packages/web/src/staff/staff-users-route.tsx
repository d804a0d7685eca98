import { apiErrorMessage } from "@marketplace/api-client";
import { GENERIC_MESSAGES } from "@marketplace/domain/errors";
import { Banner } from "@marketplace/ui/banner";
import { Button } from "@marketplace/ui/button";
import { Card } from "@marketplace/ui/card";
import { Stack } from "@marketplace/ui/layout";
import { Link } from "@marketplace/ui/link";
import { Heading, Text } from "@marketplace/ui/text";
import { TextField } from "@marketplace/ui/text-field";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { tStaff as t } from "../i18n/index.ts";
import * as css from "./staff.css.ts";
import { requireStaff } from "./staff-session.server.ts";
import { accountStatus, regionOf } from "./support.ts";

/** The API answers at most this many accounts for a search. */
const MOST = 20;

/** Support's search (issue 32): find an account by email (or part of it) or by identifier. A GET form. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireStaff(request, context);
  const q = (new URL(request.url).searchParams.get("q") ?? "").trim();
  if (!q) return { q, accounts: null, error: null };
  const { data, error } = await api.GET("/v1/staff/users", { params: { query: { q } } });
  if (!data) return { q, accounts: null, error: apiErrorMessage(error, GENERIC_MESSAGES.generic) };
  return { q, accounts: data.data, error: null };
}

export const meta: MetaFunction = () => [{ title: `${t("support.title")} · ${t("brand")}` }];

export default function StaffUsers() {
  const { q, accounts, error } = useLoaderData<typeof loader>();
  return (
    <Stack gap="6">
      <Stack gap="2">
        <Heading level={1} size="lg">
          {t("support.title")}
        </Heading>
        <Text>{t("support.intro")}</Text>
      </Stack>
      <Form method="get" role="search" className={css.searchForm}>
        <div className={css.fullWidth}>
          <TextField
            label={t("support.search")}
            name="q"
            type="search"
            defaultValue={q}
            help={t("support.searchHelp")}
            error={error ?? undefined}
            required
            autoComplete="off"
            spellCheck={false}
          />
        </div>
        <Button type="submit">{t("support.find")}</Button>
      </Form>
      {accounts ? (
        <section aria-labelledby="support-results">
          <Stack gap="3">
            <Heading level={2} size="md" id="support-results">
              {t("support.results")}
            </Heading>
            {accounts.length === 0 ? (
              <Text tone="muted">{t("support.noResults", { q })}</Text>
            ) : (
              <>
                {accounts.length >= MOST ? (
                  <Banner tone="info">{t("support.tooMany", { count: MOST })}</Banner>
                ) : null}
                <ul className={css.list} data-testid="support-results">
                  {accounts.map((a) => {
                    const status = accountStatus(a);
                    const region = regionOf(a.countryCode);
                    return (
                      <li key={a.identifier}>
                        <Card padding="md">
                          <Stack gap="1">
                            <Link href={`/staff/users/${a.identifier}`} className={css.wrap}>
                              {a.fullName || a.email}
                            </Link>
                            <Text size="sm" className={css.wrap}>
                              {a.email}
                            </Text>
                            <Text size="sm" tone="muted">
                              {t(`support.roles.${a.role}`)} ·{" "}
                              {region
                                ? `${a.countryCode} (${t(`support.regions.${region}`)})`
                                : t("support.noCountry")}{" "}
                              ·{" "}
                              {status.key === "active"
                                ? t("support.status.active")
                                : t(`support.status.${status.key}`, { date: status.since.slice(0, 10) })}
                            </Text>
                          </Stack>
                        </Card>
                      </li>
                    );
                  })}
                </ul>
              </>
            )}
          </Stack>
        </section>
      ) : null}
    </Stack>
  );
}
