import { MAX_SERIES_SESSIONS } from "@marketplace/domain/booking";
import { GENERIC_MESSAGES } from "@marketplace/domain/errors";
import { isUlid, ulidSchema } from "@marketplace/domain/ids";
import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { getToken } from "../session/session.server.ts";
import { bookingApiFor } from "./booking-api.server.ts";

/**
 * GET /booking/times/:providerId — the booking screen's script asks the API through here (the API's
 * address and the session's token stay on the server):
 * `?from=YYYY-MM-DD&to=YYYY-MM-DD` a window of open times; `?start={timeslot}&every=1|2&count=n` a
 * course's cadence from its first session.
 */
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const windowQuery = z.object({ from: day, to: day });
const cadenceQuery = z.object({
  start: ulidSchema(),
  every: z.enum(["1", "2"]).transform((v) => (v === "2" ? 2 : 1) as 1 | 2),
  count: z.coerce.number().int().min(2).max(MAX_SERIES_SESSIONS),
});

export async function loader({ request, params }: LoaderFunctionArgs) {
  if (!(await getToken(request))) return json({ message: "Sign in to book" }, { status: 401 });
  const provider = params.providerId ?? "";
  if (!isUlid(provider)) return json({ message: GENERIC_MESSAGES.providerNotFound }, { status: 404 });
  const query = Object.fromEntries(new URL(request.url).searchParams);
  const api = await bookingApiFor(request);
  const cadence = cadenceQuery.safeParse(query);
  const answer = cadence.success
    ? await api.cadence(provider, cadence.data.start, cadence.data.every, cadence.data.count)
    : await (async () => {
        const window = windowQuery.safeParse(query);
        if (!window.success)
          return { status: 400, error: { message: "from and to, or start, every and count" } };
        return api.timeslots(provider, window.data.from, window.data.to);
      })();
  return json(answer.data ?? answer.error ?? null, {
    status: answer.data ? 200 : answer.status || 502,
    headers: { "Cache-Control": "private, no-store" },
  });
}
