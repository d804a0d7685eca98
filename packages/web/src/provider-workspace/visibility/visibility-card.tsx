import { Banner } from "@marketplace/ui/banner";
import { Button } from "@marketplace/ui/button";
import { Card } from "@marketplace/ui/card";
import { Inline, Stack } from "@marketplace/ui/layout";
import { Link } from "@marketplace/ui/link";
import { Heading, Text } from "@marketplace/ui/text";
import { Form } from "@remix-run/react";
import { Eye, EyeOff } from "lucide-react";
import { tWorkspace as t } from "../../i18n/index.ts";
import type { FormResult } from "../workspace-result.ts";

export interface VisibilityCardProps {
  visibility: "visible" | "hidden";
  providerId: string;
  result?: FormResult;
  busy?: boolean;
}

/** The visibility toggle (PUT /provider/visibility-status): one button that says what it will do. */
export function VisibilityCard({ visibility, providerId, result, busy }: VisibilityCardProps) {
  const hidden = visibility === "hidden";
  return (
    <Card as="section" aria-labelledby="visibility-title" id="visibility">
      <Form method="post" preventScrollReset>
        <input type="hidden" name="intent" value="visibility" />
        <Stack gap="4">
          <Heading level={2} size="md" id="visibility-title">
            {t("visibility.title")}
          </Heading>
          {result?.message ? (
            <Banner tone={result.ok ? "success" : "danger"} live>
              {result.message}
            </Banner>
          ) : null}
          <Text data-testid="visibility-state">
            {hidden ? t("visibility.hidden") : t("visibility.visible")}
          </Text>
          <Inline gap="3">
            <Button
              type="submit"
              tone="secondary"
              loading={busy}
              icon={hidden ? <Eye size={20} aria-hidden="true" /> : <EyeOff size={20} aria-hidden="true" />}
            >
              {hidden ? t("visibility.show") : t("visibility.hide")}
            </Button>
            <Link href={`/provider/${providerId}`}>{t("visibility.view")}</Link>
          </Inline>
        </Stack>
      </Form>
    </Card>
  );
}
