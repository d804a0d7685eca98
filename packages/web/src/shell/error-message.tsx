import { Button } from "@marketplace/ui/button";
import { Container, Stack } from "@marketplace/ui/layout";
import { Heading, Text } from "@marketplace/ui/text";
import { Compass, LifeBuoy } from "lucide-react";
import { tCommon as t } from "../i18n/index.ts";
import * as css from "./error-page.css.ts";

export interface ErrorMessageProps {
  kind: "notFound" | "error";
  title?: string;
  text?: string;
}

/** The 404 and error pages' message and ways on (links): see error-page.tsx. */
export function ErrorMessage({ kind, title, text }: ErrorMessageProps) {
  const Icon = kind === "notFound" ? Compass : LifeBuoy;
  return (
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
  );
}
