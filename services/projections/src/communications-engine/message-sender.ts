import { sql } from 'kysely';
import type { Db } from '@usher/infra/db/database';
import type { EventStore } from '@usher/infra/eventstore/event-store';
import type { Clock } from '@usher/infra/clock';
import { MailRenderError } from '@usher/infra/mail/render/render-message';
import { composeOutboundMessage, type AlertWords, type ClaimedMessage, type ComposeSettings } from './compose-outbound-message.ts';
import { engineMetadata, type StatusChange } from './engine-appends.ts';
import type { EventMailContext, EventMailContexts } from './event-mail-contexts.ts';
import type { EventTenants } from './event-tenants.ts';
import { claimMessages, findClaimable } from './message-claims.ts';
import { SendLane } from './send-lane.ts';
import type { RouteBuckets } from './route-buckets.ts';
import type { SendOutcome } from './smtp-outcome.ts';
import { StatusRecorder } from './status-recorder.ts';
import { suppressedAmong } from './suppressions.ts';
import { afterDeferral } from './deferral-schedule.ts';
import { claimedMergeValues } from './claimed-merge-values.ts';
import type { GuestMergeValuesReader } from '@usher/infra/mail/render/merge-values';
import { suppressRefusedAddress } from './suppress-refused.ts';

// Messages claimed and not yet settled, over all lanes: what a graceful stop may leave to the next leader.
const MAX_IN_FLIGHT = 1000;
const CLAIM_BATCH = 250;

export interface SenderContext {
  db: Db;
  store: EventStore;
  clock: Clock;
  tenants: EventTenants;
  contexts: EventMailContexts;
  compose: ComposeSettings;
  /** The routes' paces, shared with the mail dispatcher. */
  buckets: RouteBuckets;
  log: (message: string, error?: unknown) => void;
}

const CANCELED_BECAUSE = {
  suppressed: 'The address is on the suppression list: the recipient unsubscribed, bounced or complained.',
  notOnList: 'The guest is no longer on the guest list.',
  noAddress: 'The guest has no email address any more.',
};

/**
 * Sends the messages that are due: claims them in batches (one append
 * records 'sending' for a few hundred), writes each for its guest, sends it
 * through its event's lane (pooled connections, paced by the route's token
 * bucket) and records the answer in batches: 250 → sent, 4xx → queued for
 * later (failed after MAX_TRIES), 5xx → failed, unrenderable → error.
 */
export class MessageSender {
  private readonly lanes = new Map<string, SendLane>();
  // The lane each event's messages went to last: a full lane's events are left out of the next claim.
  private readonly eventRoutes = new Map<string, string>();
  private readonly inFlight = new Set<string>();
  private readonly recorder: StatusRecorder;
  // The version each message was last moved to by this sender: a read-model row older than that is not claimable yet.
  private readonly movedTo = new Map<string, { version: number; at: number }>();
  private leaderSince: Date | null = null;
  private stopping = false;
  // Why the last claim took nothing: no room (or lanes full) frees up as sends finish; an empty table does not.
  private waitingForRoom = false;

  constructor(
    private readonly context: SenderContext,
    private readonly onProgress: () => void,
  ) {
    this.recorder = new StatusRecorder(context.store, context.log);
  }

  /** At the start of a leadership: from now on, a message 'sending' from before is an orphan of a run that is gone. */
  async begin(): Promise<void> {
    const row = await sql<{ now: Date }>`select now() as now`.execute(this.context.db);
    this.leaderSince = new Date(row.rows[0]!.now);
    this.stopping = false;
  }

  get busy(): boolean {
    return this.inFlight.size > 0;
  }

  /**
   * Whether the last claim left messages behind for want of room (in flight, or a full lane):
   * the sends finishing make them claimable. Otherwise it found none, and only new messages
   * (an append), a due time or an orphan (the poll) bring more; asking again at every send's
   * end was a query of a few milliseconds each for nothing, through the last thousand messages.
   */
  get waitsForRoom(): boolean {
    return this.waitingForRoom;
  }

