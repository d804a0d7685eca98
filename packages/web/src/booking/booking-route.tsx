import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, useLoaderData, useRouteError } from "@remix-run/react";
import { DashboardLayout } from "../dashboard/index.ts";
import { tBooking as t } from "../i18n/index.ts";
import { ErrorPage } from "../shell/index.ts";
import { loadBookingPage, submitBooking } from "./booking.server.ts";
import { BookingScreen } from "./components/booking-form.tsx";

/** /booking/{id}: a client books with provider {id}, or a provider books for client {id} (spec screen 1). */
export function loader({ request, params, context }: LoaderFunctionArgs) {
  return loadBookingPage(request, context, params.id);
}

export function action({ request, params, context }: ActionFunctionArgs) {
  return submitBooking(request, context, params.id);
}

export const meta: MetaFunction = () => [{ title: t("metaTitle") }, { name: "robots", content: "noindex" }];

export default function BookingPage() {
  const { account, counterpart, form, timezone, slots, window } = useLoaderData<typeof loader>();
  return (
    <DashboardLayout account={account}>
      <BookingScreen
        form={form}
        counterpart={counterpart}
        timezone={timezone}
        slots={slots}
        window={window}
      />
    </DashboardLayout>
  );
}

/** 404 (nobody to book with) and 403 (yourself, or the wrong role) with the API's words; else the error page. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && (error.status === 404 || error.status === 403)) {
    const message = typeof error.data?.message === "string" ? error.data.message : t("notFound");
    return (
      <ErrorPage kind="notFound" title={message} text={t(error.status === 404 ? "notFound" : "forbidden")} />
    );
  }
  return <ErrorPage kind="error" />;
}
