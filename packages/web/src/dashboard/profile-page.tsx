import { Avatar } from "@marketplace/ui/avatar";
import { Banner } from "@marketplace/ui/banner";
import { Button } from "@marketplace/ui/button";
import { Card } from "@marketplace/ui/card";
import { Stack } from "@marketplace/ui/layout";
import { Heading, Text } from "@marketplace/ui/text";
import { TextField } from "@marketplace/ui/text-field";
import { Form, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { tDashboard as t } from "../i18n/index.ts";
import * as css from "./dashboard.css.ts";
import { DashboardLayout } from "./dashboard-layout.tsx";
import type { Account } from "./dashboard-session.server.ts";
import { EmailPreferencesForm } from "./email-preferences-form.tsx";
import { PhotoUpload } from "./photo-upload.tsx";
import { PreferencesForm } from "./preferences-form.tsx";
import type { OwnProfile, OwnProfileResult } from "./profile.server.ts";

/** The profile photo and its upload. */
export function PhotoCard({ account }: { account: Pick<Account, "name" | "photoUrl"> }) {
  return (
    <Card as="section" aria-labelledby="photo-title">
      <Stack gap="4">
        <Heading level={2} size="md" id="photo-title">
          {t("profile.photo")}
        </Heading>
        <div className={css.profileTop}>
          <span data-testid="profile-avatar">
            <Avatar name={account.name} src={account.photoUrl} size="profile" loading="eager" />
          </span>
          <PhotoUpload />
        </div>
      </Stack>
    </Card>
  );
}

/**
 * /profile: the photo, the details (a client edits them), `children` (a provider's workspace cards), a
 * client's preferences and the email preferences.
 */
export function ProfilePage({
  profile: { account, details, preferences, emailPreferences },
  result,
  children,
}: {
  profile: OwnProfile;
  result: OwnProfileResult | { intent: string } | undefined;
  children?: ReactNode;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const saved = result?.intent === "profile" && "fieldErrors" in result ? result : null;
  const errors = saved?.fieldErrors ?? {};
  return (
    <DashboardLayout account={account}>
      <Stack gap="6">
        <Heading level={1} size="lg">
          {t("profile.title")}
        </Heading>
        <PhotoCard account={account} />
        <Card as="section" aria-labelledby="details-title">
          {account.role === "client" ? (
            <Form method="post" noValidate>
              <input type="hidden" name="intent" value="profile" />
              <Stack gap="4">
                <Heading level={2} size="md" id="details-title">
                  {t("profile.details")}
                </Heading>
                {saved?.message ? (
                  <Banner tone={saved.ok ? "success" : "danger"}>{saved.message}</Banner>
                ) : null}
                <TextField
                  label={t("profile.firstName")}
                  name="firstName"
                  defaultValue={details.firstName}
                  error={errors.firstName}
                />
                <TextField
                  label={t("profile.lastName")}
                  name="lastName"
                  defaultValue={details.lastName}
                  error={errors.lastName}
                />
                <TextField
                  label={t("profile.userName")}
                  name="userName"
                  defaultValue={details.userName}
                  error={errors.userName}
                />
                <div>
                  <Button type="submit" loading={busy}>
                    {t("profile.saveDetails")}
                  </Button>
                </div>
              </Stack>
            </Form>
          ) : (
            <Stack gap="2">
              <Heading level={2} size="md" id="details-title">
                {t("profile.details")}
              </Heading>
              <Text>{account.name}</Text>
            </Stack>
          )}
          <Text size="sm" tone="muted">
            {t("profile.email")}: {details.email}
          </Text>
        </Card>
        {children}
        {preferences ? (
          <Card as="section">
            <PreferencesForm values={preferences} />
          </Card>
        ) : null}
        <EmailPreferencesForm values={emailPreferences} />
      </Stack>
    </DashboardLayout>
  );
}
