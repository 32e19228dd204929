import { randomIds, type IdGenerator } from '@usher/infra/clock';

/**
 * The id of a guest being added: time-ordered (UUID version 7), so the
 * thousands of guests of an upload land at the end of every index keyed by
 * guest (their streams in the log, their keys, their read-model rows) instead
 * of on pages all over it. Made by the service context's id generator.
 */
export function newGuestId(ids: IdGenerator = randomIds): string {
  return ids.timeOrderedUuid();
}
