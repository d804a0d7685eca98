import { formatShortDate } from "@marketplace/domain/dates";
import { Banner } from "@marketplace/ui/banner";
import { Button } from "@marketplace/ui/button";
import { Link } from "@marketplace/ui/link";
import { Text } from "@marketplace/ui/text";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData, useNavigation } from "@remix-run/react";
import { ServiceLayout } from "../shell/index.ts";
import { assessmentPage } from "./assessment.server.ts";
import { CrisisNotice } from "./crisis-notice.tsx";
import { PageSection } from "./document-page.tsx";
import * as css from "./pages.css.ts";
import { RadioGroup } from "./radio-group.tsx";
import { servicePageMeta } from "./service-page-meta.ts";
import { SERVICE_PAGES } from "./service-pages.ts";

const PATH = "/assessment";

export async function loader({ request }: LoaderFunctionArgs) {
  return assessmentPage(request);
}

export const meta: MetaFunction<typeof loader> = servicePageMeta(PATH);

export default function AssessmentPage() {
  const data = useLoaderData<typeof loader>();
  const busy = useNavigation().state === "loading";
  const { words, result } = data;
  const answers: Record<string, string | undefined> = data.answers;
  const errors: Record<string, string | undefined> = data.errors;
  const invalid = Object.keys(errors).length > 0;
  return (
    <ServiceLayout title={data.title} updated={formatShortDate(SERVICE_PAGES[PATH].updated)}>
      <div className={css.page}>
        <div className={css.prose}>
          <Text size="lg">{words.intro}</Text>
          <Text tone="muted">{words.honest}</Text>
        </div>
        {result?.urgent ? null : <CrisisNotice words={data.crisis} />}
        {result ? (
          <PageSection id="result" title={words.resultTitle}>
            {result.urgent ? (
              <>
                <Banner tone="warning">{words.urgent}</Banner>
                <CrisisNotice words={data.crisis} id="urgent-crisis" />
              </>
            ) : null}
            {result.concerns.length > 0 ? (
              <>
                <Text measure>{words.resultText}</Text>
                <ul className={css.chips} data-testid="recommended-concerns">
                  {result.concerns.map((c) => (
                    <li key={c.href}>
                      <a className={css.chip} href={c.href}>
                        {words.seeOne.replace("{{concern}}", c.name)}
                      </a>
                    </li>
                  ))}
                </ul>
                {result.all ? (
                  <div>
                    <Button href={result.all}>{words.seeAll}</Button>
                  </div>
                ) : null}
              </>
            ) : (
              <>
                <Text measure>{words.none}</Text>
                <div>
                  <Button href="/therapy/initial-consultation">{words.noneLink}</Button>
                </div>
              </>
            )}
            <Text>
              <Link href={PATH}>{words.again}</Link>
            </Text>
          </PageSection>
        ) : null}
        <PageSection id="questionnaire" title={words.formTitle}>
          {invalid ? (
            <Banner tone="danger" live>
              {words.fixErrors}
            </Banner>
          ) : null}
          <Form method="get" action={PATH} className={css.form} noValidate data-testid="assessment-form">
            {/* Marks a submitted form, so that one sent with nothing chosen names every question. */}
            <input type="hidden" name="step" value="result" />
            {data.questions.map((q) => (
              <RadioGroup
                key={q.id}
                legend={q.label}
                name={q.id}
                options={q.options}
                defaultValue={answers[q.id]}
                error={errors[q.id]}
              />
            ))}
            <div>
              <Button type="submit" loading={busy}>
                {words.submit}
              </Button>
            </div>
          </Form>
        </PageSection>
      </div>
    </ServiceLayout>
  );
}

export { ErrorBoundary } from "../errors/index.ts";
