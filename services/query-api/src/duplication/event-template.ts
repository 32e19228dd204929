import { sql } from 'kysely';
import type { z } from 'zod';
import type { EventTemplateSchema } from '@usher/domain/contract/duplication';
import type { AuthUser } from '@usher/infra/http/authenticate';
import type { ServiceContext } from '@usher/infra/context';
import { showEvent } from '../events/event-queries.ts';
import { TEMPLATE_PART_COUNTS } from './template-part-counts.ts';

type Template = z.infer<typeof EventTemplateSchema>;

const countOf = async (
  context: ServiceContext,
  table: 'rm_seating_sections' | 'rm_seating_tables' | 'rm_seating_seats' | 'rm_seating_canvas_objects' | 'rm_seating_legends',
  eventUuid: string,
) =>
  (
    await context.db
      .selectFrom(table)
      .select(sql<number>`count(*)::int`.as('n'))
      .where('event_uuid', '=', eventUuid)
      .executeTakeFirst()
  )?.n ?? 0;

/** What a duplicate of the event would start from, read from its read models (the caller checked the user may read it). */
export async function eventTemplate(context: ServiceContext, user: AuthUser, eventUuid: string): Promise<Template> {
  const { data: event } = await showEvent(context, user, eventUuid);
  const [tags, groupTags, templates, settings, sections, tables, seats, seatLegends, canvasObjects, guests, parts] = await Promise.all([
    context.db.selectFrom('rm_attendee_tags').select(['id', 'name', 'color']).where('event_uuid', '=', eventUuid).orderBy('created_at').orderBy('id').execute(),
    context.db.selectFrom('rm_host_group_tags').select(['id', 'name']).where('event_uuid', '=', eventUuid).orderBy('created_at').orderBy('id').execute(),
    context.db
      .selectFrom('rm_templates')
      .select(['id', 'name', 'notification_type'])
      .where('event_uuid', '=', eventUuid)
      .orderBy('name')
      .orderBy('id')
      .execute(),
    context.db.selectFrom('rm_event_communication_settings').select('active_notification_templates').where('event_uuid', '=', eventUuid).executeTakeFirst(),
    countOf(context, 'rm_seating_sections', eventUuid),
    countOf(context, 'rm_seating_tables', eventUuid),
    countOf(context, 'rm_seating_seats', eventUuid),
    countOf(context, 'rm_seating_legends', eventUuid),
    countOf(context, 'rm_seating_canvas_objects', eventUuid),
    context.db.selectFrom('rm_attendee_stats').select('total').where('event_uuid', '=', eventUuid).executeTakeFirst(),
    Promise.all(
      TEMPLATE_PART_COUNTS.map(async (part) => ({
        key: part.key,
        label: part.label,
        count: await part.count(context, eventUuid),
        only_when_asked: part.only_when_asked ?? false,
      })),
    ),
  ]);
  const active = new Set(Object.values(settings?.active_notification_templates ?? {}));
  return {
    source_uuid: eventUuid,
    name: `${event.name} (copy)`.slice(0, 255),
    settings: {
      timezone: event.timezone,
      starts_date: event.starts_date,
      starts_time: event.starts_time,
      end_date: event.end_date,
      end_time: event.end_time,
      purpose: event.purpose,
      is_rsvp: event.is_rsvp,
      is_seating_enabled: event.is_seating_enabled,
      is_pass_enabled: event.is_pass_enabled,
      is_custom_fields_enabled: event.is_custom_fields_enabled,
      invites_enabled: event.invites_enabled,
      seating_type: event.seating_type,
    },
    location: event.location,
    group_settings: event.group_settings,
    pass_settings: event.pass_settings,
    event_data: event.event_data,
    custom_fields: event.custom_fields,
    default_fields: event.default_fields,
    ticket_variations: event.ticket_variations,
    tags,
    group_tags: groupTags,
    templates: templates.map((template) => ({ ...template, is_active: active.has(template.id) })),
    floor_plan: { sections, tables, seats, seat_legends: seatLegends, canvas_objects: canvasObjects },
    guests: guests?.total ?? 0,
    parts,
  };
}
