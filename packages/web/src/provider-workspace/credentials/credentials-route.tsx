import { apiErrorMessage } from "@marketplace/api-client";
import {
  CREDENTIAL_DETAIL_LIMITS,
  CREDENTIAL_FILE_ACCEPT,
  CREDENTIAL_MESSAGES,
  type CredentialType,
  checkCredentialFile,
  formatFileSize,
} from "@marketplace/domain/credentials";
import { formatShortDate } from "@marketplace/domain/dates";
import { GENERIC_MESSAGES } from "@marketplace/domain/errors";
import { CHECK_STATUS_LABELS } from "@marketplace/domain/trust";
import { Banner } from "@marketplace/ui/banner";
import { Button, buttonStyle } from "@marketplace/ui/button";
import { Card } from "@marketplace/ui/card";
import { Chip } from "@marketplace/ui/chip";
import { Stack } from "@marketplace/ui/layout";
import { Heading, Text } from "@marketplace/ui/text";
import { FieldMessages, TextField } from "@marketplace/ui/text-field";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { ChevronRight, Download, Trash2 } from "lucide-react";
import { type FormEvent, useEffect, useId, useState } from "react";
import { requireProvider } from "../../dashboard/index.server.ts";
import { DashboardLayout } from "../../dashboard/index.ts";
import { tCredentials as t } from "../../i18n/index.ts";
import { assertSameOrigin } from "../../session/index.server.ts";
import { loadOnboarding } from "../onboarding/onboarding.server.ts";
import { inOnboarding, OnboardingFrame } from "../onboarding/onboarding-frame.tsx";
import { StepLinks } from "../onboarding/step-links.tsx";
import * as css from "./credentials.css.ts";
import { type CredentialsResult, credentialsAction } from "./credentials.server.ts";
import { type FileArea, fileHref } from "./file-links.ts";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, account, me } = await requireProvider(request, context);
  const [{ data, error, response }, onboarding] = await Promise.all([
    api.GET("/v1/provider/credentials"),
    // In onboarding this page is step three (onboarding-paths.ts).
    new URL(request.url).searchParams.has("step") ? loadOnboarding(api, request, me) : Promise.resolve(null),
  ]);
  if (!data)
    throw new Response(apiErrorMessage(error, GENERIC_MESSAGES.generic), { status: response.status });
  return { account, credentials: data.data, onboarding };
}

