import { randomBytes } from "node:crypto";
import { OpenAPIHono } from "@hono/zod-openapi";
import { API_SERVICE, localOrigin, siteOrigins } from "@marketplace/region";
import { secureHeaders } from "hono/secure-headers";
import type { Logger } from "pino";
import pino from "pino";
import type { AppDeps, AppEnv } from "./app-deps.ts";
import { authenticate } from "./auth/auth-middleware.ts";
import { authRoutes } from "./auth/auth-routes.ts";
import { createEmailThrottle } from "./auth/email-throttle.ts";
import { createLoginLimiter } from "./auth/login-limiter.ts";
import { passwordResetRoutes } from "./auth/password-reset-routes.ts";
import { rememberWrites } from "./auth/read-your-writes.ts";
import { signupRoutes } from "./auth/signup-routes.ts";
import { bookingActionRoutes } from "./bookings/booking-action-routes.ts";
import { bookingListRoutes } from "./bookings/booking-list-routes.ts";
import { bookingParticipantRoutes } from "./bookings/booking-participant-routes.ts";
import { bookingProviderRoutes } from "./bookings/booking-provider-route.ts";
import { bookingRecommendationRoutes } from "./bookings/booking-recommendation-routes.ts";
import { bookingRescheduleRoutes } from "./bookings/booking-reschedule-routes.ts";
import { bookingRoutes } from "./bookings/booking-routes.ts";
import { devStartRoutes } from "./bookings/dev-start-routes.ts";
import { timeslotRoutes } from "./bookings/timeslot-routes.ts";
import { catalogueRoutes } from "./catalogue/catalogue-routes.ts";
import { clientProfileRoutes } from "./clients/client-profile-routes.ts";
import { clientViewRoutes } from "./clients/client-view-route.ts";
import { contactRoutes } from "./contact/contact-routes.ts";
import { contentRoutes } from "./content/content-routes.ts";
import { credentialRoutes } from "./credentials/credential-routes.ts";
import type { Db } from "./db/client.ts";
import { fileRoutes } from "./files/file-routes.ts";
import { type FileStores, localFileStores } from "./files/index.ts";
import { healthRoutes } from "./health/health-routes.ts";
import { defaultBodyLimit } from "./http/body-limits.ts";
import { cacheControl } from "./http/cache-control.ts";
import { trustProxies } from "./http/client-address.ts";
import { siteCors } from "./http/cors.ts";
import { errorBody, handleError } from "./http/errors.ts";
import { localCallerOnly } from "./http/local-only.ts";
import { requestLog } from "./http/request-log.ts";
import { afterValidation } from "./http/router.ts";
import { rejectControlCharacters } from "./http/text-guard.ts";
import { type ThrottleLimits, throttle } from "./http/throttle.ts";
import { createLiveBus, type LiveBus } from "./live/live-bus.ts";
import { streamRoutes } from "./live/stream-routes.ts";
import { locationRoutes } from "./locations/location-routes.ts";
import { devOutboxRoutes } from "./mail/dev-outbox-routes.ts";
import { unreadMessages } from "./messages/index.ts";
import { messageRoutes } from "./messages/message-routes.ts";
import { addAppGauges, createMetrics, type Metrics, metricsRoutes, requestMetrics } from "./metrics/index.ts";
import { moderationRoutes, reviewReportRoutes } from "./moderation/index.ts";
import { newsletterRoutes } from "./newsletter/newsletter-routes.ts";
import { notificationRoutes } from "./notifications/notification-routes.ts";
import { earningsRoutes } from "./payments/earnings-routes.ts";
import { createPaymentGateways, type PaymentGateways } from "./payments/gateways/gateways.ts";
import { type PaymentEnv, SANDBOX_PAYMENTS } from "./payments/gateways/payment-env.ts";
import { sandboxRoutes } from "./payments/gateways/sandbox-routes.ts";
import { createWebhookRoutes, type PaymentEventHandler } from "./payments/gateways/webhook-routes.ts";
import { paymentEventHandler } from "./payments/payment-events.ts";
import { paymentRoutes } from "./payments/payment-routes.ts";
import { payoutRoutes } from "./payments/payouts/payout-routes.ts";
import { providerStatementRoutes } from "./payments/provider-statement-routes.ts";
import { statementRoutes } from "./payments/statement-routes.ts";
import { availabilityRoutes } from "./providers/availability/availability-routes.ts";
import { feeRoutes } from "./providers/fee-routes.ts";
import { onboardingRoutes } from "./providers/onboarding/onboarding-routes.ts";
import { ownProfileRoutes } from "./providers/own-profile-routes.ts";
import { providerRoutes } from "./providers/provider-routes.ts";
import { quickConsultRoutes } from "./providers/quick-consult-route.ts";
import { clearSearchCountsAfterWrite } from "./providers/search-counts.ts";
import { createCountCache } from "./providers/search-providers.ts";
import { visibilityRoutes } from "./providers/visibility-routes.ts";
import { devCompleteRoutes } from "./reviews/dev-complete-routes.ts";
import { reviewRoutes } from "./reviews/review-routes.ts";
import { createMediaAdapter, sessionRoomRoutes } from "./session-rooms/index.ts";
import { staffAuthRoutes, staffRoutes } from "./staff/index.ts";
import { accountDataRoutes } from "./users/account-data-routes.ts";
import { photoRoutes } from "./users/photo-routes.ts";
import { verificationRoutes } from "./verification/index.ts";
import { walletRoutes } from "./wallet/wallet-routes.ts";

