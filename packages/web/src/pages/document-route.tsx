import { formatShortDate } from "@marketplace/domain/dates";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ServiceLayout } from "../shell/index.ts";
import { DocumentPage } from "./document-page.tsx";
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
  return (
    <ServiceLayout title={data.title} updated={formatShortDate(data.updated)}>
      <DocumentPage intro={data.intro} tocLabel={data.tocLabel} sections={data.sections} />
    </ServiceLayout>
  );
}

export { ErrorBoundary } from "../errors/index.ts";
