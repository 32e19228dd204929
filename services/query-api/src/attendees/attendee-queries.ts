import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { attendeeShape } from '@usher/domain/presenters/attendee-shape';
import { DomainError } from '@usher/domain/deciders/domain-error';
import type { ServiceContext } from '@usher/infra/context';
import { PREPARED } from '@usher/infra/db/prepared-statements';
import type { AuthUser } from '@usher/infra/http/authenticate';
import { passLinksFor } from '@usher/read-models/passes/guest-links';
import { appUrlOf } from '@usher/infra/mail/message-id';
import type { AttendeeFilter } from '@usher/domain/guest-selection/guest-filter-names';
import { filterCondition } from '@usher/read-models/guest-selection/guest-filters';
import { isUuid } from '@usher/domain/ids/uuid';
import { customFieldConditions, type CustomFieldFilter } from '../fields/custom-field-filters.ts';
import { liveCustomFields, ticketVariationOfGuest } from '../fields/guest-field-columns.ts';
import { tagFieldsOf } from '@usher/domain/presenters/tag-fields';
import { tagFilterConditions, type TagFilters } from '@usher/read-models/guest-selection/tag-filters';
import { guestSearchCondition } from '@usher/read-models/guest-selection/guest-search';
import { invitationDeliveryColumn, invitationsBouncedOf } from '@usher/read-models/guest-selection/invitation-delivery';
import { NO_TAGS, requireKnownTags, tagsById, type TagsById } from '../attendee-tags/tag-queries.ts';
import {
  extraColumnsOf,
  floorplanLinkOf,
  invitationCountdownColumn,
  parentUserEmailColumn,
  sendTicketColumn,
  sponsorColumn,
  waitlistColumn,
} from './guest-extra-columns.ts';
import { groupColumnsOf, hostGroupNameColumn, hostGroupTagNameColumn, hostsColumn } from '../host-groups/guest-group-columns.ts';

/** Which guests, in which order: shared by the list and the export. */
export interface AttendeeSelection extends TagFilters {
  search?: string;
  sort?: 'created_at' | '-created_at';
  filters: AttendeeFilter[];
  /** Selected Individuals: only these guests. */
  ids?: string[];
  /** `custom_fields[{id}]=value` filters (fields/custom-field-filters.ts). */
  custom_field_filters?: CustomFieldFilter[];
}

export interface AttendeeListQuery extends AttendeeSelection {
  page: number;
  per_page: number;
}

/**
 * 404 unless the event exists and belongs to the user's organisation; 403
 * when the user's role may not read it. Door staff (check-in roles) may
 * find guests, so the guest list and its counters allow `check_in` too.
 */

function guestRows(context: ServiceContext) {
  return context.db
    .selectFrom('rm_attendees as a')
    .leftJoin('rm_attendees as parent', 'parent.id', 'a.parent_attendee_id')
    .leftJoin('rm_events as ev', 'ev.uuid', 'a.event_uuid')
    .selectAll('a')
    .select('parent.full_name as guest_of')
    .select([liveCustomFields.as('live_custom_fields'), ticketVariationOfGuest.as('ticket_variation')]);
}

/** The same rows as guestRows, for the guests a subquery of ids names (one page of the list). */
function guestRowsAmong(context: ServiceContext, ids: ReturnType<typeof pageIds>) {
  return guestRows(context).innerJoin(ids.as('page_ids'), 'page_ids.id', 'a.id');
}

type Row = Awaited<ReturnType<ReturnType<typeof guestRows>['execute']>>[number];

// pg reads timestamptz as a Date already: no copy before formatting it.
const iso = (value: Date | string | null | undefined) => (value == null ? null : value instanceof Date ? value.toISOString() : new Date(value).toISOString());

