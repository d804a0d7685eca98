import { NEWSLETTER_MESSAGES } from "@marketplace/domain/blog";
import { formError, GENERIC_MESSAGES } from "@marketplace/domain/errors";
import { Banner } from "@marketplace/ui/banner";
import { Button } from "@marketplace/ui/button";
import { Container } from "@marketplace/ui/layout";
import { Link } from "@marketplace/ui/link";
import { Heading, Text } from "@marketplace/ui/text";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { linkTokenFrom } from "../accounts/index.server.ts";
import { apiFor } from "../api/index.server.ts";
import { wordsFor } from "../i18n/index.server.ts";
import { provideWords, tBlog as t, tCommon } from "../i18n/index.ts";
import { assertSameOrigin } from "../session/index.server.ts";
import { PageLayout } from "../shell/index.ts";
import * as css from "./blog.css.ts";

/**
 * /newsletter/confirm?token=… and /newsletter/unsubscribe?token=…, the newsletter email's links.
 * Opening one only shows a button (mail scanners open links too); the button asks the API.
 */
const kindOf = (request: Request) =>
  new URL(request.url).pathname.endsWith("/unsubscribe") ? ("unsubscribe" as const) : ("confirm" as const);

export function loader({ request }: LoaderFunctionArgs) {
  return { words: wordsFor("blog"), kind: kindOf(request), valid: linkTokenFrom(request).success };
}

export async function action({ request }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const token = linkTokenFrom(request);
  if (!token.success) return { ok: false, message: NEWSLETTER_MESSAGES.invalidLink };
  const api = await apiFor(request);
  const query = { params: { query: { token: token.data } } };
  const { data, error } =
    kindOf(request) === "unsubscribe"
      ? await api.POST("/v1/newsletter/unsubscribe", query)
      : await api.POST("/v1/newsletter/confirm", query);
  if (!data)
    return {
      ok: false,
      message: formError(error, GENERIC_MESSAGES.generic, []).message ?? GENERIC_MESSAGES.generic,
    };
  return { ok: true, message: data.data };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  provideWords(data?.words);
  const title =
    data?.kind === "unsubscribe" ? t("newsletter.unsubscribeTitle") : t("newsletter.confirmTitle");
  return [{ title: `${title} — ${tCommon("brand")}` }, { name: "robots", content: "noindex" }];
};

export default function NewsletterLinkPage() {
  const { words, kind, valid } = useLoaderData<typeof loader>();
  provideWords(words);
  const result =
    useActionData<typeof action>() ??
    (valid ? undefined : { ok: false, message: NEWSLETTER_MESSAGES.invalidLink });
  const busy = useNavigation().state === "submitting";
  const unsubscribe = kind === "unsubscribe";
  return (
    <PageLayout>
      <Container>
        <div className={css.formPage}>
          <Heading level={1} size="lg">
            {unsubscribe ? t("newsletter.unsubscribeTitle") : t("newsletter.confirmTitle")}
          </Heading>
          {result ? (
            <Banner tone={result.ok ? "success" : "danger"} live>
              {result.message}
            </Banner>
          ) : (
            <>
              <Text>{unsubscribe ? t("newsletter.unsubscribeText") : t("newsletter.confirmText")}</Text>
              <Form method="post">
                <Button type="submit" loading={busy} tone={unsubscribe ? "secondary" : "primary"}>
                  {unsubscribe ? t("newsletter.unsubscribeButton") : t("newsletter.confirmButton")}
                </Button>
              </Form>
            </>
          )}
          <Text>
            <Link href="/blog">{t("newsletter.backToBlog")}</Link>
          </Text>
        </div>
      </Container>
    </PageLayout>
  );
}

export { ErrorBoundary } from "../errors/index.ts";
