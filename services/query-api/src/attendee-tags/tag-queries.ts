import { DomainError } from '@usher/domain/deciders/domain-error';
import { isUuid } from '@usher/domain/ids/uuid';
import type { ServiceContext } from '@usher/infra/context';
import { PREPARED } from '@usher/infra/db/prepared-statements';
import type { TagView } from '@usher/domain/presenters/tag-fields';

/** An event's tags by id, for turning the ids guests carry into names when read. */
export type TagsById = ReadonlyMap<string, TagView>;

export const NO_TAGS: TagsById = new Map();

function tagsOf(context: ServiceContext, eventUuid: string) {
  return context.db
    .selectFrom('rm_attendee_tags')
    .select(['id', 'name', 'color', 'created_at'])
    .where('event_uuid', '=', eventUuid)
    .orderBy((eb) => eb.fn('lower', ['name']))
    .orderBy('id');
}

function present(row: { id: string; name: string; color: string; created_at: Date }) {
  return { id: row.id, name: row.name, color: row.color, created_at: new Date(row.created_at).toISOString() };
}

/** Every tag of the event, by name (spec list key 'attendee_tags'). */
export async function listTags(context: ServiceContext, eventUuid: string) {
  return { attendee_tags: (await tagsOf(context, eventUuid).execute()).map(present) };
}

/** The tags of the event among these ids; unknown or foreign ids are simply absent. */
export async function listTagsByIds(context: ServiceContext, eventUuid: string, ids: string[]) {
  const wanted = ids.filter(isUuid);
  if (wanted.length === 0) return { attendee_tags: [] };
  return { attendee_tags: (await tagsOf(context, eventUuid).where('id', 'in', wanted).execute()).map(present) };
}

export async function tagsById(context: ServiceContext, eventUuid: string): Promise<TagsById> {
  // Read beside every page of the guest list: planned once per connection.
  const rows = await tagsOf(context, eventUuid).modifyFront(PREPARED).execute();
  return new Map(rows.map((row) => [row.id, { id: row.id, name: row.name, color: row.color }]));
}

/**
 * The Selected Tags / Except Tags filters name tags of this event; any other
 * id is bad input (422), not an empty list.
 */
export function requireKnownTags(known: TagsById, filters: { tags?: string[]; except_tags?: string[] }): void {
  const errors: Record<string, string[]> = {};
  for (const field of ['tags', 'except_tags'] as const) {
    if (filters[field]?.some((id) => !known.has(id))) errors[field] = [`The selected ${field.replace('_', ' ')} is invalid.`];
  }
  if (Object.keys(errors).length > 0) throw DomainError.validation(errors);
}
