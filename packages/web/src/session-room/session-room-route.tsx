import { formatShortDate, formatTime } from "@marketplace/domain/dates";
import { sessionRoomText } from "@marketplace/domain/session-room";
import { Button, buttonStyle } from "@marketplace/ui/button";
import { Card } from "@marketplace/ui/card";
import { Stack } from "@marketplace/ui/layout";
import { Heading, Text } from "@marketplace/ui/text";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useRevalidator } from "@remix-run/react";
import { type ReactNode, useEffect, useState } from "react";
import { loaded } from "../api/index.server.ts";
import { calendarPath } from "../booking/index.ts";
import { requireAccount } from "../dashboard/index.server.ts";
import { DashboardLayout } from "../dashboard/index.ts";
import { useViewerTimeZone } from "../dates/index.ts";
import { DeviceCheck, type DeviceChoice } from "./device-check.tsx";
import { InRoom } from "./in-room.tsx";
import type { SessionRoom } from "./room-types.ts";
import * as css from "./session-room.css.ts";

/**
 * /session/{bookingId}: the session room (issue 30, decision 056). Before the window a countdown and
 * 'Add to calendar'; inside it the device check, then the call; after it 'This session has ended'.
 * Anyone but the booking's participants, and in-person sessions, get the not-found page.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { api, account } = await requireAccount(request, context);
  const res = await api.GET("/v1/session-rooms/{id}", { params: { path: { id: params.id ?? "" } } });
  if (res.response.status === 400 || res.response.status === 404) throw new Response(null, { status: 404 });
  return { account, room: loaded(res) as SessionRoom, now: Date.now() };
}

export const meta: MetaFunction = () => [
  { title: "Session room | Tranquil" },
  { name: "robots", content: "noindex" },
];

function remaining(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const two = (n: number) => String(n).padStart(2, "0");
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
}

/**
 * The countdown and the ended state: a card as tall as its content, centred at a reading width (a
 * Card fills its container's height, and the dashboard's main area is the page's full height).
 */
function StatusCard({ children }: { children: ReactNode }) {
  return (
    <Stack alignItems="center">
      <Card as="section" aria-labelledby="room-title" className={css.statusCard}>
        {children}
      </Card>
    </Stack>
  );
}

function Before({ room, zone, now }: { room: SessionRoom; zone: string; now: number }) {
  const [clock, setClock] = useState(now);
  const { revalidate } = useRevalidator();
  const opens = Date.parse(room.opensAt);
  useEffect(() => {
    const timer = setInterval(() => setClock(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  // The room opens by itself: the page asks again once the countdown reaches it.
  useEffect(() => {
    if (clock >= opens) revalidate();
  }, [clock, opens, revalidate]);
  return (
    <StatusCard>
      <Stack gap="4">
        <Heading level={1} size="lg" id="room-title">
          Your session room
        </Heading>
        <Text>
          Your session starts on {formatShortDate(room.startTime, zone)} at {formatTime(room.startTime, zone)}{" "}
          ({zone}). The room opens 10 minutes before.
        </Text>
        <Text as="p" className={css.countdown} data-testid="room-countdown" role="timer" aria-live="off">
          {remaining(opens - clock)}
        </Text>
        <Text tone="muted" size="sm">
          until the room opens
        </Text>
        <div>
          {/* A file to download, not a page: a plain link, with the button's look. */}
          <a
            href={calendarPath(room.bookingIdentifier)}
            download
            className={buttonStyle({ tone: "secondary" })}
          >
            {sessionRoomText.addToCalendar}
          </a>
        </div>
      </Stack>
    </StatusCard>
  );
}

function Ended({ room }: { room: SessionRoom }) {
  const client = room.me.role === "client";
  const other = room.others.find((o) => o.role === (client ? "provider" : "client"));
  return (
    <StatusCard>
      <Stack gap="4">
        <Heading level={1} size="lg" id="room-title" data-testid="room-ended">
          {sessionRoomText.ended}
        </Heading>
        <Stack gap="2" direction={{ base: "column", md: "row" }}>
          {client ? (
            <>
              <Button href={`/booking/${room.bookingIdentifier}/summary`}>Leave a review</Button>
              <Button tone="secondary" href={`/booking/${room.providerIdentifier}`}>
                Book again
              </Button>
            </>
          ) : (
            <>
              <Button tone="secondary" href={`/booking/${room.bookingIdentifier}/summary`}>
                View the booking
              </Button>
              {room.me.role === "provider" && other ? (
                <Button tone="secondary" href={`/booking/${other.identifier}`}>
                  Book the next session
                </Button>
              ) : null}
            </>
          )}
        </Stack>
      </Stack>
    </StatusCard>
  );
}

function Open({ room }: { room: SessionRoom }) {
  const [choice, setChoice] = useState<DeviceChoice | null>(null);
  const [left, setLeft] = useState(false);
  const names = room.others.map((o) => o.name).join(", ");
  return (
    <Stack gap="4">
      <Heading level={1} size="lg">
        Session with {names}
      </Heading>
      {left ? (
        <Card as="section">
          <Stack gap="3">
            <Text data-testid="room-left">You left the session.</Text>
            <div>
              <Button
                onClick={() => {
                  setLeft(false);
                  setChoice(null);
                }}
              >
                Rejoin
              </Button>
            </div>
          </Stack>
        </Card>
      ) : choice ? (
        <InRoom room={room} choice={choice} onLeave={() => setLeft(true)} />
      ) : (
        <DeviceCheck media={room.media} onJoin={setChoice} />
      )}
    </Stack>
  );
}

export default function SessionRoomPage() {
  const { account, room, now } = useLoaderData<typeof loader>();
  const zone = useViewerTimeZone(null);
  return (
    <DashboardLayout account={account}>
      {room.phase === "before" ? (
        <Before room={room} zone={zone} now={now} />
      ) : room.phase === "ended" || !room.joinable ? (
        <Ended room={room} />
      ) : (
        <Open room={room} />
      )}
    </DashboardLayout>
  );
}
