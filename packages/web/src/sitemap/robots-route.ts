import { hosts } from "../env/index.server.ts";
import { region } from "../env/index.ts";
import { SITE_ROUTES } from "../routes.ts";
import { robotsTxt } from "./sitemap.server.ts";

/** /robots.txt of this site: public pages allowed, signed-in and resource routes not, and the sitemap. */
export function loader() {
  const sitemap = new URL("/sitemap.xml", hosts[region.locale]).href;
  return new Response(robotsTxt(SITE_ROUTES, sitemap), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
