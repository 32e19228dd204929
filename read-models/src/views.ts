import type { Db } from '@usher/infra/db/database';
import type { ReadModelViews } from '@usher/infra/read-model-views';
import { eventOfActivityEntry } from './activity/activity-entries.ts';
import { alertCountsOf } from './communications/alert-counts.ts';
import { guestMergeValuesOf } from './mail/guest-merge-values.ts';

/** The read models' answers the command side shows (infra's ReadModelViews), over one database handle; the composition root builds them. */
export function readModelViews(db: Db): ReadModelViews {
  return {
    alertCounts: (alertIds) => alertCountsOf(db, alertIds),
    guestMergeValues: guestMergeValuesOf(db),
    eventOfActivityEntry: (entryId) => eventOfActivityEntry(db, entryId),
  };
}
