import { API_SERVICE, localOrigin, portOffset, REGIONS } from "@marketplace/region";

/**
 * The sites and the API under test, derived from packages/region (PORT_OFFSET moves every port, so
 * two checkouts can run the suite side by side).
 */
const env = process.env;
export const API = localOrigin(API_SERVICE, env);

export const SITES = [
  {
    name: "global",
    url: localOrigin(REGIONS.global, env),
    locale: REGIONS.global.locale,
    country: REGIONS.global.countryCode,
    company: "Tranquil Health Ltd",
  },
  {
    name: "nigeria",
    url: localOrigin(REGIONS.nigeria, env),
    locale: REGIONS.nigeria.locale,
    country: REGIONS.nigeria.countryCode,
    company: "Tranquil Health Nigeria Ltd",
  },
] as const;
export const [GLOBAL, NIGERIA] = SITES;

/**
 * The Stripe stand-in (apps/api/test/stripe-stand-in-cli.ts) the API pays pounds and dollars out
 * through (Stripe Connect, decision 062): a browser visits its hosted onboarding page. 4050 moves with
 * PORT_OFFSET like the other ports.
 */
export const STRIPE_STAND_IN = `http://127.0.0.1:${4050 + portOffset(env)}`;
