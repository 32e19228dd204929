import type { z } from 'zod';
import { streamIds } from '@usher/events';
import { eventDecider } from '@usher/domain/deciders/event-decider';
import type { EventCommunicationSettings } from '@usher/domain/deciders/event-communication-settings';
import { templateDecider } from '@usher/domain/deciders/template-decider';
import { smtpConfigurationDecider } from '@usher/domain/deciders/smtp-configuration-decider';
import type { CommunicationSettingsBody } from '@usher/domain/contract/communications';
import type { AuthUser } from '@usher/infra/http/authenticate';
import type { EventMetadata } from '@usher/infra/eventstore/types';
import type { ServiceContext } from '@usher/infra/context';
import { decideOnStreams } from './decide-on-streams.ts';
import { evolveFrom } from '@usher/domain/deciders/decider';

type SettingsInput = z.infer<typeof CommunicationSettingsBody>;

export function presentCommunicationSettings(settings: EventCommunicationSettings) {
  return {
    smtp_configuration_id: settings.smtp_configuration_id,
    is_open_tracking_enabled: settings.is_open_tracking_enabled,
    is_click_tracking_enabled: settings.is_click_tracking_enabled,
    active_notification_templates: settings.active_notification_templates,
  };
}

/**
 * The event's mail settings (the smtp screen): which server, open and click
 * tracking, which template each notification uses. Templates and
 * configurations named must be this event's (read from their own streams).
 */
export async function changeCommunicationSettings(context: ServiceContext, user: AuthUser, eventUuid: string, input: SettingsInput, metadata: EventMetadata) {
  const { result, position } = await decideOnStreams(context, metadata, async (load) => {
    const templates = new Map<string, string | null>();
    for (const templateId of new Set(Object.values(input.active_notification_templates ?? {}))) {
      if (templateId === null) continue;
      const { state } = await load(templateDecider, streamIds.template(templateId));
      if (state.exists && !state.deleted && state.event_uuid === eventUuid) templates.set(templateId, state.notification_type);
    }
    const smtpConfigurationIds = new Set<string>();
    if (input.smtp_configuration_id) {
      const { state } = await load(smtpConfigurationDecider, streamIds.smtpConfiguration(input.smtp_configuration_id));
      if (state.exists && !state.removed && state.event_uuid === eventUuid) smtpConfigurationIds.add(input.smtp_configuration_id);
    }
    const event = await load(eventDecider, streamIds.event(eventUuid));
    const changed = eventDecider.decide({ type: 'ChangeCommunicationSettings', ...input, known: { templates, smtpConfigurationIds } }, event.state);
    return { events: [{ streamId: streamIds.event(eventUuid), events: changed }], result: evolveFrom(eventDecider, event.state, changed).communications };
  });
  return { data: presentCommunicationSettings(result), position };
}
