import { ProjectionRunner } from '@usher/projections/runner/projection-runner';
import { allProjections } from '@usher/projections/all-projections';
import { guestListProjection } from '@usher/projections/guest-list/guest-list-projection';
import { guestHistoryProjection } from '@usher/projections/guest-history/guest-history-projection';
import { activityFeedProjection } from '@usher/projections/activity-feed/activity-feed-projection';
import { reportsProjection } from '@usher/projections/reports/report-projection';
import { alertTriggerProjection } from '@usher/projections/alerts/alert-trigger';
import { MailDispatcher } from '@usher/projections/mail/mail-dispatcher';
import { WebhookDispatcher } from '@usher/projections/webhooks/webhook-dispatcher';
import { WaitlistKeeper } from '@usher/projections/waitlist/waitlist-keeper';
import { CommunicationsEngine, type CommunicationsEngineOptions } from '@usher/projections/communications-engine/communications-engine';
import { RouteBuckets } from '@usher/projections/communications-engine/route-buckets';
import { readWebhookConfig, type WebhookConfig } from '@usher/projections/webhooks/webhook-config';
import { recordInboundMailReport } from '@usher/command/communications-tracking/message-reports';
import { readConfig } from '../config.ts';
import { startInboundMail, type InboundMail } from '../mail/inbound/start-inbound-mail.ts';
import type { MailTransport } from '../mail/mail-transport.ts';
import { createInstanceMailTransport } from '../mail/instance-mail-transport.ts';
import type { ServiceContext } from '../context.ts';

export interface ProjectionOptions {
  /** Where invitations and alerts go; by default the one the environment configures. */
  mail?: MailTransport;
  /** The dashboard's address, for links in emails. */
  appUrl?: string;
  /** Webhook timeouts, back-off and disabling; by default from the environment (WEBHOOK_*). */
  webhooks?: Partial<WebhookConfig>;
  /** The communications engine's pace, bounce domain and polling; by default from the environment (MAIL_MAX_PER_MINUTE, BOUNCE_DOMAIN). */
  communications?: Partial<Pick<CommunicationsEngineOptions, 'instanceMaxPerMinute' | 'bounceDomain' | 'pollMs'>>;
  /** false: no communications engine (tests that append what it would, by hand). */
  communicationsEngine?: boolean;
  /** The inbound mail listener: port null is off, 0 any free one; by default INBOUND_SMTP_PORT (2525) on HOST, said in the log. */
  inboundMail?: { port: number | null; host?: string; log?: (message: string) => void };
}

export interface RunningProjections {
  /** The listener of messages' return addresses (bounces, complaints, unsubscribes by mail); null in the senders' part alone. */
  inboundMail: InboundMail | null;
  stop(): Promise<void>;
}

/**
 * Which followers of the log a process or thread runs. `all` in scaled mode's
 * projections process and in tests; `npm start` runs `read-models` and
 * `senders` in two threads, so that the mail going out can run at a lower
 * priority than the read models requests wait for.
 */
export type ProjectionsPart = 'all' | 'read-models' | 'senders';

// Connections the engine keeps open to the instance's own SMTP server. With the calendar file cheap, each message's SMTP
// round trips were what bounded it: 10,000 messages to a local sink took 29.8 s over 5, 26.8–27.0 s over 10
// (tests/bench/communications-run.ts, quiet machine). Postfix allows 50 connections from one client by default.
const ENGINE_CONNECTIONS = 10;

const logError = (message: string, error?: unknown) => console.error(message, error instanceof Error ? error.message : (error ?? ''));

/**
 * Starts the projection runners (each projection with its own checkpoint), and the
 * followers of the log that cause effects rather than build read models: the
 * alert trigger (appends GuestAlertTriggered), the mail dispatcher, the webhook
 * sender and the communications engine; and beside them the inbound mail
 * listener, which turns what comes back about sent messages into their statuses.
 * `part` starts only the read models' half or only the senders' half.
 */
