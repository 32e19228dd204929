import { ProjectionRunner } from '@usher/projections/runner/projection-runner';
import { allProjections } from '@usher/projections/all-projections';
import { guestListProjection } from '@usher/projections/guest-list/guest-list-projection';
import { activityFeedProjection } from '@usher/projections/activity-feed/activity-feed-projection';
import { alertTriggerProjection } from '@usher/projections/alerts/alert-trigger';
import { MailDispatcher } from '@usher/projections/mail/mail-dispatcher';
import { WebhookDispatcher } from '@usher/projections/webhooks/webhook-dispatcher';
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
}

/**
 * Starts the projection runners (each projection with its own checkpoint), and the two
 * followers of the log that cause effects rather than build read models: the
 * alert trigger (appends GuestAlertTriggered) and the mail dispatcher.
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
  for (const runner of runners) runner.start();
  dispatcher.start();
  webhooks.start();
  return {
    async stop() {
      await Promise.all([...runners.map((runner) => runner.stop()), dispatcher.stop(), webhooks.stop()]);
      if (!options.mail) mail.close();
    },
  };
}
