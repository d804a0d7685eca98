import { formatShortDate, formatTime } from "@marketplace/domain/dates";
import { GENERIC_MESSAGES } from "@marketplace/domain/errors";
import { Banner } from "@marketplace/ui/banner";
import { Button } from "@marketplace/ui/button";
import { Card } from "@marketplace/ui/card";
import { EmptyState } from "@marketplace/ui/empty-state";
import { Stack, VisuallyHidden } from "@marketplace/ui/layout";
import { Pagination } from "@marketplace/ui/pagination";
import { Heading, Text } from "@marketplace/ui/text";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData, useNavigation, useRevalidator } from "@remix-run/react";
import { requireAccount } from "../dashboard/index.server.ts";
import { DashboardLayout } from "../dashboard/index.ts";
import { useViewerTimeZone } from "../dates/index.ts";
import { paginationLabels, tNotifications as t } from "../i18n/index.ts";
import { assertSameOrigin } from "../session/index.server.ts";
import { NOTIFICATIONS_PATH, READ_ALL_INTENT, READ_INTENT, useShell } from "../shell/index.ts";
import type { NotificationItem } from "./notification-page.ts";
import * as css from "./notifications.css.ts";
import { loadNotifications, notificationAction } from "./notifications.server.ts";
import { useNotificationsPage } from "./use-notifications-page.ts";

/** /notifications (spec sections 4 and 7): the signed-in person's notifications, ten a page. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, account } = await requireAccount(request, context);
  return { account, ...(await loadNotifications(api, new URL(request.url))) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const { api } = await requireAccount(request, context);
  return notificationAction(api, await request.formData());
}

export const meta: MetaFunction = () => [{ title: t("metaTitle") }, { name: "robots", content: "noindex" }];

const pageHref = (page: number) => (page > 1 ? `${NOTIFICATIONS_PATH}?page=${page}` : NOTIFICATIONS_PATH);

function Item({ item, zone }: { item: NotificationItem; zone: string }) {
  const titleId = `notification-${item.identifier}`;
  return (
    <li
      className={`${css.item} ${item.read ? "" : css.unreadItem}`}
      data-testid="notification"
      data-read={item.read}
    >
      <div className={css.head}>
        <h2 className={css.title} id={titleId}>
          {item.read ? null : (
            <>
              <span className={css.dot} aria-hidden="true" />
              <VisuallyHidden>{`${t("unread")}: `}</VisuallyHidden>
            </>
          )}
          {item.title}
        </h2>
        <Text size="sm" tone="muted" as="span">
          <time dateTime={item.createdAt}>
            {formatShortDate(item.createdAt, zone)}, {formatTime(item.createdAt, zone)}
          </time>
        </Text>
      </div>
      {item.body ? <p className={css.body}>{item.body}</p> : null}
      {item.target ? (
        // A form, not a link: following it marks this one read, with or without the script.
        <Form method="post" action={NOTIFICATIONS_PATH} className={css.actions}>
          <input type="hidden" name="intent" value={READ_INTENT} />
          <input type="hidden" name="id" value={item.identifier} />
          <input type="hidden" name="to" value={item.target.href} />
          <Button type="submit" tone="secondary" size="sm" aria-describedby={titleId}>
            {item.target.label}
          </Button>
        </Form>
      ) : null}
    </li>
  );
}

export default function NotificationsPage() {
  const { account } = useLoaderData<typeof loader>();
  return (
    <DashboardLayout account={account}>
      <Notifications />
    </DashboardLayout>
  );
}

/** The page's content, inside the signed-in layout that provides its query cache (decision 035). */
function Notifications() {
  const { page, answer } = useLoaderData<typeof loader>();
  const zone = useViewerTimeZone(null);
  const revalidator = useRevalidator();
  const list = useNotificationsPage(page, answer, useShell().session?.unread ?? 0, () => {
    if (revalidator.state === "idle") revalidator.revalidate();
  });
  const busy = useNavigation().formData?.get("intent") === READ_ALL_INTENT;
  const back = list ? pageHref(list.page) : NOTIFICATIONS_PATH;
  const anyUnread = list?.items.some((i) => !i.read) ?? false;
  return (
    <Stack gap="6">
      <div className={css.top}>
        <Stack gap="2">
          <Heading level={1} size="lg">
            {t("title")}
          </Heading>
          <Text tone="muted">{t("intro")}</Text>
        </Stack>
        {anyUnread ? (
          <Form method="post" action={NOTIFICATIONS_PATH}>
            <input type="hidden" name="intent" value={READ_ALL_INTENT} />
            <input type="hidden" name="to" value={back} />
            <Button type="submit" tone="ghost" size="sm" loading={busy}>
              {t("markAllRead")}
            </Button>
          </Form>
        ) : null}
      </div>
      {!list ? (
        <Banner tone="danger">{GENERIC_MESSAGES.notifications}</Banner>
      ) : list.items.length === 0 ? (
        <Card as="section">
          <EmptyState title={t("emptyTitle")} description={t("emptyText")} />
        </Card>
      ) : (
        <>
          <Stack as="ul" gap="3" data-testid="notifications">
            {list.items.map((item) => (
              <Item key={item.identifier} item={item} zone={zone} />
            ))}
          </Stack>
          <Pagination
            page={list.page}
            totalPages={list.totalPages}
            hrefFor={pageHref}
            labels={paginationLabels(t("pagination"))}
          />
        </>
      )}
    </Stack>
  );
}

export { ErrorBoundary } from "../errors/index.ts";
