import { Avatar } from "@marketplace/ui/avatar";
import { Badge } from "@marketplace/ui/badge";
import { DropdownMenu } from "@marketplace/ui/deferred-overlay";
import type { MenuEntry } from "@marketplace/ui/dropdown-menu";
import { VisuallyHidden } from "@marketplace/ui/layout";
import { Link } from "@marketplace/ui/link";
import { Bell } from "lucide-react";
import { tCommon as t } from "../i18n/common.ts";
import * as css from "./shell.css.ts";

/** The bell: a link to /notifications with the unread badge ('9+' above 9). */
export function NotificationsLink({ unread }: { unread: number }) {
  const label =
    unread > 0
      ? `${t("account.notifications")}, ${t("account.unread", { count: unread })}`
      : t("account.notifications");
  return (
    <Link variant="subtle" href="/notifications" className={css.iconButton} aria-label={label}>
      <Bell size={20} aria-hidden="true" />
      <span className={css.badgeSlot}>
        <Badge count={unread} label={t("account.unread", { count: unread })} />
      </span>
    </Link>
  );
}

/**
 * The avatar dropdown. The button's name is visually hidden text (not aria-label) so it never
 * disagrees with what shows: the avatar itself is decorative here.
 */
export function AccountMenu({
  name,
  photoUrl,
  entries,
}: {
  name: string;
  photoUrl: string | null;
  entries: MenuEntry[];
}) {
  return (
    <DropdownMenu
      trigger={
        <button type="button" className={css.iconButton}>
          <VisuallyHidden>{t("account.menu", { name })}</VisuallyHidden>
          <span aria-hidden="true">
            <Avatar name={name} src={photoUrl} size="sm" />
          </span>
        </button>
      }
      entries={entries}
    />
  );
}
