import type { DomainEvent, EventData, StreamEvent } from '@usher/events';
import { DomainError } from './domain-error.ts';
import { addError, hasErrors, type FieldErrors } from '../validation/errors.ts';
import { NOTIFICATION_TYPES } from '../communications/notification-types.ts';

/** The event's mail settings: its part of the event aggregate's state. */
export type EventCommunicationSettings = Required<EventData<'EventCommunicationSettingsChanged'>['changes']>;

export interface ChangeCommunicationSettingsCommand {
  type: 'ChangeCommunicationSettings';
  smtp_configuration_id?: string | null;
  is_open_tracking_enabled?: boolean;
  is_click_tracking_enabled?: boolean;
  /** notification_type → the template to use, or null to go back to the default. Types not named keep theirs. */
  active_notification_templates?: Record<string, string | null>;
  /** What the handler read of the ids named: each template's notification type, the event's SMTP configurations. */
  known: { templates: ReadonlyMap<string, string | null>; smtpConfigurationIds: ReadonlySet<string> };
}

export const TEMPLATE_INVALID = 'The selected template is invalid.';
export const SMTP_CONFIGURATION_INVALID = 'The selected SMTP configuration is invalid.';
export const NOTIFICATION_TYPE_UNKNOWN = 'The selected notification type is invalid.';

// Opens and clicks are tracked until the organiser turns them off (the table's defaults, migration 057).
export function initialCommunicationSettings(): EventCommunicationSettings {
  return { smtp_configuration_id: null, is_open_tracking_enabled: true, is_click_tracking_enabled: true, active_notification_templates: {} };
}

export function isCommunicationSettingsCommand(command: { type: string }): command is ChangeCommunicationSettingsCommand {
  return command.type === 'ChangeCommunicationSettings';
}

export function evolveCommunicationSettings(settings: EventCommunicationSettings, event: DomainEvent): EventCommunicationSettings {
  return event.type === 'EventCommunicationSettingsChanged' ? { ...settings, ...event.data.changes } : settings;
}

const sameMap = (a: Record<string, string>, b: Record<string, string>) =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([key, value]) => b[key] === value);

/** The change as one event holding only what differs (and the whole map of active templates, when it changed). */
export function decideCommunicationSettings(command: ChangeCommunicationSettingsCommand, settings: EventCommunicationSettings): StreamEvent<'event'>[] {
  const errors: FieldErrors = {};
  const changes: Partial<EventCommunicationSettings> = {};
  if (command.smtp_configuration_id !== undefined && command.smtp_configuration_id !== settings.smtp_configuration_id) {
    if (command.smtp_configuration_id !== null && !command.known.smtpConfigurationIds.has(command.smtp_configuration_id))
      addError(errors, 'smtp_configuration_id', SMTP_CONFIGURATION_INVALID);
    changes.smtp_configuration_id = command.smtp_configuration_id;
  }
  for (const flag of ['is_open_tracking_enabled', 'is_click_tracking_enabled'] as const) {
    if (command[flag] !== undefined && command[flag] !== settings[flag]) changes[flag] = command[flag];
  }
  if (command.active_notification_templates) {
    const active = { ...settings.active_notification_templates };
    for (const [type, templateId] of Object.entries(command.active_notification_templates)) {
      const field = `active_notification_templates.${type}`;
      if (!(NOTIFICATION_TYPES as readonly string[]).includes(type)) addError(errors, field, NOTIFICATION_TYPE_UNKNOWN);
      else if (templateId === null) delete active[type];
      else if (command.known.templates.get(templateId) !== type) addError(errors, field, TEMPLATE_INVALID);
      else active[type] = templateId;
    }
    if (!sameMap(active, settings.active_notification_templates)) changes.active_notification_templates = active;
  }
  if (hasErrors(errors)) throw DomainError.validation(errors);
  return Object.keys(changes).length === 0 ? [] : [{ type: 'EventCommunicationSettingsChanged', data: { changes } }];
}
