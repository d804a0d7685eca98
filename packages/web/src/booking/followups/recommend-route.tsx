import { apiErrorMessage } from "@marketplace/api-client";
import { BOOKING_API_MESSAGES, RECOMMENDATION_LIMITS } from "@marketplace/domain/booking";
import { GENERIC_MESSAGES } from "@marketplace/domain/errors";
import { Banner } from "@marketplace/ui/banner";
import { Button } from "@marketplace/ui/button";
import { Card } from "@marketplace/ui/card";
import { Stack } from "@marketplace/ui/layout";
import { Link } from "@marketplace/ui/link";
import { Heading, Text } from "@marketplace/ui/text";
import { TextField } from "@marketplace/ui/text-field";
import { type ActionFunctionArgs, json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { requireProvider } from "../../dashboard/index.server.ts";
import { DashboardLayout } from "../../dashboard/index.ts";
import { tBookingFollowups as t } from "../../i18n/index.ts";
import { providerName } from "../../providers/index.ts";
import { assertSameOrigin } from "../../session/index.server.ts";
import * as css from "./followups.css.ts";

const SEARCH_MAX = 200;

/**
 * /booking/{id}/recommend: the booking's provider searches the directory and picks up to 5 other
 * providers to recommend to the client. A GET form searches, a POST form sends: both work without
 * JavaScript.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { api, account, me } = await requireProvider(request, context);
  const id = params.id ?? "";
  const q = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, SEARCH_MAX);
  const [booking, search] = await Promise.all([
    api.GET("/v1/booking/{id}/reschedule", { params: { path: { id } } }),
    api.GET("/v1/providers", { params: { query: { pageSize: 12, ...(q ? { search: q } : {}) } } }),
  ]);
  if (booking.response.status === 404 || booking.response.status === 400) {
    throw new Response(null, { status: 404 });
  }
  if (!booking.data || booking.data.viewerRole !== "provider") {
    // The refusal page answers 403, not 200 (issue 27).
    return json({ account, id, q, refused: BOOKING_API_MESSAGES.notYours, options: [] }, { status: 403 });
  }
  const options = (search.data?.data ?? [])
    .filter((p) => p.objectID !== me.identifier)
    .map((p) => ({
      identifier: p.objectID,
      name: providerName(p),
      detail: p.discipline.map((d) => d.name).join(" · "),
    }));
  return json({ account, id, q, refused: null, options });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const { api } = await requireProvider(request, context);
  const form = await request.formData();
  const providerIdentifiers = form.getAll("provider").filter((v): v is string => typeof v === "string");
  const { data, error } = await api.POST("/v1/booking/{id}/recommendation", {
    params: { path: { id: params.id ?? "" } },
    body: { providerIdentifiers },
  });
  if (!data) return { ok: false, message: apiErrorMessage(error, GENERIC_MESSAGES.generic) };
  return { ok: true, message: t("recommend.saved") };
}

export const meta: MetaFunction = () => [
  { title: t("recommend.metaTitle") },
  { name: "robots", content: "noindex" },
];

export default function RecommendPage() {
  const { account, id, q, refused, options } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formMethod === "POST";
  return (
    <DashboardLayout account={account}>
      <Stack gap="6">
        <Stack gap="2">
          <Heading level={1} size="lg">
            {t("recommend.title")}
          </Heading>
          <Text tone="muted">{t("recommend.intro")}</Text>
        </Stack>
        {refused ? (
          <Banner tone="warning">{refused}</Banner>
        ) : (
          <>
            {result ? (
              <Banner
                tone={result.ok ? "success" : "danger"}
                live
                action={
                  result.ok ? (
                    <Link href={`/recommended-provider/${id}`}>{t("recommend.seeList")}</Link>
                  ) : undefined
                }
              >
                {result.message}
              </Banner>
            ) : null}
            <Card>
              <Form method="get" role="search" className={css.actions}>
                <TextField
                  label={t("recommend.search")}
                  help={t("recommend.searchHelp")}
                  name="q"
                  type="search"
                  defaultValue={q}
                  maxLength={SEARCH_MAX}
                />
                <Button type="submit" tone="secondary">
                  {t("recommend.find")}
                </Button>
              </Form>
            </Card>
            <Form method="post">
              <Stack gap="4">
                <fieldset className={css.fieldset}>
                  <legend className={css.legend}>
                    {t("recommend.results", { max: RECOMMENDATION_LIMITS.max })}
                  </legend>
                  {options.length === 0 ? (
                    <Text tone="muted">{t("recommend.noResults")}</Text>
                  ) : (
                    <ul className={css.plainList} data-testid="recommend-options">
                      {options.map((o) => (
                        <li key={o.identifier}>
                          <label className={css.choice}>
                            <input type="checkbox" name="provider" value={o.identifier} className={css.box} />
                            <span>
                              {o.name}
                              {o.detail ? (
                                <Text as="span" size="sm" tone="muted">
                                  {" "}
                                  · {o.detail}
                                </Text>
                              ) : null}
                            </span>
                          </label>
                        </li>
                      ))}
                    </ul>
                  )}
                </fieldset>
                <div className={css.actions}>
                  <Button type="submit" tone="primary" loading={sending} disabled={options.length === 0}>
                    {t("recommend.submit")}
                  </Button>
                </div>
              </Stack>
            </Form>
          </>
        )}
      </Stack>
    </DashboardLayout>
  );
}

export { ErrorBoundary } from "../../errors/index.ts";
