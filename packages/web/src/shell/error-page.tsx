import { Button } from "@marketplace/ui/button";
import { Container, Stack } from "@marketplace/ui/layout";
import { Heading, Text } from "@marketplace/ui/text";
import { Compass, LifeBuoy } from "lucide-react";
import { tCommon as t } from "../i18n/index.ts";
import * as css from "./error-page.css.ts";
import { PageLayout } from "./layouts.tsx";

/**
 * The 404 and error pages: the product's header and footer, a calm message and a way on. A route
 * may say what exactly was not found (`title`, `text`: 'Provider not found').
 */
export function ErrorPage({
  kind,
  title,
  text,
}: {
  kind: "notFound" | "error";
  title?: string;
  text?: string;
}) {
  const Icon = kind === "notFound" ? Compass : LifeBuoy;
  return (
    <PageLayout>
      <Container>
        <div className={css.wrap}>
          <span className={css.icon} aria-hidden="true">
            <Icon size={32} />
          </span>
          <Stack gap="4" alignItems="center">
            <Heading level={1} size="lg">
              {title ?? (kind === "notFound" ? t("errors.notFoundTitle") : t("errors.errorTitle"))}
            </Heading>
            <Text tone="muted" measure>
              {text ?? (kind === "notFound" ? t("errors.notFoundText") : t("errors.errorText"))}
            </Text>
            <div className={css.actions}>
              <Button href="/">{t("errors.goHome")}</Button>
              <Button tone="secondary" href="/providers">
                {t("errors.findTherapist")}
              </Button>
            </div>
          </Stack>
        </div>
      </Container>
    </PageLayout>
  );
}
