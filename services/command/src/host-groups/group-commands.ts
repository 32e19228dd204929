import { streamIds } from '@usher/events';
import type { AttendeeCommand } from '@usher/domain/deciders/attendee-decider';
import type { HostGroupCommand } from '@usher/domain/deciders/host-group-decider';
import { hostGroupTicketsDecider, type GroupOrAttendeeCommand } from '@usher/domain/deciders/host-group-tickets-decider';
import type { EventMetadata } from '@usher/infra/eventstore/types';
import type { ServiceContext } from '@usher/infra/runtime/context';
import { execute } from '../handling/execute.ts';

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
    const commands: { streamId: string; command: GroupOrAttendeeCommand }[] = [
      ...[...this.groups].map(([id, list]) => ({ streamId: streamIds.hostGroup(id), command: { on: 'group' as const, commands: list } })),
      ...[...this.attendees].map(([id, list]) => ({ streamId: streamIds.attendee(id), command: { on: 'attendee' as const, commands: list } })),
    ];
    return execute(context.store, hostGroupTicketsDecider, commands, metadata);
  }
}