export interface ServerOptions {
  db: Db;
  /** The read replica (DATABASE_REPLICA_URL) for lag-tolerant reads; `db` when not given. */
  readDb?: Db;
  publicUrl?: string;
  uploadsDir?: string;
  /** Private files (files/private-files.ts); must not lie inside uploadsDir. */
  privateDir?: string;
  /** The file store (FILE_STORE=s3 builds a bucket's, files/s3-file-store.ts); uploadsDir and privateDir by default. */
  files?: FileStores;
  logger?: Logger;
  /** Browser origins allowed to call the API directly (the two sites); emailed links use them too. */
  allowedOrigins?: string[];
  /**
   * Development and demo helpers such as GET /dev/outbox (DEV_TOOLS=1; never in production): mounted,
   * they still answer only callers on this machine (http/local-only.ts).
   */
  devTools?: boolean;
  /** Proxies whose X-Forwarded-For is believed (TRUSTED_PROXIES); loopback when not given. */
  trustedProxies?: readonly string[];
  /** Per-address throttles; the defaults in http/throttle.ts when not given. */
  throttles?: ThrottleLimits;
  /** The time now (tests pass a controllable clock); the system clock by default. */
  clock?: () => Date;
  /** Which payment gateways take which currency, with their keys; the sandbox for all by default. */
  payments?: PaymentEnv;
  /** What a verified payment webhook does; the payment routes' settlement (payment-events.ts) by default. */
  onPaymentEvent?: PaymentEventHandler;
  /** Gateways built elsewhere (tests pass a fake), instead of those `payments` configures. */
  gateways?: PaymentGateways;
  /**
   * Signs expiring file links (FILE_LINK_SECRET). Several API processes must share one; a random
   * one per process otherwise (links then work only on the process that made them).
   */
  linkSecret?: string;
  /** The live-event fan-out (tests pass one they close); one on `db` by default. */
  live?: LiveBus;
  /** How often an open stream sends a heartbeat comment; 25 s by default. */
  streamHeartbeatMs?: number;
  /** Whether the process is stopping (main.ts sets it on SIGTERM); never by default. */
  draining?: () => boolean;
  /** The process's Prometheus metrics (main.ts adds the pool's); a registry of this app's own by default. */
  metrics?: Metrics;
  /** METRICS_TOKEN: GET /metrics wants it as a bearer token; without it only this machine may read it. */
  metricsToken?: string;
}

export const OPENAPI_INFO = {
  openapi: "3.1.0",
  info: {
    title: "Marketplace API",
    version: "1.0.0",
    description: "The therapy and counselling marketplace API. Errors always answer `{ message, errors? }`.",
  },
} as const;

