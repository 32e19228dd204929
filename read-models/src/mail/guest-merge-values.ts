import type { MergeValues } from '@usher/domain/communications/merge-tags';
import { isUuid } from '@usher/domain/ids/uuid';
import type { Db } from '@usher/infra/db/database';
import type { EventStore } from '@usher/infra/eventstore/event-store';
import { passLinksAt } from '@usher/infra/http/pass-links';
import { rsvpLinkAt } from '@usher/infra/http/rsvp-links';
import { hostLinkFor } from '@usher/infra/http/host-links';
import {
  eventMergeContextFor,
  sampleMergeValues,
  type EventMergeContext,
  type GuestMergeValuesReader,
  type KnownGuest,
} from '@usher/infra/mail/render/merge-values';

// The guest list's projection may not have applied a guest added a moment ago (the mail
// dispatcher follows the log on its own): their names are what the stream says, the rest empty.
function guestNotYetListed(id: string, known: KnownGuest): GuestRow {
  return {
    id,
    ...known,
    pass_generation: 0,
    total_tickets: 1,
    section: null,
    row_no: null,
    table_no: null,
    seat_no: null,
    tags: [] as string[],
    host_group_id: null,
    is_forgotten: false,
  };
}

const joined = (names: (string | null)[]) => names.filter((name): name is string => !!name).join(', ');

interface GuestRow {
  id: string;
  first_name: string;
  last_name: string;
  total_tickets: number;
  section: string | null;
  row_no: string | null;
  table_no: string | null;
  seat_no: string | null;
  tags: string[];
  host_group_id: string | null;
  is_attending: boolean | null;
  is_forgotten: boolean;
  pass_generation: number;
}

