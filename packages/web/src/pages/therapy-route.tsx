import { formatShortDate } from "@marketplace/domain/dates";
import { Button } from "@marketplace/ui/button";
import { Card } from "@marketplace/ui/card";
import { Link } from "@marketplace/ui/link";
import { Text } from "@marketplace/ui/text";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ServiceLayout } from "../shell/index.ts";
import { CrisisNotice } from "./crisis-notice.tsx";
import { PageSection, TableOfContents } from "./document-page.tsx";
import * as css from "./pages.css.ts";
import { servicePageMeta } from "./service-page-meta.ts";
import { SERVICE_PAGES } from "./service-pages.ts";
import { therapyPage } from "./therapy.server.ts";

const PATH = "/therapy";

export async function loader({ request }: LoaderFunctionArgs) {
  return therapyPage(request);
}

export const meta: MetaFunction<typeof loader> = servicePageMeta(PATH);

/** Each entry of the catalogue with what it means (the described ones first, in the catalogue's order). */
function Entries({
  entries,
  testId,
}: {
  entries: ReadonlyArray<{ name: string; text: string | null }>;
  testId: string;
}) {
  return (
    <ul className={css.cards} data-testid={testId}>
      {entries.map((e) => (
        <li key={e.name}>
          <Card>
            <h3 className={css.cardTitle}>{e.name}</h3>
            {e.text ? <Text tone="muted">{e.text}</Text> : null}
          </Card>
        </li>
      ))}
    </ul>
  );
}

export default function TherapyPage() {
  const data = useLoaderData<typeof loader>();
  const { words } = data;
  const sections = [
    { id: "therapies", title: words.therapiesTitle },
    { id: "ways-to-meet", title: words.modalitiesTitle },
    ...(data.concerns.length > 0 ? [{ id: "concerns", title: words.concernsTitle }] : []),
    { id: "booking", title: words.bookingTitle },
    { id: "fees", title: words.feesTitle },
    { id: "start", title: words.findTitle },
  ];
  return (
    <ServiceLayout title={data.title} updated={formatShortDate(SERVICE_PAGES[PATH].updated)}>
      <div className={css.page}>
        <Text size="lg" measure>
          {words.intro}
        </Text>
        <div className={css.withToc}>
          <TableOfContents label={data.tocLabel} sections={sections} />
          <div className={css.page}>
            <PageSection id="therapies" title={words.therapiesTitle} body={[words.therapiesText]}>
              {data.therapies.length > 0 ? (
                <Entries entries={data.therapies} testId="therapy-list" />
              ) : (
                <Text role="status">{words.failed}</Text>
              )}
            </PageSection>
            <PageSection id="ways-to-meet" title={words.modalitiesTitle} body={[words.modalitiesText]}>
              {data.modalities.length > 0 ? (
                <Entries entries={data.modalities} testId="modality-list" />
              ) : null}
            </PageSection>
            {data.concerns.length > 0 ? (
              <PageSection id="concerns" title={words.concernsTitle} body={[words.concernsText]}>
                <ul className={css.chips} data-testid="concern-links">
                  {data.concerns.map((c) => (
                    <li key={c.href}>
                      <a className={css.chip} href={c.href}>
                        {c.name}
                      </a>
                    </li>
                  ))}
                </ul>
              </PageSection>
            ) : null}
            <PageSection id="booking" title={words.bookingTitle}>
              <ol className={css.list}>
                {words.bookingSteps.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
            </PageSection>
            <PageSection id="fees" title={words.feesTitle} body={words.fees} />
            <PageSection id="start" title={words.findTitle} body={[words.findText]}>
              <div className={css.actions}>
                <Button href="/providers">{words.browse}</Button>
                <Button href="/therapy/initial-consultation" tone="secondary">
                  {words.consultation}
                </Button>
              </div>
              <Text>
                <Link href="/assessment">{words.assessment}</Link>
              </Text>
            </PageSection>
            <CrisisNotice words={data.crisis} />
          </div>
        </div>
      </div>
    </ServiceLayout>
  );
}

export { ErrorBoundary } from "../errors/index.ts";
