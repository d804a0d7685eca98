import type { ApiClient } from "@marketplace/api-client";

/** True when the signed-in client may review this session now (completed, not reviewed); false on any failure. */
export async function canReviewSession(api: ApiClient, session: string): Promise<boolean> {
  try {
    const { data } = await api.GET("/v1/review/participant/{id}", { params: { path: { id: session } } });
    return data?.data.canReview ?? false;
  } catch {
    return false;
  }
}
