import {
  ATTACHMENTS_PER_MESSAGE,
  type AttachmentOption,
  canSend,
  checkAttachment,
  DOCUMENT_EXTENSIONS,
  EDIT_BANNER,
  MESSAGE_ERRORS,
  TEXTAREA_HEIGHT,
} from "@marketplace/domain/messages";
import { Banner } from "@marketplace/ui/banner";
import { Button, buttonStyle, IconButton } from "@marketplace/ui/button";
import { ComposerField } from "@marketplace/ui/composer";
import { FileText, Image, Send, X } from "lucide-react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { tMessages as t } from "../i18n/index.ts";
import * as css from "./messages.css.ts";

export interface Editing {
  id: string;
  text: string;
}

interface Queued {
  key: number;
  file: File;
  option: AttachmentOption;
}

export interface ComposerProps {
  hydrated: boolean;
  editing: Editing | null;
  /** Where Cancel goes without JavaScript (the conversation without ?edit). */
  cancelHref: string;
  busy: boolean;
  onCancelEdit: () => void;
  onProblem: (message: string) => void;
  onSubmit: (form: FormData, intent: "send" | "edit") => void;
}

/** Spec section 5: the text area grows from 30 to 75 px with its content. */
function grow(area: HTMLTextAreaElement | null) {
  if (!area) return;
  area.style.height = `${TEXTAREA_HEIGHT.min}px`;
  area.style.height = `${Math.min(TEXTAREA_HEIGHT.max, Math.max(TEXTAREA_HEIGHT.min, area.scrollHeight))}px`;
}

/**
 * The message input: Enter inserts a newline and the button sends; photo and document options
 * queue files (checked with the spec's messages, removable) before sending; editing shows the
 * 'Edit message' banner with Cancel. A plain multipart form without JavaScript.
 */
export function Composer({
  hydrated,
  editing,
  cancelHref,
  busy,
  onCancelEdit,
  onProblem,
  onSubmit,
}: ComposerProps) {
  const [text, setText] = useState(editing?.text ?? "");
  const [queue, setQueue] = useState<Queued[]>([]);
  const area = useRef<HTMLTextAreaElement>(null);
  const nextKey = useRef(0);
  const ids = { photo: useId(), document: useId() };

  useEffect(() => {
    setText(editing?.text ?? "");
    if (editing) area.current?.focus();
  }, [editing]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the height follows the text
  useEffect(() => grow(area.current), [text]);

  const choose = (option: AttachmentOption, files: FileList | null) => {
    const chosen = [...(files ?? [])];
    const accepted: Queued[] = [];
    for (const file of chosen) {
      const problem = checkAttachment(file, option);
      if (problem) onProblem(problem);
      else accepted.push({ key: nextKey.current++, file, option });
    }
    setQueue((current) => {
      const next = [...current, ...accepted];
      if (next.length > ATTACHMENTS_PER_MESSAGE) {
        onProblem(MESSAGE_ERRORS.tooManyFiles);
        return next.slice(0, ATTACHMENTS_PER_MESSAGE);
      }
      return next;
    });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (!hydrated) return;
    event.preventDefault();
    const intent = editing ? "edit" : "send";
    if (!canSend(text) && (editing || queue.length === 0)) return;
    const form = new FormData();
    form.set("intent", intent);
    form.set("message", text);
    if (editing) form.set("id", editing.id);
    else {
      const options = new Set(queue.map((q) => q.option));
      if (options.size === 1) form.set("option", [...options][0] as string);
      // Mixed options go under their own names, each checked as chosen.
      for (const q of queue) form.append(options.size === 1 ? "files" : q.option, q.file, q.file.name);
    }
    onSubmit(form, intent);
    setText("");
    setQueue([]);
  };

  const editBanner = editing ? (
    <Banner
      title={EDIT_BANNER}
      action={
        hydrated ? (
          <Button size="sm" tone="ghost" onClick={onCancelEdit}>
            {t("cancelEdit")}
          </Button>
        ) : (
          <Button size="sm" tone="ghost" href={cancelHref}>
            {t("cancelEdit")}
          </Button>
        )
      }
    >
      {null}
    </Banner>
  ) : null;
  const queued =
    queue.length > 0 ? (
      <ul className={css.queue} aria-label={t("queued")} data-testid="queued-files">
        {queue.map((q) => (
          <li key={q.key} className={css.queued}>
            {q.option === "photo" ? (
              <Image size={16} aria-hidden="true" />
            ) : (
              <FileText size={16} aria-hidden="true" />
            )}
            <span className={css.ellipsis}>{q.file.name}</span>
            <IconButton
              label={t("removeFile", { name: q.file.name })}
              icon={<X size={16} aria-hidden="true" />}
              onClick={() => setQueue((current) => current.filter((c) => c.key !== q.key))}
            />
          </li>
        ))}
      </ul>
    ) : null;
  const attach = editing ? null : (
    <>
      <input
        id={ids.photo}
        type="file"
        name={hydrated ? undefined : "photo"}
        accept="image/png,image/jpeg"
        multiple
        className={css.fileInput}
        onChange={(e) => {
          choose("photo", e.target.files);
          e.target.value = "";
        }}
      />
      <label htmlFor={ids.photo} className={buttonStyle({ tone: "ghost", size: "sm" })}>
        <Image size={16} aria-hidden="true" />
        {t("attachPhoto")}
      </label>
      <input
        id={ids.document}
        type="file"
        name={hydrated ? undefined : "document"}
        accept={DOCUMENT_EXTENSIONS.map((e) => `.${e}`).join(",")}
        multiple
        className={css.fileInput}
        onChange={(e) => {
          choose("document", e.target.files);
          e.target.value = "";
        }}
      />
      <label htmlFor={ids.document} className={buttonStyle({ tone: "ghost", size: "sm" })}>
        <FileText size={16} aria-hidden="true" />
        {t("attachDocument")}
      </label>
    </>
  );

  // The design system's composer (@marketplace/ui/composer): one framed field with the text, the
  // attachments and Send (issue 28: a composed composer, not a raw text area beside a button).
  return (
    <form method="post" encType="multipart/form-data" className={css.composer} onSubmit={submit}>
      <input type="hidden" name="intent" value={editing ? "edit" : "send"} />
      {editing ? <input type="hidden" name="id" value={editing.id} /> : null}
      <ComposerField
        ref={area}
        label={t("messageLabel")}
        name="message"
        rows={1}
        className={css.textArea}
        placeholder={t("placeholder")}
        value={text}
        onChange={(e) => setText(e.target.value)}
        maxLength={5000}
        header={
          editBanner || queued ? (
            <>
              {editBanner}
              {queued}
            </>
          ) : undefined
        }
        tools={attach}
        action={
          <Button
            type="submit"
            icon={<Send size={18} aria-hidden="true" />}
            loading={busy}
            aria-label={editing ? t("save") : t("send")}
          >
            {editing ? t("save") : t("send")}
          </Button>
        }
      />
    </form>
  );
}
