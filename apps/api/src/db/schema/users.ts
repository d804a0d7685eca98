import { CONSENT_KINDS } from "@marketplace/domain/consent";
import { sql } from "drizzle-orm";
import {
  char,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt, id, updatedAt } from "./columns.ts";

/** `staff` (issue 32) is created only by `pnpm staff:create` (and the demo seed), never by sign-up. */
export const userRole = pgEnum("user_role", ["client", "provider", "staff"]);

export const users = pgTable(
  "users",
  {
    id: id().primaryKey(),
    role: userRole("role").notNull(),
    email: text("email").notNull(),
    /** scrypt hash from node:crypto, formatted `scrypt$N$r$p$salt$hash`. */
    passwordHash: text("password_hash").notNull(),
    firstName: text("first_name"),
    lastName: text("last_name"),
    userName: text("user_name").notNull(),
    photoUrl: text("photo_url"),
    countryCode: char("country_code", { length: 2 }),
    timezone: text("timezone").notNull().default("Europe/London"),
    /** Set when the owner follows the confirmation link; until then the account cannot log in. */
    emailConfirmedAt: timestamp("email_confirmed_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Set when the account is deleted: names are removed so others see 'Account Deleted'. */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    /**
     * Set when staff suspend the account (issue 32): its sessions are revoked, sign-in is refused with
     * ACCOUNT_SUSPENDED and a provider's profile leaves the directory, until staff restore it.
     */
    suspendedAt: timestamp("suspended_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("users_email_key").on(sql`lower(${t.email})`),
    uniqueIndex("users_user_name_key").on(t.userName),
  ],
);

/** Opaque bearer tokens, stored hashed so a database leak does not leak sessions. */
export const authSessions = pgTable(
  "auth_sessions",
  {
    id: id().primaryKey(),
    userId: char("user_id", { length: 26 })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    /**
     * When this session last changed something (with a read replica only): its lag-tolerant reads go
     * to the primary for a while after, so the writer sees their change (decision 052).
     */
    lastWriteAt: timestamp("last_write_at", { withTimezone: true }),
    /**
     * A staff session's last request (issue 32): it ends after STAFF_SESSION.idleMinutes without one.
     * Null for clients' and providers' sessions, which have no idle limit.
     */
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("auth_sessions_user_idx").on(t.userId)],
);

/**
 * A staff account's second factor (issue 32): the TOTP secret (base32; the server must read it to check
 * codes) and the last time step used, so a code works once.
 */
export const staffFactors = pgTable("staff_factors", {
  userId: char("user_id", { length: 26 })
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  totpSecret: text("totp_secret").notNull(),
  lastStep: integer("last_step"),
  createdAt: createdAt(),
});

/** One-time recovery codes of a staff account: only their SHA-256 is stored; using one sets used_at. */
export const staffRecoveryCodes = pgTable(
  "staff_recovery_codes",
  {
    id: id().primaryKey(),
    userId: char("user_id", { length: 26 })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull().unique(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("staff_recovery_codes_user_idx").on(t.userId)],
);

export const accountTokenKind = pgEnum("account_token_kind", ["confirm-email", "reset-password"]);

/**
 * Single-use links sent by email (address confirmation, password reset). Only the token's SHA-256 is
 * stored; using one sets used_at in the same statement that checks it, so a link works once.
 */
export const accountTokens = pgTable(
  "account_tokens",
  {
    id: id().primaryKey(),
    userId: char("user_id", { length: 26 })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: accountTokenKind("kind").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    /**
     * A confirmation carries the password of the sign-up that sent it: whoever follows a link gets the
     * password typed with that sign-up, never one an earlier stranger chose for the same address.
     */
    passwordHash: text("password_hash"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("account_tokens_user_idx").on(t.userId, t.kind)],
);

/** Client preferences (spec: payload not shown) kept as a validated JSON document. */
export const clientPreferences = pgTable("client_preferences", {
  userId: char("user_id", { length: 26 })
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  data: jsonb("data").notNull().default({}),
  updatedAt: updatedAt(),
});

/** Counters for rate limits (rate-limiter-flexible's Drizzle store): shared by every API replica. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  points: integer("points").notNull().default(0),
  expire: timestamp("expire", { withTimezone: true }),
});

export const consentKind = pgEnum("consent_kind", CONSENT_KINDS);

/**
 * What a person agreed to and when (issue 28): at sign-up the terms, the privacy policy and explicit
 * consent to the processing of health information (GDPR article 9), each at the version in force
 * (POLICY_VERSIONS in @marketplace/domain/accounts). Rows are only added: a later version agreed to is
 * a new row, and the data export lists them all.
 */
export const userConsents = pgTable(
  "user_consents",
  {
    id: id().primaryKey(),
    userId: char("user_id", { length: 26 })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: consentKind("kind").notNull(),
    version: text("version").notNull(),
    givenAt: timestamp("given_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("user_consents_user_idx").on(t.userId)],
);
