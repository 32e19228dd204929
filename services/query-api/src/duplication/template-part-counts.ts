import { sql } from 'kysely';
import type { ServiceContext } from '@usher/infra/context';

/**
 * How much each part a duplicate copies holds in an event now, for the
 * duplicate dialog (GET /events/{uuid}/template). The keys and labels are
 * the command side's parts' (services/command/src/events/duplication); a
 * feature that adds a part there adds its count here, one entry at the end.
 */
export interface TemplatePartCount {
  key: string;
  label: string;
  /** Copied only when the duplicate asks (guests). */
  only_when_asked?: boolean;
  count(context: ServiceContext, eventUuid: string): Promise<number>;
}

const rowsOf = async (
  context: ServiceContext,
  table:
    | 'rm_attendee_tags'
    | 'rm_host_group_tags'
    | 'rm_templates'
    | 'rm_seating_sections'
    | 'rm_seating_tables'
    | 'rm_seating_seats'
    | 'rm_seating_canvas_objects'
    | 'rm_seating_legends',
  eventUuid: string,
) => {
  const row = await context.db
    .selectFrom(table)
    .select(sql<number>`count(*)::int`.as('n'))
    .where('event_uuid', '=', eventUuid)
    .executeTakeFirst();
  return row?.n ?? 0;
};

const eventBody = async (context: ServiceContext, eventUuid: string) => {
  const row = await context.db.selectFrom('rm_events').select('body').where('uuid', '=', eventUuid).executeTakeFirst();
  return (row?.body ?? {}) as { custom_fields?: unknown[]; ticket_variations?: unknown[] };
};

export const TEMPLATE_PART_COUNTS: TemplatePartCount[] = [
  { key: 'pass_settings', label: 'Pass design', count: async () => 1 },
  { key: 'custom_fields', label: 'Custom fields and guest form', count: async (context, uuid) => (await eventBody(context, uuid)).custom_fields?.length ?? 0 },
  { key: 'event_data', label: 'Pass content', count: async () => 1 },
  { key: 'tags', label: 'Guest tags', count: (context, uuid) => rowsOf(context, 'rm_attendee_tags', uuid) },
  { key: 'group_tags', label: 'Host group tags', count: (context, uuid) => rowsOf(context, 'rm_host_group_tags', uuid) },
  { key: 'templates', label: 'Email templates and mail settings', count: (context, uuid) => rowsOf(context, 'rm_templates', uuid) },
  {
    key: 'floor_plan',
    label: 'Floor plan',
    count: async (context, uuid) => {
      const kinds = ['rm_seating_sections', 'rm_seating_tables', 'rm_seating_seats', 'rm_seating_canvas_objects', 'rm_seating_legends'] as const;
      return (await Promise.all(kinds.map((table) => rowsOf(context, table, uuid)))).reduce((sum, n) => sum + n, 0);
    },
  },
  {
    key: 'features',
    label: 'Features',
    count: async (context, uuid) =>
      (
        await context.db
          .selectFrom('rm_event_features')
          .select(sql<number>`count(*)::int`.as('n'))
          .where('event_uuid', '=', uuid)
          .executeTakeFirst()
      )?.n ?? 0,
  },
  { key: 'badge_layout', label: 'Badge layout', count: async () => 1 },
  {
    key: 'capacity',
    label: 'Capacity and waitlist settings',
    count: async (context, uuid) =>
      (await context.db.selectFrom('rm_event_capacity').select('capacity').where('event_uuid', '=', uuid).executeTakeFirst()) ? 1 : 0,
  },
  {
    key: 'journeys',
    label: 'Journeys',
    count: async (context, uuid) =>
      (
        await context.db
          .selectFrom('rm_journeys')
          .select(sql<number>`count(*)::int`.as('n'))
          .where('event_uuid', '=', uuid)
          .where('deleted', '=', false)
          .executeTakeFirst()
      )?.n ?? 0,
  },
  {
    key: 'guests',
    label: 'Guests',
    only_when_asked: true,
    count: async (context, uuid) =>
      (await context.db.selectFrom('rm_attendee_stats').select('total').where('event_uuid', '=', uuid).executeTakeFirst())?.total ?? 0,
  },
];
