import { sql, type Expression, type SqlBool } from 'kysely';
import type { Db } from '@usher/infra/db/database';
import { suppressionAddressKeySql } from '@usher/infra/mail/message-tokens';
import type { Audience } from '@usher/domain/guest-selection/audience';
import { parseFilters, type AttendeeFilter } from '@usher/domain/guest-selection/guest-filter-names';
import { filterCondition } from './guest-filters.ts';
import { parseTagIds, tagFilterConditions } from './tag-filters.ts';
import { guestSearchCondition } from './guest-search.ts';
import { isUuid } from '@usher/domain/ids/uuid';

// Who a communication goes to (spec section 7 Alerts): the guest list's own
// selection (its filters, a saved tab, tags, a host group, hand-picked
// guests), read from the guest list at the moment it is asked. The query side
// counts it, the sending engine reads it at due time: both through this file.

export interface AudienceGuest {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
}

export interface AudienceOptions {
  /** Leave out addresses on the suppression list of the event's organisation (unsubscribed, bounced, complained). */
  excludeSuppressed: boolean;
}

/** Matches no guest: an audience that names what no longer exists reaches nobody rather than everybody. */
const NOBODY = sql<SqlBool>`false`;

/** A saved tab's view (the guest list's URL search as the tab stores it: `filter`, `q`, `tags`, `except_tags`). */
interface TabView {
  filters: AttendeeFilter[];
  search: string | undefined;
  tags: string[] | undefined;
  except_tags: string[] | undefined;
}

function tabViewOf(saved: Record<string, string>): TabView | null {
  const filters = parseFilters(saved.filter);
  const tags = parseTagIds(saved.tags);
  const exceptTags = parseTagIds(saved.except_tags);
  if (!filters || tags === null || exceptTags === null) return null;
  return { filters, search: saved.q, tags, except_tags: exceptTags };
}

function filterConditions(filters: AttendeeFilter[]): Expression<SqlBool>[] {
  return filters.map(filterCondition).filter((condition): condition is Expression<SqlBool> => condition !== null);
}

/**
 * The conditions on rm_attendees as `a` that the audience adds to "a guest of
 * this event with an address". A saved tab is read here, so a tab changed
 * after the alert was written is followed; a deleted tab, or filter names the
 * guest list does not know, match nobody.
 */
export async function audienceConditions(db: Db, eventUuid: string, audience: Audience): Promise<Expression<SqlBool>[]> {
  const filters = parseFilters(audience.filters.join(','));
  if (!filters) return [NOBODY];
  const conditions = filterConditions(filters);
  // Ids that are not ids match nothing (and never reach PostgreSQL as a malformed uuid).
  const ids = [audience.tab_id, audience.host_group_id, ...(audience.attendee_ids ?? [])].filter((id): id is string => id !== null);
  if (!ids.every(isUuid)) return [NOBODY];
  if (audience.tab_id) {
    const tab = await db
      .selectFrom('rm_attendee_tabs')
      .select('filters')
      .where('id', '=', audience.tab_id)
      .where('event_uuid', '=', eventUuid)
      .executeTakeFirst();
    const view = tab ? tabViewOf(tab.filters) : null;
    if (!view) return [NOBODY];
    conditions.push(...filterConditions(view.filters), ...tagFilterConditions(view));
    const search = guestSearchCondition(view.search);
    if (search) conditions.push(search);
  }
  conditions.push(...tagFilterConditions({ tags: audience.tag_ids, except_tags: audience.except_tag_ids }));
  if (audience.host_group_id) conditions.push(sql<SqlBool>`a.host_group_id = ${audience.host_group_id}`);
  // One array parameter, not one parameter per id: a hand-picked list may hold 100,000 guests.
  if (audience.attendee_ids) conditions.push(sql<SqlBool>`a.id = any(${audience.attendee_ids}::uuid[])`);
  return conditions;
}

/** Not on the suppression list of the organisation that holds the event. */
const notSuppressed = sql<SqlBool>`not exists (
  select 1 from rm_suppressions s join rm_events ev on ev.organisation_id = s.organisation_id
  where ev.uuid = a.event_uuid and s.address_key = ${sql.raw(suppressionAddressKeySql('a.email'))})`;

/**
 * The audience's guests as a query to build on (the engine narrows it to the
 * guests that changed; the count wraps it). Removed guests have no row; guests
 * whose data was forgotten, or who have no address, cannot be written to.
 */
export async function audienceGuests(db: Db, eventUuid: string, audience: Audience, options: AudienceOptions) {
  let rows = db
    .selectFrom('rm_attendees as a')
    .where('a.event_uuid', '=', eventUuid)
    .where('a.is_forgotten', '=', false)
    .where(sql<SqlBool>`coalesce(btrim(a.email), '') <> ''`);
  for (const condition of await audienceConditions(db, eventUuid, audience)) rows = rows.where(condition);
  if (options.excludeSuppressed) rows = rows.where(notSuppressed);
  return rows;
}

/** The guests an audience holds now, with what a message to them needs, in a stable order. */
export async function audienceQuery(
  db: Db,
  eventUuid: string,
  audience: Audience,
  options: AudienceOptions = { excludeSuppressed: true },
): Promise<AudienceGuest[]> {
  const rows = await (
    await audienceGuests(db, eventUuid, audience, options)
  )
    .select(['a.id', 'a.email', 'a.first_name', 'a.last_name'])
    .orderBy('a.id')
    .execute();
  return rows.map((row) => ({ id: row.id, email: row.email!.trim(), first_name: row.first_name, last_name: row.last_name }));
}

/** How many guests the audience holds now. */
export async function audienceCount(db: Db, eventUuid: string, audience: Audience, options: AudienceOptions = { excludeSuppressed: true }): Promise<number> {
  const row = await (await audienceGuests(db, eventUuid, audience, options)).select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  return row.n;
}
