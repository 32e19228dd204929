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
function guestNotYetListed(id: string, known: KnownGuest) {
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
  // The guest's pass generation (a transferred ticket's links are new) comes with the row: one query.
  const row = await db
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
    .where('a.id', '=', attendeeId)
    .where('a.event_uuid', '=', context.eventUuid)
    .executeTakeFirst();
  const guest = row ?? (options.known ? guestNotYetListed(attendeeId, options.known) : null);
  if (!guest) return null;
  const [tagNames, ownGroup, hosted] = await Promise.all([
    guest.tags.length > 0
      ? db.selectFrom('rm_attendee_tags').select('name').where('event_uuid', '=', context.eventUuid).where('id', 'in', guest.tags).orderBy('name').execute()
      : Promise.resolve([]),
    guest.host_group_id
      ? db
          .selectFrom('rm_host_groups as g')
          .leftJoin('rm_host_group_tags as t', 't.id', 'g.host_group_tag_id')
          .select(['t.name as tag_name'])
          .where('g.id', '=', guest.host_group_id)
          .executeTakeFirst()
      : Promise.resolve(undefined),
    db
      .selectFrom('rm_host_group_hosts as h')
      .innerJoin('rm_host_groups as g', 'g.id', 'h.group_id')
      .leftJoin('rm_host_group_tags as t', 't.id', 'g.host_group_tag_id')
      .select(['g.total_tickets', 't.name as tag_name'])
      .where('h.attendee_id', '=', attendeeId)
      .orderBy('g.created_at')
      .execute(),
  ]);
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
    'guest.tags': joined(tagNames.map((tag) => tag.name)),
    'guest.host_tickets': isHost ? String(hosted.reduce((sum, group) => sum + group.total_tickets, 0)) : '',
    'guest.group_tag': ownGroup?.tag_name ?? '',
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
