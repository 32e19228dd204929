import { isEventOfStream } from '@usher/events';
import type { Decider } from '../deciders/decider.ts';
import type { AttendeeState } from '../deciders/attendee-decider.ts';
import { capacityDecider, type CapacityCommand } from './capacity-decider.ts';
import type { CapacityState } from './capacity-state.ts';

export interface CapacityStreamCommand {
  on: 'capacity';
  commands: CapacityCommand[];
}

const isCapacityCommand = (command: unknown): command is CapacityStreamCommand =>
  typeof command === 'object' && command !== null && (command as { on?: unknown }).on === 'capacity';

/**
 * A guest's stream and their event's capacity stream decided together, appended in one transaction: a guest's
 * own Yes and the place it takes, a claimed offer and the Yes it gives. The capacity stream's version is what
 * two guests taking the last place race on; the loser decides again and finds the event full.
 */
export function withCapacityStream<Command, State extends AttendeeState>(
  inner: Decider<State, Command>,
): Decider<State & { capacity: CapacityState }, Command | CapacityStreamCommand> {
  return {
    initialState: () => ({ ...inner.initialState(), capacity: capacityDecider.initialState() }),
    evolve: (state, event) =>
      isEventOfStream(event, 'capacity')
        ? { ...state, capacity: capacityDecider.evolve(state.capacity, event) }
        : { ...inner.evolve(state, event), capacity: state.capacity },
    decide: (command, state) => (isCapacityCommand(command) ? capacityDecider.decide(command.commands, state.capacity) : inner.decide(command, state)),
  };
}
