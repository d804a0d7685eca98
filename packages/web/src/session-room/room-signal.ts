/**
 * What a room page posts to its site (POST /session/{id}/signal, relayed to the API): the mesh's
 * offers, answers and candidates, and both media paths' join and leave, which attendance counts.
 */
export function postRoomSignal(bookingId: string, body: Record<string, unknown>): Promise<Response> {
  return fetch(`/session/${bookingId}/signal`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
}

/** A signal sent as the page goes away (pagehide): a beacon outlives the page, a fetch may not. */
export function beaconRoomSignal(bookingId: string, body: Record<string, unknown>): void {
  const json = JSON.stringify(body);
  if (navigator.sendBeacon?.(`/session/${bookingId}/signal`, json)) return;
  void postRoomSignal(bookingId, body).catch(() => undefined);
}
