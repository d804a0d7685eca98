import { CONTACT_LIMITS } from "@marketplace/domain/contact";
import { formatShortDate } from "@marketplace/domain/dates";
import { Banner } from "@marketplace/ui/banner";
import { Button } from "@marketplace/ui/button";
import { Link } from "@marketplace/ui/link";
import { Text } from "@marketplace/ui/text";
import { TextArea } from "@marketplace/ui/text-area";
import { TextField } from "@marketplace/ui/text-field";
import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { ServiceLayout } from "../shell/index.ts";
import { contactPage, sendContact } from "./contact.server.ts";
import { CrisisNotice } from "./crisis-notice.tsx";
import { PageSection } from "./document-page.tsx";
import * as css from "./pages.css.ts";
import { RadioGroup } from "./radio-group.tsx";
import { servicePageMeta } from "./service-page-meta.ts";
import { SERVICE_PAGES } from "./service-pages.ts";

const PATH = "/contact-us";

export function loader() {
  return contactPage();
}

/** A plain form post: the page works the same with JavaScript off. */
export async function action({ request }: ActionFunctionArgs) {
  return sendContact(request);
}

export const meta: MetaFunction<typeof loader> = servicePageMeta(PATH);

export default function ContactPage() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const { words } = data;
  const errors = result?.fieldErrors ?? {};
  return (
    <ServiceLayout title={data.title} updated={formatShortDate(SERVICE_PAGES[PATH].updated)}>
      <div className={css.page}>
        <Text size="lg" measure>
          {words.intro}
        </Text>
        <PageSection id="message" title={words.formTitle}>
          {result?.sent ? (
            <div className={css.form}>
              <Banner tone="success" title={words.sentTitle} live>
                {result.message}
              </Banner>
              <Text>
                <Link href={PATH}>{words.another}</Link>
              </Text>
            </div>
          ) : (
            <Form method="post" noValidate className={css.form} data-testid="contact-form">
              {result?.formError ? (
                <Banner tone="danger" live>
                  {result.formError}
                </Banner>
              ) : null}
              <TextField
                label={words.name}
                name="name"
                autoComplete="name"
                required
                maxLength={CONTACT_LIMITS.nameMax}
                defaultValue={result?.values.name}
                error={errors.name}
              />
              <TextField
                label={words.email}
                name="email"
                type="email"
                autoComplete="email"
                required
                defaultValue={result?.values.email}
                error={errors.email}
              />
              <RadioGroup
                legend={words.topic}
                name="topic"
                options={data.topics}
                defaultValue={result?.values.topic}
                error={errors.topic}
              />
              <TextArea
                label={words.message}
                name="message"
                required
                rows={6}
                maxLength={CONTACT_LIMITS.messageMax}
                help={words.messageHelp}
                defaultValue={result?.values.message}
                error={errors.message}
              />
              <div>
                <Button type="submit" loading={busy}>
                  {words.submit}
                </Button>
              </div>
            </Form>
          )}
        </PageSection>
        <PageSection id="other-ways" title={words.otherTitle}>
          <Text>
            {words.emailText.split(data.supportEmail)[0]}
            <Link href={`mailto:${data.supportEmail}`}>{data.supportEmail}</Link>
            {words.emailText.split(data.supportEmail)[1]}
          </Text>
          <h3 className={css.cardTitle}>{words.offices}</h3>
          <ul className={css.cards}>
            {data.offices.map((o) => (
              <li key={o.name}>
                <address className={css.address}>
                  <Text weight="semibold">{o.name}</Text>
                  {o.address.map((line) => (
                    <Text key={line} tone="muted">
                      {line}
                    </Text>
                  ))}
                </address>
              </li>
            ))}
          </ul>
        </PageSection>
        <CrisisNotice words={data.crisis} />
      </div>
    </ServiceLayout>
  );
}

export { ErrorBoundary } from "../errors/index.ts";
