// The guest list's history (time travel, migrations 055 and 073), written by the guest_history projection:
// copies of guest and counter rows stamped with the log position they stood at, removals, forgettings,
// the batch ends a past moment starts from, and what is still to copy.
import type { ColumnType } from 'kysely';
import type { RmAttendeeStatsTable, RmAttendeesTable } from './guest-list.ts';

/** A log position as a history row keeps it: `xid8` and `bigint`, which PostgreSQL hands over as text. */
interface VersionStamp {
  version_transaction_id: string;
  version_global_position: ColumnType<string, string | number, string | number>;
}

/** A guest row as it stood at a position: every column of rm_attendees, in its order, then the stamp (guest-history-columns.test.ts). */
export type RmAttendeeVersionsTable = RmAttendeesTable & VersionStamp;

/** An event's counters as they stood at a position (the same, for rm_attendee_stats). */
export type RmAttendeeStatsVersionsTable = RmAttendeeStatsTable & VersionStamp;

/** A guest removed from the list at a position: later moments leave them out. */
export interface RmAttendeeRemovalsTable extends VersionStamp {
  event_uuid: string;
  id: string;
}

/** A guest forgotten at a position: their earlier copies are gone, so a moment before it is replayed from the log. */
export interface RmAttendeeForgettingsTable extends VersionStamp {
  event_uuid: string;
  id: string;
}

/** A position the history copied at: a past moment starts from the last one before it. */
export interface RmGuestListBatchEndsTable {
  transaction_id: string;
  global_position: ColumnType<string, string | number, string | number>;
}

/** What a batch reached but could not copy yet (the guest list stood elsewhere), by kind and key. */
export interface RmGuestHistoryPendingTable {
  kind: string;
  key: string;
}
