import type { Db } from '@usher/infra/db/database';
import type { EventStore } from '@usher/infra/eventstore/event-store';
import { LOG_START, positionOf, type LogPosition, type StoredEvent } from '@usher/infra/eventstore/types';
import type { MailTransport } from '@usher/infra/mail/mail-transport';
import { readCheckpoint } from '../runner/checkpoints.ts';
import { Reactor, sleep, type LogConsumer } from '../reactor/reactor.ts';
import { passOverCheckpoint } from '../reactor/set-aside.ts';
import { ENDPOINT_EVENT_TYPES, EndpointDirectory } from './endpoint-directory.ts';
import { commitBatch, effectsOf, WEBHOOK_MATCHER } from './webhook-matcher.ts';
import { WebhookSender } from './webhook-sender.ts';
import { OwnerNotices } from './owner-notices.ts';
import { DEFAULT_WEBHOOK_CONFIG, type WebhookConfig } from './webhook-config.ts';

const BATCH_SIZE = 500;
const IDLE_WAIT_MS = 1000;
// The matcher sleeps until an append is heard; this long at most.
const MATCH_IDLE_WAIT_MS = 5000;
const PENDING_WAIT_MS = 15;
const RETRY_MS = 2000;

export interface WebhookDispatcherOptions {
  config?: Partial<WebhookConfig>;
  /** For the owner's "endpoint disabled" email. */
  mail: MailTransport;
  appUrl: string;
  log?: (message: string, error?: unknown) => void;
}

/**
 * Delivers the log to webhook endpoints. Two loops under one leader lock:
 * the matcher follows the whole log in commit order from its own checkpoint
 * and, in the transaction that moves it, queues one delivery per (endpoint,
 * event) — so a restart neither loses nor repeats one; the sender POSTs what
 * is queued, per endpoint in order, with back-off (see WebhookSender). An
 * event the matcher cannot match (an endpoint's event missing its fields) is
 * set aside by the reactor's loop under WEBHOOK_MATCHER, and later events are
 * delivered as usual.
 */
export class WebhookDispatcher extends Reactor implements LogConsumer {
  readonly name = WEBHOOK_MATCHER;
  private directory = new EndpointDirectory();
  private readonly config: WebhookConfig;
  private readonly sender: WebhookSender;
  private readonly notices: OwnerNotices;
  private readonly log: (message: string, error?: unknown) => void;
  /** The checkpoint as committed. */
  private stored: LogPosition = LOG_START;
  /** Whether the batch being read was read quiet (endpoints' own events only). */
  private readQuiet = false;
  /** The directory loaded before the sender started, taken by the loop's first resume. */
  private preloaded: LogPosition | null = null;

  constructor(db: Db, store: EventStore, options: WebhookDispatcherOptions) {
    super(db, store, `usher:projection:${WEBHOOK_MATCHER}`);
    this.config = { ...DEFAULT_WEBHOOK_CONFIG, ...options.config };
    this.log = options.log ?? (() => undefined);
    this.sender = new WebhookSender(db, store, () => this.directory, this.config, this.log);
    this.notices = new OwnerNotices(db, store, options.mail, options.appUrl, this.log);
  }

  protected override onStopping(): void {
    this.sender.signal.wake();
  }

  protected async lead(): Promise<void> {
    // The sender only starts once the directory is loaded: it sends to the endpoints it names.
    this.preloaded = await this.loadDirectory();
    await Promise.all([
      this.follow(this, { batchSize: BATCH_SIZE, idleWaitMs: MATCH_IDLE_WAIT_MS, pendingWaitMs: PENDING_WAIT_MS, retryMs: RETRY_MS }),
      this.send(),
    ]);
  }

  /** The matcher's checkpoint, with the directory of endpoints as of it (it may hold endpoint events of a batch that did not commit). */
  async resume(): Promise<LogPosition> {
    const preloaded = this.preloaded;
    this.preloaded = null;
    return preloaded ?? this.loadDirectory();
  }

  private async loadDirectory(): Promise<LogPosition> {
    for (;;) {
      try {
        this.stored = await readCheckpoint(this.db, WEBHOOK_MATCHER);
        this.directory = await EndpointDirectory.load(this.store, this.stored);
        return this.stored;
      } catch (error) {
        if (this.stopped) throw error;
        this.log('webhook matcher: loading endpoints failed; retrying', error);
        await sleep(RETRY_MS);
      }
    }
  }

  /**
   * With no endpoint enabled, only endpoints' own events can change anything: the rest of the
   * log (a 100,000-guest upload) is passed over unread. Matching needs types and metadata only;
   * the sender reads each delivered event whole.
   */
  reading() {
    this.readQuiet = this.directory.isQuiet();
    return this.readQuiet ? { sealed: true, types: ENDPOINT_EVENT_TYPES } : { sealed: true };
  }

  failed(error: unknown): void {
    this.log('webhook matcher: failed; retrying', error);
  }

  /** The directory is as of the checkpoint (resumed after the failed batch): the event set aside changed nothing in it. */
  async passOver(event: StoredEvent, alongside: (trx: Db) => Promise<void>): Promise<boolean> {
    const moved = await passOverCheckpoint(this.db, WEBHOOK_MATCHER, this.stored, event, alongside);
    if (moved) this.stored = positionOf(event);
    return moved;
  }

  async handle(events: StoredEvent[], _from: LogPosition, next: LogPosition): Promise<LogPosition> {
    // While quiet, stop after the endpoint events read: what follows them may now have recipients.
    const last = events[events.length - 1]!;
    const upTo = this.readQuiet ? positionOf(last) : next;
    const effects = effectsOf(this.directory, events);
    // Another process moved the checkpoint: start over from where it stands.
    if (!(await commitBatch(this.db, this.stored, upTo, effects))) return this.loadDirectory();
    this.stored = upTo;
    if (effects.deliveries.length > 0 || effects.notices.length > 0 || effects.enabled.length > 0) this.sender.signal.wake();
    return upTo;
  }

  private async send(): Promise<void> {
    while (!this.stopped) {
      let wait = IDLE_WAIT_MS;
      try {
        wait = await this.sender.round(() => this.stopped);
        await this.notices.sendPending();
      } catch (error) {
        if (this.stopped) break;
        this.log('webhook sender: failed; retrying', error);
      }
      await this.sender.signal.wait(wait);
    }
    await this.sender.settle();
  }
}
