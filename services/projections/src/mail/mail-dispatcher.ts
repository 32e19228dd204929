import type { Db } from '@usher/infra/db/database';
import type { EventStore } from '@usher/infra/eventstore/event-store';
import { LOG_START, positionOf, type LogPosition, type StoredEvent } from '@usher/infra/eventstore/types';
import type { MailTransport } from '@usher/infra/mail/mail-transport';
import { systemClock, type Clock } from '@usher/infra/clock';
import { advanceCheckpoint, readCheckpoint } from '../runner/checkpoints.ts';
import { Reactor, type LogConsumer } from '../reactor/reactor.ts';
import { composeMail } from './compose-mail.ts';
import { HOST_GROUP_MAIL_TYPES } from './compose-host-group-mail.ts';
import { TICKET_TRANSFER_MAIL_TYPES } from './compose-ticket-transfer-mail.ts';
import { SUPPORT_MAIL_TYPES } from './compose-support-mail.ts';
import { WAITLIST_MAIL_TYPES } from './compose-waitlist-mail.ts';
import { deliver, MailServerUnavailable, retryDueDeferrals, type DeliveryContext } from './mail-deferrals.ts';
import { passOverCheckpoint } from '../reactor/set-aside.ts';
import { EventTenants } from '../communications-engine/event-tenants.ts';
import { RouteBuckets } from '../communications-engine/route-buckets.ts';
import { instanceMaxPerMinute } from '@usher/infra/mail/event-mail-transport';
import { GuestMailRoutes } from './guest-mail-routes.ts';
import { foregroundWork } from '@usher/infra/foreground-work';

export const MAIL_DISPATCHER = 'mail_dispatcher';
const HANDLES = [
  'AttendeeInvited',
  'GuestAlertTriggered',
  'EventAdministratorInvited',
  'OrganisationMemberInvited',
  ...HOST_GROUP_MAIL_TYPES,
  ...TICKET_TRANSFER_MAIL_TYPES,
  ...SUPPORT_MAIL_TYPES,
  ...WAITLIST_MAIL_TYPES,
] as const;
const BATCH_SIZE = 100;
const CONCURRENCY = 5;
const IDLE_WAIT_MS = 5000;
const RETRY_MS = 5000;

export interface DispatcherOptions {
  appUrl: string;
  log?: (message: string, error?: unknown) => void;
  /** When deferred recipients are due (tests move it). */
  clock?: Clock;
  /** The domain of invitations' return addresses and Message-IDs; absent, the app's host (as BOUNCE_DOMAIN's default). */
  bounceDomain?: string;
  /** How long to wait for an append before looking again (and at the deferred recipients). */
  idleWaitMs?: number;
  /** How long to wait before trying again when the mail server or the database is away. */
  retryMs?: number;
  /** MAIL_MAX_PER_MINUTE: the pace of guests' mail through the instance's own server (absent: the default). */
  instanceMaxPerMinute?: number;
  /** The routes' paces, shared with the communications engine (absent: the dispatcher's own). */
  buckets?: RouteBuckets;
}

/**
 * Sends the emails the log asks for (invitations, alerts), at least once and
 * in practice once: it follows the log from its own checkpoint like a
 * projection, records a receipt per message right after the transport
 * accepted it, skips messages that have a receipt, and moves the checkpoint
 * only once a whole batch is sent. A crash can therefore repeat at most the
 * messages between the server's acceptance and the receipt's commit, and can
 * never skip one. A server that is down stops the dispatcher (nothing is
 * skipped) until it is back; a recipient the server refuses for good (5xx) is
 * recorded as failed and passed over, and one it defers (4xx at RCPT or DATA:
 * a full mailbox) is recorded as deferred and tried again on its own schedule
 * (mail-deferrals.ts), so one bad address holds up no one. An event whose
 * message cannot be written (its data lacks what the message needs) is set
 * aside by the reactor's loop, recorded in projection_failures under
 * MAIL_DISPATCHER, so it holds up no later message either.
 */
export class MailDispatcher extends Reactor implements LogConsumer {
  readonly name = MAIL_DISPATCHER;
  private readonly delivery: DeliveryContext;
  /** The checkpoint as committed. */
  private stored: LogPosition = LOG_START;

