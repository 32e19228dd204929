import { sql } from 'kysely';
import { DELETED_USER_NAME } from '@usher/events';
import type { Db } from '@usher/infra/db/database';
import { comparePositions, positionOf, type LogPosition, type StoredEvent } from '@usher/infra/eventstore/types';
import { appliedTogether, BATCH_END, BATCH_SCHEMA, rebuiltTogether, type BatchState, type Projection, type RebuildMemory } from '../runner/projection.ts';
import { guestListProjection } from '../guest-list/guest-list-projection.ts';
import { isEmpty, noPendingCopies, notePending, savePending, takeSavedPending, type PendingCopies } from './pending-copies.ts';
import { copyGuestList } from './copy-guests.ts';
import { copyRebuiltGuestList } from './copy-rebuilt-guests.ts';

export const GUEST_HISTORY = 'guest_history';

/** The history's tables (migrations 055 and 073): copies, removals, forgettings, batch ends, and what is still to copy. */
export const HISTORY_TABLES = [
  'rm_attendee_versions',
  'rm_attendee_removals',
  'rm_attendee_forgettings',
  'rm_attendee_stats_versions',
  'rm_guest_list_batch_ends',
  'rm_guest_history_pending',
];

// How long a batch waits for the guest list to reach its position before leaving the copies to a later one.
const WAIT_FOR_GUEST_LIST_MS = 5000;
const POLL_MS = 5;

interface BatchHistory {
  pending: PendingCopies;
  removed: { event_uuid: string; id: string; stamp: LogPosition }[];
  forgotten: { event_uuid: string; id: string }[];
  deletedUsers: string[];
  last: LogPosition | null;
}

const KEY = 'guest_history.batch';
// In a batch's state: the copies are taken at the rebuild's end (copy-rebuilt-guests.ts), nothing is noted to copy later.
const COPIED_AT_END = 'guest_history.copied_at_end';
// In a rebuild's memory: the copies at its end are taken; what it applies after (its catch-up) is noted as live.
const COPIED = 'guest_history.copied';

/** The guest list's rebuilt schema when it is rebuilt in the same pass and the history has not copied it yet. */
function guestListRebuiltAlongside(memory: RebuildMemory | undefined): string | null {
  if (!memory || memory.has(COPIED)) return null;
  return rebuiltTogether(memory).get(guestListProjection.name) ?? null;
}

function historyOf(batch: BatchState): BatchHistory {
  let history = batch.get(KEY) as BatchHistory | undefined;
  if (!history) batch.set(KEY, (history = { pending: noPendingCopies(), removed: [], forgotten: [], deletedUsers: [], last: null }));
  return history;
}

/**
 * The guest list's checkpoint once it has reached `to`, share-locked (which
 * its next batch, updating the row, must wait for); null while it is behind
 * or when it has none, and then no lock is taken: the row is filtered out
 * before it is locked. A row that passes the filter and is locked after the
 * guest list moved it further still passes it (checkpoints only move on), so
 * a locked row is always one returned.
 */
async function guestListReached(trx: Db, to: LogPosition): Promise<LogPosition | null> {
  const found = await sql<{ transaction_id: string; global_position: string }>`
    select transaction_id::text as transaction_id, global_position::text as global_position from projection_checkpoints
    where name = ${guestListProjection.name} and (transaction_id, global_position) >= (${to.transactionId}::xid8, ${to.globalPosition}::bigint)
    for share`.execute(trx);
  const row = found.rows[0];
  return row ? { transactionId: row.transaction_id, globalPosition: row.global_position } : null;
}

/**
 * Waits until the guest list has committed up to `to`, and holds it there
 * (a share lock on its checkpoint row) while the copies are read: one
 * statement a look (the door's steady load makes a batch look several
 * times). True when it stands exactly at `to`: its rows are then the state
 * at `to`, what a copy stamped `to` must hold.
 */