  /** Claims what is due and there is room for (a batch at a time); returns how many it claimed. */
  async claim(): Promise<number> {
    const room = MAX_IN_FLIGHT - this.inFlight.size;
    this.waitingForRoom = true;
    if (room < CLAIM_BATCH || this.stopping || !this.leaderSince) return 0;
    const { db, store, tenants, clock } = this.context;
    const now = clock.now();
    this.forgetOldMoves();
    const movedTo = new Map([...this.movedTo].map(([id, move]) => [id, move.version]));
    const excludeEvents = this.fullEvents();
    this.waitingForRoom = excludeEvents.length > 0;
    const candidates = await findClaimable(db, { now, leaderSince: this.leaderSince, limit: CLAIM_BATCH, excludeEvents, movedTo });
    // Claimed by this sender and not settled: the read model shows them as they were (or 'sending', ours).
    const fresh = candidates.filter((row) => !this.inFlight.has(row.id));
    if (fresh.length === 0) return 0;
    const claimed = await claimMessages(store, tenants, fresh, now);
    for (const message of claimed) {
      this.inFlight.add(message.id);
      this.moved(message.id, message.version);
    }
    await this.dispatchToLanes(claimed);
    return claimed.length;
  }

  /** A graceful stop: nothing new starts; what is with the server finishes and is recorded. */
  async stop(): Promise<void> {
    this.stopping = true;
    await Promise.all([...this.lanes.values()].map((lane) => lane.stop()));
    await this.recorder.settle();
    this.lanes.clear();
    this.eventRoutes.clear();
    this.inFlight.clear();
  }

  private async dispatchToLanes(claimed: ClaimedMessage[]): Promise<void> {
    const { db } = this.context;
    const alertIds = [...new Set(claimed.map((message) => message.alert_id))];
    const alerts = new Map(
      (await db.selectFrom('rm_alerts').select(['id', 'subject', 'body', 'translations', 'attach_calendar']).where('id', 'in', alertIds).execute()).map(
        (row) => [row.id, row as AlertWords],
      ),
    );
    const byEvent = new Map<string, ClaimedMessage[]>();
    for (const message of claimed) byEvent.set(message.event_uuid, [...(byEvent.get(message.event_uuid) ?? []), message]);
    for (const [eventUuid, messages] of byEvent) {
      let event: EventMailContext;
      try {
        event = await this.context.contexts.of(eventUuid);
      } catch (error) {
        this.context.log(`communications engine: reading the mail settings of event ${eventUuid} failed; its messages wait`, error);
        for (const message of messages)
          await this.settle(message, null, { kind: 'deferred', code: null, detail: 'The event’s mail settings could not be read.' });
        continue;
      }
      this.eventRoutes.set(eventUuid, event.routeKey);
      const suppressed = event.tenant.organisationId
        ? await suppressedAmong(
            db,
            event.tenant.organisationId,
            messages.map((message) => message.email),
          )
        : new Set<string>();
      const lane = this.laneFor(event);
      const sendable: { message: ClaimedMessage; alert: AlertWords }[] = [];
      for (const message of messages) {
        const alert = alerts.get(message.alert_id);
        const cancel = !message.email.trim()
          ? CANCELED_BECAUSE.noAddress
          : suppressed.has(message.email.trim().toLowerCase())
            ? CANCELED_BECAUSE.suppressed
            : null;
        if (!alert || cancel) {
          // No alert row: it was claimed through one, so the read model is being rebuilt; the next leader sends it.
          if (!alert) this.inFlight.delete(message.id);
          else
            void this.record(message, event, { status: 'canceled', detail: cancel }).catch((error: unknown) =>
              this.context.log('communications engine: recording a cancellation failed', error),
            );
          continue;
        }
        sendable.push({ message, alert });
      }
      const valuesOf = await claimedMergeValues(
        db,
        event.merge,
        sendable.flatMap(({ message }) => (message.attendee_id ? [message.attendee_id] : [])),
        this.context.log,
      );
      lane.add(
        sendable.map(({ message, alert }) => ({
          message,
          prepare: () => this.prepare(message, alert, event, valuesOf),
          settle: (outcome: SendOutcome) => this.settle(message, event, outcome),
        })),
      );
    }
  }

