import { type SiteHosts, seoLinks, truncateDescription } from "@marketplace/domain/seo";
import type { MetaDescriptor } from "@remix-run/node";

/**
 * Title, description (160 characters with an ellipsis), canonical and alternate language links for
 * every public page, from the hosts in the root loader's data.
 */
export function pageMeta(options: {
  title: string;
  description: string;
  path: string;
  hosts: SiteHosts | undefined;
  locale: "en-US" | "en-NG";
}): MetaDescriptor[] {
  const description = truncateDescription(options.description);
  const tags: MetaDescriptor[] = [
    { title: options.title },
    { name: "description", content: description },
    { property: "og:title", content: options.title },
    { property: "og:description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:locale", content: options.locale.replace("-", "_") },
  ];
  if (!options.hosts) return tags;
  for (const link of seoLinks({ path: options.path, hosts: options.hosts, locale: options.locale })) {
    tags.push(
      link.rel === "canonical"
        ? { tagName: "link", rel: "canonical", href: link.href }
        : { tagName: "link", rel: "alternate", hrefLang: link.hrefLang, href: link.href },
    );
  }
  return tags;
}
