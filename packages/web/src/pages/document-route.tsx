import { formatShortDate } from "@marketplace/domain/dates";
import { Button } from "@marketplace/ui/button";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { tAuth, tHome } from "../i18n/index.ts";
import { ServiceLayout } from "../shell/index.ts";
import { DocumentPage, MarketingSections } from "./document-page.tsx";
import { documentOf, pageHeading, sectionsOf, tocLabel } from "./document-words.server.ts";
import { servicePageMeta } from "./service-page-meta.ts";
import { SERVICE_PAGES } from "./service-pages.ts";

/** The pages that are a document of sections: about, terms of service, privacy policy. */
const DOCUMENTS = {
  "/about-us": "about",
  "/terms-of-service": "terms",
  "/privacy-policy": "privacy",
} as const;
type DocumentPath = keyof typeof DOCUMENTS;
const isDocumentPath = (path: string): path is DocumentPath => Object.hasOwn(DOCUMENTS, path);

export function loader({ request }: LoaderFunctionArgs) {
  const path = new URL(request.url).pathname.replace(/\/$/, "");
  if (!isDocumentPath(path)) throw new Response(null, { status: 404 });
  const key = DOCUMENTS[path];
  const doc = documentOf(key);
  return {
    path,
    /** About is a marketing page: no 'Last updated', no contents list (issue 28, decision 047). */
    marketing: key === "about",
    actions: { find: tHome("hero.primary"), join: tAuth("signup.providerTitle") },
    updated: SERVICE_PAGES[path].updated,
    ...pageHeading(SERVICE_PAGES[path].key),
    intro: doc.intro,
    sections: sectionsOf(doc.sections),
    tocLabel: tocLabel(),
  };
}

export const meta: MetaFunction<typeof loader> = servicePageMeta();

export default function DocumentRoute() {
  const data = useLoaderData<typeof loader>();
  if (data.marketing) {
    return (
      <ServiceLayout
        title={data.title}
        lede={data.intro}
        actions={
          <>
            <Button href="/providers">{data.actions.find}</Button>
            <Button href="/join-as-a-provider" tone="secondary">
              {data.actions.join}
            </Button>
          </>
        }
      >
        <MarketingSections sections={data.sections} />
      </ServiceLayout>
    );
  }
  return (
    <ServiceLayout title={data.title} updated={formatShortDate(data.updated)}>
      <DocumentPage intro={data.intro} tocLabel={data.tocLabel} sections={data.sections} />
    </ServiceLayout>
  );
}

export { ErrorBoundary } from "../errors/index.ts";
