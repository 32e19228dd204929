import type { DomainEvent } from '@usher/events';

const quoted = (text: string) => `“${text}”`;
const words = (keys: string[]) => keys.map((key) => key.replaceAll('_', ' ')).join(', ');
const count = (n: number, one: string, many: string) => (n === 1 ? `1 ${one}` : `${n} ${many}`);

/** The audit log's line for a host-group change, or null for any other event. */
export function describeHostGroupChange(event: DomainEvent): string | null {
  switch (event.type) {
    case 'HostGroupCreated':
      return `Created the group ${quoted(event.data.name)} with ${count(event.data.total_tickets, 'ticket', 'tickets')}`;
    case 'HostGroupUpdated':
      return event.data.changes.name !== undefined
        ? `Renamed a group to ${quoted(event.data.changes.name)}`
        : `Changed a group's ${words(Object.keys(event.data.changes))}`;
    case 'HostGroupDeleted':
      return 'Deleted a group';
    case 'HostGroupHostAdded':
      return 'Added a host to a group';
    case 'HostGroupHostChanged':
      return event.data.attending_with_group ? 'A host now comes with their group' : 'A host no longer comes with their group';
    case 'HostGroupHostRemoved':
      return 'Removed a host from a group';
    case 'HostGroupShared':
      return `Shared a group with ${count(event.data.host_ids.length, 'host', 'hosts')}`;
    case 'HostGroupTicketsSent':
      return `Sent a group's tickets to ${count(event.data.attendee_ids.length, 'guest', 'guests')}`;
    case 'HostGroupSendsLimited':
      return `A host was stopped sending emails (${event.data.limit} limit: ${event.data.max} an hour)`;
    case 'HostGroupTagAdded':
      return `Created the group tag ${quoted(event.data.name)}`;
    case 'HostGroupTagDeleted':
      return 'Deleted a group tag';
    case 'AttendeeMovedToHostGroup':
      return event.data.host_group_id ? 'Moved to another group' : 'Taken out of their group';
    case 'AttendeePlaceholderRenamed':
      return 'Placeholder ticket renamed with its group';
    default:
      return null;
  }
}
