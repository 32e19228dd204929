import type { StoredEvent } from '@usher/infra/eventstore/types';
import { noPendingCopies, notePending } from '../guest-history/pending-copies.ts';

// Beyond this many guests the tail reaches, the whole copy is restored and replayed instead.
const MOST_REACHED = 5000;

/**
 * The guests whose rows the guest list's events after the history's base
 * (the tail) may change, as the history itself learns them (pending-copies.ts):
 * a guest the tail names, a plus-one's parent, a removed guest. Null when the
 * tail reaches rows no event names one by one (a sign-up's email, a statement
 * over an event's guests: a deleted tag, a plan save that moves seated
 * guests, a deleted account) or too many guests: then only the whole copy,
 * replayed, gives the view. Every other guest's row is its copy at the base.
 */
export function guestsTheTailReaches(tail: readonly StoredEvent[]): string[] | null {
  const pending = noPendingCopies();
  for (const event of tail) notePending(pending, event);
  if (pending.emails.size > 0 || pending.compared.size > 0) return null;
  const reached = new Set([...pending.guests, ...pending.removed]);
  return reached.size > MOST_REACHED ? null : [...reached];
}
