import { newGuestId } from '../attendees/new-guest-id.ts';
import { DomainError } from '@usher/domain/deciders/domain-error';
import { journeyChoiceErrors } from '../journeys/journey-choice-check.ts';
import { parseHostGroupInput, type HostGroupInput } from '@usher/domain/host-groups/host-group-rules';
import {
  planGroupSave,
  type GuestCreate,
  type GuestUpdate,
  type HostCreate,
  type HostUpdate,
  type SaveCollections,
} from '@usher/domain/host-groups/group-save-plan';
import { ticketsOfGroup } from '@usher/domain/host-groups/group-membership';
import type { AuthUser } from '@usher/infra/http/authenticate';
import type { EventMetadata } from '@usher/infra/eventstore/types';
import type { ServiceContext } from '@usher/infra/context';
import { GroupCommands } from './group-commands.ts';
import { groupEventFacts, loadAttendees, loadGroupMembers, requireGroupOf } from './group-loading.ts';
import { groupReplies } from './group-reply.ts';
import { hostGroupIdsCreatedInEvent } from '@usher/infra/eventstore/log-lookups';

export interface GroupSave {
  fields: HostGroupInput;
  hosts?: SaveCollections<HostCreate, HostUpdate>;
  guests?: SaveCollections<GuestCreate, GuestUpdate>;
}

/** Guests of the event named as new hosts by id: who they are, and which group they are in. */
async function existingHostCandidates(context: ServiceContext, eventUuid: string, saves: GroupSave[]) {
  const ids = saves
    .flatMap((save) => [...(save.hosts?.created ?? []).map((host) => host.attendee_id), ...(save.hosts?.updated ?? []).map((host) => host.attendee_id)])
    .filter((id): id is string => !!id);
  const states = await loadAttendees(context, ids);
  const live = [...states].filter(([, state]) => state.exists && !state.removed && state.event_uuid === eventUuid);
  return { guestIds: new Set(live.map(([id]) => id)), groupOf: new Map(live.map(([id, state]) => [id, state.host_group_id])) };
}

/**
 * Creates groups with their placeholder tickets, hosts and named guests, all
 * in one transaction (one group from the form, many from an upload).
 */
export async function createGroups(context: ServiceContext, user: AuthUser, eventUuid: string, saves: GroupSave[], metadata: EventMetadata) {
  const facts = await groupEventFacts(context, eventUuid);
  for (const save of saves) {
    const journeyErrors = await journeyChoiceErrors(context, eventUuid, save.fields.journey_id);
    if (Object.keys(journeyErrors).length > 0) throw DomainError.validation(journeyErrors);
  }
  const candidates = await existingHostCandidates(context, eventUuid, saves);
  const batch = new GroupCommands();
  const ids = saves.map((save) => {
    const groupId = context.ids.uuid();
    const { fields, errors } = parseHostGroupInput(save.fields, { partial: false, knownTagIds: facts.tag_ids });
    if (Object.keys(errors).length > 0) throw DomainError.validation(errors);
    const plan = planGroupSave({
      group_id: groupId,
      event_uuid: eventUuid,
      name: fields.name!,
      current_name: null,
      current_total: 0,
      requested_total: fields.total_tickets,
      is_email_required: fields.is_email_required ?? facts.group_settings.is_email_required,
      tickets: ticketsOfGroup(groupId, new Set(), []),
      hosts: [],
      host_groups_of: candidates.groupOf,
      event_guest_ids: candidates.guestIds,
      host_changes: save.hosts ?? {},
      guest_changes: save.guests ?? {},
      newId: () => newGuestId(context.ids),
    });
    batch.onGroup(
      groupId,
      { type: 'CreateHostGroup', group_id: groupId, event_uuid: eventUuid, input: { ...save.fields, total_tickets: plan.total_tickets }, event: facts },
      ...plan.group,
    );
    batch.onAttendees(plan.attendees);
    return groupId;
  });
  const result = await batch.run(context, metadata);
  return { data: await groupReplies(context, eventUuid, ids), position: result.position };
}

/** The group form's save: the group's fields, its hosts and its guests, in one transaction. */
export async function updateGroup(context: ServiceContext, user: AuthUser, eventUuid: string, groupId: string, save: GroupSave, metadata: EventMetadata) {
  const group = await requireGroupOf(context, eventUuid, groupId);
  const facts = await groupEventFacts(context, eventUuid);
  const { fields, errors } = parseHostGroupInput(save.fields, { partial: true, knownTagIds: facts.tag_ids });
  Object.assign(errors, await journeyChoiceErrors(context, eventUuid, save.fields.journey_id));
  if (Object.keys(errors).length > 0) throw DomainError.validation(errors);
  const members = await loadGroupMembers(context, group);
  const candidates = await existingHostCandidates(context, eventUuid, [save]);
  const current = group.fields!;
  const plan = planGroupSave({
    group_id: groupId,
    event_uuid: eventUuid,
    name: fields.name ?? current.name,
    current_name: current.name,
    current_total: current.total_tickets,
    requested_total: fields.total_tickets,
    is_email_required: fields.is_email_required ?? current.is_email_required,
    tickets: members.tickets,
    hosts: group.hosts,
    host_groups_of: new Map([...candidates.groupOf, ...[...members.attendees].map(([id, state]) => [id, state.host_group_id] as const)]),
    event_guest_ids: candidates.guestIds,
    host_changes: save.hosts ?? {},
    guest_changes: save.guests ?? {},
    newId: () => newGuestId(context.ids),
  });
  const batch = new GroupCommands()
    .onGroup(groupId, { type: 'UpdateHostGroup', input: { ...save.fields, total_tickets: plan.total_tickets }, event: facts }, ...plan.group)
    .onAttendees(plan.attendees);
  const result = await batch.run(context, metadata);
  const [data] = await groupReplies(context, eventUuid, [groupId]);
  return { data: data!, position: result.position };
}

