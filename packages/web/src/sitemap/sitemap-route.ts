import type { LoaderFunctionArgs } from "@remix-run/node";
import { apiFor } from "../api/index.server.ts";
import { blogSitemapPaths } from "../blog/index.server.ts";
import { hosts } from "../env/index.server.ts";
import { region } from "../env/index.ts";
import { SITE_ROUTES } from "../routes.ts";
import { sitemapPaths, sitemapXml } from "./sitemap.server.ts";

/**
 * /sitemap.xml of this site. The concern pages come from the API's concern list and the blog's
 * categories and posts from the content service; when one cannot be read, the sitemap still answers
 * with every other page, and is not cached, so the next crawl gets the full list.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  let concerns: string[] | null = null;
  try {
    const { data } = await (await apiFor(request)).GET("/v1/categories/concerns");
    concerns = data ? data.data.map((c) => c.slug) : null;
  } catch {
    concerns = null;
  }
  const blog = await blogSitemapPaths().catch(() => null);
  const complete = concerns !== null && blog !== null;
  const xml = await sitemapXml(sitemapPaths(SITE_ROUTES, concerns ?? [], blog ?? []), hosts, region.locale);
  return new Response(xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": complete ? "public, max-age=3600" : "no-store",
    },
  });
}
