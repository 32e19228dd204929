import { ProjectionRunner } from '@usher/projections/runner/projection-runner';
import { allProjections } from '@usher/projections/all-projections';
import { guestListProjection } from '@usher/projections/guest-list/guest-list-projection';
import { activityFeedProjection } from '@usher/projections/activity-feed/activity-feed-projection';
import { alertTriggerProjection } from '@usher/projections/alerts/alert-trigger';
import { MailDispatcher } from '@usher/projections/mail/mail-dispatcher';
import { WebhookDispatcher } from '@usher/projections/webhooks/webhook-dispatcher';
import { CommunicationsEngine, type CommunicationsEngineOptions } from '@usher/projections/communications-engine/communications-engine';
import { readWebhookConfig, type WebhookConfig } from '@usher/projections/webhooks/webhook-config';
import { readConfig } from '../config.ts';
import type { MailTransport } from '../mail/mail-transport.ts';
import { createInstanceMailTransport } from '../mail/instance-mail-transport.ts';
import type { ServiceContext } from './context.ts';

export interface ProjectionOptions {
  /** Where invitations and alerts go; by default the one the environment configures. */
  mail?: MailTransport;
  /** The dashboard's address, for links in emails. */
  appUrl?: string;
  /** Webhook timeouts, back-off and disabling; by default from the environment (WEBHOOK_*). */
  webhooks?: Partial<WebhookConfig>;
  /** The communications engine's pace, bounce domain and polling; by default from the environment (MAIL_MAX_PER_MINUTE, BOUNCE_DOMAIN). */
  communications?: Partial<Pick<CommunicationsEngineOptions, 'instanceMaxPerMinute' | 'bounceDomain' | 'pollMs'>>;
}

// Connections the engine keeps open to the instance's own SMTP server.
const ENGINE_CONNECTIONS = 3;

/**
 * Starts the projection runners (each projection with its own checkpoint), and the
 * followers of the log that cause effects rather than build read models: the
 * alert trigger (appends GuestAlertTriggered), the mail dispatcher, the webhook
 * sender and the communications engine.
 */
export function startProjections(context: ServiceContext, options: ProjectionOptions = {}): { stop(): Promise<void> } {
  const notify = (channel: string, payload: string) => context.listener.notify(channel, payload);
  // The guest list and the activity feed follow the same events, every guest's: one reading serves both.
  const readTogether = [guestListProjection, activityFeedProjection];
  const alone = allProjections.filter((projection) => !readTogether.includes(projection));
  const runners = [new ProjectionRunner(context.db, context.store, readTogether, { notify }), ...alone.map((projection) => new ProjectionRunner(context.db, context.store, projection, { notify }))];
  // Its appends commit with its batch, outside append()'s own notification: wake the readers after each commit.
  runners.push(new ProjectionRunner(context.db, context.store, alertTriggerProjection(context.store), { notify: async () => context.store.notifyAppended() }));
  const config = readConfig();
  const mail = options.mail ?? createInstanceMailTransport(config.mail, context.db);
  const dispatcher = new MailDispatcher(context.db, context.store, mail, {
    appUrl: options.appUrl ?? config.appUrl,
    log: (message, error) => console.error(message, error instanceof Error ? error.message : (error ?? '')),
  });
  const webhooks = new WebhookDispatcher(context.db, context.store, {
    config: { ...readWebhookConfig(), ...options.webhooks },
    mail,
    appUrl: options.appUrl ?? config.appUrl,
    log: (message, error) => console.error(message, error instanceof Error ? error.message : (error ?? '')),
  });
  // Thousands of communications go through pooled connections of their own.
  const engineMail = options.mail ?? createInstanceMailTransport(config.mail, context.db, { pooledConnections: ENGINE_CONNECTIONS });
  const communications = new CommunicationsEngine(context.db, context.store, {
    instanceTransport: engineMail,
    instanceMaxPerMinute: config.mailMaxPerMinute,
    appUrl: options.appUrl ?? config.appUrl,
    bounceDomain: config.bounceDomain,
    clock: context.clock,
    log: (message, error) => console.error(message, error instanceof Error ? error.message : (error ?? '')),
    ...options.communications,
  });
  for (const runner of runners) runner.start();
  dispatcher.start();
  webhooks.start();
  communications.start();
  return {
    async stop() {
      // The engine first: its last results are recorded while the projections still run.
      await communications.stop();
      await Promise.all([...runners.map((runner) => runner.stop()), dispatcher.stop(), webhooks.stop()]);
      if (!options.mail) {
        mail.close();
        engineMail.close();
      }
    },
  };
}
