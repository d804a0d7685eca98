import { apiErrorMessage } from "@marketplace/api-client";
import { GENERIC_MESSAGES } from "@marketplace/domain/errors";
import { pageFromQuery } from "@marketplace/domain/filters";
import { Banner } from "@marketplace/ui/banner";
import { EmptyState } from "@marketplace/ui/empty-state";
import { Stack } from "@marketplace/ui/layout";
import { Pagination } from "@marketplace/ui/pagination";
import { Heading, Text } from "@marketplace/ui/text";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { loaded } from "../../api/index.server.ts";
import { requireAccount } from "../../dashboard/index.server.ts";
import { DashboardLayout } from "../../dashboard/index.ts";
import { paginationLabels, tBookingFollowups as t } from "../../i18n/index.ts";
import { ProviderGrid, providerName } from "../../providers/index.ts";

/** /recommended-provider/{bookingId}: the providers the booking's provider recommended to its client. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { api, account } = await requireAccount(request, context);
  const id = params.id ?? "";
  const page = pageFromQuery(new URL(request.url).searchParams.get("page"));
  const { data, error, response } = await api.GET("/v1/booking/{id}/recommendation", {
    params: { path: { id }, query: { page } },
  });
  if (response.status === 404 || response.status === 400) throw new Response(null, { status: 404 });
  if (response.status === 403) {
    return { account, id, list: null, refused: apiErrorMessage(error, GENERIC_MESSAGES.generic) };
  }
  return { account, id, list: loaded({ data, error }), refused: null };
}

export const meta: MetaFunction = () => [
  { title: t("recommended.metaTitle") },
  { name: "robots", content: "noindex" },
];

export default function RecommendedProvidersPage() {
  const { account, id, list, refused } = useLoaderData<typeof loader>();
  const by = list ? providerName(list.recommendedBy) : "";
  return (
    <DashboardLayout account={account}>
      <Stack gap="6">
        <Stack gap="2">
          <Heading level={1} size="lg">
            {t("recommended.title")}
          </Heading>
          {list ? <Text tone="muted">{t("recommended.by", { provider: by })}</Text> : null}
        </Stack>
        {refused || !list ? (
          <Banner tone="warning">{refused}</Banner>
        ) : list.data.length === 0 ? (
          <EmptyState title={t("recommended.empty")} />
        ) : (
          <>
            <ProviderGrid providers={list.data} data-testid="recommended-providers" />
            <Pagination
              page={list.meta.page}
              totalPages={list.meta.totalPages}
              hrefFor={(page) => `/recommended-provider/${id}?page=${page}`}
              labels={paginationLabels(t("recommended.pagination"))}
            />
          </>
        )}
      </Stack>
    </DashboardLayout>
  );
}

export { ErrorBoundary } from "../../errors/index.ts";