  private laneFor(event: EventMailContext): SendLane {
    let lane = this.lanes.get(event.routeKey);
    if (!lane) {
      lane = new SendLane(event.route.maxPerMinute, this.context.buckets.of(event.routeKey, event.route.maxPerMinute), this.onProgress, this.context.log);
      this.lanes.set(event.routeKey, lane);
    }
    lane.setRate(event.route.maxPerMinute);
    return lane;
  }

  /** Events whose lane is full: their messages stay in the table for now, and other events' go ahead. */
  private fullEvents(): string[] {
    return [...this.eventRoutes].filter(([, routeKey]) => this.lanes.get(routeKey)?.isFull).map(([eventUuid]) => eventUuid);
  }

  private async prepare(message: ClaimedMessage, alert: AlertWords, event: EventMailContext, valuesOf: GuestMergeValuesReader) {
    try {
      const mail = await composeOutboundMessage(this.context.db, message, alert, event, this.context.compose, valuesOf);
      if (!mail) {
        await this.record(message, event, { status: 'canceled', detail: CANCELED_BECAUSE.notOnList });
        return null;
      }
      return { mail, transport: event.route.transport };
    } catch (error) {
      if (error instanceof MailRenderError) {
        await this.record(message, event, { status: 'error', detail: error.message, code: error.code });
        return null;
      }
      // Not the message's fault (the database, most likely): try again later, as a deferral.
      this.context.log(`communications engine: writing message ${message.id} failed; it is tried again later`, error);
      await this.settle(message, event, { kind: 'deferred', code: null, detail: 'The message could not be written; it is tried again later.' });
      return null;
    }
  }

  private async settle(message: ClaimedMessage, event: EventMailContext | null, outcome: SendOutcome): Promise<void> {
    if (outcome.kind === 'sent') {
      await this.record(message, event, { status: 'sent', code: outcome.code, detail: outcome.detail, provider_message_id: outcome.providerMessageId });
    } else if (outcome.kind === 'refused') {
      await this.record(message, event, { status: 'failed', code: outcome.code, detail: outcome.detail });
      // Refused at RCPT: the address is gone, like a hard bounce's; it is not tried again.
      if (outcome.recipient) {
        const tenant = event?.tenant ?? (await this.context.tenants.of(message.event_uuid));
        const recipient = { email: message.email, attendee_id: message.attendee_id, message_id: message.id, event_uuid: message.event_uuid };
        await suppressRefusedAddress(this.context.store, tenant, recipient, this.context.clock.now()).catch((error: unknown) =>
          this.context.log(`communications engine: suppressing the address of message ${message.id} failed`, error),
        );
      }
    } else {
      const next = afterDeferral(message.tries, this.context.clock.now());
      await this.record(
        message,
        event,
        next.status === 'queued'
          ? { status: 'queued', code: outcome.code, detail: outcome.detail, retry_at: next.retryAt.toISOString() }
          : { status: 'failed', code: outcome.code, detail: `Given up after ${message.tries} tries: ${outcome.detail}` },
      );
    }
  }

  private async record(
    message: ClaimedMessage,
    event: EventMailContext | null,
    change: Omit<StatusChange, 'event_uuid' | 'message_id' | 'alert_id' | 'attendee_id'>,
  ): Promise<void> {
    const tenant = event?.tenant ?? (await this.context.tenants.of(message.event_uuid));
    try {
      await this.recorder.record(
        { event_uuid: message.event_uuid, message_id: message.id, alert_id: message.alert_id, attendee_id: message.attendee_id, ...change },
        message.version,
        engineMetadata(tenant, this.context.clock.now()),
      );
      this.moved(message.id, message.version + 1);
    } finally {
      this.inFlight.delete(message.id);
      this.onProgress();
    }
  }

  private moved(id: string, version: number): void {
    // Kept in the order of their moves, so the oldest are forgotten first.
    this.movedTo.delete(id);
    this.movedTo.set(id, { version, at: performance.now() });
  }

  // The read model catches up within moments; an entry a minute old has done its job (should the
  // read model lag further, a stale row's claim is refused by its stream: wasted, never wrong).
  private forgetOldMoves(): void {
    const horizon = performance.now() - 60_000;
    for (const [id, move] of this.movedTo) {
      if (move.at >= horizon) break;
      this.movedTo.delete(id);
    }
  }
}