export async function action({ request, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const { api } = await requireProvider(request, context);
  // A file over the site's upload limit (site-app.ts; without JavaScript, or past the browser's check):
  // the page says so above its sections rather than showing the error page.
  if (context.bodyTooLarge) {
    const result: CredentialsResult = { ok: false, section: "page", message: CREDENTIAL_MESSAGES.tooLarge };
    // Single fetch hands `data()`'s value to the page as it is, with the status; the route types
    // here predate single fetch, hence the cast to what the page receives.
    return data(result, { status: 413 }) as unknown as CredentialsResult;
  }
  return credentialsAction(api, await request.formData());
}

export const meta: MetaFunction = () => [{ title: t("metaTitle") }, { name: "robots", content: "noindex" }];

type Credentials = ReturnType<typeof useLoaderData<typeof loader>>["credentials"];
type FileView = Credentials["qualifications"][number]["files"][number];

/** The answer to the last form post, shown in the section it was about (a file's own error under the field). */
function Result({ section }: { section: string }) {
  const result = useActionData<typeof action>();
  if (!result || result.section !== section || result.field) return null;
  return (
    <Banner tone={result.ok ? "success" : "danger"} live>
      {result.message}
    </Banner>
  );
}

/** The server's refusal of this section's file field, if that was the last answer. */
function useFileError(section: string): string | undefined {
  const result = useActionData<typeof action>();
  return result && !result.ok && result.section === section && result.field === "file"
    ? result.message
    : undefined;
}

/**
 * The file field. A file the server would refuse by its name or size (over 10 MB: the spec's
 * message) is caught in the browser as it is chosen and again on submit, so nothing is sent; the
 * field is marked invalid with the message under it. The server's own refusal shows the same way.
 */
function FileInput({
  name = "file",
  label,
  serverError,
}: {
  name?: string;
  label: string;
  serverError?: string;
}) {
  const id = useId();
  // undefined: no file chosen since the server's answer, which is then the one shown.
  const [browserError, setBrowserError] = useState<string | null | undefined>(undefined);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new answer from the server is the trigger
  useEffect(() => setBrowserError(undefined), [serverError]);
  const error = browserError === undefined ? serverError : (browserError ?? undefined);
  const check = (input: HTMLInputElement) => {
    const file = input.files?.[0];
    const problem = file ? checkCredentialFile(file) : null;
    setBrowserError(problem);
    return problem;
  };
  return (
    <div className={css.fileField}>
      <label htmlFor={id} className={css.fileLabel}>
        {label}
      </label>
      <input
        id={id}
        type="file"
        name={name}
        accept={CREDENTIAL_FILE_ACCEPT}
        className={css.fileInput}
        aria-invalid={error ? true : undefined}
        aria-describedby={[`${id}-help`, error ? `${id}-error` : null].filter(Boolean).join(" ")}
        data-credential-file=""
        onChange={(event) => check(event.currentTarget)}
      />
      <FieldMessages id={id} help={t("fileHelp")} error={error} />
    </div>
  );
}

/** Stops the post when the chosen file is one the browser already knows is refused. */
function refuseBadFile(event: FormEvent<HTMLFormElement>) {
  const input = event.currentTarget.querySelector<HTMLInputElement>("input[data-credential-file]");
  const file = input?.files?.[0];
  if (input && file && checkCredentialFile(file)) {
    event.preventDefault();
    // The field shows why (its change handler ran when the file was chosen); the submit check is
    // for a file set without a change event.
    input.dispatchEvent(new Event("change", { bubbles: true }));
  }
}

/** Spec screen 16: expandable and collapsible file rows (a <details> each: no JavaScript needed). */
function FileRows({ files, area, section }: { files: FileView[]; area: FileArea; section: string }) {
  const busy = useNavigation().state !== "idle";
  if (files.length === 0) return <Text tone="muted">{t("noFiles")}</Text>;
  return (
    <ul className={css.fileList} aria-label={t("files", { count: files.length })}>
      {files.map((file) => (
        <li key={file.identifier}>
          <details className={css.fileRow}>
            <summary className={css.fileSummary}>
              <ChevronRight size={20} aria-hidden="true" className={css.chevron} />
              <span className={css.fileName}>{file.filename}</span>
              {file.check ? (
                <Chip
                  tone={file.check.status === "approved" ? "accent" : "neutral"}
                  data-testid="check-status"
                >
                  {CHECK_STATUS_LABELS[file.check.status]}
                </Chip>
              ) : null}
            </summary>
            <div className={css.fileBody}>
              <Text size="sm" tone="muted">
                {t("size", { size: formatFileSize(file.size) })} ·{" "}
                {t("uploaded", { date: formatShortDate(file.createdAt) })}
              </Text>
              {file.check?.status === "approved" && file.check.expiresOn ? (
                <Text size="sm">{t("checkExpires", { date: formatShortDate(file.check.expiresOn) })}</Text>
              ) : null}
              {file.check?.status === "rejected" && file.check.reason ? (
                <Text size="sm" data-testid="check-reason">
                  {t("checkReason", { reason: file.check.reason })}
                </Text>
              ) : null}
              <div className={css.actions}>
                {/* A plain link: the file is a download from the site, never a client-side route. */}
                <a
                  href={fileHref(area, file.identifier)}
                  download={file.filename}
                  className={buttonStyle({ tone: "secondary", size: "sm" })}
                  aria-label={t("download", { filename: file.filename })}
                >
                  <Download size={18} aria-hidden="true" />
                  {t("downloadShort")}
                </a>
                <Form method="post">
                  <input type="hidden" name="intent" value="delete" />
                  <input type="hidden" name="area" value={area} />
                  <input type="hidden" name="section" value={section} />
                  <input type="hidden" name="id" value={file.identifier} />
                  <Button
                    type="submit"
                    tone="ghost"
                    size="sm"
                    disabled={busy}
                    aria-label={t("delete", { filename: file.filename })}
                  >
                    <Trash2 size={18} aria-hidden="true" />
                    {t("deleteShort")}
                  </Button>
                </Form>
              </div>
            </div>
          </details>
        </li>
      ))}
    </ul>
  );
}

function CredentialSection({ qualification }: { qualification: Credentials["qualifications"][number] }) {
  const { type, required, details, files } = qualification;
  const busy = useNavigation().state !== "idle";
  const headingId = `credential-${type}`;
  const label = t(`types.${type satisfies CredentialType}.label`);
  const fileError = useFileError(type);
  return (
    <Card as="section" aria-labelledby={headingId}>
      <Stack gap="4">
        <div className={css.sectionHead}>
          <Heading level={2} size="md" id={headingId}>
            {label}
          </Heading>
          <Chip tone={required ? "accent" : "neutral"}>{required ? t("required") : t("optional")}</Chip>
        </div>
        <Text tone="muted">{t(`types.${type}.help`)}</Text>
        {required && files.length === 0 ? <Banner tone="warning">{t("noLicense")}</Banner> : null}
        <Result section={type} />
        <FileRows files={files} area="files" section={type} />
        {/* Keyed by the file count: after an upload the form starts afresh (an empty file input). */}
        <Form method="post" encType="multipart/form-data" key={files.length} onSubmit={refuseBadFile}>
          <input type="hidden" name="intent" value="save" />
          <input type="hidden" name="type" value={type} />
          <Stack gap="4">
            <div className={css.detailsGrid}>
              <TextField
                label={t("details.title")}
                name="title"
                defaultValue={details.title ?? ""}
                maxLength={CREDENTIAL_DETAIL_LIMITS.title}
              />
              <TextField
                label={t("details.body")}
                name="body"
                defaultValue={details.body ?? ""}
                maxLength={CREDENTIAL_DETAIL_LIMITS.body}
              />
              <TextField
                label={t("details.credentialNumber")}
                name="credentialNumber"
                defaultValue={details.credentialNumber ?? ""}
                maxLength={CREDENTIAL_DETAIL_LIMITS.credentialNumber}
              />
            </div>
            <FileInput label={t("file")} serverError={fileError} />
            <div>
              <Button type="submit" loading={busy}>
                {t("save", { label })}
              </Button>
            </div>
          </Stack>
        </Form>
      </Stack>
    </Card>
  );
}

export default function CredentialsPage() {
  const { account, credentials, onboarding } = useLoaderData<typeof loader>();
  const step = inOnboarding(onboarding);
  return (
    <DashboardLayout account={account}>
      {step ? (
        <OnboardingFrame onboarding={step}>
          <Text tone="muted">{t("intro")}</Text>
          <CredentialSections credentials={credentials} />
          <StepLinks step={step.step} />
        </OnboardingFrame>
      ) : (
        <Stack gap="6">
          <Stack gap="2">
            <Heading level={1} size="lg">
              {t("title")}
            </Heading>
            <Text tone="muted">{t("intro")}</Text>
          </Stack>
          <CredentialSections credentials={credentials} />
        </Stack>
      )}
    </DashboardLayout>
  );
}

/** The credential types and insurance documents, each a card with its own forms. */
function CredentialSections({ credentials }: { credentials: Credentials }) {
  const busy = useNavigation().state !== "idle";
  const insuranceError = useFileError("insurance");
  return (
    <Stack gap="6">
      <Result section="page" />
      {credentials.qualifications.map((q) => (
        <CredentialSection key={q.type} qualification={q} />
      ))}
      <Card as="section" aria-labelledby="insurance-title">
        <Stack gap="4">
          <Heading level={2} size="md" id="insurance-title">
            {t("insurance.title")}
          </Heading>
          <Text tone="muted">{t("insurance.help")}</Text>
          <Result section="insurance" />
          <FileRows files={credentials.insurance} area="insurance" section="insurance" />
          <Form
            method="post"
            encType="multipart/form-data"
            key={credentials.insurance.length}
            onSubmit={refuseBadFile}
          >
            <input type="hidden" name="intent" value="insurance" />
            <Stack gap="4">
              <FileInput label={t("file")} serverError={insuranceError} />
              <div>
                <Button type="submit" loading={busy}>
                  {t("insurance.upload")}
                </Button>
              </div>
            </Stack>
          </Form>
        </Stack>
      </Card>
    </Stack>
  );
}

export { ErrorBoundary } from "../../errors/index.ts";
