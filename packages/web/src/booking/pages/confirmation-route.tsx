import { Banner } from "@marketplace/ui/banner";
import { Card } from "@marketplace/ui/card";
import { Stack } from "@marketplace/ui/layout";
import { Link } from "@marketplace/ui/link";
import { Heading } from "@marketplace/ui/text";
import { type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { DashboardLayout } from "../../dashboard/index.ts";
import { useViewerTimeZone } from "../../dates/index.ts";
import { region } from "../../env/index.ts";
import { tBookingPages as t } from "../../i18n/index.ts";
import { BookingFacts, Party } from "./booking-facts.tsx";
import * as css from "./booking-pages.css.ts";
import { loadBooking } from "./booking-pages.server.ts";
import { sessionRows, summaryPath } from "./booking-view.ts";
import { SessionsCard } from "./session-list.tsx";

/**
 * /appointment/confirmation/{id}: where a provider lands after initiating a session for a client
 * (decision 021: confirmed at once, nothing to pay), with links to each session's summary.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { account, view, timezone, now } = await loadBooking(request, context, { session: params.id ?? "" });
  // The page is the provider's; a client reads the same booking as its summary.
  if (view.viewerRole !== "provider") throw redirect(summaryPath(view.identifier));
  return { account, view, timezone, now };
}

export const meta: MetaFunction = () => [
  { title: t("confirmation.metaTitle") },
  { name: "robots", content: "noindex" },
];

export default function ConfirmationPage() {
  const { account, view, timezone, now } = useLoaderData<typeof loader>();
  const zone = useViewerTimeZone(timezone);
  const name = view.client.fullName;
  return (
    <DashboardLayout account={account}>
      <Stack gap="6">
        <Heading level={1} size="lg">
          {t("confirmation.title", { name })}
        </Heading>
        <Banner tone="success">{t("confirmation.text", { name })}</Banner>
        <div className={css.columns}>
          <SessionsCard
            view={view}
            rows={sessionRows(view, zone, now)}
            timeZone={zone}
            actions={(row) => (
              <Link href={summaryPath(row.identifier)}>
                {t("confirmation.summaryLink", { number: row.number })}
              </Link>
            )}
          />
          <Card as="section" aria-labelledby="client-title">
            <Stack gap="4">
              <Party view={view} id="client-title" />
              <BookingFacts view={view} locale={region.locale} />
            </Stack>
          </Card>
        </div>
      </Stack>
    </DashboardLayout>
  );
}

export { ErrorBoundary } from "../../errors/index.ts";
