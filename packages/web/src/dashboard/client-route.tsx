import { Avatar } from "@marketplace/ui/avatar";
import { Banner } from "@marketplace/ui/banner";
import { Button } from "@marketplace/ui/button";
import { Card } from "@marketplace/ui/card";
import { Stack } from "@marketplace/ui/layout";
import { Heading, Text } from "@marketplace/ui/text";
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CalendarPlus } from "lucide-react";
import { tDashboard as t } from "../i18n/index.ts";
import { DashboardLayout } from "./dashboard-layout.tsx";
import { requireAccount } from "./dashboard-session.server.ts";

/** /client/{identifier}: a client's profile, for a provider the client booked (issue 27: a live, completed or paid booking the client made). */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { api, account } = await requireAccount(request, context);
  const identifier = params.identifier ?? "";
  const { data, response } = await api.GET("/v1/client/{identifier}", { params: { path: { identifier } } });
  if (response.status === 404 || response.status === 400) throw new Response(null, { status: 404 });
  const forbidden = response.status === 403 || response.status === 401;
  // A refusal is the same page with its own status, not a 200 (issue 27).
  return json(
    { account, client: forbidden ? null : (data ?? null), forbidden },
    { status: forbidden ? 403 : 200 },
  );
}

export const meta: MetaFunction = () => [
  { title: t("clientPage.metaTitle") },
  { name: "robots", content: "noindex" },
];

export default function ClientPage() {
  const { account, client, forbidden } = useLoaderData<typeof loader>();
  return (
    <DashboardLayout account={account}>
      <Stack gap="6">
        <Heading level={1} size="lg">
          {t("clientPage.title")}
        </Heading>
        {forbidden || !client ? (
          <Banner tone="warning">{t("clientPage.forbidden")}</Banner>
        ) : (
          <Card>
            <Stack gap="3" alignItems="flex-start">
              <Avatar name={client.fullName} src={client.photoUrl} size="profile" loading="eager" />
              <Heading level={2} size="md">
                {client.fullName}
              </Heading>
              <Text tone="muted">{t("clientPage.username", { userName: client.userName })}</Text>
              {account.role === "provider" ? (
                <Button
                  href={`/booking/${client.identifier}`}
                  icon={<CalendarPlus size={20} aria-hidden="true" />}
                >
                  {t("clientPage.book")}
                </Button>
              ) : null}
            </Stack>
          </Card>
        )}
      </Stack>
    </DashboardLayout>
  );
}

export { ErrorBoundary } from "../errors/index.ts";