/** `tags` turns the tag ids the row holds into names (and chips); without it a guest shows no tags. */
export function presentGuest(row: Row, tags: TagsById = NO_TAGS) {
  // Field by field rather than spreading the row: a page of the list presents
  // fifty rows of forty columns, and a 100,000-guest export two thousand times that.
  const { tags: names, tag_ids, tag_objects } = tagFieldsOf(row.tags, tags);
  return attendeeShape({
    id: row.id,
    event_uuid: row.event_uuid,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    phone_number: row.phone_number,
    reference: row.reference,
    language: row.language,
    parent_attendee_id: row.parent_attendee_id,
    guest_of: row.guest_of,
    checked_in: row.checked_in,
    checked_in_at: iso(row.checked_in_at),
    is_approved: row.is_approved,
    is_attending: row.is_attending,
    rsvped_at: iso(row.rsvped_at),
    tags: names,
    tag_ids,
    tag_objects,
    custom_fields: row.live_custom_fields,
    ticket_variation: row.ticket_variation,
    total_tickets: row.total_tickets,
    is_invited: row.is_invited,
    invitation_sent_at: iso(row.invitation_sent_at),
    link_clicked_at: iso(row.link_clicked_at),
    is_real_ticket: row.is_real_ticket,
    is_name_modified: row.is_name_modified,
    is_draft: row.is_draft,
    ordering: row.ordering,
    section: row.section,
    table_no: row.table_no,
    seat_no: row.seat_no,
    row_no: row.row_no,
    table_label: row.table_label,
    seat_id: row.seat_id,
    table_id: row.table_id,
    host_group_id: row.host_group_id,
    has_checkin_alert: row.has_checkin_alert,
    checkin_alert_users: row.checkin_alert_users,
    last_invitation_message: row.last_invitation_message,
    account_created_at: iso(row.account_created_at),
    is_forgotten: row.is_forgotten,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  });
}

/**
 * A past moment's snapshot holds the guest list's tables, not the messages
 * (and reading today's would be a silent read of the present): as of then,
 * no invitation's delivery is known, so its filters match no one.
 */
const NO_PAST_DELIVERIES = sql<SqlBool>`false`;
const isDeliveryFilter = (filter: AttendeeFilter) => filter === 'invitation_bounced' || filter === 'invitation_deferred';

/** The guests of an event matching a selection, unordered (for counting) and ordered. */
export function selectGuests(context: ServiceContext, eventUuid: string, selection: AttendeeSelection, past = false) {
  const everyGuest = guestRows(context).where('a.event_uuid', '=', eventUuid);
  let rows = everyGuest;
  for (const filter of selection.filters) {
    const condition = past && isDeliveryFilter(filter) ? NO_PAST_DELIVERIES : filterCondition(filter);
    if (condition) rows = rows.where(condition);
  }
  for (const condition of tagFilterConditions(selection)) rows = rows.where(condition);
  for (const condition of customFieldConditions(selection.custom_field_filters)) rows = rows.where(condition);
  if (selection.ids) rows = rows.where('a.id', 'in', selection.ids.length > 0 ? selection.ids : ['00000000-0000-0000-0000-000000000000']);
  const search = guestSearchCondition(selection.search);
  if (search) rows = rows.where(search);
  // Whether anything narrowed the event's guests (a filter, a tag, a field, chosen ids, a search): each
  // condition makes a new builder.
  const narrowed = rows !== everyGuest;

  return { rows, ordered: inListOrder(rows, selection.sort), narrowed };
}

/**
 * The list's order, on any query over rm_attendees `a`. It ends with the id,
 * so it is a total order: a page's rows sorted again come out the same.
 */
function inListOrder<T extends { orderBy(expression: RawBuilder<unknown>): T }>(query: T, sort: AttendeeSelection['sort']): T {
  if (sort === 'created_at') return query.orderBy(sql`a.created_at asc`).orderBy(sql`a.id asc`);
  if (sort === '-created_at') return query.orderBy(sql`a.created_at desc`).orderBy(sql`a.id desc`);
  // The spec's attendee order (section 9): seated guests first by seat, then
  // explicit ordering, real tickets, name-modified ones, then by name.
  return query
    .orderBy(sql`a.seat_sort_key is null`)
    .orderBy(sql`a.seat_sort_key`)
    .orderBy(sql`a.ordering asc nulls last`)
    .orderBy(sql`a.is_real_ticket desc`)
    .orderBy(sql`a.is_name_modified desc`)
    .orderBy(sql`lower(a.full_name)`)
    .orderBy(sql`a.id`);
}

/**
 * The guest list's two statements: one page, and the count of the whole
 * selection. The host-group columns are the list's alone (three subqueries a
 * row, and the read-time columns of guest-extra-columns.ts): only the page
 * computes them, not the export or the count.
 */
type PageSelection = AttendeeSelection & Pick<AttendeeListQuery, 'page' | 'per_page'>;

/**
 * The ids of one page, in the list's order. The page's columns are computed
 * after, for its rows alone: selected here, PostgreSQL would compute every
 * subquery column for each row the OFFSET skips too (page 100 of 50: 5,000 rows,
 * each looking up its messages, waitlist and host group), 40 ms where 3 do.
 */
