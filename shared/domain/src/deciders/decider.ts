import type { DomainEvent } from '@usher/events';

/**
 * The Decider pattern: pure functions, no I/O. `decide` answers a command with
 * the events it causes (or throws a DomainError); `evolve` folds events into
 * the state the next decision needs.
 *
 * `Event` is the union of its stream's events (StreamEvent<'attendee'>, …): a
 * decider can only decide events of the stream it guards. evolve and decide are
 * written as methods so that a stream's decider serves where any decider is
 * taken (the command side's loading, fold): a stream holds only the events its
 * deciders appended to it, so what the log hands evolve is of that union.
 */
export interface Decider<State, Command, Event extends DomainEvent = DomainEvent> {
  initialState: () => State;
  evolve(state: State, event: Event): State;
  decide(command: Command, state: State): Event[];
}

/** The part of a decider that rebuilds a state from a stream. */
export type Evolver<State, Event extends DomainEvent = DomainEvent> = Pick<Decider<State, unknown, Event>, 'initialState' | 'evolve'>;

export function fold<State, Event extends DomainEvent>(decider: Evolver<State, Event>, events: readonly Event[]): State {
  return evolveFrom(decider, decider.initialState(), events);
}

/** The state after these events, from a state already folded (a decision's events on the state it was decided on). */
export function evolveFrom<State, Event extends DomainEvent>(decider: Pick<Evolver<State, Event>, 'evolve'>, state: State, events: readonly Event[]): State {
  return events.reduce((current, event) => decider.evolve(current, event), state);
}
