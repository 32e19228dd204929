import type { AuthUser } from '@usher/infra/http/authenticate';
import type { EventMetadata } from '@usher/infra/eventstore/types';
import type { ServiceContext } from '@usher/infra/context';
import { GroupCommands } from './group-commands.ts';
import { loadAttendees, loadGroupMembers, requireGroupOf } from './group-loading.ts';
import { groupIdsOfEvent } from './host-group-handlers.ts';
import { unassignSeats } from '../seating/assignment-handlers.ts';

// Share and send only record the fact; the mail dispatcher sends the emails
// from the log (services/projections/src/mail), like invitations.

/** The group's hosts who can be emailed their access. */
async function hostsToShareWith(context: ServiceContext, eventUuid: string, groupId: string) {
  const group = await requireGroupOf(context, eventUuid, groupId);
  const hosts = await loadAttendees(
    context,
    group.hosts.map((host) => host.attendee_id),
  );
  return [...hosts].filter(([, state]) => state.exists && !state.removed && !!state.email).map(([id]) => id);
}

/** Emails each host of one group their access (GO: a personal link; PRO: a sign-in link). */
export async function shareGroup(context: ServiceContext, user: AuthUser, eventUuid: string, groupId: string, metadata: EventMetadata) {
  const hostIds = await hostsToShareWith(context, eventUuid, groupId);
  const result = await new GroupCommands().onGroup(groupId, { type: 'ShareHostGroup', host_ids: hostIds }).run(context, metadata);
  return { data: { id: groupId, shared_with: hostIds.length }, position: result.position };
}

/** Shares every group that has a host with an email; the others are counted as skipped. */
export async function shareAllGroups(context: ServiceContext, user: AuthUser, eventUuid: string, metadata: EventMetadata) {
  const batch = new GroupCommands();
  let shared = 0;
  let skipped = 0;
  for (const groupId of await groupIdsOfEvent(context, eventUuid)) {
    const hostIds = await hostsToShareWith(context, eventUuid, groupId).catch(() => null);
    if (hostIds === null) continue;
    if (hostIds.length === 0) {
      skipped++;
      continue;
    }
    shared++;
    batch.onGroup(groupId, { type: 'ShareHostGroup', host_ids: hostIds });
  }
  const result = await batch.run(context, metadata);
  return { data: { shared, skipped }, position: result.position };
}

/** Emails each named guest of the group with an address their pass link. */
export async function sendGroupTickets(context: ServiceContext, user: AuthUser, eventUuid: string, groupId: string, metadata: EventMetadata) {
  const group = await requireGroupOf(context, eventUuid, groupId);
  const members = await loadGroupMembers(context, group);
  const recipients = members.tickets.named.filter((guest) => !!guest.email).map((guest) => guest.id);
  const result = await new GroupCommands().onGroup(groupId, { type: 'SendHostGroupTickets', attendee_ids: recipients }).run(context, metadata);
  return { data: { id: groupId, sent: recipients.length }, position: result.position };
}

/** Takes the group's guests (and hosts who came with it) out of their seats, in one decision. */
export async function unseatGroup(context: ServiceContext, user: AuthUser, eventUuid: string, groupId: string, metadata: EventMetadata) {
  const group = await requireGroupOf(context, eventUuid, groupId);
  const members = await loadGroupMembers(context, group);
  const hostIds = new Set(group.hosts.map((host) => host.attendee_id));
  const seated = [...members.attendees]
    .filter(([id, state]) => state.exists && !state.removed && (state.host_group_id === groupId || hostIds.has(id)) && state.seat_id)
    .map(([id]) => id);
  if (seated.length === 0) return { data: { id: groupId, unseated: 0 }, position: '0' };
  const result = await unassignSeats(context, user, eventUuid, seated, metadata);
  return { data: { id: groupId, unseated: result.data.unseated.length }, position: result.position };
}