/** Builds the API in-process (tests call this; main.ts adds the listener). */
export function createServer(options: ServerOptions) {
  const logger = options.logger ?? pino({ level: "silent" });
  const allowed = options.allowedOrigins ?? siteOrigins();
  const publicUrl = options.publicUrl ?? localOrigin(API_SERVICE);
  const uploadsDir = options.uploadsDir ?? ".data/uploads";
  const privateDir = options.privateDir ?? ".data/private";
  const deps: AppDeps = {
    db: options.db,
    readDb: options.readDb ?? options.db,
    publicUrl,
    uploadsDir,
    privateDir,
    files: options.files ?? localFileStores(uploadsDir, privateDir),
    siteOrigins: allowed,
    devTools: options.devTools ?? false,
    trustProxy: trustProxies(options.trustedProxies ?? ["loopback"]),
    clock: options.clock ?? (() => new Date()),
    payments:
      options.gateways ??
      createPaymentGateways(options.payments ?? SANDBOX_PAYMENTS, { db: options.db, publicUrl }),
    linkSecret: options.linkSecret ?? randomBytes(32).toString("base64url"),
    live: options.live ?? createLiveBus(options.db, { logger }),
    draining: options.draining ?? (() => false),
  };
  const app = new OpenAPIHono<AppEnv>({ defaultHook: afterValidation });

  // Method, path and status; no headers, query or values (decision 053).
  app.use(requestLog(logger));
  // Request durations by route template, open streams, queued emails (metrics/, decision 053).
  const metrics = options.metrics ?? createMetrics();
  app.use(requestMetrics(metrics));
  addAppGauges(metrics, deps);
  // Photos are shown on the sites (other origins): files may be embedded cross-origin.
  app.use(secureHeaders({ crossOriginResourcePolicy: "cross-origin" }));
  app.use("*", siteCors(allowed));
  app.use(async (c, next) => {
    c.set("deps", deps);
    await next();
  });

  app.use(cacheControl);
  // Before the /v1 middlewares: a webhook's signature covers the raw body, read before anything parses
  // it; gateways are not throttled per address, and they sign rather than sign in.
  app.route(
    "/",
    createWebhookRoutes({
      onEvent:
        options.onPaymentEvent ??
        paymentEventHandler(deps.clock, { siteOrigins: deps.siteOrigins, linkSecret: deps.linkSecret }),
    }),
  );
  // Every /v1 route inherits these; a route only adds what is particular to it.
  app.use("/v1/*", throttle(deps.db, options.throttles));
  app.use(defaultBodyLimit());
  app.use("/v1/*", rejectControlCharacters);
  app.use("/v1/*", authenticate);
  // With a read replica: a session that changed something reads its change from the primary (decision 052).
  app.use("/v1/*", rememberWrites);
  app.openAPIRegistry.registerComponent("securitySchemes", "bearer", { type: "http", scheme: "bearer" });

  app.route("/", healthRoutes());
  app.route("/", metricsRoutes(metrics, options.metricsToken));
  const loginLimiter = createLoginLimiter(deps.db);
  app.route("/", authRoutes(loginLimiter));
  app.route("/", staffAuthRoutes(loginLimiter));
  app.route("/", staffRoutes());
  app.route("/", signupRoutes(createEmailThrottle(deps.db, "signup")));
  app.route("/", passwordResetRoutes(createEmailThrottle(deps.db, "reset")));
  app.route("/", catalogueRoutes());
  app.route("/", locationRoutes());
  // Recent search totals: kept by search, dropped after any provider's write to their own workspace.
  const searchCounts = createCountCache();
  app.use("/v1/provider/*", clearSearchCountsAfterWrite(searchCounts));
  // Before /v1/providers/{id}, which would read 'quick-consult' as an invalid id.
  app.route("/", quickConsultRoutes());
  app.route("/", providerRoutes(searchCounts));
  app.route("/", visibilityRoutes());
  app.route("/", availabilityRoutes());
  app.route("/", onboardingRoutes());
  app.route("/", ownProfileRoutes());
  app.route("/", feeRoutes());
  app.route("/", reviewRoutes());
  app.route("/", newsletterRoutes());
  // The blog's content service in Strapi v5's REST dialect (content/content-routes.ts).
  app.route("/", contentRoutes());
  app.route("/", contactRoutes(createEmailThrottle(deps.db, "contact")));
  app.route("/", accountDataRoutes());
  app.route("/", photoRoutes());
  app.route("/", credentialRoutes());
  app.route("/", clientProfileRoutes());
  app.route("/", clientViewRoutes());
  app.route("/", bookingListRoutes());
  app.route("/", bookingProviderRoutes());
  // After the list routes: /v1/booking/count and /statistics are not booking ids.
  app.route("/", bookingRoutes());
  app.route("/", bookingActionRoutes());
  app.route("/", timeslotRoutes());
  // Issue 13's follow-ups: invitees, rescheduling, recommendations.
  app.route("/", bookingParticipantRoutes());
  app.route("/", bookingRescheduleRoutes());
  app.route("/", bookingRecommendationRoutes());
  app.route("/", notificationRoutes());
  app.route("/", messageRoutes());
  app.route("/", streamRoutes({ unreadMessages, heartbeatMs: options.streamHeartbeatMs }));
  // Issue 30: a booking's session room and its signalling over the live stream (decision 056).
  app.route("/", sessionRoomRoutes(createMediaAdapter(), { signals: options.throttles?.signals }));
  app.route("/", walletRoutes());
  app.route("/", paymentRoutes());
  app.route("/", statementRoutes());
  app.route("/", earningsRoutes());
  app.route("/", providerStatementRoutes());
  app.route("/", payoutRoutes());
  // Issue 32: reporting a review, and the staff console's two queues (verification, moderation).
  app.route("/", reviewReportRoutes());
  app.route("/", verificationRoutes());
  app.route("/", moderationRoutes());
  if (deps.payments.configured.has("sandbox")) app.route("/", sandboxRoutes());
  app.route("/", fileRoutes(deps.files));
  if (options.devTools) {
    // Before the helpers: anyone but a caller on this machine gets the 404 of a missing route.
    app.use("/dev/*", localCallerOnly);
    app.route("/", devOutboxRoutes());
    // A session that started 20 minutes ago: the no-show claim's journeys (moves no money).
    app.route("/", devStartRoutes());
    // Completing a paid session early moves its earnings to the provider: only where no real money
    // moves (every currency on the sandbox gateway), so it serves demo data and nothing else.
    if ([...deps.payments.configured].every((name) => name === "sandbox")) {
      app.route("/", devCompleteRoutes());
    }
  }

  app.doc31("/openapi.json", OPENAPI_INFO);
  app.notFound((c) => c.json(errorBody(`No route for ${c.req.method} ${c.req.path}`), 404));
  app.onError(handleError);
  return app;
}

export type Server = ReturnType<typeof createServer>;