async function holdGuestListAt(trx: Db, to: LogPosition): Promise<boolean> {
  const deadline = performance.now() + WAIT_FOR_GUEST_LIST_MS;
  for (;;) {
    const held = await guestListReached(trx, to);
    if (held) return comparePositions(held, to) === 0;
    if (performance.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/**
 * Whether the guest list's tables hold the state at `to` for this batch's copies. In a transaction that
 * moved the guest list's checkpoint too (a merged batch), without a statement: when its part came first.
 */
async function guestListStandsAt(trx: Db, batch: BatchState, to: LogPosition): Promise<boolean> {
  const together = appliedTogether(batch);
  if (together?.moved.has(guestListProjection.name)) return together.applied.has(guestListProjection.name);
  return holdGuestListAt(trx, to);
}

/**
 * The guest list's history (time travel), a projection of its own so its
 * copies stay out of the guest list's batch (the door's write path). It
 * follows the same events; at the end of each batch it waits for the guest
 * list to commit the same position and copies, stamped there, every guest and
 * counter the events since the last copy reached. When the guest list stands
 * elsewhere (it runs alone, or this is a rebuild, whose own position the live
 * guest list never holds) what was reached is kept and copied at a later
 * batch end: a past view before it replays more of the log, never a wrong
 * state. Rebuilt in one pass with the guest list, it copies every guest once
 * at the pass's end instead (copy-rebuilt-guests.ts). Removals and
 * forgettings are written at once, the latter erasing the guest's earlier copies.
 */
export const guestHistoryProjection: Projection = {
  name: GUEST_HISTORY,
  tables: HISTORY_TABLES,
  handles: guestListProjection.handles,

  async prepare(_trx, _events, batch, memory) {
    if (guestListRebuiltAlongside(memory)) batch.set(COPIED_AT_END, true);
  },

  apply(_trx, stored: StoredEvent, batch) {
    const history = historyOf(batch);
    history.last = positionOf(stored);
    if (!batch.has(COPIED_AT_END)) notePending(history.pending, stored);
    const eventUuid = (stored.data.event_uuid as string | undefined) ?? stored.metadata.event_uuid;
    const id = stored.streamId.slice('attendee-'.length);
    if (stored.type === 'AttendeeRemoved' && eventUuid) history.removed.push({ event_uuid: eventUuid, id, stamp: positionOf(stored) });
    if (stored.type === 'AttendeeForgotten' && eventUuid) history.forgotten.push({ event_uuid: eventUuid, id });
    if (stored.type === 'UserAccountDeleted') history.deletedUsers.push(stored.data.user_id as string);
    return null;
  },

  async flush(trx, batch) {
    const history = historyOf(batch);
    if (!history.last) return;
    await recordRemovals(trx, history);
    if (history.deletedUsers.length > 0) {
      // The guests a deleted account checked in read as checked in by a deleted user, in every copy too.
      await sql`update rm_attendee_versions set checked_in_by = ${DELETED_USER_NAME} where checked_in_by_id = any(${history.deletedUsers}::uuid[])`.execute(
        trx,
      );
    }
    if (batch.has(COPIED_AT_END)) return;
    // The live history's own checkpoint, just moved in this transaction; a rebuild's or a past view's copies wait for a later batch.
    const to = batch.has(BATCH_SCHEMA) ? null : ((batch.get(BATCH_END) as LogPosition | undefined) ?? null);
    if (to && (await guestListStandsAt(trx, batch, to))) {
      await takeSavedPending(trx, history.pending);
      if (!isEmpty(history.pending)) await copyGuestList(trx, history.pending, to);
    } else {
      await savePending(trx, history.pending);
    }
  },

  async writeRebuilt(db, { memory, schema, final, at }) {
    const guestList = guestListRebuiltAlongside(memory);
    if (!final || !guestList) return;
    await copyRebuiltGuestList(db, guestList, schema, at);
    memory.set(COPIED, true);
  },
};

/** Removed guests leave every copy from their removal on; forgotten ones lose their earlier copies. */
async function recordRemovals(trx: Db, history: BatchHistory): Promise<void> {
  if (history.removed.length > 0) {
    await sql`
      insert into rm_attendee_removals (event_uuid, id, version_transaction_id, version_global_position)
      select r.event_uuid, r.id, r.stamp_transaction_id::xid8, r.stamp_global_position
      from jsonb_to_recordset(${JSON.stringify(history.removed.map((guest) => ({ event_uuid: guest.event_uuid, id: guest.id, stamp_transaction_id: guest.stamp.transactionId, stamp_global_position: guest.stamp.globalPosition })))}::jsonb)
        as r(event_uuid uuid, id uuid, stamp_transaction_id text, stamp_global_position bigint)
      on conflict do nothing`.execute(trx);
  }
  if (history.forgotten.length > 0) {
    // Stamped after every batch end recorded so far: a past view from one of those replays from the log's start.
    const stamp = sql`${history.last!.transactionId}::xid8, ${history.last!.globalPosition}::bigint`;
    const json = JSON.stringify(history.forgotten);
    await sql`
      delete from rm_attendee_versions v using jsonb_to_recordset(${json}::jsonb) as f(event_uuid uuid, id uuid)
      where v.event_uuid = f.event_uuid and v.id = f.id`.execute(trx);
    await sql`
      insert into rm_attendee_forgettings (event_uuid, id, version_transaction_id, version_global_position)
      select f.event_uuid, f.id, ${stamp} from jsonb_to_recordset(${json}::jsonb) as f(event_uuid uuid, id uuid)
      on conflict (event_uuid, id) do update set version_transaction_id = excluded.version_transaction_id, version_global_position = excluded.version_global_position`.execute(
      trx,
    );
  }
}
