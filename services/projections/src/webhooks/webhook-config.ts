/**
 * How the webhook sender behaves. Production defaults; tests shrink them.
 *
 * Back-off is per endpoint (a failing endpoint slows down as a whole, and its
 * queue waits behind the oldest delivery so nothing is sent out of order):
 * after the n-th failure in a row the next attempt waits retryScheduleMs[n-1]
 * (the last value once the list runs out), ±jitter. The early steps are short
 * so that a receiver that was down for a minute is caught up within about a
 * minute of coming back: 5 s, 10 s, 20 s, 30 s, 1 min, 2 min, 5 min, 10 min,
 * 30 min, 1 h, 2 h, 4 h, then every 8 h.
 */
export interface WebhookConfig {
  /** A receiver that has not answered by then has failed the attempt. */
  timeoutMs: number;
  retryScheduleMs: number[];
  /** ± this fraction of each wait, so many failing endpoints do not retry in step. */
  jitter: number;
  /** A delivery is given up (status `failed`, redeliverable by hand) after this many attempts in a row. */
  maxAttempts: number;
  /** An endpoint is disabled once it has failed at least this many times in a row… */
  disableAfterFailures: number;
  /** …and has not succeeded for at least this long. */
  disableAfterMs: number;
  /** Endpoints sent to at the same time (each endpoint has one delivery in flight at most). */
  parallelEndpoints: number;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

export const DEFAULT_WEBHOOK_CONFIG: WebhookConfig = {
  timeoutMs: 10 * SECOND,
  retryScheduleMs: [
    5 * SECOND,
    10 * SECOND,
    20 * SECOND,
    30 * SECOND,
    MINUTE,
    2 * MINUTE,
    5 * MINUTE,
    10 * MINUTE,
    30 * MINUTE,
    HOUR,
    2 * HOUR,
    4 * HOUR,
    8 * HOUR,
  ],
  jitter: 0.1,
  maxAttempts: 12,
  disableAfterFailures: 10,
  disableAfterMs: 5 * 24 * HOUR,
  parallelEndpoints: 20,
};

function positive(value: string | undefined): number | null {
  const number = Number(value);
  return value !== undefined && value.trim() !== '' && Number.isFinite(number) && number >= 0 ? number : null;
}

/**
 * WEBHOOK_TIMEOUT_MS, WEBHOOK_RETRY_SCHEDULE (seconds, comma separated),
 * WEBHOOK_MAX_ATTEMPTS, WEBHOOK_DISABLE_AFTER_FAILURES, WEBHOOK_DISABLE_AFTER_HOURS.
 */
export function readWebhookConfig(env: NodeJS.ProcessEnv = process.env): WebhookConfig {
  const schedule = env.WEBHOOK_RETRY_SCHEDULE?.split(',').map((part) => positive(part));
  const hours = positive(env.WEBHOOK_DISABLE_AFTER_HOURS);
  return {
    ...DEFAULT_WEBHOOK_CONFIG,
    timeoutMs: positive(env.WEBHOOK_TIMEOUT_MS) ?? DEFAULT_WEBHOOK_CONFIG.timeoutMs,
    retryScheduleMs:
      schedule && schedule.length > 0 && schedule.every((s) => s !== null) ? schedule.map((s) => s! * SECOND) : DEFAULT_WEBHOOK_CONFIG.retryScheduleMs,
    maxAttempts: positive(env.WEBHOOK_MAX_ATTEMPTS) ?? DEFAULT_WEBHOOK_CONFIG.maxAttempts,
    disableAfterFailures: positive(env.WEBHOOK_DISABLE_AFTER_FAILURES) ?? DEFAULT_WEBHOOK_CONFIG.disableAfterFailures,
    disableAfterMs: hours !== null ? hours * HOUR : DEFAULT_WEBHOOK_CONFIG.disableAfterMs,
  };
}

/** The wait after the `failures`-th failure in a row, with jitter. */
export function backoffMs(config: WebhookConfig, failures: number, random: () => number = Math.random): number {
  const schedule = config.retryScheduleMs;
  const base = schedule[Math.min(Math.max(failures, 1), schedule.length) - 1] ?? 0;
  return Math.round(base * (1 + config.jitter * (2 * random() - 1)));
}
