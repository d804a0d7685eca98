/**
 * A caller address of its own (from the benchmarking range 198.18.0.0/15, 130,000 addresses, so two
 * tests rarely share one): the API and, in this suite, the sites believe X-Forwarded-For from
 * loopback, so a test's sign-ups count against their own per-address throttle (30 sign-ups an hour)
 * instead of the one address every spec of the suite shares.
 */
export function ownAddress(): { "X-Forwarded-For": string } {
  const between = (low: number, high: number) => low + Math.floor(Math.random() * (high - low + 1));
  return { "X-Forwarded-For": `198.${between(18, 19)}.${between(0, 255)}.${between(1, 254)}` };
}
