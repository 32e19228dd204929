import { streamIds } from '@usher/events';
import { fold } from '@usher/domain/deciders/decider';
import { hostGroupDecider } from '@usher/domain/deciders/host-group-decider';
import { hostGroupTagDecider } from '@usher/domain/deciders/host-group-tag-decider';
import type { StoredEvent } from '@usher/infra/eventstore/types';
import type { ServiceContext } from '@usher/infra/context';
import { loadEvent } from '../access/event-access.ts';
import { toDomainEvent } from '../handling/execute.ts';
import { loadGroupMembers } from './group-loading.ts';

/** The events that the group table's updated_at follows (host changes do not move it). */
const TOUCHING = new Set(['HostGroupCreated', 'HostGroupUpdated', 'HostGroupShared', 'HostGroupTicketsSent']);

const lastAt = (history: StoredEvent[], types: Set<string>) => {
  const found = history.filter((stored) => types.has(stored.type)).at(-1);
  return found ? new Date(found.recordedAt).toISOString() : null;
};

/**
 * Groups as the group table (GET /events/{e}/host-group, list-by-ids) reads them
 * right after the command: tag, hosts' names, ticket counts, Shared flag and
 * times, from the group's stream, its tag catalogue and its members' streams.
 * The replying actor could edit the group, so hosts' addresses are shown.
 */
export async function groupReplies(context: ServiceContext, eventUuid: string, groupIds: string[]) {
  const [event, tags] = await Promise.all([
    loadEvent(context, eventUuid),
    context.store.readStream(streamIds.hostGroupTags(eventUuid)).then((history) => fold(hostGroupTagDecider, history.map(toDomainEvent))),
  ]);
  const tagNames = new Map(tags.tags.map((tag) => [tag.id, tag.name]));
  return Promise.all(
    groupIds.map(async (id) => {
      const history = await context.store.readStream(streamIds.hostGroup(id));
      const group = fold(hostGroupDecider, history.map(toDomainEvent));
      const fields = group.fields!;
      const { tickets, attendees } = await loadGroupMembers(context, group);
      const hosts = group.hosts
        .map((host) => {
          const state = attendees.get(host.attendee_id)!;
          return {
            attendee_id: host.attendee_id,
            first_name: state.first_name,
            last_name: state.last_name,
            email: state.email,
            attending_with_group: host.attending_with_group,
            is_attending: state.is_attending,
          };
        })
        // As the read orders them: by full name, then id.
        .sort((a, b) => compare(fullName(a), fullName(b)) || compare(a.attendee_id, b.attendee_id));
      const answered = (value: boolean | null) => tickets.named.filter((ticket) => ticket.is_attending === value).length;
      const tagName = fields.host_group_tag_id ? tagNames.get(fields.host_group_tag_id) : undefined;
      return {
        id,
        event_uuid: group.event_uuid!,
        ...fields,
        // Spec section 4: an event without seating turns floor-plan viewing off for every group.
        is_view_floorplan_enabled: fields.is_view_floorplan_enabled && event.settings.is_seating_enabled,
        host_group_tag: fields.host_group_tag_id && tagName ? { id: fields.host_group_tag_id, name: tagName } : null,
        tickets_status: {
          total: tickets.guests.length,
          named: tickets.named.length,
          placeholders: tickets.placeholders.length,
          rsvp_yes: answered(true),
          rsvp_no: answered(false),
          rsvp_pending: answered(null),
        },
        hosts,
        is_shared: history.some((stored) => stored.type === 'HostGroupShared'),
        shared_at: lastAt(history, new Set(['HostGroupShared'])),
        tickets_sent_at: lastAt(history, new Set(['HostGroupTicketsSent'])),
        created_at: lastAt(history, new Set(['HostGroupCreated']))!,
        updated_at: lastAt(history, TOUCHING)!,
      };
    }),
  );
}

const fullName = (host: { first_name: string; last_name: string }) => `${host.first_name} ${host.last_name}`.trim().toLowerCase();
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
