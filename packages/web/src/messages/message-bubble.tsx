import { formatTime } from "@marketplace/domain/dates";
import {
  canDelete,
  canEdit,
  EDIT_BANNER,
  MESSAGE_EDITED,
  type Message,
  messageDisplay,
} from "@marketplace/domain/messages";
import { Button, IconButton } from "@marketplace/ui/button";
import { MoreVertical } from "lucide-react";
import { useState } from "react";
import { tMessages as t } from "../i18n/index.ts";
import * as css from "./messages.css.ts";
import { useLongPress } from "./use-long-press.ts";

export interface BubbleProps {
  message: Message;
  me: string;
  zone: string;
  hydrated: boolean;
  /** Without JavaScript Edit is a link that loads the text into the form. */
  editHref: string;
  onEdit: (message: Message) => void;
  onDelete: (message: Message) => void;
}

/** One message: own on the right; 'Message deleted' in italics; 'Edited'; its files; Edit and Delete for the sender. */
export function MessageBubble({ message, me, zone, hydrated, editHref, onEdit, onDelete }: BubbleProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const own = message.fromIdentifier === me;
  // A message of files only has no text either, and is not deleted (deleting removes its files too).
  const display: ReturnType<typeof messageDisplay> =
    message.message === null && message.attachments.length > 0
      ? { kind: "text", text: "", edited: false }
      : messageDisplay(message);
  const editable = canEdit(message, me);
  const deletable = canDelete(message, me) || (own && message.attachments.length > 0);
  const press = useLongPress(() => setMenuOpen(true));
  const images = message.attachments.filter((a) => a.isImage);
  const documents = message.attachments.filter((a) => !a.isImage);
  const menuItems = (
    <>
      {editable ? (
        <Button
          size="sm"
          tone="ghost"
          onClick={() => {
            setMenuOpen(false);
            onEdit(message);
          }}
        >
          {t("edit")}
        </Button>
      ) : null}
      {deletable ? (
        <Button
          size="sm"
          tone="ghost"
          onClick={() => {
            setMenuOpen(false);
            onDelete(message);
          }}
        >
          {t("delete")}
        </Button>
      ) : null}
    </>
  );
  return (
    <li
      className={[css.row, own ? css.ownRow : ""].join(" ")}
      data-testid="message"
      data-id={message.identifier}
    >
      <div className={[css.bubble, own ? css.ownBubble : ""].join(" ")} {...(own && hydrated ? press : {})}>
        {display.kind === "deleted" ? (
          <p className={css.deleted}>{display.text}</p>
        ) : display.text ? (
          <p className={css.bodyText}>{display.text}</p>
        ) : null}
        {images.length > 0 ? (
          <div className={css.images}>
            {images.map((a) => (
              <a key={a.identifier} href={a.url} target="_blank" rel="noreferrer">
                <img src={a.url} alt={a.name} className={css.thumbnail} loading="lazy" />
              </a>
            ))}
          </div>
        ) : null}
        {documents.map((a) => (
          <a
            key={a.identifier}
            href={a.url}
            className={css.fileLink}
            download={a.name}
            aria-label={t("download", { name: a.name })}
          >
            {a.name}
          </a>
        ))}
        <div className={css.meta}>
          {display.kind === "text" && display.edited ? <span>{MESSAGE_EDITED}</span> : null}
          <time dateTime={message.time}>{formatTime(message.time, zone)}</time>
          {own && (editable || deletable) && hydrated ? (
            <span className={css.desktopOnly}>
              <IconButton
                label={t("messageOptions")}
                icon={<MoreVertical size={16} aria-hidden="true" />}
                aria-expanded={menuOpen}
                onClick={() => setMenuOpen((open) => !open)}
              />
            </span>
          ) : null}
        </div>
        {own && hydrated && menuOpen ? (
          <fieldset className={css.menu} aria-label={t("messageOptions")}>
            {menuItems}
          </fieldset>
        ) : null}
        {own && !hydrated && (editable || deletable) ? (
          <div className={css.actions}>
            {editable ? (
              <a href={editHref} aria-label={`${EDIT_BANNER}`}>
                {t("edit")}
              </a>
            ) : null}
            {deletable ? (
              <form method="post">
                <input type="hidden" name="intent" value="delete" />
                <input type="hidden" name="id" value={message.identifier} />
                <Button type="submit" size="sm" tone="ghost">
                  {t("delete")}
                </Button>
              </form>
            ) : null}
          </div>
        ) : null}
      </div>
    </li>
  );
}