function pageIds(ordered: SelectedGuests['ordered'], query: PageSelection) {
  return ordered
    .clearSelect()
    .select('a.id')
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
}
type SelectedGuests = ReturnType<typeof selectGuests>;

/**
 * The number of guests a view selects. The whole list's is the stat bar's total, which the guest-list
 * projection keeps in the same transaction as the rows (read here in the same statement, it is of the
 * same moment): counting the rows instead read every one of them, 6,300 pages for 100,000 guests, on
 * every page of the list. A past view counts its restored rows.
 */
function countOf(context: ServiceContext, eventUuid: string, rows: SelectedGuests['rows'], narrowed: boolean, past: boolean) {
  if (narrowed || past) return rows.clearSelect().select(sql<number>`count(*)::int`.as('total_count'));
  return context.db.selectNoFrom(sql<number>`coalesce((select s.total from rm_attendee_stats s where s.event_uuid = ${eventUuid}), 0)`.as('total_count'));
}

function pageAndCount(context: ServiceContext, eventUuid: string, query: PageSelection, past: boolean) {
  const { rows, ordered, narrowed } = selectGuests(context, eventUuid, query, past);
  return {
    page: inListOrder(guestRowsAmong(context, pageIds(ordered, query)), query.sort)
      .select([hostGroupNameColumn.as('host_group_name'), hostGroupTagNameColumn.as('host_group_tag_name'), hostsColumn.as('hosts')])
      .select([
        parentUserEmailColumn.as('parent_user_email'),
        sponsorColumn.as('sponsor'),
        sendTicketColumn.as('send_ticket'),
        invitationCountdownColumn(context.clock.now()).as('invitation_sent_countdown'),
        (past ? sql<null>`null` : invitationDeliveryColumn).as('invitation_delivery'),
        // The waitlist keeps no history: a past view shows nobody on it.
        (past ? sql<null>`null` : waitlistColumn).as('waitlist'),
      ]),
    count: countOf(context, eventUuid, rows, narrowed, past),
    narrowed,
  };
}
type GuestPageRow = Awaited<ReturnType<ReturnType<typeof pageAndCount>['page']['execute']>>[number];

/**
 * The page and the total of a view as ONE statement, so both see the same
 * moment: run side by side on two connections, a page could hold three
 * guests just added while the count, a moment older, said 0. The page is
 * joined to the one-row count; a page past the end comes back as that row
 * alone, its guest columns null.
 */
export function guestListStatement(context: ServiceContext, eventUuid: string, query: PageSelection, past = false) {
  const { page, count, narrowed } = pageAndCount(context, eventUuid, query, past);
  const statement = context.db
    .selectFrom(count.as('total'))
    .leftJoinLateral(page.as('page'), (join) => join.onTrue())
    .selectAll('page')
    .select('total.total_count');
  // The whole list, as most visits read it, takes one text per sort: prepared, PostgreSQL plans it once per
  // connection rather than on every page (planning this statement took it longer than running it). A
  // filtered or searched view's text varies with what it narrows by, so it runs unnamed (prepared-statements.ts).
  return narrowed || past ? statement : statement.modifyFront(PREPARED);
}

/** One page of the guest list, filtered, searched and sorted in SQL. */
/** `past`: read from a snapshot of a past moment, which holds no messages (see NO_PAST_DELIVERIES). */
export async function listAttendees(context: ServiceContext, eventUuid: string, query: AttendeeListQuery, past = false) {
  // The tag catalogue is read beside the page: an unknown tag id matches no guest, and is refused below all the same.
  const [tags, rows] = await Promise.all([tagsById(context, eventUuid), guestListStatement(context, eventUuid, query, past).execute()]);
  requireKnownTags(tags, query);
  const total = rows[0]?.total_count ?? 0;
  const page = rows.filter((row) => row.id !== null) as unknown as GuestPageRow[];
  const appUrl = appUrlOf(process.env);
  return {
    // The list's rows also carry the guest's host group, its tag and its hosts, and the read-time columns (spec section 2 columns).
    data: page.map((row) => Object.assign(presentGuest(row, tags), groupColumnsOf(row), extraColumnsOf(row), { floorplan_link: floorplanLinkOf(row, appUrl) })),
    meta: { total, page: query.page, per_page: query.per_page, last_page: Math.max(1, Math.ceil(total / query.per_page)) },
  };
}

