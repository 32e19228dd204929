import { DEFAULT_TEMPLATES, NOTIFICATION_TYPE_LABELS, NOTIFICATION_TYPES } from '@usher/domain/communications/notification-types';
import type { ServiceContext } from '@usher/infra/context';

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/** The event's mail settings; an event whose organiser never changed them has the defaults (tracking on, the instance's mail). */
export async function communicationSettingsOf(context: ServiceContext, eventUuid: string) {
  const row = await context.db
    .selectFrom('rm_event_communication_settings')
    .select(['smtp_configuration_id', 'is_open_tracking_enabled', 'is_click_tracking_enabled', 'active_notification_templates'])
    .where('event_uuid', '=', eventUuid)
    .executeTakeFirst();
  return row ?? { smtp_configuration_id: null, is_open_tracking_enabled: true, is_click_tracking_enabled: true, active_notification_templates: {} };
}

/** The templates, oldest first, and each notification with the template it uses now and its default words. */
export async function listTemplates(context: ServiceContext, eventUuid: string) {
  const [rows, settings] = await Promise.all([
    context.db.selectFrom('rm_templates').selectAll().where('event_uuid', '=', eventUuid).orderBy('created_at').orderBy('id').execute(),
    communicationSettingsOf(context, eventUuid),
  ]);
  const active = settings.active_notification_templates;
  return {
    data: rows.map((row) => ({
      id: row.id,
      event_uuid: row.event_uuid,
      notification_type: row.notification_type,
      name: row.name,
      subject: row.subject,
      body: row.body,
      translations: row.translations,
      is_active: row.notification_type !== null && active[row.notification_type] === row.id,
      created_at: iso(row.created_at),
      updated_at: iso(row.updated_at),
    })),
    notification_types: NOTIFICATION_TYPES.map((type) => ({
      notification_type: type,
      label: NOTIFICATION_TYPE_LABELS[type],
      active_template_id: active[type] ?? null,
      default_subject: DEFAULT_TEMPLATES[type].subject,
      default_body: DEFAULT_TEMPLATES[type].body,
    })),
  };
}

/** The event's SMTP configurations: never a password, only whether one is saved. */
export async function listSmtpConfigurations(context: ServiceContext, eventUuid: string) {
  const [rows, settings] = await Promise.all([
    context.db
      .selectFrom('rm_smtp_configurations')
      .select([
        'id',
        'event_uuid',
        'name',
        'host',
        'port',
        'security',
        'username',
        'has_password',
        'from_email',
        'from_name',
        'reply_to',
        'max_per_minute',
        'created_at',
        'updated_at',
      ])
      .where('event_uuid', '=', eventUuid)
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
    communicationSettingsOf(context, eventUuid),
  ]);
  return {
    data: rows.map((row) => ({
      ...row,
      is_event_default: settings.smtp_configuration_id === row.id,
      created_at: iso(row.created_at),
      updated_at: iso(row.updated_at),
    })),
  };
}
