import { DomainError } from '@usher/domain/deciders/domain-error';
import { isUuid } from '@usher/domain/ids/uuid';
import { DEFAULT_JOURNEY_TEMPLATES, hasUnpublishedChanges, stepById, type JourneyGraph } from '@usher/domain/journeys/index';
import type { AttendeeInteraction, GroupedInteractions, Journey } from '@usher/domain/contract/journeys';
import type { GuestJourneyPathEntry } from '@usher/read-models';
import type { ServiceContext } from '@usher/infra/context';
import { sql } from 'kysely';

const iso = (value: Date) => new Date(value).toISOString();

export function defaultTemplates() {
  return { data: DEFAULT_JOURNEY_TEMPLATES.map(({ key, name, description, graph }) => ({ key, name, description, graph })) };
}

/** The event's journeys with their published graph and how many guests started and finished each. */
async function journeysOf(context: ServiceContext, eventUuid: string, journeyId?: string): Promise<Journey[]> {
  // Ids are uuids: anything else names no journey (and must not reach a uuid column).
  if (!isUuid(eventUuid) || (journeyId !== undefined && !isUuid(journeyId))) return [];
  let query = context.db
    .selectFrom('rm_journeys as j')
    .leftJoin('rm_journey_versions as v', (join) => join.onRef('v.journey_id', '=', 'j.id').onRef('v.version', '=', 'j.published_version'))
    .select((eb) => [
      'j.id',
      'j.event_uuid',
      'j.name',
      'j.is_default',
      'j.start_step_id',
      'j.published_version',
      'j.created_at',
      'j.updated_at',
      'v.graph',
      // The draft's steps are rows (migration 064), gathered in the order they were added.
      eb
        .selectFrom('rm_journey_draft_steps as s')
        .whereRef('s.journey_id', '=', 'j.id')
        .select(sql<JourneyGraph['steps']>`coalesce(jsonb_agg(s.step order by s.ordinal), '[]'::jsonb)`.as('steps'))
        .as('steps'),
      eb
        .selectFrom('rm_guest_journeys as g')
        .whereRef('g.journey_id', '=', 'j.id')
        .select((inner) => inner.fn.countAll<string>().as('n'))
        .as('started'),
      eb
        .selectFrom('rm_guest_journeys as g')
        .whereRef('g.journey_id', '=', 'j.id')
        .where('g.completed_at', 'is not', null)
        .select((inner) => inner.fn.countAll<string>().as('n'))
        .as('completed'),
    ])
    .where('j.event_uuid', '=', eventUuid)
    .where('j.deleted', '=', false);
  if (journeyId) query = query.where('j.id', '=', journeyId);
  const rows = await query.orderBy('j.created_at').orderBy('j.id').execute();
  return rows.map((row) => {
    const draft: JourneyGraph = { start_step_id: row.start_step_id, steps: row.steps ?? [] };
    const published = (row.graph as JourneyGraph | null) ?? null;
    return {
      id: row.id,
      event_uuid: row.event_uuid,
      name: row.name,
      is_default: row.is_default,
      draft,
      published_version: row.published_version,
      published,
      has_unpublished_changes: hasUnpublishedChanges(draft, published),
      created_at: iso(row.created_at),
      updated_at: iso(row.updated_at),
      stats: { started: Number(row.started ?? 0), completed: Number(row.completed ?? 0) },
    };
  });
}

export async function listJourneys(context: ServiceContext, eventUuid: string) {
  return { data: await journeysOf(context, eventUuid) };
}

export async function showJourney(context: ServiceContext, eventUuid: string, journeyId: string) {
  const [journey] = await journeysOf(context, eventUuid, journeyId);
  if (!journey) throw DomainError.notFound('journey');
  return { data: journey };
}

