import { createHash } from 'node:crypto';
import type { Db } from '@usher/infra/db/database';
import type { LogPosition } from '@usher/infra/eventstore/types';
import { lastPositionRecordedAtOrBefore } from '@usher/infra/eventstore/log-lookups';
import { ACCOUNT_EVENT_TYPES, EVENT_SLICE_TYPES } from '@usher/projections';

/**
 * A past moment mapped onto the log: the last event of the organiser's event
 * (and the last sign-up) recorded at or before it. Every moment between the
 * same two events maps to the same positions, so they share one snapshot.
 */
export interface PastMoment {
  eventUuid: string;
  eventSliceEnd: LogPosition | null;
  accountsEnd: LogPosition | null;
  /** Names the snapshot: equal keys, equal past views. */
  key: string;
}

const text = (position: LogPosition | null) => (position ? `${position.transactionId}.${position.globalPosition}` : '-');

export async function resolvePastMoment(db: Db, eventUuid: string, asOf: Date): Promise<PastMoment> {
  const [eventSliceEnd, accountsEnd] = await Promise.all([
    lastPositionRecordedAtOrBefore(db, asOf, { eventUuid, types: EVENT_SLICE_TYPES }),
    lastPositionRecordedAtOrBefore(db, asOf, { types: ACCOUNT_EVENT_TYPES }),
  ]);
  const key = createHash('sha256')
    .update(`${eventUuid}|${text(eventSliceEnd)}|${text(accountsEnd)}`)
    .digest('hex');
  return { eventUuid, eventSliceEnd, accountsEnd, key };
}
