import { MESSAGE_DELETED } from "@marketplace/domain/messages";
import { Avatar } from "@marketplace/ui/avatar";
import { Badge } from "@marketplace/ui/badge";
import { EmptyState } from "@marketplace/ui/empty-state";
import { Heading, Text } from "@marketplace/ui/text";
import { Link } from "@remix-run/react";
import { tMessages as t } from "../i18n/index.ts";
import * as css from "./messages.css.ts";

export interface ConversationSummary {
  identifier: string;
  party: { identifier: string; name: string; photoUrl: string | null };
  lastMessage: {
    fromIdentifier: string;
    message: string | null;
    attachmentCount: number;
    time: string;
  } | null;
  unreadCount: number;
}

function preview(summary: ConversationSummary, me: string): string {
  const last = summary.lastMessage;
  if (!last) return "";
  const text =
    last.message ??
    (last.attachmentCount > 0 ? t("attachmentCount", { count: last.attachmentCount }) : MESSAGE_DELETED);
  return last.fromIdentifier === me ? `${t("you")}${text}` : text;
}

/** The conversation list: the other party, the last message and the unread count. */
export function ConversationList({
  conversations,
  me,
  current,
}: {
  conversations: ConversationSummary[];
  me: string;
  current: string | undefined;
}) {
  return (
    <nav aria-labelledby="conversations-title">
      <Heading level={2} size="md" id="conversations-title">
        {t("conversations")}
      </Heading>
      {conversations.length === 0 ? (
        <EmptyState title={t("noConversations")} description={t("noConversationsText")} />
      ) : (
        <ul className={css.list} data-testid="conversations">
          {conversations.map((c) => (
            <li key={c.identifier}>
              <Link
                to={`/messages/${c.identifier}`}
                className={css.listItem}
                aria-current={c.identifier === current ? "page" : undefined}
              >
                <Avatar src={c.party.photoUrl} name={c.party.name} size="sm" />
                <span className={css.listText}>
                  <Text as="span" weight="medium" className={css.ellipsis}>
                    {c.party.name}
                  </Text>
                  <Text as="span" size="sm" tone="muted" className={css.ellipsis}>
                    {preview(c, me)}
                  </Text>
                </span>
                <Badge count={c.unreadCount} label={t("unread", { count: c.unreadCount })} />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}
