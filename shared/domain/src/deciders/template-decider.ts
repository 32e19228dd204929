import type { DomainEvent, StreamEvent } from '@usher/events';
import type { Decider } from './decider.ts';
import { DomainError } from './domain-error.ts';
import { checkField, maxLength, required } from '../validation/rules.ts';
import { hasErrors, type FieldErrors } from '../validation/errors.ts';
import { mergeTagErrors } from '../communications/merge-tag-rules.ts';
import { cleanTranslations, translationErrors, type MessageTranslations } from '../communications/message-translations.ts';
import { DEFAULT_TEMPLATES, NOTIFICATION_TYPES, type NotificationType } from '../communications/notification-types.ts';
import { ALERT_BODY_MAX, ALERT_SUBJECT_MAX, TEMPLATE_NAME_MAX } from '../contract/communications.ts';

/** An email template of an event (stream `template-{id}`): for a notification, or for communications. */
export interface TemplateState {
  exists: boolean;
  deleted: boolean;
  id: string | null;
  event_uuid: string | null;
  notification_type: NotificationType | null;
  name: string;
  subject: string;
  body: string;
  /** Its words in other languages than the event's default (none: {}). */
  translations: MessageTranslations;
}

export interface TemplateContentInput {
  name?: string;
  subject?: string;
  body?: string;
}

export interface TemplateChangesInput extends TemplateContentInput {
  translations?: MessageTranslations;
}

export type TemplateCommand =
  /** `copied`: made by a duplication, from a template that may predate the merge-tag rules: its words are kept as they are. */
  | {
      type: 'CreateTemplate';
      event_uuid: string;
      template_id: string;
      notification_type: string | null;
      name: string;
      subject: string;
      body: string;
      translations?: MessageTranslations;
      copied?: boolean;
    }
  | { type: 'UpdateTemplate'; changes: TemplateChangesInput }
  | { type: 'ResetTemplateToDefault' }
  | { type: 'DeleteTemplate' };

export const NOTIFICATION_TYPE_INVALID = 'The selected notification type is invalid.';

export function isNotificationType(value: string | null): value is NotificationType {
  return value !== null && (NOTIFICATION_TYPES as readonly string[]).includes(value);
}

/** The rules of a template's words, in the spec's style ('The name is required.'). */
export function validateTemplate(input: Required<TemplateContentInput>): FieldErrors {
  const errors: FieldErrors = {};
  const fields: [keyof TemplateContentInput, string, number][] = [
    ['name', 'The name', TEMPLATE_NAME_MAX],
    ['subject', 'The subject', ALERT_SUBJECT_MAX],
    ['body', 'The body', ALERT_BODY_MAX],
  ];
  for (const [field, label, max] of fields) {
    const messages = checkField(input[field], label, [required, maxLength(max)]);
    if (messages.length > 0) errors[field] = messages;
  }
  return errors;
}

const trimmedName = (name: string) => name.trim();

export const templateDecider: Decider<TemplateState, TemplateCommand, StreamEvent<'template'>> = {
  initialState: () => ({
    exists: false,
    deleted: false,
    id: null,
    event_uuid: null,
    notification_type: null,
    name: '',
    subject: '',
    body: '',
    translations: {},
  }),

  evolve(state, event: DomainEvent) {
    switch (event.type) {
      case 'TemplateCreated': {
        const { event_uuid, template_id, notification_type, name, subject, body, translations } = event.data;
        return {
          ...state,
          exists: true,
          id: template_id,
          event_uuid,
          notification_type: isNotificationType(notification_type) ? notification_type : null,
          name,
          subject,
          body,
          translations: translations ?? {},
        };
      }
      case 'TemplateUpdated':
        return { ...state, ...event.data.changes };
      // The product's default words, in every language: the organiser's variants go with their base words.
      case 'TemplateResetToDefault':
        return { ...state, subject: event.data.subject, body: event.data.body, translations: {} };
      case 'TemplateDeleted':
        return { ...state, deleted: true };
      default:
        return state;
    }
  },

  decide(command, state): StreamEvent<'template'>[] {
    if (command.type === 'CreateTemplate') {
      if (state.exists) throw new DomainError('conflict', 'template_exists', 'This template exists already.');
      const content = { name: trimmedName(command.name), subject: command.subject, body: command.body };
      const translations = cleanTranslations(command.translations ?? {});
      const errors = command.copied ? validateTemplate(content) : translationErrors(translations, mergeTagErrors(content, validateTemplate(content)));
      if (command.notification_type !== null && !isNotificationType(command.notification_type)) errors.notification_type = [NOTIFICATION_TYPE_INVALID];
      if (hasErrors(errors)) throw DomainError.validation(errors);
      return [
        {
          type: 'TemplateCreated',
          data: {
            event_uuid: command.event_uuid,
            template_id: command.template_id,
            notification_type: command.notification_type,
            ...content,
            ...(Object.keys(translations).length > 0 ? { translations } : {}),
          },
        },
      ];
    }
    if (!state.exists || state.deleted) throw DomainError.notFound('template');
    const ids = { event_uuid: state.event_uuid!, template_id: state.id! };
    switch (command.type) {
      case 'UpdateTemplate': {
        const { translations: askedTranslations, ...words } = command.changes;
        const proposed = { ...words, ...(words.name !== undefined ? { name: trimmedName(words.name) } : {}) };
        const translations = askedTranslations === undefined ? undefined : cleanTranslations(askedTranslations);
        // Only the words sent are held to the merge-tag rules: a template saved before them can still be renamed.
        const errors = mergeTagErrors(proposed, validateTemplate({ name: state.name, subject: state.subject, body: state.body, ...proposed }));
        translationErrors(translations, errors);
        if (hasErrors(errors)) throw DomainError.validation(errors);
        const changes: TemplateChangesInput = Object.fromEntries(
          Object.entries(proposed).filter(([key, value]) => value !== undefined && value !== state[key as keyof TemplateContentInput]),
        );
        if (translations !== undefined && JSON.stringify(translations) !== JSON.stringify(state.translations)) changes.translations = translations;
        return Object.keys(changes).length === 0 ? [] : [{ type: 'TemplateUpdated', data: { ...ids, changes } }];
      }
      case 'ResetTemplateToDefault': {
        if (!state.notification_type) {
          throw new DomainError('conflict', 'template_has_no_default', 'Only the template of a notification has default words to go back to.');
        }
        const words = DEFAULT_TEMPLATES[state.notification_type];
        return words.subject === state.subject && words.body === state.body ? [] : [{ type: 'TemplateResetToDefault', data: { ...ids, ...words } }];
      }
      case 'DeleteTemplate':
        return [{ type: 'TemplateDeleted', data: ids }];
    }
  },
};
