import type { Db } from '@usher/infra/db/database';
import type { EventMergeContext, GuestMergeValuesReader } from '@usher/infra/mail/render/merge-values';
import { guestMergeValues, guestMergeValuesOfMany } from '@usher/read-models/mail/guest-merge-values';

/**
 * The merge values of a claimed batch's guests of one event, read together
 * when the batch is claimed (a few statements for a few hundred messages,
 * where a read per message was two statements of each), as the reader each
 * message's rendering asks. A guest the batch read did not find (no longer on
 * the list), another event's context, or a batch read that failed: that guest
 * is read alone, as before.
 */
export async function claimedMergeValues(
  db: Db,
  context: EventMergeContext,
  attendeeIds: readonly string[],
  log: (message: string, error?: unknown) => void,
): Promise<GuestMergeValuesReader> {
  const single: GuestMergeValuesReader = (asked, attendeeId, options) => guestMergeValues(db, asked, attendeeId, options);
  let read: Awaited<ReturnType<typeof guestMergeValuesOfMany>>;
  try {
    read = await guestMergeValuesOfMany(db, context, attendeeIds);
  } catch (error) {
    log('communications engine: reading a batch of guests failed; each message reads its own', error);
    return single;
  }
  return (asked, attendeeId, options) => {
    const values = asked === context && attendeeId !== null ? read.get(attendeeId) : undefined;
    return values ? Promise.resolve(values) : single(asked, attendeeId, options);
  };
}
