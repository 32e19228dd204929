import { sql } from 'kysely';
import type { Db } from '@usher/infra/db/database';
import type { DomainEvent, EventData } from '@usher/events';
import type { RowBuffer } from '../runner/row-buffer.ts';
import type { GuestRow } from '@usher/read-models/guest-row';

/** A guest's tag ids after AttendeeTagsAdded / AttendeeTagsRemoved (null for other events). */
export function tagChangesFor(event: DomainEvent, row: GuestRow, at: string): Partial<GuestRow> | null {
  switch (event.type) {
    case 'AttendeeTagsAdded':
      return { tags: [...row.tags, ...event.data.tag_ids.filter((id) => !row.tags.includes(id))], updated_at: at };
    case 'AttendeeTagsRemoved':
      return { tags: row.tags.filter((id) => !event.data.tag_ids.includes(id)), updated_at: at };
    default:
      return null;
  }
}

/**
 * A tag deleted from the catalogue leaves every guest of its event in one
 * statement (through the GIN index on tags), however many carry it. The rows
 * this batch holds in memory are changed the same way, so writing them back
 * cannot bring the tag back. The guest's updated_at is left alone: the guest
 * did not change, the catalogue did.
 */
export async function removeDeletedTag(trx: Db, rows: RowBuffer<GuestRow>, data: EventData<'AttendeeTagDeleted'>): Promise<void> {
  await sql`
    update rm_attendees set tags = tags - ${data.tag_id}::text
    where event_uuid = ${data.event_uuid}::uuid and tags @> jsonb_build_array(${data.tag_id}::text)`.execute(trx);
  for (const row of rows.held((candidate) => candidate.event_uuid === data.event_uuid && candidate.tags.includes(data.tag_id))) {
    rows.update(row.id, { tags: row.tags.filter((id) => id !== data.tag_id) });
  }
}
