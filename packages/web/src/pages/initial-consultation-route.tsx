import { formatShortDate } from "@marketplace/domain/dates";
import { Button } from "@marketplace/ui/button";
import { EmptyState } from "@marketplace/ui/empty-state";
import { CardGrid, Stack } from "@marketplace/ui/layout";
import { Pagination } from "@marketplace/ui/pagination";
import { Heading, Text } from "@marketplace/ui/text";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { region } from "../env/region.ts";
import { tHome } from "../i18n/home.ts";
import { tPages } from "../i18n/pages.ts";
import { tProfile as t } from "../i18n/profile.ts";
import { ProviderCard } from "../providers/provider-card.tsx";
import { pageMeta } from "../seo/meta.ts";
import { rootData } from "../seo/root-match.ts";
import { ServiceLayout } from "../shell/layouts.tsx";
import * as css from "./initial-consultation.css.ts";
import { loadQuickConsult } from "./quick-consult.server.ts";
import { SERVICE_PAGES } from "./service-pages.ts";

const PATH = "/therapy/initial-consultation";
const { key, updated } = SERVICE_PAGES[PATH];
const hrefFor = (page: number) => (page <= 1 ? PATH : `${PATH}?page=${page}`);

/** The service page's text, then the providers offering a free first consultation (quick consult). */
export async function loader({ request }: LoaderFunctionArgs) {
  return loadQuickConsult(request);
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageMeta({
    title: `${tPages(`${key}.title`)} — Tranquil`,
    description: tPages(`${key}.description`),
    path: hrefFor(data?.page ?? 1),
    hosts: rootData(matches)?.hosts,
    locale: region.locale,
  });

export default function InitialConsultationPage() {
  const { providers, page, totalPages, failed } = useLoaderData<typeof loader>();
  return (
    <ServiceLayout title={tPages(`${key}.title`)} updated={formatShortDate(updated)}>
      <Stack gap="8">
        <Text size="lg" measure>
          {tPages(`${key}.body`)}
        </Text>
        <section aria-labelledby="consult-title" className={css.section}>
          <Stack gap="4">
            <div>
              <Heading level={2} size="md" id="consult-title">
                {t("consultation.title")}
              </Heading>
              <Text tone="muted" measure>
                {t("consultation.text")}
              </Text>
            </div>
            {providers.length > 0 ? (
              <>
                <CardGrid data-testid="quick-consult-grid">
                  {providers.map((p, i) => (
                    <li key={p.objectID} className={css.gridItem}>
                      <ProviderCard provider={p} locale={region.locale} eager={i < 3} />
                    </li>
                  ))}
                </CardGrid>
                <Pagination
                  page={page}
                  totalPages={totalPages}
                  hrefFor={hrefFor}
                  labels={{
                    nav: t("consultation.pages"),
                    previous: t("consultation.previous"),
                    next: t("consultation.next"),
                    page: (n) => t("consultation.goToPage", { page: n }),
                  }}
                />
              </>
            ) : failed ? (
              <Text role="status">{t("consultation.failed")}</Text>
            ) : (
              <EmptyState
                title={tHome("featured.empty")}
                action={<Button href="/therapy">{tHome("featured.goToServices")}</Button>}
              />
            )}
          </Stack>
        </section>
      </Stack>
    </ServiceLayout>
  );
}

export { ErrorBoundary } from "../errors/route-error-boundary.tsx";
