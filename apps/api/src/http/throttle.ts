/** 'Please try again in 3 minutes.' — whole minutes, at least one. */
export function tryAgainIn(msBeforeNext: number): string {
  const minutes = Math.max(1, Math.ceil(msBeforeNext / 60_000));
  return `Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}
