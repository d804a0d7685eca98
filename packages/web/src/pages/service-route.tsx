import { formatShortDate } from "@marketplace/domain/dates";
import { Stack } from "@marketplace/ui/layout";
import { Text } from "@marketplace/ui/text";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { region } from "../env/index.ts";
import { tPages as t } from "../i18n/index.ts";
import { pageMeta, rootData } from "../seo/index.ts";
import { ServiceLayout } from "../shell/index.ts";
import { isServicePath, SERVICE_PAGES } from "./service-pages.ts";

/** One module serves every simple public page; the path picks its texts. */
export function loader({ request }: LoaderFunctionArgs) {
  const path = new URL(request.url).pathname.replace(/\/$/, "") || "/";
  if (!isServicePath(path)) throw new Response(null, { status: 404 });
  return { path, ...SERVICE_PAGES[path] };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (!data) return [];
  return pageMeta({
    title: `${t(`${data.key}.title`)} — Tranquil`,
    description: t(`${data.key}.description`),
    path: data.path,
    hosts: rootData(matches)?.hosts,
    locale: region.locale,
  });
};

export default function ServicePage() {
  const { key, updated } = useLoaderData<typeof loader>();
  return (
    <ServiceLayout title={t(`${key}.title`)} updated={formatShortDate(updated)}>
      <Stack gap="4">
        <Text size="lg" measure>
          {/* A page whose text is its description does not write it twice. */}
          {typeof t.raw(`${key}.body`) === "string" ? t(`${key}.body`) : t(`${key}.description`)}
        </Text>
      </Stack>
    </ServiceLayout>
  );
}

export { ErrorBoundary } from "../errors/index.ts";
