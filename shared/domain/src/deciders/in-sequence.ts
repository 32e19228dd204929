import type { DomainEvent } from '@usher/events';
import type { Decider } from './decider.ts';

/**
 * Several commands on one aggregate, decided one after the other on the state
 * the earlier ones leave: one decision, one append, all or nothing.
 */
export function inSequence<Command, State>(decider: Decider<Command, State>): Decider<Command[], State> {
  return {
    initialState: decider.initialState,
    evolve: decider.evolve,
    decide(commands, state): DomainEvent[] {
      const events: DomainEvent[] = [];
      let current = state;
      for (const command of commands) {
        const decided = decider.decide(command, current);
        events.push(...decided);
        current = decided.reduce(decider.evolve, current);
      }
      return events;
    },
  };
}
