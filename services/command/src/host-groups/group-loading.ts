import { streamIds } from '@usher/events';
import { fold } from '@usher/domain/deciders/decider';
import { DomainError } from '@usher/domain/deciders/domain-error';
import { attendeeDecider, type AttendeeState } from '@usher/domain/deciders/attendee-decider';
import { hostGroupDecider, type GroupEventFacts, type HostGroupState } from '@usher/domain/deciders/host-group-decider';
import { hostGroupTagDecider } from '@usher/domain/deciders/host-group-tag-decider';
import { ticketsOfGroup, type GroupTicket, type GroupTickets } from '@usher/domain/host-groups/group-membership';
import { isUuid } from '@usher/domain/ids/uuid';
import type { ServiceContext } from '@usher/infra/context';
import { toDomainEvent } from '../handling/execute.ts';
import { loadEvent } from '../access/event-access.ts';
import { attendeeIdsEverInHostGroups } from '@usher/infra/eventstore/log-lookups';

/**
 * The write side's view of host groups, read from the log (never a lagging
 * read model): a group's state, its guests and hosts, and the facts of its
 * event a decision needs. The host portal's commands load groups the same way.
 */
export async function loadGroup(context: ServiceContext, groupId: string): Promise<HostGroupState> {
  if (!isUuid(groupId)) return hostGroupDecider.initialState();
  return fold(hostGroupDecider, (await context.store.readStream(streamIds.hostGroup(groupId))).map(toDomainEvent));
}

/** A live group of this event, or 404 (also for another event's group). */
export async function requireGroupOf(context: ServiceContext, eventUuid: string, groupId: string): Promise<HostGroupState> {
  const group = await loadGroup(context, groupId);
  if (!group.exists || group.deleted || group.event_uuid !== eventUuid) throw DomainError.notFound('host_group');
  return group;
}

export async function groupEventFacts(context: ServiceContext, eventUuid: string): Promise<GroupEventFacts> {
  const event = await loadEvent(context, eventUuid);
  const tags = fold(hostGroupTagDecider, (await context.store.readStream(streamIds.hostGroupTags(eventUuid))).map(toDomainEvent));
  return {
    group_settings: event.settings.group_settings,
    is_seating_enabled: event.settings.is_seating_enabled,
    tag_ids: new Set(tags.tags.map((tag) => tag.id)),
  };
}

function asTicket(id: string, state: AttendeeState): GroupTicket {
  return {
    id,
    first_name: state.first_name,
    last_name: state.last_name,
    email: state.email,
    phone_number: state.phone_number,
    parent_attendee_id: state.parent_attendee_id,
    host_group_id: state.host_group_id,
    is_real_ticket: state.is_real_ticket,
    is_attending: state.is_attending,
    removed: state.removed || !state.exists,
    event_uuid: state.event_uuid,
  };
}

export async function loadAttendees(context: ServiceContext, ids: string[]): Promise<Map<string, AttendeeState>> {
  const valid = [...new Set(ids.filter(isUuid))];
  const histories = await context.store.readStreams(valid.map(streamIds.attendee));
  return new Map(valid.map((id) => [id, fold(attendeeDecider, (histories.get(streamIds.attendee(id)) ?? []).map(toDomainEvent))]));
}

/** Every attendee that ever joined the group; their streams say who still does. */
function idsEverInGroup(context: ServiceContext, eventUuid: string, groupIds: string[]): Promise<string[]> {
  return attendeeIdsEverInHostGroups(context.db, eventUuid, groupIds);
}

export interface GroupMembers {
  tickets: GroupTickets;
  /** The group's hosts and guests by attendee id, as their streams hold them now. */
  attendees: Map<string, AttendeeState>;
}

export async function loadGroupMembers(context: ServiceContext, group: HostGroupState): Promise<GroupMembers> {
  const groupId = group.group_id!;
  const hostIds = group.hosts.map((host) => host.attendee_id);
  const attendees = await loadAttendees(context, [...(await idsEverInGroup(context, group.event_uuid!, [groupId])), ...hostIds]);
  const tickets = ticketsOfGroup(
    groupId,
    new Set(hostIds),
    [...attendees].map(([id, state]) => asTicket(id, state)),
  );
  return { tickets, attendees };
}
