import { apiErrorMessage } from "@marketplace/api-client";
import { LINK_INVALID } from "@marketplace/domain/accounts";
import { GENERIC_MESSAGES } from "@marketplace/domain/errors";
import { Banner } from "@marketplace/ui/banner";
import { Button } from "@marketplace/ui/button";
import { Inline } from "@marketplace/ui/layout";
import { Link } from "@marketplace/ui/link";
import { Heading, Text } from "@marketplace/ui/text";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { apiFor } from "../api/index.server.ts";
import { authWords, provideAuthWords, tAuth as t } from "../i18n/index.ts";
import { assertSameOrigin, signIn } from "../session/index.server.ts";
import { PageLayout } from "../shell/index.ts";
import * as css from "./accounts.css.ts";
import { emailLinkLoader, linkTokenFrom } from "./email-link.server.ts";
import { emailLinkMeta } from "./email-link-meta.ts";

/**
 * /confirm-email?token=…: the link from the sign-up email. Opening it only shows a button: mail
 * scanners open links too, and a GET that spent the single-use token would lock the person out.
 */
export const loader = (args: LoaderFunctionArgs) => ({ ...emailLinkLoader(args), words: authWords() });

export async function action({ request }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const token = linkTokenFrom(request);
  if (!token.success) return { error: LINK_INVALID };
  const api = await apiFor(request);
  const { data, error } = await api.POST("/v1/auth/confirm-email", { body: { token: token.data } });
  if (!data) {
    return {
      error:
        error?.message === LINK_INVALID ? LINK_INVALID : apiErrorMessage(error, GENERIC_MESSAGES.generic),
    };
  }
  // The account's first sign-in: the overview greets them 'Welcome', not 'Welcome back'.
  return signIn(data.token, "/overview", { newAccount: true });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  provideAuthWords(data?.words);
  return emailLinkMeta(t("confirm.metaTitle"));
};

export default function ConfirmEmail() {
  const { valid, words } = useLoaderData<typeof loader>();
  provideAuthWords(words);
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const error = valid ? result?.error : LINK_INVALID;
  return (
    <PageLayout>
      <div className={css.formSide}>
        <div className={css.formCard}>
          {error ? (
            <>
              <Heading level={1} size="lg">
                {t("confirm.invalidTitle")}
              </Heading>
              <Banner tone="danger" live>
                {error}
              </Banner>
              <Text>{t("confirm.invalidText")}</Text>
              <Inline gap="4">
                <Link href="/createaccount">{t("confirm.signupAgain")}</Link>
                <Link href="/login">{t("confirm.login")}</Link>
              </Inline>
            </>
          ) : (
            <>
              <Heading level={1} size="lg">
                {t("confirm.title")}
              </Heading>
              <Text>{t("confirm.text")}</Text>
              <Form method="post">
                <Button type="submit" fullWidth loading={busy}>
                  {t("confirm.submit")}
                </Button>
              </Form>
            </>
          )}
        </div>
      </div>
    </PageLayout>
  );
}

export { ErrorBoundary } from "../errors/index.ts";
