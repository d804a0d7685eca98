import { Button } from "@marketplace/ui/button";
import { Container, Stack } from "@marketplace/ui/layout";
import { Heading, Text } from "@marketplace/ui/text";
import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/node";
import { Form } from "@remix-run/react";
import { apiFor } from "../api/index.server.ts";
import { tCommon as t } from "../i18n/index.ts";
import { assertSameOrigin, getToken, signOut } from "../session/index.server.ts";
import { PageLayout } from "./layouts.tsx";
import * as css from "./logout.css.ts";

/**
 * POST /logout revokes the session's token at the API, then clears the cookie. It is a POST (checked
 * for our origin) so another site cannot sign people out with a link or an image.
 */
export async function action({ request }: ActionFunctionArgs) {
  assertSameOrigin(request);
  if (await getToken(request)) {
    try {
      const api = await apiFor(request);
      const { error, response } = await api.POST("/v1/auth/logout");
      // 401: the token was already revoked or expired, which is what we wanted.
      if (error && response.status !== 401) console.error(`Logout: the API answered ${response.status}`);
    } catch (error) {
      // The cookie is cleared all the same; the token then lapses at its expiry.
      console.error("Logout: the API could not be reached", error);
    }
  }
  return signOut(request, "/");
}

/** GET /logout (a link, or no JavaScript): a small confirm form that posts; signed out already → home. */
export async function loader({ request }: LoaderFunctionArgs) {
  if (!(await getToken(request))) throw redirect("/");
  return null;
}

export const meta: MetaFunction = () => [
  { title: t("logout.metaTitle") },
  { name: "robots", content: "noindex" },
];

export default function Logout() {
  return (
    <PageLayout>
      <Container>
        <div className={css.wrap}>
          <Stack gap="4" alignItems="center">
            <Heading level={1} size="lg">
              {t("logout.title")}
            </Heading>
            <Text tone="muted" measure>
              {t("logout.text")}
            </Text>
          </Stack>
          <Form method="post" className={css.actions}>
            <Button type="submit">{t("account.logout")}</Button>
            <Button tone="secondary" href="/overview">
              {t("logout.cancel")}
            </Button>
          </Form>
        </div>
      </Container>
    </PageLayout>
  );
}
