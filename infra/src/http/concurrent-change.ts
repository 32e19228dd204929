import { DomainError } from '@usher/domain/deciders/domain-error';
import { WrongExpectedVersionError } from '../eventstore/types.ts';

// PostgreSQL's codes for a write that lost a race and was rolled back whole:
// a unique key another transaction took first, a serialisation failure, a deadlock.
const LOST_RACE_CODES = new Set(['23505', '40001', '40P01']);

/**
 * A decision read streams it does not append to (a count behind a limit) and
 * one of them moved before the append: the whole command is made again on
 * what is there now, not only its append.
 */
export class StaleDecisionError extends Error {
  readonly code = 'stale_decision';
  constructor(readonly streamIds: string[]) {
    super(`Streams read for the decision changed meanwhile: ${streamIds.join(', ')}`);
  }
}

/**
 * True when a write failed only because another writer got there first: an
 * append whose stream moved past the expected version, or a racing insert or
 * update PostgreSQL refused. Nothing of the failed transaction was written, so
 * the command may be decided again on the state the winner left.
 */
export function isLostRace(error: unknown): boolean {
  if (error instanceof WrongExpectedVersionError || error instanceof StaleDecisionError) return true;
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' && LOST_RACE_CODES.has(code);
}

/** The 409 a command answers when it kept losing races, with the stable code clients switch on. */
export function concurrentChange(): DomainError {
  return new DomainError('conflict', 'concurrent_change', 'Someone changed this at the same time. Reload and try again.');
}
