import type { DomainEvent } from '@usher/events';

/**
 * The Decider pattern: pure functions, no I/O. `decide` answers a command with
 * the events it causes (or throws a DomainError); `evolve` folds events into
 * the state the next decision needs.
 */
export interface Decider<Command, State> {
  initialState: () => State;
  evolve: (state: State, event: DomainEvent) => State;
  decide: (command: Command, state: State) => DomainEvent[];
}

export function fold<State>(decider: Pick<Decider<unknown, State>, 'initialState' | 'evolve'>, events: DomainEvent[]): State {
  return events.reduce(decider.evolve, decider.initialState());
}
