// The composition root's half of the request context: what app.ts builds once and hands every request.
// http/app-types.ts declares the part its middlewares read; this file adds the features' parts by
// interface merging, so that http/ knows no feature and the root, which knows them all, declares them
// (docs/decisions/036-feature-boundaries.md).
import type { SessionUser } from "./auth/sessions.ts";
import type { Db } from "./db/client.ts";
import type { FileStores } from "./files/file-store.ts";
import type { LiveBus } from "./live/live-bus.ts";
import type { PaymentGateways } from "./payments/gateways/gateways.ts";

declare module "./http/app-types.ts" {
  interface AppDeps {
    /** The primary: every write, and every read that must be current (bookings, payments, messages, auth). */
    db: Db;
    /**
     * The read replica when DATABASE_REPLICA_URL is set, `db` otherwise. Routes reach it only through
     * auth's lagTolerantDb, which keeps a session that just wrote on the primary (decision 052).
     */
    readDb: Db;
    /** Absolute base URL the API is reached at, used to build file URLs. */
    publicUrl: string;
    /** Folder holding uploaded and generated files (avatars, attachments). */
    uploadsDir: string;
    /** Folder of private files (credentials, insurance): outside uploadsDir, never served statically. */
    privateDir: string;
    /** Where uploads are stored and read: local folders (uploadsDir, privateDir) or a bucket (FILE_STORE). */
    files: FileStores;
    /** The sites' origins: CORS and the only hosts an emailed link may point at. */
    siteOrigins: string[];
    /** Demo deployment or development: developer tools (such as the email outbox) may be mounted. */
    devTools: boolean;
    /** The time now: booking holds and windows read it, so tests can move it. */
    clock: () => Date;
    /** The payment gateways by currency and by name (PAYMENT_GATEWAY_NGN, PAYMENT_GATEWAY_GLOBAL). */
    payments: PaymentGateways;
    /** Signs expiring file links (message attachments); every API process must share it. */
    linkSecret: string;
    /** This process's live-event fan-out to open streams (GET /v1/stream). */
    live: LiveBus;
    /** True once the process was asked to stop: /readyz fails first, then requests drain (main.ts). */
    draining: () => boolean;
  }

  interface AppVariables {
    /** Set by the authenticate middleware when a valid bearer token came with the request. */
    auth?: { user: SessionUser; sessionId: string; lastWriteAt?: Date | null };
  }
}

export type { AppDeps, AppEnv } from "./http/app-types.ts";
