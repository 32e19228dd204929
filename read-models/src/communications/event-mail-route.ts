import type { Db } from '@usher/infra/db/database';
import { eventMailRouteOf, type EventMailRoute, type EventSmtpConfiguration } from '@usher/infra/mail/event-mail-transport';
import type { MailTransport } from '@usher/infra/mail/mail-transport';

/**
 * The SMTP configuration an event's mail settings name
 * (rm_event_communication_settings.smtp_configuration_id), or null when they
 * name none or one since deleted.
 */
export async function eventSmtpConfigurationOf(db: Db, eventUuid: string): Promise<EventSmtpConfiguration | null> {
  const row = await db
    .selectFrom('rm_event_communication_settings as s')
    .innerJoin('rm_smtp_configurations as c', (join) => join.onRef('c.id', '=', 's.smtp_configuration_id').onRef('c.event_uuid', '=', 's.event_uuid'))
    .select(['c.id', 'c.host', 'c.port', 'c.security', 'c.username', 'c.from_email', 'c.from_name', 'c.reply_to', 'c.max_per_minute'])
    .where('s.event_uuid', '=', eventUuid)
    .executeTakeFirst();
  return row ?? null;
}

/** The transport for an event's messages as the read models name it: its own SMTP configuration, or the instance's mail. */
export async function eventMailTransportFor(db: Db, eventUuid: string, instanceTransport: MailTransport): Promise<EventMailRoute> {
  return eventMailRouteOf(db, await eventSmtpConfigurationOf(db, eventUuid), instanceTransport);
}
