import { webhookDisabledEmail } from '@usher/domain/webhooks/webhook-disabled-email';
import type { Db } from '@usher/infra/db/database';
import type { EventStore } from '@usher/infra/eventstore/event-store';
import { isPermanentMailError, type MailTransport } from '@usher/infra/mail/mail-transport';
import { webhookEndpointStream } from '@usher/events/webhook-events';

const RETRY_AFTER_MS = 30_000;

/**
 * Sends the owner notices the matcher queued (one per "disabled for failing" or
 * "disabled as its owner was deleted" event, so at least once and, receipts
 * permitting, once). The owner is who created the endpoint; if that account is
 * gone, the organisation's founder (and its admins).
 */
export class OwnerNotices {
  private readonly lastTry = new Map<string, number>();

  constructor(
    private readonly db: Db,
    private readonly store: EventStore,
    private readonly mail: MailTransport,
    private readonly appUrl: string,
    private readonly log: (message: string, error?: unknown) => void,
  ) {}

  async sendPending(): Promise<void> {
    const notices = await this.db.selectFrom('webhook_notices').selectAll().where('sent_at', 'is', null).orderBy('created_at').limit(20).execute();
    for (const notice of notices) {
      const tried = this.lastTry.get(notice.source_event_id);
      if (tried && Date.now() - tried < RETRY_AFTER_MS) continue;
      this.lastTry.set(notice.source_event_id, Date.now());
      try {
        await this.send(notice);
        await this.db.updateTable('webhook_notices').set({ sent_at: new Date(), error: null }).where('source_event_id', '=', notice.source_event_id).execute();
        this.lastTry.delete(notice.source_event_id);
      } catch (error) {
        if (!isPermanentMailError(error)) {
          this.log('webhook notices: sending failed; retrying', error);
          continue;
        }
        await this.db
          .updateTable('webhook_notices')
          .set({ sent_at: new Date(), error: String((error as Error).message).slice(0, 500) })
          .where('source_event_id', '=', notice.source_event_id)
          .execute();
      }
    }
  }

  private async send(notice: { source_event_id: string; endpoint_id: string }): Promise<void> {
    const history = await this.store.readStream(webhookEndpointStream(notice.endpoint_id));
    const created = history.find((event) => event.type === 'WebhookEndpointCreated')?.data as
      { organisation_id: string; event_uuid: string | null; url: string; description: string; created_by: string | null } | undefined;
    const disabled = history.find((event) => event.eventId === notice.source_event_id)?.data as
      { reason: string; consecutive_failures: number | null; failing_since: string | null } | undefined;
    if (!created || !disabled) return;
    const updated = [...history].reverse().find((event) => event.type === 'WebhookEndpointUpdated')?.data as { url: string; description: string } | undefined;
    const creator = created.created_by
      ? await this.db.selectFrom('users').select(['email', 'first_name']).where('id', '=', created.created_by).executeTakeFirst()
      : undefined;
    // Its maker gone, the organisation's founder answers for it (the account whose role on every event is editor).
    const recipients = creator
      ? [creator]
      : await this.db
          .selectFrom('users')
          .select(['email', 'first_name'])
          .where('organisation_id', '=', created.organisation_id)
          .where((eb) => eb.or([eb('default_event_role', '=', 'editor'), eb('is_admin', '=', true)]))
          .execute();
    const link = created.event_uuid ? `${this.appUrl}/events/${created.event_uuid}/settings/webhooks` : `${this.appUrl}/account/webhooks`;
    for (const recipient of recipients) {
      const content = webhookDisabledEmail({
        recipientName: recipient.first_name,
        url: updated?.url ?? created.url,
        description: updated?.description ?? created.description,
        consecutiveFailures: disabled.consecutive_failures,
        failingSince: disabled.failing_since,
        link,
        reason: disabled.reason === 'owner_deleted' ? 'owner_deleted' : 'failing',
      });
      await this.mail.send({ to: recipient.email, ...content });
    }
  }
}