/** A version's graphs by number, for naming the steps guests passed. */
async function versionsOf(context: ServiceContext, journeyId: string): Promise<Map<number, JourneyGraph>> {
  const rows = await context.db.selectFrom('rm_journey_versions').select(['version', 'graph']).where('journey_id', '=', journeyId).execute();
  return new Map(rows.map((row) => [row.version, row.graph as JourneyGraph]));
}

/**
 * How guests went through the journey, step by step: reached (came to it),
 * completed (answered it and moved on), left (are on it now, not yet
 * answered). The steps are the latest published version's; a guest who began
 * on an earlier version keeps it (their path is theirs) and counts at every
 * step that kept its id since, so publishing a change drops nobody from the
 * funnel. Steps an earlier version had and the latest removed are not shown.
 */
export async function groupedInteractions(context: ServiceContext, eventUuid: string, journeyId: string): Promise<{ data: GroupedInteractions }> {
  const { data: journey } = await showJourney(context, eventUuid, journeyId);
  const version = journey.published_version;
  const graph = journey.published;
  if (version === null || graph === null) return { data: { version: null, steps: [], started: 0, completed: 0 } };
  const rows = await context.db.selectFrom('rm_guest_journeys').select(['path', 'completed_at']).where('journey_id', '=', journeyId).execute();
  const counts = new Map(graph.steps.map((step) => [step.id, { reached: 0, completed: 0, left: 0 }]));
  for (const row of rows) {
    for (const entry of row.path as GuestJourneyPathEntry[]) {
      const count = counts.get(entry.step_id);
      if (!count) continue;
      count.reached += 1;
      if (entry.left_at !== null) count.completed += 1;
      else count.left += 1;
    }
  }
  return {
    data: {
      version,
      steps: graph.steps.map((step) => ({ step_id: step.id, name: step.name, type: step.type, ...counts.get(step.id)! })),
      started: rows.length,
      completed: rows.filter((row) => row.completed_at !== null).length,
    },
  };
}

/** Each guest's way through the journey (any version), most recently active first. */
export async function attendeeInteractions(
  context: ServiceContext,
  eventUuid: string,
  journeyId: string,
  query: { attendee_id?: string; page: number; per_page: number },
): Promise<{ data: AttendeeInteraction[]; meta: { total: number; page: number; per_page: number; last_page: number } }> {
  await showJourney(context, eventUuid, journeyId);
  let base = context.db.selectFrom('rm_guest_journeys as g').where('g.journey_id', '=', journeyId).where('g.event_uuid', '=', eventUuid);
  if (query.attendee_id !== undefined) base = isUuid(query.attendee_id) ? base.where('g.attendee_id', '=', query.attendee_id) : base.where(sql<boolean>`false`);
  const total = Number((await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirst())?.n ?? 0);
  const rows = await base
    .leftJoin('rm_attendees as a', 'a.id', 'g.attendee_id')
    .select(['g.attendee_id', 'g.version', 'g.current_step_id', 'g.completed_at', 'g.path', 'a.full_name', 'a.email'])
    .orderBy('g.updated_at', 'desc')
    .orderBy('g.attendee_id')
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page)
    .execute();
  const versions = await versionsOf(context, journeyId);
  const data = rows.map((row) => {
    const graph = versions.get(row.version);
    return {
      attendee_id: row.attendee_id,
      name: row.full_name ?? '',
      email: row.email ?? null,
      version: row.version,
      current_step_id: row.current_step_id,
      completed_at: row.completed_at ? iso(row.completed_at) : null,
      path: (row.path as GuestJourneyPathEntry[]).map((entry) => ({
        step_id: entry.step_id,
        name: (graph && stepById(graph, entry.step_id)?.name) || '',
        reached_at: entry.reached_at,
        left_at: entry.left_at,
        action_type: entry.action_type as AttendeeInteraction['path'][number]['action_type'],
      })),
    };
  });
  return { data, meta: { total, page: query.page, per_page: query.per_page, last_page: Math.max(1, Math.ceil(total / query.per_page)) } };
}
