import { Container } from "@marketplace/ui/layout";
import { Link } from "@marketplace/ui/link";
import { Heading, Text } from "@marketplace/ui/text";
import type { MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { wordsFor } from "../i18n/index.server.ts";
import { provideWords, tBlog as t, tCommon } from "../i18n/index.ts";
import { PageLayout } from "../shell/index.ts";
import * as css from "./blog.css.ts";
import { subscribeAction } from "./newsletter.server.ts";
import { NewsletterBlock } from "./newsletter-block.tsx";

/**
 * /newsletter: where the newsletter block posts. With JavaScript the block shows the answer in place;
 * without it the browser lands here and this page, under its own heading, shows the answer (and the form
 * again on an error).
 */
export const loader = () => ({ words: wordsFor("blog") });
export const action = subscribeAction;

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  provideWords(data?.words);
  return [
    { title: `${t("newsletter.pageTitle")} — ${tCommon("brand")}` },
    { name: "robots", content: "noindex" },
  ];
};

export default function NewsletterPage() {
  const { words } = useLoaderData<typeof loader>();
  provideWords(words);
  const result = useActionData<typeof action>();
  return (
    <PageLayout>
      <Container>
        <Heading level={1} size="xl" className={css.formPageTitle}>
          {t("newsletter.pageTitle")}
        </Heading>
      </Container>
      <NewsletterBlock initial={result} />
      <Container>
        <div className={css.formPage}>
          <Text>
            <Link href="/blog">{t("newsletter.backToBlog")}</Link>
          </Text>
        </div>
      </Container>
    </PageLayout>
  );
}

export { ErrorBoundary } from "../errors/index.ts";
