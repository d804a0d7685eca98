import { formatAmount } from "@marketplace/domain/money";
import { Card } from "@marketplace/ui/card";
import { Stack } from "@marketplace/ui/layout";
import { Heading, Text } from "@marketplace/ui/text";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { region } from "../env/index.ts";
import { tStaff as t } from "../i18n/index.ts";
import { BarChart } from "./bar-chart.tsx";
import * as css from "./staff.css.ts";
import { requireStaff } from "./staff-session.server.ts";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireStaff(request, context);
  const { data, response } = await api.GET("/v1/staff/overview");
  if (!data) throw new Response(null, { status: response.status });
  return data;
}

export const meta: MetaFunction = () => [{ title: `${t("overview.title")} · ${t("brand")}` }];

const dayLabel = (day: string, style: "short" | "long") =>
  new Intl.DateTimeFormat(region.locale, {
    day: "numeric",
    ...(style === "long" ? { month: "long", year: "numeric" } : {}),
    timeZone: "UTC",
  }).format(new Date(`${day}T00:00:00Z`));

export default function StaffOverview() {
  const overview = useLoaderData<typeof loader>();
  const total = overview.bookingsPerDay.reduce((sum, d) => sum + d.count, 0);
  return (
    <Stack gap="6">
      <Heading level={1} size="lg">
        {t("overview.title")}
      </Heading>
      <section aria-labelledby="staff-queues">
        <Stack gap="3">
          <Heading level={2} size="md" id="staff-queues">
            {t("overview.queues")}
          </Heading>
          <div className={css.figures}>
            {overview.queues.map((q) => (
              <Card key={q.key} padding="md" data-testid={`queue-${q.key}`}>
                <Text tone="muted">{q.label}</Text>
                <p className={css.figure}>{q.count}</p>
              </Card>
            ))}
            <Card padding="md" data-testid="active-providers">
              <Text tone="muted">{t("overview.activeProviders")}</Text>
              <p className={css.figure}>{overview.activeProviders}</p>
              <Text size="sm" tone="muted">
                {t("overview.activeProvidersNote")}
              </Text>
            </Card>
          </div>
        </Stack>
      </section>
      <Card padding="md">
        <Stack gap="3">
          <Heading level={2} size="md">
            {t("overview.bookingsPerDay")}
          </Heading>
          <BarChart
            label={t("overview.bookingsPerDayLabel", { days: overview.bookingsPerDay.length, total })}
            bars={overview.bookingsPerDay.map((d) => ({
              label: d.day,
              value: d.count,
              short: dayLabel(d.day, "short"),
            }))}
          />
          <details>
            <summary>{t("overview.figures")}</summary>
            <div className={css.tableBox}>
              <table className={css.table}>
                <thead>
                  <tr>
                    <th scope="col">{t("overview.day")}</th>
                    <th scope="col">{t("overview.bookings")}</th>
                  </tr>
                </thead>
                <tbody>
                  {overview.bookingsPerDay.map((d) => (
                    <tr key={d.day}>
                      <td>{dayLabel(d.day, "long")}</td>
                      <td>{d.count}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </details>
        </Stack>
      </Card>
      <Card padding="md">
        <Stack gap="3">
          <Heading level={2} size="md">
            {t("overview.paymentsPerCurrency")}
          </Heading>
          {overview.paymentsPerCurrency.length === 0 ? (
            <Text tone="muted">{t("overview.noPayments")}</Text>
          ) : (
            <>
              <BarChart
                label={t("overview.paymentsPerCurrencyLabel")}
                bars={overview.paymentsPerCurrency.map((p) => ({
                  label: p.currencyCode,
                  value: p.count,
                  short: p.currencyCode,
                }))}
              />
              <div className={css.tableBox}>
                <table className={css.table}>
                  <thead>
                    <tr>
                      <th scope="col">{t("overview.currency")}</th>
                      <th scope="col">{t("overview.count")}</th>
                      <th scope="col">{t("overview.amount")}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {overview.paymentsPerCurrency.map((p) => (
                      <tr key={p.currencyCode}>
                        <td>{p.currencyCode}</td>
                        <td>{p.count}</td>
                        <td>{formatAmount(p.amount, p.currencyCode, region.locale)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </>
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
