import { formatShortDate } from "@marketplace/domain/dates";
import { GENERIC_MESSAGES } from "@marketplace/domain/errors";
import {
  ATTACHMENT_MESSAGES,
  displayText,
  groupByDate,
  type Message,
  RELOAD_AFTER_EDIT_MS,
  RELOAD_AFTER_SEND_MS,
} from "@marketplace/domain/messages";
import { Avatar } from "@marketplace/ui/avatar";
import { Banner } from "@marketplace/ui/banner";
import { Button, IconButton } from "@marketplace/ui/button";
import { Card } from "@marketplace/ui/card";
import { EmptyState } from "@marketplace/ui/empty-state";
import { useHydrated } from "@marketplace/ui/hydrated";
import { Stack } from "@marketplace/ui/layout";
import { Link as UiLink } from "@marketplace/ui/link";
import { Heading, Text } from "@marketplace/ui/text";
import { TextField } from "@marketplace/ui/text-field";
import { useToast } from "@marketplace/ui/toast";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import {
  type ShouldRevalidateFunction,
  useFetcher,
  useLoaderData,
  useLocation,
  useRevalidator,
} from "@remix-run/react";
import { ArrowLeft, Search, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { requireAccount } from "../dashboard/index.server.ts";
import { DashboardLayout } from "../dashboard/index.ts";
import { useViewerTimeZone } from "../dates/index.ts";
import { tMessages as t } from "../i18n/index.ts";
import { useLiveEvents } from "../live/index.ts";
import { assertSameOrigin } from "../session/index.server.ts";
import { Composer, type Editing } from "./composer.tsx";
import { ConversationList } from "./conversation-list.tsx";
import { MessageBubble } from "./message-bubble.tsx";
import * as css from "./messages.css.ts";
import { isMessageId, loadMessages, type MessageResult, messageAction } from "./messages.server.ts";
import { useOlderMessages } from "./use-older-messages.ts";

/** /messages and /messages/:id (spec screen 11): the conversation list and a conversation pane. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api, me, account } = await requireAccount(request, context);
  if (params.id !== undefined && !isMessageId(params.id)) {
    throw new Response(GENERIC_MESSAGES.invalidId, { status: 404 });
  }
  const url = new URL(request.url);
  const loaded = await loadMessages(api, url, params.id);
  // Opening the conversation read it: the badge shows what is left.
  account.unreadMessages = loaded.unreadNow ?? account.unreadMessages;
  const editId = url.searchParams.get("edit");
  const editing = loaded.conversation?.data.find(
    (m) => m.identifier === editId && m.fromIdentifier === me.identifier && m.message !== null,
  );
  return {
    account,
    me: me.identifier,
    conversationId: params.id ?? null,
    ...loaded,
    editing: editing ? { id: editing.identifier, text: displayText(editing.message ?? "") } : null,
  };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const { api } = await requireAccount(request, context);
  if (!isMessageId(params.id)) throw new Response(GENERIC_MESSAGES.invalidId, { status: 404 });
  // Attachments over the site's upload limit (site-app.ts): the composer says so, as for one file.
  if (context.bodyTooLarge) {
    const result: MessageResult = { ok: false, intent: "send", message: ATTACHMENT_MESSAGES.tooLarge };
    // Single fetch hands `data()`'s value to the page as it is, with the status; the route types
    // here predate single fetch, hence the cast to what the page receives.
    return data(result, { status: 413 }) as unknown as MessageResult;
  }
  const form = await request.formData();
  const result = await messageAction(api, form, params.id);
  // Without JavaScript the form posts navigate: back to the conversation (dropping ?edit) on success.
  if (result.ok && request.headers.get("Accept")?.includes("text/html"))
    return redirect(`/messages/${params.id}`);
  return result;
}

/** After the page's own posts the conversation reloads on the live event or the spec's timer, not at once. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  formMethod,
  actionResult,
  defaultShouldRevalidate,
}) => {
  if (formMethod === "POST" && actionResult && (actionResult as MessageResult).ok) return false;
  return defaultShouldRevalidate;
};

export const meta: MetaFunction = () => [{ title: t("metaTitle") }, { name: "robots", content: "noindex" }];

type Data = ReturnType<typeof useLoaderData<typeof loader>>;

function SafetyNotice({ role }: { role: string }) {
  const email = t("supportEmail");
  return (
    <div className={css.safety}>
      <Banner title={t("safety.title")}>
        {t(role === "provider" ? "safety.provider" : "safety.client")}{" "}
        <UiLink href={`mailto:${email}`}>{email}</UiLink>.
      </Banner>
    </div>
  );
}

function ConversationPane({ data }: { data: Data }) {
  const hydrated = useHydrated();
  const location = useLocation();
  const revalidator = useRevalidator();
  const show = useToast();
  const zone = useViewerTimeZone(null);
  const fetcher = useFetcher<MessageResult>();
  const [editing, setEditing] = useState<Editing | null>(data.editing);
  const [searchOpen, setSearchOpen] = useState(data.searching);
  const [pending, setPending] = useState<string | null>(null);
  const conversation = data.conversation;
  const conversationId = data.conversationId as string;
  const threadEnd = useRef<HTMLDivElement>(null);

  // Older pages loaded in place (decision 035); a reload asks for them again too.
  const older = useOlderMessages(conversationId, data.search, conversation);
  const reload = () => {
    revalidator.revalidate();
    older.refresh();
  };
  const connected = useLiveEvents(reload);

  // The answer to a post: a toast for a refusal; a reload after the spec's delay when the stream is down.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per answer, not when the stream or the toasts change
  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result) return;
    if (!result.ok) {
      setPending(null);
      show("danger", result.message ?? GENERIC_MESSAGES.generic);
      return;
    }
    const delay = result.intent === "edit" ? RELOAD_AFTER_EDIT_MS : RELOAD_AFTER_SEND_MS;
    const timer = setTimeout(reload, connected ? delay * 4 : delay);
    return () => clearTimeout(timer);
  }, [fetcher.state, fetcher.data]);

  // The pending bubble goes once the reloaded conversation arrives.
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the loaded conversation
  useEffect(() => {
    setPending(null);
    threadEnd.current?.scrollIntoView({ block: "end" });
  }, [conversation]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per failed request for older messages
  useEffect(() => {
    if (older.failed) show("danger", GENERIC_MESSAGES.conversation);
  }, [older.failed]);

  if (!conversation) {
    return <Banner tone="danger">{data.error ?? GENERIC_MESSAGES.conversation}</Banner>;
  }
  const party = conversation.party;
  const profile = party.role === "client" ? `/client/${party.identifier}` : `/provider/${party.identifier}`;
  const groups = groupByDate(older.messages as Message[], zone);
  const base = `/messages/${conversationId}`;
  const { page } = conversation.meta;
  const query = (extra: Record<string, string>) => {
    const params = new URLSearchParams();
    if (data.search) params.set("search", data.search);
    for (const [k, v] of Object.entries(extra)) params.set(k, v);
    const s = params.toString();
    return s ? `${base}?${s}` : base;
  };

  return (
    <Card as="section" aria-labelledby="conversation-title">
      <div className={css.pane}>
        <div className={css.paneHeader}>
          <span className={[css.phoneOnly, css.backRow].join(" ")}>
            <Button href="/messages" tone="ghost" size="sm" icon={<ArrowLeft size={18} aria-hidden="true" />}>
              {t("back")}
            </Button>
          </span>
          <Avatar src={party.photoUrl} name={party.name} size="sm" />
          <Heading level={2} size="md" id="conversation-title" className={css.partyName}>
            <UiLink href={profile} aria-label={t("viewProfile", { name: party.name })}>
              {party.name}
            </UiLink>
          </Heading>
          {hydrated ? (
            <IconButton
              label={searchOpen ? t("closeSearch") : t("search")}
              icon={searchOpen ? <X size={18} aria-hidden="true" /> : <Search size={18} aria-hidden="true" />}
              aria-expanded={searchOpen}
              onClick={() => setSearchOpen((open) => !open)}
            />
          ) : (
            <UiLink href={data.searching ? base : `${base}?search=`}>
              {data.searching ? t("closeSearch") : t("search")}
            </UiLink>
          )}
        </div>
        {searchOpen ? (
          <search>
            <form method="get" action={base} className={css.searchForm}>
              <div className={css.searchField}>
                <TextField label={t("searchLabel")} name="search" type="search" defaultValue={data.search} />
              </div>
              <Button type="submit" tone="secondary">
                {t("searchSubmit")}
              </Button>
            </form>
          </search>
        ) : null}
        <SafetyNotice role={data.account.role} />
        {older.hasOlder ? (
          <UiLink
            href={query({ page: String(older.nextPage) })}
            aria-busy={older.loadingOlder || undefined}
            onClick={(event) => {
              // With the script the older page shows above, in place; without it the link opens it.
              if (!hydrated || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
              event.preventDefault();
              if (!older.loadingOlder) older.loadOlder();
            }}
          >
            {t("older")}
          </UiLink>
        ) : null}
        <div className={css.thread} data-testid="thread" aria-live="polite">
          {groups.length === 0 && !pending ? (
            <Text tone="muted">{data.search ? t("noResults") : t("noMessages")}</Text>
          ) : null}
          {groups.map((g) => (
            <section key={g.date} aria-label={formatShortDate(g.messages[0]?.time ?? g.date, zone)}>
              <Stack gap="2">
                <span className={css.dateHeading}>
                  {formatShortDate(g.messages[0]?.time ?? g.date, zone)}
                </span>
                <ul className={css.group}>
                  {g.messages.map((m) => (
                    <MessageBubble
                      key={m.identifier}
                      message={m}
                      me={data.me}
                      zone={zone}
                      hydrated={hydrated}
                      editHref={`${base}?edit=${m.identifier}`}
                      onEdit={(message) =>
                        setEditing({ id: message.identifier, text: message.message ?? "" })
                      }
                      onDelete={(message) =>
                        fetcher.submit(
                          { intent: "delete", id: message.identifier },
                          { method: "post", action: base },
                        )
                      }
                    />
                  ))}
                </ul>
              </Stack>
            </section>
          ))}
          {pending !== null ? (
            <ul className={css.group}>
              <li className={[css.row, css.ownRow].join(" ")} data-testid="pending-message">
                <div className={[css.bubble, css.ownBubble, css.pendingBubble].join(" ")}>
                  {pending ? <p className={css.bodyText}>{pending}</p> : null}
                  <span className={css.meta}>{t("sending")}</span>
                </div>
              </li>
            </ul>
          ) : null}
          <div ref={threadEnd} />
        </div>
        {page > 1 ? <UiLink href={query({ page: String(page - 1) })}>{t("newer")}</UiLink> : null}
        <Composer
          key={location.pathname}
          hydrated={hydrated}
          editing={editing}
          cancelHref={base}
          busy={fetcher.state !== "idle"}
          onCancelEdit={() => setEditing(null)}
          onProblem={(message) => show("danger", message)}
          onSubmit={(form, intent) => {
            if (intent === "send")
              setPending(String(form.get("message") ?? "").trim() ? String(form.get("message")) : "");
            setEditing(null);
            fetcher.submit(form, { method: "post", action: base, encType: "multipart/form-data" });
          }}
        />
      </div>
    </Card>
  );
}

export default function MessagesPage() {
  const data = useLoaderData<typeof loader>();
  const open = data.conversationId !== null;
  return (
    <DashboardLayout account={data.account}>
      <Stack gap="4">
        <Heading level={1} size="lg">
          {t("title")}
        </Heading>
        {data.error && !data.list ? <Banner tone="danger">{data.error}</Banner> : null}
        <div className={css.layout}>
          <div className={open ? css.hideOnPhone : undefined}>
            <Card>
              <ConversationList
                conversations={data.list?.data ?? []}
                me={data.me}
                current={data.conversationId ?? undefined}
              />
            </Card>
          </div>
          {open ? (
            <ConversationPane key={data.conversationId} data={data} />
          ) : (
            <div className={css.hideOnPhone}>
              <Card>
                <EmptyState title={t("title")} description={t("pickConversation")} />
              </Card>
            </div>
          )}
        </div>
      </Stack>
    </DashboardLayout>
  );
}

export { ErrorBoundary } from "../errors/index.ts";
