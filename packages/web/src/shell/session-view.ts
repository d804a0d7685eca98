/** What the shell knows of the signed-in person (from GET /v1/me and the unread count). */
export interface SessionView {
  /** The account's identifier: it keys the session's query cache (api/browser-query.tsx). */
  identifier: string;
  name: string;
  role: "client" | "provider" | "staff";
  photoUrl: string | null;
  unread: number;
}
