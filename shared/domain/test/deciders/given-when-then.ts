import { expect } from 'vitest';
import type { DomainEvent } from '@usher/events';
import { fold, type Decider } from '../../src/deciders/decider.ts';
import { DomainError, type DomainErrorKind } from '../../src/deciders/domain-error.ts';

export interface ExpectedRefusal {
  kind: DomainErrorKind;
  code: string;
  errors?: Record<string, string[]>;
}

/** given these events, when this command, then these events (or this refusal). */
export function givenFor<State, Command, Event extends DomainEvent>(decider: Decider<State, Command, Event>) {
  return (...history: DomainEvent[]) => ({
    when(command: Command) {
      const decide = () => decider.decide(command, fold(decider, history));
      return {
        then: (expected: DomainEvent[]) => expect(decide()).toEqual(expected),
        thenRefuses(expected: ExpectedRefusal) {
          let refusal: unknown = null;
          try {
            decide();
          } catch (error) {
            refusal = error;
          }
          expect(refusal, 'the command should have been refused').toBeInstanceOf(DomainError);
          const error = refusal as DomainError;
          expect({ kind: error.kind, code: error.code }).toEqual({ kind: expected.kind, code: expected.code });
          if (expected.errors) expect(error.errors).toEqual(expected.errors);
        },
      };
    },
  });
}
