import type { components } from "@marketplace/api-client";
import { Button } from "@marketplace/ui/button";
import { Card } from "@marketplace/ui/card";
import { Stack } from "@marketplace/ui/layout";
import { Heading, Text } from "@marketplace/ui/text";
import { useFetcher, useLocation } from "@remix-run/react";
import { tBookingFollowups as t } from "../../i18n/index.ts";
import * as css from "./followups.css.ts";

export type RescheduleStatus = components["schemas"]["RescheduleStatus"];

export interface AllowRescheduleToggleProps {
  /** GET /v1/booking/{id}/reschedule as the booking's provider (loadRescheduleStatus). */
  status: RescheduleStatus;
}

/**
 * The provider's switch for letting the client move one session: a form posting to
 * /appointment/{id}/allow-reschedule, which works without JavaScript (the action sends the browser
 * back here) and, with it, updates in place. The booking summary includes it for its provider.
 * Renders nothing for the client or for a session that can no longer move.
 */
export function AllowRescheduleToggle({ status }: AllowRescheduleToggleProps) {
  const fetcher = useFetcher();
  const { pathname, search } = useLocation();
  if (status.viewerRole !== "provider" || !status.canReschedule) return null;
  const pending = fetcher.formData?.get("status");
  const allowed = typeof pending === "string" ? pending === "allowed" : status.allowReschedule === "allowed";
  return (
    <Card as="section" aria-labelledby={`allow-reschedule-${status.identifier}`}>
      <Stack gap="3">
        <Heading level={2} size="sm" id={`allow-reschedule-${status.identifier}`}>
          {t("reschedule.toggleTitle")}
        </Heading>
        <Text size="sm" tone="muted">
          {t("reschedule.toggleHelp")}
        </Text>
        <fetcher.Form
          method="post"
          action={`/appointment/${status.identifier}/allow-reschedule`}
          className={css.actions}
        >
          <Text as="span" data-testid="allow-reschedule-state" role="status">
            {allowed ? t("reschedule.allowed") : t("reschedule.notAllowed")}
          </Text>
          <input type="hidden" name="status" value={allowed ? "not_allowed" : "allowed"} />
          <input type="hidden" name="redirectTo" value={`${pathname}${search}`} />
          <Button type="submit" tone="secondary" loading={fetcher.state !== "idle"}>
            {allowed ? t("reschedule.disallow") : t("reschedule.allow")}
          </Button>
        </fetcher.Form>
      </Stack>
    </Card>
  );
}
