import { Button } from "@marketplace/ui/button";
import { Text } from "@marketplace/ui/text";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { type ClientLoaderFunctionArgs, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { signupAction } from "../accounts/index.server.ts";
import { SignupFormLater as SignupForm } from "../accounts/index.ts";
import { preloadWithData, ServiceLayout } from "../shell/index.ts";
import { PageSection } from "./document-page.tsx";
import * as css from "./join.css.ts";
import { joinPage } from "./join.server.ts";
import * as pages from "./pages.css.ts";
import { servicePageMeta } from "./service-page-meta.ts";
import { JOIN_PAGE } from "./service-pages.ts";

export async function loader({ request }: LoaderFunctionArgs) {
  return joinPage(request);
}

/** The provider sign-up (the same form and rules as /createaccount, with the provider role). */
export async function action({ request }: ActionFunctionArgs) {
  return signupAction(request, "provider");
}

/** A client-side navigation renders the page whole: the sign-up form's code comes with the data. */
export const clientLoader = ({ serverLoader }: ClientLoaderFunctionArgs) =>
  preloadWithData(serverLoader<typeof loader>, SignupForm);

export const meta: MetaFunction<typeof loader> = servicePageMeta(JOIN_PAGE.path);

export default function JoinPage() {
  const { title, panel, words, signedIn, authWords } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  // A marketing page (issue 28, decision 047): no 'Last updated' and no contents list; the hero holds
  // the pitch, the call to action and the providers' panel, and the form sits beside the reasons.
  return (
    <ServiceLayout
      title={title}
      lede={words.intro}
      actions={<Button href="#signup">{words.cta}</Button>}
      aside={
        <aside className={css.panel} aria-label={panel.label} data-testid="signup-panel">
          <p className={css.headline}>{panel.headline}</p>
          <p>{panel.text}</p>
          {panel.quotes.map((quote) => (
            <blockquote key={quote} className={css.quote}>
              “{quote}”
            </blockquote>
          ))}
        </aside>
      }
    >
      <div className={css.layout}>
        <div className={css.reasons}>
          <PageSection id="why" title={words.whyTitle}>
            <ul className={pages.list}>
              {words.why.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </PageSection>
          <PageSection id="how-it-works" title={words.stepsTitle}>
            <ol className={css.steps}>
              {words.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </PageSection>
          <PageSection id="fees" title={words.feesTitle} body={words.fees} />
          <PageSection id="requirements" title={words.requirementsTitle}>
            <ul className={pages.list}>
              {words.requirements.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </PageSection>
        </div>
        <section id="signup" aria-labelledby="signup-title" className={`${pages.section} ${css.signup}`}>
          {signedIn ? (
            <>
              <h2 id="signup-title" className={pages.cardTitle}>
                {words.signupTitle}
              </h2>
              <Text>{words.signedIn}</Text>
              <div>
                <Button href="/overview">{words.dashboard}</Button>
              </div>
            </>
          ) : (
            <SignupForm
              result={result}
              busy={busy}
              title={words.signupTitle}
              headingLevel={2}
              words={authWords}
            />
          )}
        </section>
      </div>
    </ServiceLayout>
  );
}

export { ErrorBoundary } from "../errors/index.ts";