  constructor(
    db: Db,
    store: EventStore,
    private readonly transport: MailTransport,
    private readonly options: DispatcherOptions,
  ) {
    // One sender per instance: other processes wait as standbys (see Reactor).
    super(db, store, `usher:projection:${MAIL_DISPATCHER}`);
    this.delivery = {
      db,
      store,
      appUrl: options.appUrl,
      transport,
      guestRoutes: new GuestMailRoutes(db, transport, options.instanceMaxPerMinute ?? instanceMaxPerMinute(), options.buckets ?? new RouteBuckets()),
      clock: options.clock ?? systemClock,
      tenants: new EventTenants(db),
      bounceDomain: options.bounceDomain ?? new URL(options.appUrl).hostname,
    };
  }

  private get clock(): Clock {
    return this.delivery.clock;
  }

  protected lead(): Promise<void> {
    return this.follow(this, {
      batchSize: BATCH_SIZE,
      idleWaitMs: this.options.idleWaitMs ?? IDLE_WAIT_MS,
      pendingWaitMs: 15,
      retryMs: this.options.retryMs ?? RETRY_MS,
    });
  }

  async resume(): Promise<LogPosition> {
    this.stored = await readCheckpoint(this.db, MAIL_DISPATCHER);
    return this.stored;
  }

  reading() {
    return { types: HANDLES };
  }

  /** Deferred recipients whose time has come go before the log's next batch. */
  async beforeRead(): Promise<void> {
    await retryDueDeferrals(this.delivery);
  }

  failed(error: unknown): void {
    if (!this.stopped) this.options.log?.('mail dispatcher: sending failed; retrying', error);
  }

  /** The mail server away holds every message back, as it should: nothing is set aside for it. */
  isTransient(error: unknown): boolean {
    return error instanceof MailServerUnavailable;
  }

  async passOver(event: StoredEvent, alongside: (trx: Db) => Promise<void>): Promise<boolean> {
    const moved = await passOverCheckpoint(this.db, MAIL_DISPATCHER, this.stored, event, alongside);
    if (moved) this.stored = positionOf(event);
    else await this.resume();
    return moved;
  }

  async handle(events: StoredEvent[], _from: LogPosition, next: LogPosition): Promise<LogPosition> {
    await this.sendAll(events);
    // Moved only once the whole batch is sent; another process that moved it first is followed from where it stands.
    if (await advanceCheckpoint(this.db, MAIL_DISPATCHER, this.stored, next)) return (this.stored = next);
    return this.resume();
  }

  private async sendAll(events: StoredEvent[]): Promise<void> {
    const queue = [...events];
    const worker = async () => {
      for (let event = queue.shift(); event && !this.stopped; event = queue.shift()) {
        // A bulk command under way in this process goes first (foreground-work.ts).
        await foregroundWork.yieldTo({ unless: () => this.stopped });
        if (this.stopped) break;
        await this.sendFor(event);
      }
    };
    // Settled, not raced: no message of this batch may still be in flight when it is retried.
    const results = await Promise.allSettled(Array.from({ length: CONCURRENCY }, worker));
    const failure = results.find((result) => result.status === 'rejected');
    if (failure) throw failure.reason;
    if (this.stopped) throw new Error('stopped before the batch was sent');
  }

  private async sendFor(event: StoredEvent): Promise<void> {
    const messages = await composeMail({ db: this.db, store: this.store, appUrl: this.options.appUrl }, event);
    if (messages.length === 0) return;
    const done = await this.db.selectFrom('mail_deliveries').select('recipient').where('source_event_id', '=', event.eventId).execute();
    const sent = new Set(done.map((row) => row.recipient));
    for (const composed of messages) {
      const { kind, mail } = composed;
      if (sent.has(mail.to)) continue;
      const receipt = await deliver(this.delivery, event, composed, 1);
      if (receipt.status !== 'sent') this.options.log?.(`mail dispatcher: ${mail.to} ${receipt.status}: ${receipt.error}`);
      await this.db
        .insertInto('mail_deliveries')
        .values({ source_event_id: event.eventId, source_position: event.globalPosition, recipient: mail.to, kind, ...receipt })
        .onConflict((oc) => oc.columns(['source_event_id', 'recipient']).doNothing())
        .execute();
    }
  }
}
