import { sql } from 'kysely';
import type { Db } from '@usher/infra/db/database';
import type { EventStore } from '@usher/infra/eventstore/event-store';
import type { StoredEvent } from '@usher/infra/eventstore/types';
import type { EndpointDirectory } from './endpoint-directory.ts';
import type { WebhookConfig } from './webhook-config.ts';
import { postWebhook, type AttemptOutcome } from './post-webhook.ts';
import { recordAttempt, type PendingDelivery } from './record-attempt.ts';
import { readDeliveredEvents } from './webhook-matcher.ts';
import { webhookPayload } from './webhook-payload.ts';
import { disableFailingEndpoint } from './disable-failing-endpoint.ts';
import { WakeSignal } from './wake-signal.ts';

const IDLE_WAIT_MS = 1000;
// Pending deliveries of one endpoint read at a time.
const DRAIN_BATCH = 50;

/**
 * POSTs pending deliveries. Each endpoint has at most one delivery in flight
 * and always sends its oldest pending one (commit order) first: a later
 * event never overtakes an earlier one, even across retries, because the
 * whole queue waits behind the delivery being retried. Endpoints are served
 * in parallel, so one slow receiver holds up no one else.
 */
export class WebhookSender {
  readonly signal = new WakeSignal();
  private readonly inFlight = new Map<string, Promise<void>>();

  constructor(
    private readonly db: Db,
    private readonly store: EventStore,
    private readonly directory: () => EndpointDirectory,
    private readonly config: WebhookConfig,
    private readonly log: (message: string, error?: unknown) => void,
  ) {}

  /** One round: start a worker for every endpoint with a delivery due; returns how long to wait before the next round. */
  async round(stopped: () => boolean): Promise<number> {
    const idle = this.directory()
      .enabledIds()
      .filter((id) => !this.inFlight.has(id));
    if (idle.length === 0) return IDLE_WAIT_MS;
    const due = await sql<{ id: string }>`
      select e.id from unnest(${idle}::uuid[]) as e(id)
      where exists (select 1 from webhook_deliveries d where d.endpoint_id = e.id and d.status = 'pending')
        and not exists (select 1 from webhook_endpoint_health h where h.endpoint_id = e.id and h.next_attempt_at > now())
      limit ${Math.max(0, this.config.parallelEndpoints - this.inFlight.size)}`.execute(this.db);
    for (const { id } of due.rows) {
      const work = this.drain(id, stopped)
        .catch((error: unknown) => this.log(`webhook sender: endpoint ${id} failed`, error))
        .finally(() => {
          this.inFlight.delete(id);
          this.signal.wake();
        });
      this.inFlight.set(id, work);
    }
    const soonest = await this.db
      .selectFrom('webhook_endpoint_health')
      .select((eb) => eb.fn.min('next_attempt_at').as('at'))
      .where('endpoint_id', 'in', idle)
      .where('next_attempt_at', '>', new Date())
      .executeTakeFirst();
    return soonest?.at ? Math.min(IDLE_WAIT_MS, new Date(soonest.at).getTime() - Date.now()) : IDLE_WAIT_MS;
  }

  /** Waits for every delivery in flight to be recorded. */
  async settle(): Promise<void> {
    await Promise.allSettled([...this.inFlight.values()]);
  }

  /**
   * Sends an endpoint's pending deliveries in order until it has none, one
   * fails, or it is turned off. They are read a batch at a time, with their
   * events and the endpoint's secrets, so a busy endpoint costs a POST and a
   * recorded attempt per delivery, not five round trips.
   */
  private async drain(endpointId: string, stopped: () => boolean): Promise<void> {
    while (!stopped()) {
      if (!this.directory().get(endpointId)?.enabled) return;
      const heads = await this.db
        .selectFrom('webhook_deliveries')
        .select(['id', 'endpoint_id', 'source_event_id', 'transaction_id', 'global_position', 'attempts', 'round_attempts', 'attempt_log'])
        .where('endpoint_id', '=', endpointId)
        .where('status', '=', 'pending')
        .orderBy('transaction_id')
        .orderBy('global_position')
        .limit(DRAIN_BATCH)
        .execute();
      if (heads.length === 0) return;
      const [events, secrets] = await Promise.all([readDeliveredEvents(this.store, heads), this.secretsOf(endpointId)]);
      for (const head of heads) {
        // Checked before each POST: the endpoint may be changed or turned off meanwhile.
        const endpoint = this.directory().get(endpointId);
        if (stopped() || !endpoint?.enabled) return;
        const outcome = await this.attempt(endpoint.url, head.id, events.get(head.id), secrets);
        const recorded = await recordAttempt(this.db, this.config, head as PendingDelivery, outcome);
        if (recorded.disable && recorded.failing_since) {
          this.directory().setEnabled(endpointId, false);
          await disableFailingEndpoint(this.store, endpoint, {
            consecutive_failures: recorded.consecutive_failures,
            failing_since: recorded.failing_since.toISOString(),
          });
        }
        if (!outcome.ok) return;
      }
    }
  }

  private async attempt(url: string, deliveryId: string, event: StoredEvent | undefined, secrets: string[]): Promise<AttemptOutcome & { permanent?: boolean }> {
    if (!event) return { ok: false, permanent: true, status_code: null, response_ms: 0, error: 'The event is no longer in the log.' };
    if (secrets.length === 0) return { ok: false, permanent: true, status_code: null, response_ms: 0, error: 'The endpoint has no signing secret.' };
    return postWebhook(url, secrets, deliveryId, JSON.stringify(webhookPayload(event)), this.config.timeoutMs);
  }

  /** The current secret, and the previous one during a rotation's grace period. */
  private async secretsOf(endpointId: string): Promise<string[]> {
    const row = await this.db
      .selectFrom('webhook_secrets')
      .select(['secret', 'previous_secret', 'previous_expires_at'])
      .where('endpoint_id', '=', endpointId)
      .executeTakeFirst();
    if (!row) return [];
    const previousValid = row.previous_secret && row.previous_expires_at && new Date(row.previous_expires_at) > new Date();
    return previousValid ? [row.secret, row.previous_secret!] : [row.secret];
  }
}
