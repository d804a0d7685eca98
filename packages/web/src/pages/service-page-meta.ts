import type { MetaDescriptor } from "@remix-run/node";
import { region } from "../env/index.ts";
import { pageMeta, rootData } from "../seo/index.ts";

/** What a service page's loader answers for its meta tags. */
interface ServicePageWords {
  metaTitle: string;
  description: string;
  /** The page's own path, for pages that serve several (the legal documents). */
  path?: string;
}

/**
 * The meta function of a public service page: its title and description, and the canonical and
 * alternate links for `path` (a query, such as the assessment's answers, stays out of the canonical).
 */
export const servicePageMeta =
  (path?: string) =>
  ({
    data,
    matches,
  }: {
    data: ServicePageWords | undefined;
    matches: ReadonlyArray<{ id: string; data: unknown }>;
  }): MetaDescriptor[] =>
    data
      ? pageMeta({
          title: data.metaTitle,
          description: data.description,
          path: path ?? data.path ?? "",
          hosts: rootData(matches)?.hosts,
          locale: region.locale,
        })
      : [];