export function startProjections(context: ServiceContext, options: ProjectionOptions & { part?: ProjectionsPart } = {}): RunningProjections {
  const part = options.part ?? 'all';
  const readModels = part === 'senders' ? null : startReadModels(context, options);
  const senders = part === 'read-models' ? null : startSenders(context, options);
  return {
    inboundMail: readModels?.inboundMail ?? null,
    async stop() {
      // The senders first: their last results are recorded while the projections still run.
      await senders?.stop();
      await readModels?.stop();
    },
  };
}

/** The projection runners, the alert trigger, the waitlist keeper and the inbound mail listener. */
function startReadModels(context: ServiceContext, options: ProjectionOptions): { inboundMail: InboundMail; stop(): Promise<void> } {
  const notify = (channel: string, payload: string) => context.listener.notify(channel, payload);
  // The guest list, its history, the activity feed and the reports follow the same events, every guest's: one reading
  // serves them, and each batch is applied to them in one transaction (runner/apply-together.ts).
  const readTogether = [guestListProjection, guestHistoryProjection, activityFeedProjection, reportsProjection];
  const alone = allProjections.filter((projection) => !readTogether.includes(projection));
  const runners = [
    new ProjectionRunner(context.db, context.store, readTogether, { notify }),
    ...alone.map((projection) => new ProjectionRunner(context.db, context.store, projection, { notify })),
  ];
  // Its appends commit with its batch, outside append()'s own notification: wake the readers after each commit.
  runners.push(new ProjectionRunner(context.db, context.store, alertTriggerProjection(context.store), { notify: async () => context.store.notifyAppended() }));
  const config = readConfig();
  // Counts guests' places on their events' capacity streams, offers freed places and expires offers.
  const waitlistKeeper = new WaitlistKeeper(context.db, context.store, { clock: context.clock, log: logError });
  for (const runner of runners) runner.start();
  waitlistKeeper.start();
  const inboundMail = startInboundMail(context, {
    port: options.inboundMail ? options.inboundMail.port : config.inboundSmtpPort,
    host: options.inboundMail?.host ?? config.host,
    bounceDomain: config.bounceDomain,
    record: recordInboundMailReport(context),
    log: options.inboundMail?.log ?? ((message) => console.log(message)),
  });
  return {
    inboundMail,
    async stop() {
      await Promise.all([...runners.map((runner) => runner.stop()), waitlistKeeper.stop(), inboundMail.stop()]);
    },
  };
}

/** What sends: guests' mail (the dispatcher), webhooks and the communications engine, which share the routes' paces. */
function startSenders(context: ServiceContext, options: ProjectionOptions): { stop(): Promise<void> } {
  const config = readConfig();
  const mail = options.mail ?? createInstanceMailTransport(config.mail, context.db);
  // One pace per SMTP route for guests' mail and communications together.
  const buckets = new RouteBuckets();
  const dispatcher = new MailDispatcher(context.db, context.store, mail, {
    appUrl: options.appUrl ?? config.appUrl,
    instanceMaxPerMinute: config.mailMaxPerMinute,
    buckets,
    clock: context.clock,
    bounceDomain: config.bounceDomain,
    log: logError,
  });
  const webhooks = new WebhookDispatcher(context.db, context.store, {
    config: { ...readWebhookConfig(), ...options.webhooks },
    mail,
    appUrl: options.appUrl ?? config.appUrl,
    log: logError,
  });
  // Thousands of communications go through pooled connections of their own.
  const engineMail = options.mail ?? createInstanceMailTransport(config.mail, context.db, { pooledConnections: ENGINE_CONNECTIONS });
  const communications = new CommunicationsEngine(context.db, context.store, {
    instanceTransport: engineMail,
    instanceMaxPerMinute: config.mailMaxPerMinute,
    buckets,
    appUrl: options.appUrl ?? config.appUrl,
    bounceDomain: config.bounceDomain,
    clock: context.clock,
    log: logError,
    ...options.communications,
  });
  dispatcher.start();
  webhooks.start();
  if (options.communicationsEngine !== false) communications.start();
  return {
    async stop() {
      // The engine first: its last results are recorded while the dispatcher and webhooks still run.
      await communications.stop();
      await Promise.all([dispatcher.stop(), webhooks.stop()]);
      if (!options.mail) {
        mail.close();
        engineMail.close();
      }
    },
  };
}
