import type { ApiClient } from "@marketplace/api-client";

/**
 * The session's reschedule state for this viewer (GET /v1/booking/{id}/reschedule), or null when the
 * booking is unknown or not theirs. The summary page's loader calls it to show AllowRescheduleToggle.
 */
export async function loadRescheduleStatus(api: ApiClient, bookingId: string) {
  const { data } = await api.GET("/v1/booking/{id}/reschedule", { params: { path: { id: bookingId } } });
  return data ?? null;
}
