const MINUTE = 60_000;

/** Waits after the first, second, third… deferral (4xx); past the list, the last one. */
export const DEFERRAL_WAITS_MS = [1 * MINUTE, 5 * MINUTE, 30 * MINUTE];
/** A message deferred on its fifth try has failed for good. */
export const MAX_TRIES = 5;

/** What becomes of a message the server deferred on its `tries`-th try: tried again later, or given up. */
export function afterDeferral(tries: number, now: Date): { status: 'queued'; retryAt: Date } | { status: 'failed' } {
  if (tries >= MAX_TRIES) return { status: 'failed' };
  const wait = DEFERRAL_WAITS_MS[Math.min(tries, DEFERRAL_WAITS_MS.length) - 1] ?? DEFERRAL_WAITS_MS[0]!;
  return { status: 'queued', retryAt: new Date(now.getTime() + wait) };
}