/** The guests' rows with their pass generations (a transferred ticket's links are new), one query for all of them. */
async function readGuestRows(db: Db, eventUuid: string, attendeeIds: readonly string[]): Promise<Map<string, GuestRow>> {
  if (attendeeIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('rm_attendees as a')
    .leftJoin('rm_pass_generations as p', 'p.attendee_id', 'a.id')
    .select([
      'a.id',
      'a.first_name',
      'a.last_name',
      'a.total_tickets',
      'a.section',
      'a.row_no',
      'a.table_no',
      'a.seat_no',
      'a.tags',
      'a.host_group_id',
      'a.is_attending',
      'a.is_forgotten',
    ])
    .select((eb) => eb.fn.coalesce('p.pass_generation', eb.lit(0)).as('pass_generation'))
    .where('a.id', 'in', attendeeIds)
    .where('a.event_uuid', '=', eventUuid)
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}

/** What the guests' values name beyond their own rows: their tags, their group's tag, the groups they host. */
interface GuestRelations {
  /** The tags by name, in the database's order of names. */
  tags: { id: string; name: string }[];
  groupTags: Map<string, string | null>;
  hosted: Map<string, { total_tickets: number; tag_name: string | null }[]>;
}

/** The guests' relations in three queries for all of them, whatever their number. */
async function readGuestRelations(db: Db, eventUuid: string, guests: readonly GuestRow[]): Promise<GuestRelations> {
  const tagIds = [...new Set(guests.flatMap((guest) => guest.tags))];
  const groupIds = [...new Set(guests.map((guest) => guest.host_group_id).filter((id): id is string => !!id))];
  const [tags, groups, hosts] = await Promise.all([
    tagIds.length > 0
      ? db.selectFrom('rm_attendee_tags').select(['id', 'name']).where('event_uuid', '=', eventUuid).where('id', 'in', tagIds).orderBy('name').execute()
      : Promise.resolve([]),
    groupIds.length > 0
      ? db
          .selectFrom('rm_host_groups as g')
          .leftJoin('rm_host_group_tags as t', 't.id', 'g.host_group_tag_id')
          .select(['g.id', 't.name as tag_name'])
          .where('g.id', 'in', groupIds)
          .execute()
      : Promise.resolve([]),
    guests.length > 0
      ? db
          .selectFrom('rm_host_group_hosts as h')
          .innerJoin('rm_host_groups as g', 'g.id', 'h.group_id')
          .leftJoin('rm_host_group_tags as t', 't.id', 'g.host_group_tag_id')
          .select(['h.attendee_id', 'g.total_tickets', 't.name as tag_name'])
          .where(
            'h.attendee_id',
            'in',
            guests.map((guest) => guest.id),
          )
          .orderBy('g.created_at')
          .execute()
      : Promise.resolve([]),
  ]);
  const hosted = new Map<string, { total_tickets: number; tag_name: string | null }[]>();
  for (const host of hosts) hosted.set(host.attendee_id, [...(hosted.get(host.attendee_id) ?? []), host]);
  return {
    tags,
    groupTags: new Map(groups.map((group) => [group.id, group.tag_name])),
    hosted,
  };
}

/** One guest's values, from their row and relations as read. */
async function valuesOfGuest(db: Db, context: EventMergeContext, guest: GuestRow, relations: GuestRelations): Promise<MergeValues> {
  const attendeeId = guest.id;
  const own = new Set(guest.tags);
  const tagNames = relations.tags.filter((tag) => own.has(tag.id)).map((tag) => tag.name);
  const ownGroupTag = guest.host_group_id ? relations.groupTags.get(guest.host_group_id) : undefined;
  const hosted = relations.hosted.get(attendeeId) ?? [];
  const { appUrl } = context;
  const [passLinks, rsvpLink] = await Promise.all([
    passLinksAt(db, attendeeId, guest.pass_generation, appUrl),
    rsvpLinkAt(db, attendeeId, guest.pass_generation, appUrl),
  ]);
  const isHost = hosted.length > 0;
  // The dynamic link follows the guest: the RSVP page until they answered, then their pass (when the event gives passes).
  const answered = guest.is_attending !== null;
  const dynamic = answered && context.event.settings.is_pass_enabled ? passLinks.pass_public_link : rsvpLink;
  return {
    ...context.eventValues,
    'guest.first_name': guest.is_forgotten ? '' : guest.first_name,
    'guest.last_name': guest.is_forgotten ? '' : guest.last_name,
    'guest.total_tickets': String(guest.total_tickets),
    'guest.section': guest.section ?? '',
    'guest.row': guest.row_no ?? '',
    'guest.table': guest.table_no ?? '',
    'guest.seat': guest.seat_no ?? '',
    'guest.tags': joined(tagNames),
    'guest.host_tickets': isHost ? String(hosted.reduce((sum, group) => sum + group.total_tickets, 0)) : '',
    'guest.group_tag': ownGroupTag ?? '',
    'guest.host_group_tags': joined([...new Set(hosted.map((group) => group.tag_name))]),
    'link.pass': passLinks.pass_public_link,
    'link.public_pass': passLinks.pass_public_link,
    'link.white_label_public_pass': passLinks.pass_whitelabel_public_link,
    'link.event': rsvpLink,
    'link.dynamic': dynamic,
    'link.go_authentication': isHost ? await hostLinkFor(db, attendeeId, 'go', appUrl) : rsvpLink,
    'link.pro_authentication': isHost ? await hostLinkFor(db, attendeeId, 'pro', appUrl) : rsvpLink,
  };
}

/**
 * One guest's values for every merge tag, read as they are now; null when the
 * guest is not on the event's list. Without a guest (a preview with sample
 * values) the event's own details and the tags' examples for the rest.
 */
export async function guestMergeValues(
  db: Db,
  context: EventMergeContext,
  attendeeId: string | null,
  options: { known?: KnownGuest } = {},
): Promise<MergeValues | null> {
  if (attendeeId === null) return sampleMergeValues(context);
  // Only a guest id can name a guest (and PostgreSQL would refuse anything else as a uuid).
  if (!isUuid(attendeeId)) return null;
  const row = (await readGuestRows(db, context.eventUuid, [attendeeId])).get(attendeeId);
  const guest = row ?? (options.known ? guestNotYetListed(attendeeId, options.known) : null);
  if (!guest) return null;
  return valuesOfGuest(db, context, guest, await readGuestRelations(db, context.eventUuid, [guest]));
}

/**
 * Many guests' values of one event, read together: a statement for their
 * rows and one for each kind of relation, however many they are (a
 * communication's sender reads a claimed batch's guests so, where a read per
 * guest was two statements of every message). A guest not on the event's list
 * is absent from the answer.
 */
export async function guestMergeValuesOfMany(db: Db, context: EventMergeContext, attendeeIds: readonly string[]): Promise<Map<string, MergeValues>> {
  const ids = [...new Set(attendeeIds.filter(isUuid))];
  const guests = [...(await readGuestRows(db, context.eventUuid, ids)).values()];
  const relations = await readGuestRelations(db, context.eventUuid, guests);
  const values = new Map<string, MergeValues>();
  for (const guest of guests) values.set(guest.id, await valuesOfGuest(db, context, guest, relations));
  return values;
}

/** guestMergeValues over one database handle: what infra's renderer is handed (GuestMergeValuesReader). */
export function guestMergeValuesOf(db: Db): GuestMergeValuesReader {
  return (context, attendeeId, options) => guestMergeValues(db, context, attendeeId, options);
}

/** Every merge tag's value for one guest of one event (null guest: sample values), or null when the guest is not on its list. */
export async function mergeValuesFor(
  db: Db,
  store: EventStore,
  input: { eventUuid: string; attendeeId: string | null; appUrl: string },
): Promise<MergeValues | null> {
  return guestMergeValues(db, await eventMergeContextFor(store, input.eventUuid, input.appUrl), input.attendeeId);
}
