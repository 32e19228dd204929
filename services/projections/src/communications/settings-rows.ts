import type { DomainEvent, EventType } from '@usher/events';
import type { Db } from '@usher/infra/db/database';

export const SETTINGS_EVENT_TYPES = [
  'TemplateCreated',
  'TemplateUpdated',
  'TemplateResetToDefault',
  'TemplateDeleted',
  'EventCommunicationSettingsChanged',
  'SmtpConfigurationSaved',
  'SmtpConfigurationRemoved',
  'AddressSuppressed',
  'AddressUnsuppressed',
] as const satisfies readonly EventType[];

type Change = { event_uuid: string; id: string | null } | null;

/** Templates, the event's mail settings, its SMTP configurations and the organisations' suppression lists. */
/** `suppression-{organisation_id}-{address key}`: the key is the stream name's last part. */
const addressKeyOfStream = (streamId: string) => streamId.slice(streamId.lastIndexOf('-') + 1);

export async function applySettingsEvent(trx: Db, event: DomainEvent, at: string, streamId: string): Promise<Change> {
  switch (event.type) {
    case 'TemplateCreated': {
      const { event_uuid, template_id, notification_type, name, subject, body, translations } = event.data;
      await trx
        .insertInto('rm_templates')
        .values({
          id: template_id,
          event_uuid,
          notification_type,
          name,
          subject,
          body,
          translations: JSON.stringify(translations ?? {}),
          created_at: at,
          updated_at: at,
        })
        .onConflict((conflict) => conflict.column('id').doNothing())
        .execute();
      return { event_uuid, id: template_id };
    }
    case 'TemplateUpdated': {
      const { event_uuid, template_id, changes } = event.data;
      const { translations, ...words } = changes;
      await trx
        .updateTable('rm_templates')
        .set({ ...words, ...(translations ? { translations: JSON.stringify(translations) } : {}), updated_at: at })
        .where('id', '=', template_id)
        .execute();
      return { event_uuid, id: template_id };
    }
    case 'TemplateResetToDefault': {
      const { event_uuid, template_id, subject, body } = event.data;
      // The product's default words in every language: the organiser's variants go (template-decider.ts).
      await trx.updateTable('rm_templates').set({ subject, body, translations: '{}', updated_at: at }).where('id', '=', template_id).execute();
      return { event_uuid, id: template_id };
    }
    case 'TemplateDeleted': {
      const { event_uuid, template_id } = event.data;
      await trx.deleteFrom('rm_templates').where('id', '=', template_id).execute();
      return { event_uuid, id: template_id };
    }
    case 'EventCommunicationSettingsChanged': {
      // On the event's own stream, `event-{uuid}`.
      const event_uuid = streamId.slice('event-'.length);
      const { active_notification_templates, ...flags } = event.data.changes;
      const row = {
        ...flags,
        ...(active_notification_templates ? { active_notification_templates: JSON.stringify(active_notification_templates) } : {}),
        updated_at: at,
      };
      await trx
        .insertInto('rm_event_communication_settings')
        .values({ event_uuid, ...row })
        .onConflict((conflict) => conflict.column('event_uuid').doUpdateSet(row))
        .execute();
      return { event_uuid, id: null };
    }
    case 'SmtpConfigurationSaved': {
      const { smtp_configuration_id: id, ...fields } = event.data;
      await trx
        .insertInto('rm_smtp_configurations')
        .values({ id, ...fields, created_at: at, updated_at: at })
        .onConflict((conflict) => conflict.column('id').doUpdateSet({ ...fields, updated_at: at }))
        .execute();
      return { event_uuid: fields.event_uuid, id };
    }
    case 'SmtpConfigurationRemoved': {
      const { event_uuid, smtp_configuration_id: id } = event.data;
      await trx.deleteFrom('rm_smtp_configurations').where('id', '=', id).execute();
      return { event_uuid, id };
    }
    case 'AddressSuppressed': {
      const { organisation_id, email, reason, attendee_id, message_id, event_uuid } = event.data;
      // A forgotten guest's address reads '' from the log: the row keeps the stream's key, not the address.
      const row = { reason, attendee_id, message_id, event_uuid, created_at: at, email_lower: email.trim().toLowerCase() || null };
      await trx
        .insertInto('rm_suppressions')
        .values({ organisation_id, address_key: addressKeyOfStream(streamId), ...row })
        .onConflict((conflict) => conflict.columns(['organisation_id', 'address_key']).doUpdateSet(row))
        .execute();
      return event_uuid ? { event_uuid, id: message_id } : null;
    }
    case 'AddressUnsuppressed': {
      const { organisation_id } = event.data;
      await trx.deleteFrom('rm_suppressions').where('organisation_id', '=', organisation_id).where('address_key', '=', addressKeyOfStream(streamId)).execute();
      return null;
    }
    default:
      return null;
  }
}
