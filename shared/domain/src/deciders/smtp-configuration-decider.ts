import type { DomainEvent, EventData, StreamEvent } from '@usher/events';
import type { Decider } from './decider.ts';
import { DomainError } from './domain-error.ts';
import { checkField, email, maxLength, required } from '../validation/rules.ts';
import { hasErrors, type FieldErrors } from '../validation/errors.ts';

/** The settings of an organiser's SMTP server as the log keeps them: never the password, only whether one is set. */
export type SmtpConfigurationFields = Omit<EventData<'SmtpConfigurationSaved'>, 'event_uuid' | 'smtp_configuration_id'>;

/** An SMTP configuration of an event (stream `smtp-configuration-{id}`). */
export interface SmtpConfigurationState {
  exists: boolean;
  removed: boolean;
  id: string | null;
  event_uuid: string | null;
  fields: SmtpConfigurationFields | null;
}

export type SmtpConfigurationCommand =
  { type: 'SaveSmtpConfiguration'; event_uuid: string; smtp_configuration_id: string; fields: SmtpConfigurationFields } | { type: 'RemoveSmtpConfiguration' };

// A DNS name (labels of letters, digits and hyphens) or an IPv4 address; IPv6 in brackets is not something people type here.
const HOST_NAME = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i;
export const SMTP_HOST_INVALID = 'The host must be a valid host name.';

/** The rules of an SMTP configuration, in the spec's style. */
export function validateSmtpConfiguration(fields: SmtpConfigurationFields): FieldErrors {
  const errors: FieldErrors = {};
  const check = (field: keyof SmtpConfigurationFields, label: string, rules: Parameters<typeof checkField>[2]) => {
    const messages = checkField(fields[field], label, rules);
    if (messages.length > 0) errors[field] = messages;
  };
  check('name', 'The name', [required, maxLength(120)]);
  check('host', 'The host', [required, maxLength(253)]);
  if (!errors.host && !HOST_NAME.test(fields.host)) errors.host = [SMTP_HOST_INVALID];
  check('from_email', 'The from email', [required, email]);
  check('from_name', 'The from name', [maxLength(120)]);
  check('reply_to', 'The reply-to address', [email]);
  check('username', 'The username', [maxLength(254)]);
  return errors;
}

/** Trimmed text, and null for what is left empty. */
export function normalizeSmtpFields(fields: SmtpConfigurationFields): SmtpConfigurationFields {
  const optional = (value: string | null) => (value?.trim() ? value.trim() : null);
  return {
    ...fields,
    name: fields.name.trim(),
    host: fields.host.trim().toLowerCase(),
    from_email: fields.from_email.trim(),
    from_name: optional(fields.from_name),
    reply_to: optional(fields.reply_to),
    username: optional(fields.username),
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export const smtpConfigurationDecider: Decider<SmtpConfigurationState, SmtpConfigurationCommand, StreamEvent<'smtp_configuration'>> = {
  initialState: () => ({ exists: false, removed: false, id: null, event_uuid: null, fields: null }),

  evolve(state, event: DomainEvent) {
    switch (event.type) {
      case 'SmtpConfigurationSaved': {
        const { event_uuid, smtp_configuration_id, ...fields } = event.data;
        return { ...state, exists: true, id: smtp_configuration_id, event_uuid, fields };
      }
      case 'SmtpConfigurationRemoved':
        return { ...state, removed: true };
      default:
        return state;
    }
  },

  decide(command, state): StreamEvent<'smtp_configuration'>[] {
    if (command.type === 'SaveSmtpConfiguration') {
      if (state.removed || (state.exists && state.event_uuid !== command.event_uuid)) throw DomainError.notFound('smtp_configuration');
      const fields = normalizeSmtpFields(command.fields);
      const errors = validateSmtpConfiguration(fields);
      if (hasErrors(errors)) throw DomainError.validation(errors);
      if (state.exists && same(state.fields, fields)) return [];
      return [{ type: 'SmtpConfigurationSaved', data: { event_uuid: command.event_uuid, smtp_configuration_id: command.smtp_configuration_id, ...fields } }];
    }
    if (!state.exists || state.removed) throw DomainError.notFound('smtp_configuration');
    return [{ type: 'SmtpConfigurationRemoved', data: { event_uuid: state.event_uuid!, smtp_configuration_id: state.id! } }];
  },
};