/**
 * Every guest a view shows (its filters, search and tags), as ids in the
 * list's order: what "select all in this view" selects for a bulk action.
 */
export async function attendeeIdsOf(context: ServiceContext, eventUuid: string, selection: AttendeeSelection) {
  const { ordered } = selectGuests(context, eventUuid, selection);
  const [tags, rows] = await Promise.all([tagsById(context, eventUuid), ordered.clearSelect().select('a.id').execute()]);
  requireKnownTags(tags, selection);
  return { data: rows.map((row) => row.id), meta: { total: rows.length } };
}

/** The event of a guest of the user's organisation that a route names by id, for the route's need (another's is 404). */
export async function eventOfGuestRow(context: ServiceContext, user: AuthUser, id: string): Promise<string> {
  const row = isUuid(id)
    ? await context.db
        .selectFrom('rm_attendees as a')
        .innerJoin('rm_events as e', 'e.uuid', 'a.event_uuid')
        .select('a.event_uuid')
        .where('a.id', '=', id)
        .where('e.organisation_id', '=', user.organisation_id)
        .executeTakeFirst()
    : undefined;
  if (!row) throw DomainError.notFound('attendee');
  return row.event_uuid;
}

/** One guest of the event the route was judged on (eventOfGuestRow), with their pass links. */
export async function showAttendee(context: ServiceContext, eventUuid: string, id: string) {
  const row = await guestRows(context).where('a.id', '=', id).where('a.event_uuid', '=', eventUuid).executeTakeFirst();
  if (!row) throw DomainError.notFound('attendee');
  const { pass_public_link, pass_whitelabel_public_link } = await passLinksFor(context.db, row.id);
  // The pass links are on the single guest only: signing 100,000 of them for the list is waste.
  return {
    data: { ...presentGuest(row, row.tags.length > 0 ? await tagsById(context, row.event_uuid) : NO_TAGS), pass_public_link, pass_whitelabel_public_link },
  };
}

export async function attendeeStats(context: ServiceContext, eventUuid: string, past = false) {
  const [row, seats, invitationsBounced, waitlist] = await Promise.all([
    context.db.selectFrom('rm_attendee_stats').selectAll().where('event_uuid', '=', eventUuid).executeTakeFirst(),
    // The guest list's own knowledge of the plan (seat-pieces.ts): a past view replays it with the guests.
    context.db
      .selectFrom('rm_guest_seat_pieces')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('event_uuid', '=', eventUuid)
      .where('kind', '=', 'seat')
      .where('disabled', '=', false)
      .executeTakeFirst(),
    // Read, not kept: it follows the invitations' outbound messages, which the guest list's counters do not.
    past
      ? null
      : invitationsBouncedOf(eventUuid)
          .execute(context.db)
          .then((result) => result.rows[0]),
    // The waitlist keeps no history: a past view counts none.
    past
      ? null
      : context.db
          .selectFrom('rm_waitlist_entries')
          .select([
            sql<number>`count(*) filter (where status = 'waiting')::int`.as('waiting'),
            sql<number>`count(*) filter (where status = 'offered')::int`.as('offered'),
          ])
          .where('event_uuid', '=', eventUuid)
          .executeTakeFirst(),
  ]);
  const total = row?.total ?? 0;
  const checkedIn = row?.checked_in ?? 0;
  return {
    data: {
      total_individuals: total,
      rsvp_pending: row?.rsvp_pending ?? 0,
      rsvp_yes: row?.rsvp_yes ?? 0,
      rsvp_no: row?.rsvp_no ?? 0,
      approval_pending: row?.approval_pending ?? 0,
      approval_yes: row?.approval_yes ?? 0,
      approval_no: row?.approval_no ?? 0,
      checked_in: checkedIn,
      not_checked_in: total - checkedIn,
      invited: row?.invited ?? 0,
      rsvped: row?.rsvped ?? 0,
      forfeited: row?.forfeited ?? 0,
      not_forfeited: total - (row?.forfeited ?? 0),
      accounts: row?.accounts ?? 0,
      no_accounts: total - (row?.accounts ?? 0),
      // The plan's seats that may take a guest (a disabled seat takes none).
      total_seats: seats?.n ?? 0,
      total_seated: row?.seated ?? 0,
      total_unseated: total - (row?.seated ?? 0),
      invitation_bounced: invitationsBounced?.n ?? 0,
      waitlisted: waitlist?.waiting ?? 0,
      offered: waitlist?.offered ?? 0,
    },
  };
}
