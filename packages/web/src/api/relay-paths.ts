import { ULID_SOURCE } from "@marketplace/domain/ids";

/** Where the browser's generated client sends its reads: the site's relay (relay-route.ts). */
export const API_RELAY_PREFIX = "/api";

const ID = ULID_SOURCE;

/**
 * The API reads the signed-in pages make after loading (decision 035), and nothing else: the booking
 * screen's open times and a course's cadence, a conversation's pages, the notifications list, the
 * bell's unread count, and /earnings' balances and chart.
 */
const RELAYED: readonly RegExp[] = [
  new RegExp(`^/v1/providers/${ID}/timeslots$`),
  new RegExp(`^/v1/providers/${ID}/cadence$`),
  new RegExp(`^/v1/messages/conversations/${ID}$`),
  /^\/v1\/notification$/,
  /^\/v1\/notification\/unread-count$/,
  /^\/v1\/payment\/earnings$/,
  /^\/v1\/payment\/wallet\/earnings$/,
];

export const isRelayedPath = (path: string): boolean => RELAYED.some((pattern) => pattern.test(path));
