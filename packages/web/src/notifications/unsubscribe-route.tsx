import { apiErrorMessage } from "@marketplace/api-client";
import { GENERIC_MESSAGES } from "@marketplace/domain/errors";
import { isEmailPreferenceKey, UNSUBSCRIBE_INVALID } from "@marketplace/domain/notifications";
import { Banner } from "@marketplace/ui/banner";
import { Button } from "@marketplace/ui/button";
import { Container } from "@marketplace/ui/layout";
import { Link } from "@marketplace/ui/link";
import { Heading, Text } from "@marketplace/ui/text";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { apiFor } from "../api/index.server.ts";
import { tNotifications as t, tCommon } from "../i18n/index.ts";
import { assertSameOrigin } from "../session/index.server.ts";
import { PageLayout } from "../shell/index.ts";
import * as css from "./notifications.css.ts";

/**
 * /unsubscribe?token=…, the link in every notification email (decision 029). Opening it only shows a
 * button, since mail scanners open links too; the button posts the token and the API turns the
 * email's kind off. No sign-in: the token says whose and which.
 */
const tokenOf = (request: Request) => new URL(request.url).searchParams.get("token") ?? "";

export function loader({ request }: LoaderFunctionArgs) {
  return { token: tokenOf(request) };
}

type Result = { ok: true; key: string } | { ok: false; message: string };

export async function action({ request }: ActionFunctionArgs): Promise<Result> {
  assertSameOrigin(request);
  const form = await request.formData();
  const token = String(form.get("token") ?? tokenOf(request));
  const api = await apiFor(request);
  const { data, error } = await api.POST("/v1/notification/unsubscribe", { body: { token } });
  if (!data || !isEmailPreferenceKey(data.key)) {
    return { ok: false, message: apiErrorMessage(error, GENERIC_MESSAGES.generic) };
  }
  return { ok: true, key: data.key };
}

export const meta: MetaFunction = () => [
  { title: `${t("unsubscribe.metaTitle")} — ${tCommon("brand")}` },
  { name: "robots", content: "noindex" },
];

export default function UnsubscribePage() {
  const { token } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  return (
    <PageLayout>
      <Container>
        <div className={css.formPage}>
          <Heading level={1} size="lg">
            {t("unsubscribe.title")}
          </Heading>
          {result?.ok ? (
            <>
              <Banner tone="success" live>
                {t("unsubscribe.done", { what: t(`email.keys.${result.key}`) })}
              </Banner>
              <Text>{t("unsubscribe.change")}</Text>
              <Text>
                <Link href="/profile#email-notifications">{t("unsubscribe.profileLink")}</Link>
              </Text>
            </>
          ) : !token ? (
            // Opened without its token (cut short by a mail program): nothing to send, so no button.
            <>
              <Banner tone="danger" live>
                {UNSUBSCRIBE_INVALID}
              </Banner>
              <Text>
                <Link href="/profile#email-notifications">{t("unsubscribe.profileLink")}</Link>
              </Text>
            </>
          ) : (
            <>
              {result ? (
                <Banner tone="danger" live>
                  {result.message}
                </Banner>
              ) : null}
              <Text>{t("unsubscribe.text")}</Text>
              <Form method="post">
                <input type="hidden" name="token" value={token} />
                <Button type="submit" tone="secondary" loading={busy}>
                  {t("unsubscribe.button")}
                </Button>
              </Form>
            </>
          )}
        </div>
      </Container>
    </PageLayout>
  );
}

export { ErrorBoundary } from "../errors/index.ts";
