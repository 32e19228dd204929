import { DomainError } from '@usher/domain/deciders/domain-error';
import type { ReportBreakdown } from '@usher/domain/contract/reports';
import type { Db } from '@usher/infra/db/database';

export interface ReportEvent {
  uuid: string;
  timeZone: string;
  ticketVariations: { id: string; name: string }[];
}

/** The event a report is about: its zone (the report's days and times) and its ticket variations' names. */
export async function reportEventOf(db: Db, eventUuid: string): Promise<ReportEvent> {
  const row = await db.selectFrom('rm_events').select('body').where('uuid', '=', eventUuid).executeTakeFirst();
  if (!row) throw DomainError.notFound('event');
  const settings = (row.body.settings ?? {}) as { timezone?: string };
  const variations = (row.body.ticket_variations ?? []) as { id: string; name: string }[];
  return { uuid: eventUuid, timeZone: settings.timezone ?? 'UTC', ticketVariations: variations };
}

const NONE: Record<ReportBreakdown, string> = { all: 'All guests', host_group: 'No host group', tag: 'No tag', ticket_variation: 'No ticket variation' };

/**
 * The breakdown's values with their names, in the order the event lists them, with "none" last; a value
 * the counts name that is gone from the event (a deleted group) keeps a plain label rather than vanishing.
 */
export async function breakdownValues(db: Db, event: ReportEvent, by: ReportBreakdown, counted: Iterable<string>): Promise<{ value: string; label: string }[]> {
  if (by === 'all') return [{ value: '', label: NONE.all }];
  let named: { id: string; name: string }[] = [];
  if (by === 'host_group') named = await db.selectFrom('rm_host_groups').select(['id', 'name']).where('event_uuid', '=', event.uuid).orderBy('name').execute();
  if (by === 'tag') named = await db.selectFrom('rm_attendee_tags').select(['id', 'name']).where('event_uuid', '=', event.uuid).orderBy('name').execute();
  if (by === 'ticket_variation') named = event.ticketVariations;
  const seen = new Set<string>(counted);
  const values = named.filter((item) => seen.has(item.id)).map((item) => ({ value: item.id, label: item.name }));
  const known = new Set(values.map((item) => item.value));
  for (const value of seen)
    if (value !== '' && !known.has(value))
      values.push({ value, label: `Deleted ${by === 'tag' ? 'tag' : by === 'host_group' ? 'host group' : 'ticket variation'}` });
  if (seen.has('')) values.push({ value: '', label: NONE[by] });
  return values;
}
