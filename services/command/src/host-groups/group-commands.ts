import { streamIds } from '@usher/events';
import type { AttendeeCommand } from '@usher/domain/deciders/attendee-decider';
import type { HostGroupCommand } from '@usher/domain/deciders/host-group-decider';
import { hostGroupTicketsDecider, type GroupOrAttendeeCommand } from '@usher/domain/deciders/host-group-tickets-decider';
import type { EventMetadata } from '@usher/infra/eventstore/types';
import type { ServiceContext } from '@usher/infra/context';
import { execute } from '../handling/execute.ts';
import { withSeatStreams, type SeatCommand } from '@usher/domain/deciders/seat-assignment-decider';
import { freeSeatCommands, removingSeatedGuests } from '../seating/guest-removal.ts';

const isRemoval = (command: AttendeeCommand): command is Extract<AttendeeCommand, { type: 'RemoveAttendee' | 'RemovePlaceholder' }> =>
  command.type === 'RemoveAttendee' || command.type === 'RemovePlaceholder';
const groupsWithSeats = withSeatStreams(hostGroupTicketsDecider);

/**
 * Collects the commands of one request on groups and their guests, one list
 * per stream, and appends them all in one transaction: a group never shows a
 * total its placeholders do not match.
 */
export class GroupCommands {
  private readonly groups = new Map<string, HostGroupCommand[]>();
  private readonly attendees = new Map<string, AttendeeCommand[]>();

  onGroup(groupId: string, ...commands: HostGroupCommand[]): this {
    this.groups.set(groupId, [...(this.groups.get(groupId) ?? []), ...commands]);
    return this;
  }

  onAttendee(attendeeId: string, ...commands: AttendeeCommand[]): this {
    this.attendees.set(attendeeId, [...(this.attendees.get(attendeeId) ?? []), ...commands]);
    return this;
  }

  onAttendees(commands: ReadonlyMap<string, AttendeeCommand[]>): this {
    for (const [id, list] of commands) this.onAttendee(id, ...list);
    return this;
  }

  async run(context: ServiceContext, metadata: EventMetadata) {
    // Guests this request removes give up their seats in the same decision (seating/guest-removal.ts).
    const removed = [...this.attendees].filter(([, list]) => list.some(isRemoval)).map(([id]) => id);
    if (removed.length === 0) return this.execute(context, metadata, new Map());
    return removingSeatedGuests(context, removed, (seats) => this.execute(context, metadata, seats));
  }

  private execute(context: ServiceContext, metadata: EventMetadata, seats: Map<string, string>) {
    const commands: { streamId: string; command: GroupOrAttendeeCommand | { on: 'seat'; commands: SeatCommand[] } }[] = [
      ...[...this.groups].map(([id, list]) => ({ streamId: streamIds.hostGroup(id), command: { on: 'group' as const, commands: list } })),
      ...[...this.attendees].map(([id, list]) => ({
        streamId: streamIds.attendee(id),
        command: { on: 'attendee' as const, commands: list.map((command) => (isRemoval(command) ? { ...command, seat_id: seats.get(id) ?? null } : command)) },
      })),
    ];
    if (seats.size === 0) return execute(context.store, hostGroupTicketsDecider, commands as { streamId: string; command: GroupOrAttendeeCommand }[], metadata);
    const eventUuid = metadata.event_uuid ?? '';
    return execute(context.store, groupsWithSeats, [...commands, ...freeSeatCommands(eventUuid, seats)], metadata);
  }
}
