import { sql } from 'kysely';
import type { EventData } from '@usher/events';
import { guestOfStream } from '@usher/events';
import type { Db } from '@usher/infra/db/database';
import type { StoredEvent } from '@usher/infra/eventstore/types';
import { reachOf } from '../seating/seating-plan-saved.ts';

/**
 * What the next copy of the guest list must take, as the history learns it
 * from the events: guests by id, guests by a sign-up's email, the parents of
 * removed plus-ones (their ticket counts), whole events (or everything) where a
 * change was a statement over the table whose guests no event names, and the
 * events whose counters to copy. Any superset is right: a copy of an
 * unchanged row is still its state at the copy's stamp.
 */
export interface PendingCopies {
  guests: Set<string>;
  emails: Set<string>;
  removed: Set<string>;
  /** Events whose guests are compared with their latest copies ('*': every guest). */
  compared: Set<string>;
  counters: Set<string>;
}

export const noPendingCopies = (): PendingCopies => ({ guests: new Set(), emails: new Set(), removed: new Set(), compared: new Set(), counters: new Set() });

const EVERY_EVENT = '*';
const KINDS = ['guests', 'emails', 'removed', 'compared', 'counters'] as const;

export const isEmpty = (pending: PendingCopies) => KINDS.every((kind) => pending[kind].size === 0);

const emailOf = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim().toLowerCase() : null);

/** Notes what one event changes of the guest list, by the rows it reaches. */
export function notePending(pending: PendingCopies, stored: StoredEvent): void {
  const eventUuid = (stored.data.event_uuid as string | undefined) ?? stored.metadata.event_uuid;
  if (eventUuid) pending.counters.add(eventUuid);
  switch (stored.type) {
    case 'UserRegistered': {
      const email = emailOf(stored.data.email);
      if (email) pending.emails.add(email);
      return;
    }
    // Its address's marks and its check-ins' names go by statements over every event's guests.
    case 'UserAccountDeleted':
      pending.compared.add(EVERY_EVENT);
      return;
    case 'AttendeeTagDeleted':
      pending.compared.add((stored.data as EventData<'AttendeeTagDeleted'>).event_uuid);
      return;
    case 'SeatingPlanSaved': {
      const data = stored.data as EventData<'SeatingPlanSaved'>;
      const reach = reachOf(data);
      // A save of positions and colours only (most of the editor's) changes no guest.
      if (reach.seats.size + reach.tables.size + reach.sections.size > 0) pending.compared.add(data.event_uuid);
      return;
    }
  }
  const id = guestOfStream(stored.streamId);
  if (!id) return;
  pending.guests.add(id);
  if (stored.type === 'AttendeeAdded' && typeof stored.data.parent_attendee_id === 'string') pending.guests.add(stored.data.parent_attendee_id);
  if (stored.type === 'AttendeeRemoved') pending.removed.add(id);
}

/** Keeps what could not be copied yet (the guest list was not at the same position) for a later batch. */
export async function savePending(trx: Db, pending: PendingCopies): Promise<void> {
  const rows = KINDS.flatMap((kind) => [...pending[kind]].map((key) => ({ kind, key })));
  if (rows.length === 0) return;
  await sql`
    insert into rm_guest_history_pending (kind, key)
    select kind, key from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as p(kind text, key text)
    on conflict do nothing`.execute(trx);
}

/** Adds to `pending` what earlier batches left, and clears it from the table. */
export async function takeSavedPending(trx: Db, pending: PendingCopies): Promise<void> {
  const saved = await sql<{ kind: (typeof KINDS)[number]; key: string }>`delete from rm_guest_history_pending returning kind, key`.execute(trx);
  for (const row of saved.rows) if (KINDS.includes(row.kind)) pending[row.kind].add(row.key);
}

export const comparesEveryEvent = (pending: PendingCopies) => pending.compared.has(EVERY_EVENT);
