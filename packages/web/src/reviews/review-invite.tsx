import { NOTIFICATION_LABELS } from "@marketplace/domain/notifications";
import { Button } from "@marketplace/ui/button";
import { Card } from "@marketplace/ui/card";
import { Stack } from "@marketplace/ui/layout";
import { Text } from "@marketplace/ui/text";
import { tReviews as t } from "../i18n/index.ts";

/** On a completed session's summary, for its client until they review it: a link to /review/{id}. */
export function ReviewInvite({ session }: { session: string }) {
  return (
    <Card as="section" data-testid="review-invite">
      <Stack gap="3">
        <Text>{t("summary.reviewText")}</Text>
        <div>
          <Button href={`/review/${session}`}>{NOTIFICATION_LABELS["in-app-booking-completed"]}</Button>
        </div>
      </Stack>
    </Card>
  );
}
