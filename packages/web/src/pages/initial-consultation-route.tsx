import { formatShortDate } from "@marketplace/domain/dates";
import { Button } from "@marketplace/ui/button";
import { EmptyState } from "@marketplace/ui/empty-state";
import { Stack } from "@marketplace/ui/layout";
import { Pagination } from "@marketplace/ui/pagination";
import { Heading, Text } from "@marketplace/ui/text";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { type ClientLoaderFunctionArgs, useLoaderData } from "@remix-run/react";
import { region } from "../env/index.ts";
import { paginationLabels } from "../i18n/index.ts";
import { ProviderGridLater as ProviderGrid } from "../providers/index.ts";
import { pageMeta, rootData } from "../seo/index.ts";
import { preloadWithData, ServiceLayout } from "../shell/index.ts";
import * as css from "./initial-consultation.css.ts";
import { loadQuickConsult } from "./quick-consult.server.ts";
import { consultWords } from "./quick-consult-words.server.ts";
import { SERVICE_PAGES } from "./service-pages.ts";

const PATH = "/therapy/initial-consultation";
const { updated } = SERVICE_PAGES[PATH];
const hrefFor = (page: number) => (page <= 1 ? PATH : `${PATH}?page=${page}`);

/**
 * The service page's text, then the providers offering a free first consultation (quick consult). The
 * words come worded from the server, so the page does not download the pages and profile namespaces.
 */
/** A client-side navigation loads the cards' code beside the data, so the page renders whole. */
export const clientLoader = ({ serverLoader }: ClientLoaderFunctionArgs) =>
  preloadWithData(serverLoader<typeof loader>, ProviderGrid);

export async function loader({ request }: LoaderFunctionArgs) {
  return { ...(await loadQuickConsult(request)), words: consultWords() };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageMeta({
    title: data?.words.metaTitle ?? "",
    description: data?.words.description ?? "",
    path: hrefFor(data?.page ?? 1),
    hosts: rootData(matches)?.hosts,
    locale: region.locale,
  });

export default function InitialConsultationPage() {
  const { providers, page, totalPages, failed, words } = useLoaderData<typeof loader>();
  return (
    <ServiceLayout title={words.title} updated={formatShortDate(updated)}>
      <Stack gap="8">
        <Text size="lg" measure>
          {words.body}
        </Text>
        <section aria-labelledby="consult-title" className={css.section}>
          <Stack gap="4">
            <div>
              <Heading level={2} size="md" id="consult-title">
                {words.consultTitle}
              </Heading>
              <Text tone="muted" measure>
                {words.text}
              </Text>
            </div>
            {providers.length > 0 ? (
              <>
                <ProviderGrid providers={providers} data-testid="quick-consult-grid" />
                <Pagination
                  page={page}
                  totalPages={totalPages}
                  hrefFor={hrefFor}
                  labels={paginationLabels(words.pages)}
                />
              </>
            ) : failed ? (
              <Text role="status">{words.failed}</Text>
            ) : (
              <EmptyState
                title={words.emptyTitle}
                action={
                  <>
                    <Button href="/providers">{words.seeAll}</Button>
                    <Button href="/therapy" tone="secondary">
                      {words.goToServices}
                    </Button>
                  </>
                }
              />
            )}
          </Stack>
        </section>
      </Stack>
    </ServiceLayout>
  );
}

export { ErrorBoundary } from "../errors/index.ts";
