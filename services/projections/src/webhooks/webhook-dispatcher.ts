import type { Db } from '@usher/infra/db/database';
import type { EventStore } from '@usher/infra/eventstore/event-store';
import type { LogPosition } from '@usher/infra/eventstore/types';
import type { MailTransport } from '@usher/infra/mail/mail-transport';
import { readCheckpoint } from '../runner/checkpoints.ts';
import { runAsLeader } from '../runner/advisory-locks.ts';
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
 * is queued, per endpoint in order, with back-off (see WebhookSender).
 */
export class WebhookDispatcher {
  private stopped = false;
  // Ends the matcher's wait for the next append at once when the dispatcher stops.
  private readonly stopping = new AbortController();
  private loop: Promise<void> | null = null;
  private directory = new EndpointDirectory();
  private readonly config: WebhookConfig;
  private readonly sender: WebhookSender;
  private readonly notices: OwnerNotices;
  private readonly log: (message: string, error?: unknown) => void;

  constructor(
    private readonly db: Db,
    private readonly store: EventStore,
    options: WebhookDispatcherOptions,
  ) {
    this.config = { ...DEFAULT_WEBHOOK_CONFIG, ...options.config };
    this.log = options.log ?? (() => undefined);
    this.sender = new WebhookSender(db, store, () => this.directory, this.config, this.log);
    this.notices = new OwnerNotices(db, store, options.mail, options.appUrl, this.log);
  }

  start(): void {
    this.loop ??= runAsLeader(this.db, `usher:projection:${WEBHOOK_MATCHER}`, () => this.stopped, () => this.lead());
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.stopping.abort();
    this.sender.signal.wake();
    await this.loop;
  }

  private async lead(): Promise<void> {
    // The sender only starts once the directory is loaded: it sends to the endpoints it names.
    const position = await this.loadDirectory();
    await Promise.all([this.match(position), this.send()]);
  }

  private async loadDirectory(): Promise<LogPosition> {
    for (;;) {
      try {
        const position = await readCheckpoint(this.db, WEBHOOK_MATCHER);
        this.directory = await EndpointDirectory.load(this.store, position);
        return position;
      } catch (error) {
        if (this.stopped) throw error;
        this.log('webhook matcher: loading endpoints failed; retrying', error);
        await sleep(RETRY_MS);
      }
    }
  }

  private async match(from: LogPosition): Promise<void> {
    let stored = from;
    let position = from;
    while (!this.stopped) {
      try {
        const signal = this.store.appendSignal();
        // With no endpoint enabled, only endpoints' own events can change anything:
        // the rest of the log (a 100,000-guest upload) is passed over unread.
        const quiet = this.directory.isQuiet();
        // Matching needs types and metadata only; the sender reads each delivered event whole.
        const { events, next, pendingBeyond } = await this.store.readAll(position, BATCH_SIZE, quiet ? { sealed: true, types: ENDPOINT_EVENT_TYPES } : { sealed: true });
        if (events.length === 0) {
          position = next;
          await this.store.waitForAppend(pendingBeyond ? PENDING_WAIT_MS : MATCH_IDLE_WAIT_MS, signal, undefined, this.stopping.signal);
          continue;
        }
        // While quiet, stop after the endpoint events read: what follows them may now have recipients.
        const last = events[events.length - 1]!;
        const upTo = quiet ? { transactionId: last.transactionId, globalPosition: last.globalPosition } : next;
        const effects = effectsOf(this.directory, events);
        if (await commitBatch(this.db, stored, upTo, effects)) {
          stored = position = upTo;
          if (effects.deliveries.length > 0 || effects.notices.length > 0 || effects.enabled.length > 0) this.sender.signal.wake();
        } else {
          // Another process moved the checkpoint: start over from where it stands.
          stored = position = await this.loadDirectory();
        }
      } catch (error) {
        if (this.stopped) break;
        this.log('webhook matcher: failed; retrying', error);
        await sleep(RETRY_MS);
        // The directory may hold endpoint events of the batch that did not commit.
        stored = position = await this.loadDirectory();
      }
    }
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

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
