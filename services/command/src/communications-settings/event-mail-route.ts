import { streamIds } from '@usher/events';
import { fold } from '@usher/domain/deciders/decider';
import type { EventState } from '@usher/domain/deciders/event-decider';
import { smtpConfigurationDecider } from '@usher/domain/deciders/smtp-configuration-decider';
import type { ServiceContext } from '@usher/infra/context';
import { eventMailRouteOf, type EventMailRoute, type EventSmtpConfiguration } from '@usher/infra/mail/event-mail-transport';
import { toDomainEvent } from '../handling/decision-steps.ts';

/**
 * The SMTP configuration the event's mail settings name, as the streams have
 * it now: the event's stream names it, its own stream holds its settings. Null
 * when the event names none, or one since removed or of another event: the
 * instance's mail then.
 */
async function smtpConfigurationNamedBy(context: ServiceContext, eventUuid: string, event: EventState): Promise<EventSmtpConfiguration | null> {
  const id = event.communications.smtp_configuration_id;
  if (!id) return null;
  const configuration = fold(smtpConfigurationDecider, (await context.store.readStream(streamIds.smtpConfiguration(id))).map(toDomainEvent));
  if (!configuration.exists || configuration.removed || configuration.event_uuid !== eventUuid || !configuration.fields) return null;
  const { host, port, security, username, from_email, from_name, reply_to, max_per_minute } = configuration.fields;
  return { id, host, port, security, username, from_email, from_name, reply_to, max_per_minute };
}

/** How a test send of the event leaves: its own SMTP server (the settings just saved included), or the instance's mail. */
export async function eventMailRouteFromStreams(context: ServiceContext, eventUuid: string, event: EventState): Promise<EventMailRoute> {
  return eventMailRouteOf(context.db, await smtpConfigurationNamedBy(context, eventUuid, event), context.mail);
}
