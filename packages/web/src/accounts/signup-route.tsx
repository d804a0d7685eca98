import { Link } from "@marketplace/ui/link";
import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/node";
import { type ClientLoaderFunctionArgs, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { region } from "../env/index.ts";
import { authWords, provideAuthWords, tAuth as t } from "../i18n/index.ts";
import { pageMeta, rootData } from "../seo/index.ts";
import { getToken } from "../session/index.server.ts";
import { preloadWithData, SiteHeader, useShell } from "../shell/index.ts";
import * as css from "./accounts.css.ts";
import { QuoteSliderLater as QuoteSlider } from "./quote-slider-later.tsx";
import { signupAction } from "./signup.server.ts";
import { SignupForm } from "./signup-form.tsx";

/** /createaccount signs up clients; providers sign up on /join-as-a-provider (pages/join-route.tsx). */
export async function loader({ request }: LoaderFunctionArgs) {
  if (await getToken(request)) throw redirect("/overview");
  return { words: authWords() };
}

export async function action({ request }: ActionFunctionArgs) {
  return signupAction(request, "client");
}

/** A client-side navigation renders the page whole: the quotes' code comes with the data. */
export const clientLoader = ({ serverLoader }: ClientLoaderFunctionArgs) =>
  preloadWithData(serverLoader<typeof loader>, QuoteSlider);

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  provideAuthWords(data?.words);
  return pageMeta({
    title: t("signup.metaTitle"),
    description: t("signup.description"),
    path: "/createaccount",
    hosts: rootData(matches)?.hosts,
    locale: region.locale,
  });
};

export default function Signup() {
  provideAuthWords(useLoaderData<typeof loader>().words);
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const shell = useShell();
  // The client's side panel: headline, text and three quotes (spec screen 19).
  const quotes = t.raw("signup.quotes");
  return (
    <>
      <SiteHeader
        region={shell.region}
        session={shell.session}
        otherHost={shell.otherHost}
        otherRegion={shell.otherRegion}
      />
      <main id="main" className={css.page}>
        <aside className={css.panel} aria-label={t("signup.panelLabel")} data-testid="signup-panel">
          <Link href="/" variant="subtle" className={css.panelBrand} aria-label={t("signup.home")}>
            Tranquil
          </Link>
          <div>
            <p className={css.panelHeadline}>{t("signup.headline")}</p>
            <p>{t("signup.text")}</p>
          </div>
          {Array.isArray(quotes) ? (
            <QuoteSlider
              quotes={quotes as string[]}
              dotLabel={(n) => t("signup.quote", { n, total: quotes.length })}
            />
          ) : null}
        </aside>
        <div className={css.formSide}>
          <SignupForm result={result} busy={busy} title={t("signup.clientTitle")} />
        </div>
      </main>
    </>
  );
}

export { ErrorBoundary } from "../errors/index.ts";
