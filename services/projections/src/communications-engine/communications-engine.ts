import type { EventType } from '@usher/events';
import type { Db } from '@usher/infra/db/database';
import type { EventStore } from '@usher/infra/eventstore/event-store';
import { closeEventMailTransports } from '@usher/infra/mail/event-mail-transport';
import type { MailTransport } from '@usher/infra/mail/mail-transport';
import type { Clock } from '@usher/infra/clock';
import { Reactor, sleep } from '../reactor/reactor.ts';
import { WakeSignal } from '../webhooks/wake-signal.ts';
import { AlertDispatcher } from './alert-dispatcher.ts';
import { ContinuousDelivery, GUEST_LIST_TYPES } from './continuous-delivery.ts';
import { RouteBuckets } from './route-buckets.ts';
import { EventMailContexts } from './event-mail-contexts.ts';
import { EventTenants } from './event-tenants.ts';
import { MessageSender } from './message-sender.ts';

export const COMMUNICATIONS_ENGINE = 'communications_engine';

const ALERT_TYPES: readonly EventType[] = [
  'AlertSendRequested',
  'AlertUpdated',
  'AlertUnscheduled',
  'AlertResendRequested',
  'AlertDeleted',
  'AlertContinuousDeliveryChanged',
];
// A change to the guest list wakes the dispatcher only while continuous delivery follows an alert: at a door
// checking in 700 guests a second with no such alert, those wakes were five passes a second of six statements
// each, and a third of the engine's thread (issue 31).
const DISPATCH_WAKE_TYPES: readonly string[] = [...ALERT_TYPES, ...GUEST_LIST_TYPES];
const SEND_WAKE_TYPES: readonly string[] = ['OutboundMessageCreated', 'AlertDispatched'];
// A burst of guest-list appends wakes the dispatcher at most this often.
const DISPATCH_MIN_INTERVAL_MS = 200;
// After a wake, the read model is a moment behind the log: look again soon rather than at the next poll.
const FOLLOW_UP_MS = 50;
const FOLLOW_UP_WINDOW_MS = 2000;
const LANE_PROGRESS_WAIT_MS = 50;
const RETRY_MS = 2000;
const MAIL_CONTEXT_TTL_MS = 10_000;

export interface CommunicationsEngineOptions {
  /** The instance's own mail, for events without an SMTP configuration. */
  instanceTransport: MailTransport;
  /** MAIL_MAX_PER_MINUTE: the pace of the instance's own mail. */
  instanceMaxPerMinute: number;
  appUrl: string;
  /** BOUNCE_DOMAIN: of the return addresses and the Message-IDs. */
  bounceDomain: string;
  /** What time it is for due times and retries: a test moves it. */
  clock: Clock;
  /** How often due times and retries are looked at when nothing wakes the engine (real time). */
  pollMs?: number;
  /** The routes' paces, shared with the mail dispatcher's guest mail (absent: the engine's own). */
  buckets?: RouteBuckets;
  log?: (message: string, error?: unknown) => void;
}

/**
 * The durable sending engine of communications (issue 20): one leader per
 * instance (the reactor's advisory lock; other processes stand by) runs two
 * loops over the read models rather than the log's order.
 * The dispatcher turns due alerts into messages (and keeps continuous
 * delivery going); the sender claims due messages and sends them. Everything
 * it knows is in the log and the read models, so a restart picks up where
 * the last run stopped: a graceful stop finishes and records the sends in
 * flight and leaves the rest claimed for the next leader, which sends them.
 */
export class CommunicationsEngine extends Reactor {
  private readonly progress = new WakeSignal();
  private readonly dispatcher: AlertDispatcher;
  private readonly continuous: ContinuousDelivery;
  private readonly sender: MessageSender;
  private readonly pollMs: number;
  private readonly log: (message: string, error?: unknown) => void;

  constructor(db: Db, store: EventStore, options: CommunicationsEngineOptions) {
    super(db, store, `usher:projection:${COMMUNICATIONS_ENGINE}`);
    this.pollMs = options.pollMs ?? 1000;
    this.log = options.log ?? (() => undefined);
    const tenants = new EventTenants(db);
    const dispatcherContext = { db, store, clock: options.clock, tenants, log: this.log };
    this.dispatcher = new AlertDispatcher(dispatcherContext);
    this.continuous = new ContinuousDelivery(dispatcherContext);
    const contexts = new EventMailContexts(db, store, tenants, {
      instanceTransport: options.instanceTransport,
      instanceMaxPerMinute: options.instanceMaxPerMinute,
      appUrl: options.appUrl,
      ttlMs: MAIL_CONTEXT_TTL_MS,
    });
    this.sender = new MessageSender(
      {
        db,
        store,
        clock: options.clock,
        tenants,
        contexts,
        compose: { appUrl: options.appUrl, bounceDomain: options.bounceDomain },
        buckets: options.buckets ?? new RouteBuckets(),
        log: this.log,
      },
      () => this.progress.wake(),
    );
  }

  /** Stops claiming, lets the sends in flight finish and be recorded, then lets go of the lead. */
  override async stop(): Promise<void> {
    await super.stop();
    closeEventMailTransports();
  }

  protected override onStopping(): void {
    this.progress.wake();
  }

  protected async lead(): Promise<void> {
    await this.sender.begin();
    try {
      await Promise.all([this.dispatchLoop(), this.sendLoop()]);
    } finally {
      await this.sender.stop();
    }
  }

  private async dispatchLoop(): Promise<void> {
    while (!this.stopped) {
      // Taken before the pass, for either set of types the wait below may listen to: an append during the pass is never slept through.
      const signals = { withGuestList: this.store.appendSignal(DISPATCH_WAKE_TYPES), alertsOnly: this.store.appendSignal(ALERT_TYPES) };
      const started = performance.now();
      let more: boolean;
      try {
        more = await this.dispatcher.pass();
        more = (await this.continuous.pass()) || more;
      } catch (error) {
        if (this.stopped) return;
        this.log('communications engine: dispatching failed; retrying', error);
        await sleep(RETRY_MS);
        continue;
      }
      if (more) continue;
      const following = this.continuous.following;
      await this.store.waitForAppend(
        this.pollMs,
        following ? signals.withGuestList : signals.alertsOnly,
        following ? DISPATCH_WAKE_TYPES : ALERT_TYPES,
        this.stopping.signal,
      );
      const rest = DISPATCH_MIN_INTERVAL_MS - (performance.now() - started);
      if (rest > 0 && !this.stopped) await sleep(rest);
    }
  }

  private async sendLoop(): Promise<void> {
    let followUpUntil = 0;
    while (!this.stopped) {
      const signal = this.store.appendSignal(SEND_WAKE_TYPES);
      let claimed: number;
      try {
        claimed = await this.sender.claim();
      } catch (error) {
        if (this.stopped) return;
        this.log('communications engine: claiming messages failed; retrying', error);
        await sleep(RETRY_MS);
        continue;
      }
      if (claimed > 0) continue;
      if (this.sender.busy && this.sender.waitsForRoom) {
        await this.progress.wait(LANE_PROGRESS_WAIT_MS);
      } else if (performance.now() < followUpUntil) {
        await sleep(FOLLOW_UP_MS);
      } else {
        await this.store.waitForAppend(this.pollMs, signal, SEND_WAKE_TYPES, this.stopping.signal);
        if (this.store.appendSignal(SEND_WAKE_TYPES) !== signal) followUpUntil = performance.now() + FOLLOW_UP_WINDOW_MS;
      }
    }
  }
}
