/**
 * A caller address of its own for one API call (a documentation range): the API believes
 * X-Forwarded-For from loopback, so a spec's sign-ups count against their own per-address throttle
 * (30 sign-ups an hour) instead of the one address every spec of the suite shares.
 */
export function ownAddress(): { "X-Forwarded-For": string } {
  const octet = () => 1 + Math.floor(Math.random() * 254);
  return { "X-Forwarded-For": `203.0.113.${octet()}` };
}
