import { canPublish, REQUIRED_TASKS, stepOfTask } from "@marketplace/domain/onboarding";
import { Banner } from "@marketplace/ui/banner";
import { Button } from "@marketplace/ui/button";
import { Card } from "@marketplace/ui/card";
import { Stack } from "@marketplace/ui/layout";
import { Link } from "@marketplace/ui/link";
import { Heading, Text } from "@marketplace/ui/text";
import { Form } from "@remix-run/react";
import { tOnboarding as t, tWorkspace } from "../../i18n/index.ts";
import * as css from "./onboarding.css.ts";
import type { OnboardingView } from "./onboarding.server.ts";
import { backHref, stepHref } from "./onboarding-paths.ts";

/** What is still to do, each a link to its step. */
export function MissingTasks({ onboarding }: { onboarding: OnboardingView }) {
  return (
    <ul className={css.tasks} data-testid="onboarding-missing">
      {REQUIRED_TASKS.filter((task) => !onboarding.status[task]).map((task) => (
        <li key={task}>
          <Link href={stepHref(stepOfTask(task))}>{t(`tasks.${task}`)}</Link>
        </li>
      ))}
    </ul>
  );
}

/** Published: the step ends with what comes next, not only that the profile is live (issue 28). */
function PublishedNext() {
  return (
    <section aria-labelledby="published-next-title" data-testid="published-next">
      <Stack gap="2">
        <Text>{t("review.published")}</Text>
        <Heading level={3} size="sm" id="published-next-title">
          {t("review.nextTitle")}
        </Heading>
        <ul className={css.tasks}>
          <li>{t("review.nextFind")}</li>
          <li>{t("review.nextBookings")}</li>
          <li>{t("review.nextKeep")}</li>
        </ul>
      </Stack>
    </section>
  );
}

export interface ReviewStepProps {
  onboarding: OnboardingView;
  /** The answer to a refused publish: the API's message. */
  error: string | null;
  busy: boolean;
  profileHref: string;
}

/** Step five: a last look and 'Publish profile' (a plain form post), or the steps still missing. */
export function ReviewStep({ onboarding, error, busy, profileHref }: ReviewStepProps) {
  const ready = canPublish(onboarding.status);
  return (
    <Card>
      <Stack gap="4">
        {error ? (
          <Banner tone="danger" live>
            {error}
          </Banner>
        ) : null}
        {onboarding.status.publish ? (
          <PublishedNext />
        ) : ready ? (
          <Text>{t("review.ready")}</Text>
        ) : (
          <>
            <Text>{t("review.notReady")}</Text>
            <MissingTasks onboarding={onboarding} />
          </>
        )}
        <Link href={profileHref}>{t("review.preview")}</Link>
        <div className={css.actions}>
          <Button href={backHref("five")} tone="secondary">
            {tWorkspace("fees.back")}
          </Button>
          {onboarding.status.publish ? <Button href="/overview">{t("review.toOverview")}</Button> : null}
          {ready && !onboarding.status.publish ? (
            <Form method="post">
              <Button type="submit" name="intent" value="publish" loading={busy}>
                {t("review.publish")}
              </Button>
            </Form>
          ) : null}
        </div>
      </Stack>
    </Card>
  );
}

/** The overview's card until the profile is published: what is missing and where to carry on. */
export function SetupCard({ onboarding }: { onboarding: OnboardingView }) {
  const resume = onboarding.resumeStep;
  return (
    <Card as="section" aria-labelledby="setup-title" data-testid="onboarding-setup">
      <Stack gap="4">
        <Heading level={2} size="md" id="setup-title">
          {t("missingTitle")}
        </Heading>
        <Text>{t("missingText")}</Text>
        {onboarding.missing.length > 0 ? (
          <MissingTasks onboarding={onboarding} />
        ) : (
          <ul className={css.tasks}>
            <li>{t("tasks.publish")}</li>
          </ul>
        )}
        {resume ? (
          <div>
            <Button href={stepHref(resume)}>{t("continue")}</Button>
          </div>
        ) : null}
      </Stack>
    </Card>
  );
}
