/** What the shell knows of the signed-in person (from GET /v1/me and the unread count). */
export interface SessionView {
  name: string;
  role: "client" | "provider";
  photoUrl: string | null;
  unread: number;
}
