import type { components } from "@marketplace/api-client";
import { MESSAGE_DELETED } from "@marketplace/domain/messages";
import { Button } from "@marketplace/ui/button";
import { Heading, Text } from "@marketplace/ui/text";
import { TextArea } from "@marketplace/ui/text-area";
import { type FormEvent, useCallback, useEffect, useRef, useState } from "react";
import { useLiveEvents } from "../live/index.ts";
import * as css from "./session-room.css.ts";

type ChatMessage = components["schemas"]["ChatMessage"];

/**
 * The room's text panel: the pair's own conversation, read and written through the messages API, so
 * what is written here appears in /messages too (and what arrives there appears here, live).
 */
export function ChatPanel({
  bookingId,
  other,
}: {
  bookingId: string;
  other: { identifier: string; name: string };
}) {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const list = useRef<HTMLOListElement>(null);

  const load = useCallback(async () => {
    const res = await fetch(`/api/v1/messages/conversations/${other.identifier}`).catch(() => null);
    if (!res?.ok) return;
    const body = (await res.json()) as { data: ChatMessage[] };
    setMessages([...body.data].sort((a, b) => a.time.localeCompare(b.time)));
  }, [other.identifier]);

  useEffect(() => {
    void load();
  }, [load]);
  useLiveEvents((event) => {
    if (!event || event.conversation === other.identifier) void load();
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls to the newest message on each change
  useEffect(() => {
    list.current?.lastElementChild?.scrollIntoView({ block: "nearest" });
  }, [messages]);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const message = text.trim();
    if (!message) return;
    setSending(true);
    setError(null);
    const res = await fetch(`/session/${bookingId}/message`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ receiver: other.identifier, message }),
    }).catch(() => null);
    setSending(false);
    if (!res?.ok) {
      const body = (await res?.json().catch(() => null)) as { message?: string } | null;
      setError(body?.message ?? "Your message could not be sent. Please try again.");
      return;
    }
    setText("");
    await load();
  };

  return (
    <section id="room-chat" className={css.chat} aria-labelledby="room-chat-title">
      <Heading level={2} size="sm" id="room-chat-title">
        Messages with {other.name}
      </Heading>
      <ol ref={list} className={css.chatList} data-testid="room-chat-list">
        {messages.map((m) => (
          <li key={m.identifier} className={m.fromIdentifier === other.identifier ? css.theirs : css.mine}>
            <Text size="sm">{m.message ?? MESSAGE_DELETED}</Text>
          </li>
        ))}
      </ol>
      <form onSubmit={send} className={css.chatForm}>
        <TextArea
          label="Message"
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          rows={2}
          maxLength={2000}
          error={error ?? undefined}
        />
        <div>
          <Button type="submit" size="sm" loading={sending}>
            Send
          </Button>
        </div>
      </form>
    </section>
  );
}
