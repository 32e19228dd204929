import { isEventOfStream, type StreamEvent } from '@usher/events';
import type { Decider } from './decider.ts';
import { attendeeDecider, type AttendeeCommand, type AttendeeState } from './attendee-decider.ts';
import { hostGroupDecider, type HostGroupCommand, type HostGroupState } from './host-group-decider.ts';
import { inSequence } from './in-sequence.ts';

/**
 * A group and its tickets change together: raising total_tickets adds
 * placeholder guests, renaming the group renames them, deleting it removes
 * them. One decider over both kinds of stream lets one `execute` append to the
 * group's stream and every guest's stream in one transaction.
 *
 * The state is a guest's state with the group's beside it, so a guest stream
 * folded here is still an AttendeeState to everyone else who reads it (the
 * write side caches folded streams by stream id, whichever decider folded them).
 */
export type GroupOrAttendeeState = AttendeeState & { group?: HostGroupState };

/** Several commands on one stream are decided in order, each on the state the previous left. */
export type GroupOrAttendeeCommand = { on: 'group'; commands: HostGroupCommand[] } | { on: 'attendee'; commands: AttendeeCommand[] };

const groupSteps = inSequence(hostGroupDecider);
const attendeeSteps = inSequence(attendeeDecider);
const groupOf = (state: GroupOrAttendeeState) => state.group ?? hostGroupDecider.initialState();

export const hostGroupTicketsDecider: Decider<GroupOrAttendeeState, GroupOrAttendeeCommand, StreamEvent<'hostgroup' | 'attendee'>> = {
  initialState: () => ({ ...attendeeDecider.initialState(), group: hostGroupDecider.initialState() }),
  evolve: (state, event) =>
    isEventOfStream(event, 'hostgroup')
      ? { ...state, group: hostGroupDecider.evolve(groupOf(state), event) }
      : { ...attendeeDecider.evolve(state, event), group: state.group },
  decide: (command, state) => (command.on === 'group' ? groupSteps.decide(command.commands, groupOf(state)) : attendeeSteps.decide(command.commands, state)),
};

export function groupStateOf(state: GroupOrAttendeeState): HostGroupState {
  return groupOf(state);
}