/**
 * Deletes groups: their placeholder tickets go with them; named guests and
 * hosts who came with the group stay on the guest list, in no group.
 */
export async function deleteGroups(context: ServiceContext, user: AuthUser, eventUuid: string, groupIds: string[], metadata: EventMetadata) {
  if (groupIds.length === 0) throw DomainError.validation({ ids: ['Ids is required.'] });
  const batch = new GroupCommands();
  for (const groupId of new Set(groupIds)) {
    const group = await requireGroupOf(context, eventUuid, groupId);
    const members = await loadGroupMembers(context, group);
    batch.onGroup(groupId, { type: 'DeleteHostGroup' });
    for (const placeholder of members.tickets.placeholders) batch.onAttendee(placeholder.id, { type: 'RemovePlaceholder' });
    for (const [id, state] of members.attendees) {
      if (state.exists && !state.removed && state.host_group_id === groupId && state.is_real_ticket)
        batch.onAttendee(id, { type: 'MoveToHostGroup', host_group_id: null });
    }
  }
  const result = await batch.run(context, metadata);
  return { data: { deleted: [...new Set(groupIds)] }, position: result.position };
}

/**
 * Moves a guest to another group of the event (or out of any): their ticket
 * goes with them, so each group's total_tickets follows, and a moved ticket is
 * a real ticket from then on (spec section 4).
 */
export async function moveGuest(
  context: ServiceContext,
  user: AuthUser,
  eventUuid: string,
  attendeeId: string,
  targetGroupId: string | null,
  metadata: EventMetadata,
) {
  const guest = (await loadAttendees(context, [attendeeId])).get(attendeeId);
  if (!guest || !guest.exists || guest.removed || guest.event_uuid !== eventUuid) throw DomainError.notFound('attendee');
  const facts = await groupEventFacts(context, eventUuid);
  const batch = new GroupCommands().onAttendee(attendeeId, { type: 'MoveToHostGroup', host_group_id: targetGroupId });
  const adjust = async (groupId: string, by: number) => {
    const group = await requireGroupOf(context, eventUuid, groupId);
    // A host who comes with their group holds no ticket of it.
    if (group.hosts.some((host) => host.attendee_id === attendeeId)) return;
    batch.onGroup(groupId, { type: 'UpdateHostGroup', input: { total_tickets: group.fields!.total_tickets + by }, event: facts });
  };
  if (targetGroupId) await adjust(targetGroupId, 1);
  if (guest.host_group_id && guest.host_group_id !== targetGroupId) {
    const source = await requireGroupOf(context, eventUuid, guest.host_group_id).catch(() => null);
    if (source) await adjust(guest.host_group_id, -1);
  }
  const result = await batch.run(context, metadata);
  return { data: { attendee_id: attendeeId, host_group_id: targetGroupId }, position: result.position };
}

/** The ids of the event's live groups, from the log. */
export function groupIdsOfEvent(context: ServiceContext, eventUuid: string): Promise<string[]> {
  return hostGroupIdsCreatedInEvent(context.db, eventUuid);
}

/** Writes the event's group_settings onto the chosen groups (all of them when none are named). */
export async function applyDefaultSettings(
  context: ServiceContext,
  user: AuthUser,
  eventUuid: string,
  groupIds: string[] | undefined,
  metadata: EventMetadata,
) {
  const facts = await groupEventFacts(context, eventUuid);
  const batch = new GroupCommands();
  const ids = groupIds ?? (await groupIdsOfEvent(context, eventUuid));
  let groups = 0;
  for (const groupId of new Set(ids)) {
    const group = await requireGroupOf(context, eventUuid, groupId).catch((error: unknown) => {
      if (groupIds) throw error;
      return null;
    });
    if (!group) continue;
    groups++;
    batch.onGroup(groupId, { type: 'UpdateHostGroup', input: { ...facts.group_settings }, event: facts });
  }
  const result = await batch.run(context, metadata);
  return { data: { groups, updated: new Set(result.appended.map((event) => event.streamId)).size }, position: result.position };
}

/** Host group hosts: POST delete. The people stay on the guest list; they no longer host the group. */
export function removeHosts(context: ServiceContext, user: AuthUser, eventUuid: string, groupId: string, attendeeIds: string[], metadata: EventMetadata) {
  return updateGroup(context, user, eventUuid, groupId, { fields: {}, hosts: { deleted: [...new Set(attendeeIds)] } }, metadata);
}
