import { Banner } from "@marketplace/ui/banner";
import { Card } from "@marketplace/ui/card";
import { Stack } from "@marketplace/ui/layout";
import { Heading, Text } from "@marketplace/ui/text";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { devTools, env } from "../env/index.server.ts";
import { failedLoaderMeta } from "../errors/index.ts";
import { authWords, provideAuthWords, tAuth as t } from "../i18n/index.ts";
import { PageLayout } from "../shell/index.ts";
import * as css from "./dev-mail.css.ts";
import { servesDevTools } from "./dev-tools.server.ts";
import { MailText } from "./mail-text.tsx";

/** The API's GET /dev/outbox (development and demo only, so outside the OpenAPI contract). */
const OutboxSchema = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      kind: z.string(),
      status: z.string(),
      createdAt: z.string(),
    }),
  ),
});

/**
 * /dev/mail: the emails the API wrote, with their links clickable, so a tester can follow a sign-up or
 * reset link without a mail server. Only with DEV_TOOLS=1 and only for a request from this machine
 * (dev-tools.server.ts); a 404 for anyone else. The site's server asks the API's outbox from this
 * machine too (API_URL on localhost), which the API's outbox likewise requires.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  if (!servesDevTools(devTools, env.NODE_ENV, request, context)) {
    throw new Response("Not Found", { status: 404 });
  }
  const to = new URL(request.url).searchParams.get("to");
  const url = new URL("/dev/outbox", env.API_URL);
  if (to) url.searchParams.set("to", to);
  try {
    const response = await fetch(url, { headers: { Accept: "application/json" } });
    const parsed = OutboxSchema.safeParse(await response.json());
    return { messages: parsed.success ? parsed.data.data : null, words: authWords() };
  } catch {
    return { messages: null, words: authWords() };
  }
}

export const meta: MetaFunction<typeof loader> = (args) => {
  const { data } = args;
  if (!data) return failedLoaderMeta(args);
  provideAuthWords(data.words);
  return [{ title: t("devMail.metaTitle") }, { name: "robots", content: "noindex" }];
};

export default function DevMail() {
  const { messages, words } = useLoaderData<typeof loader>();
  provideAuthWords(words);
  return (
    <PageLayout>
      <div className={css.page}>
        <Stack gap="6">
          <Heading level={1} size="lg">
            {t("devMail.title")}
          </Heading>
          <Text tone="muted">{t("devMail.text")}</Text>
          {messages === null ? <Banner tone="warning">{t("devMail.unavailable")}</Banner> : null}
          {messages?.length === 0 ? <Text>{t("devMail.empty")}</Text> : null}
          <ol className={css.list}>
            {messages?.map((m) => (
              <li key={m.id}>
                <Card padding="md">
                  <article aria-labelledby={`mail-${m.id}`} data-testid="dev-mail">
                    <Heading level={2} size="sm" id={`mail-${m.id}`}>
                      {m.subject}
                    </Heading>
                    <Text size="sm" tone="muted">
                      {t("devMail.to", { to: m.to })} ·{" "}
                      <time dateTime={m.createdAt}>{m.createdAt.replace("T", " ").slice(0, 19)} UTC</time> ·{" "}
                      {m.kind} · {m.status}
                    </Text>
                    <p className={css.body}>
                      <MailText text={m.text} />
                    </p>
                  </article>
                </Card>
              </li>
            ))}
          </ol>
        </Stack>
      </div>
    </PageLayout>
  );
}

export { ErrorBoundary } from "../errors/index.ts";
