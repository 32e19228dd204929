import type { DomainEvent } from '@usher/events';
import type { Decider } from './decider.ts';

/**
 * Several commands on one aggregate, decided one after the other on the state
 * the earlier ones leave: one decision, one append, all or nothing.
 */
export function inSequence<State, Command, Event extends DomainEvent>(decider: Decider<State, Command, Event>): Decider<State, Command[], Event> {
  return {
    initialState: decider.initialState,
    evolve: (state, event) => decider.evolve(state, event),
    decide(commands, state) {
      const events: Event[] = [];
      let current = state;
      for (const command of commands) {
        const decided = decider.decide(command, current);
        events.push(...decided);
        current = decided.reduce((next, event) => decider.evolve(next, event), current);
      }
      return events;
    },
  };
}
