import { sql } from 'kysely';
import type { Db } from '@usher/infra/db/database';
import type { WebhookAttempt } from '@usher/infra/db/schema';
import { backoffMs, type WebhookConfig } from './webhook-config.ts';
import type { AttemptOutcome } from './post-webhook.ts';

const LOG_KEPT = 20;

export interface PendingDelivery {
  id: string;
  endpoint_id: string;
  attempts: number;
  round_attempts: number;
  attempt_log: WebhookAttempt[];
}

export interface RecordedAttempt {
  /** The endpoint's failures in a row after this attempt (0 after a success). */
  consecutive_failures: number;
  failing_since: Date | null;
  /** Time to turn the endpoint off (it failed long and often enough). */
  disable: boolean;
}

/**
 * Writes an attempt to the delivery log and moves the endpoint's back-off in
 * one transaction. A success clears the endpoint's failure streak; a failure
 * lengthens it and schedules the next attempt, and the delivery is given up
 * once it has had its attempts (`permanent`: at once).
 */
export async function recordAttempt(
  db: Db,
  config: WebhookConfig,
  delivery: PendingDelivery,
  outcome: AttemptOutcome & { permanent?: boolean },
  at = new Date(),
): Promise<RecordedAttempt> {
  const entry: WebhookAttempt = { at: at.toISOString(), status_code: outcome.status_code, response_ms: outcome.response_ms, error: outcome.error };
  const attempt_log = JSON.stringify([...delivery.attempt_log, entry].slice(-LOG_KEPT));
  const last = { last_attempt_at: at, last_status_code: outcome.status_code, last_response_ms: outcome.response_ms, last_error: outcome.error, attempt_log };
  const counts = { attempts: delivery.attempts + 1, round_attempts: delivery.round_attempts + 1 };
  if (outcome.ok) {
    // One statement (atomic on its own): the common path costs a single round trip.
    await sql`
      with delivered as (
        update webhook_deliveries
        set status = 'succeeded', attempts = ${counts.attempts}, round_attempts = ${counts.round_attempts}, next_attempt_at = null, delivered_at = ${at},
            last_attempt_at = ${at}, last_status_code = ${outcome.status_code}, last_response_ms = ${outcome.response_ms}, last_error = null, attempt_log = ${attempt_log}::jsonb
        where id = ${delivery.id}
        returning endpoint_id)
      insert into webhook_endpoint_health (endpoint_id, consecutive_failures, failing_since, next_attempt_at, last_success_at)
      select endpoint_id, 0, null, null, ${at} from delivered
      on conflict (endpoint_id) do update set consecutive_failures = 0, failing_since = null, next_attempt_at = null, last_success_at = excluded.last_success_at`.execute(
      db,
    );
    return { consecutive_failures: 0, failing_since: null, disable: false };
  }
  return db.transaction().execute(async (trx) => {
    const health = await trx
      .selectFrom('webhook_endpoint_health')
      .select(['consecutive_failures', 'failing_since'])
      .where('endpoint_id', '=', delivery.endpoint_id)
      .forUpdate()
      .executeTakeFirst();
    const consecutive_failures = (health?.consecutive_failures ?? 0) + 1;
    const failing_since = health?.failing_since ?? at;
    const next_attempt_at = new Date(at.getTime() + backoffMs(config, consecutive_failures));
    const givenUp = outcome.permanent === true || counts.round_attempts >= config.maxAttempts;
    await trx
      .updateTable('webhook_deliveries')
      .set({ ...last, ...counts, status: givenUp ? 'failed' : 'pending', next_attempt_at: givenUp ? null : next_attempt_at })
      .where('id', '=', delivery.id)
      .execute();
    await trx
      .insertInto('webhook_endpoint_health')
      .values({ endpoint_id: delivery.endpoint_id, consecutive_failures, failing_since, next_attempt_at, last_success_at: null })
      .onConflict((oc) => oc.column('endpoint_id').doUpdateSet({ consecutive_failures, failing_since, next_attempt_at }))
      .execute();
    const disable = consecutive_failures >= config.disableAfterFailures && at.getTime() - new Date(failing_since).getTime() >= config.disableAfterMs;
    return { consecutive_failures, failing_since: new Date(failing_since), disable };
  });
}
