import { sql } from 'kysely';
import { FORGOTTEN_FIRST_NAME, FORGOTTEN_LAST_NAME, FORGOTTEN_NAME } from '@usher/events';
import type { Db } from '@usher/infra/db/database';
import { mentionsTheGuest, rowIsTheGuests, type PersonalTraces } from './personal-traces.ts';
import { eventIdsOfStream } from '@usher/infra/eventstore/log-lookups';
import { SAMPLE_ROWS } from '../uploads/upload-shape.ts';

/**
 * Working tables outside the log and its read models that can hold copies of
 * a guest's personal data. Read models are rebuilt from the log and blank the
 * guest on AttendeeForgotten; these are not, so the forget command scrubs
 * them in its own transaction, while it can still tell what to look for.
 */
export async function scrubSideTables(trx: Db, attendeeId: string, eventUuid: string, traces: PersonalTraces): Promise<void> {
  await scrubUploads(trx, eventUuid, traces);
  await scrubMailReceipts(trx, attendeeId, traces);
  await scrubIdempotentResponses(trx, attendeeId, traces);
}

/** Uploaded files wait here as raw rows, and their first rows apart: the guest's rows are emptied (row numbers keep their places). */
async function scrubUploads(trx: Db, eventUuid: string, traces: PersonalTraces): Promise<void> {
  const uploads = await trx.selectFrom('uploads').select(['id', 'rows']).where('event_uuid', '=', eventUuid).forUpdate().execute();
  for (const upload of uploads) {
    let touched = false;
    const rows = upload.rows.map((cells) => {
      if (!rowIsTheGuests(cells, traces)) return cells;
      touched = true;
      return cells.map(() => '');
    });
    if (touched)
      await trx
        .updateTable('uploads')
        .set({ rows: JSON.stringify(rows), sample: JSON.stringify(rows.slice(0, SAMPLE_ROWS)), updated_at: new Date() })
        .where('id', '=', upload.id)
        .execute();
  }
}

/** Receipts of mail sent to the guest name their address (and the server's refusal may quote it). */
async function scrubMailReceipts(trx: Db, attendeeId: string, traces: PersonalTraces): Promise<void> {
  const emails = [...traces.emails];
  const eventIds = await eventIdsOfStream(trx, `attendee-${attendeeId}`);
  await sql`
    update mail_deliveries set recipient = 'forgotten:' || gen_random_uuid(), error = null
    where source_event_id = any(${eventIds}::uuid[])
       or lower(recipient) = any(${emails}::text[])`.execute(trx);
}

/**
 * Stored replies to retried commands (check-in, undo) echo the guest as they
 * were: the guest is replaced by the forgotten guest, and any other value
 * that repeats their data is blanked.
 */
async function scrubIdempotentResponses(trx: Db, attendeeId: string, traces: PersonalTraces): Promise<void> {
  const records = await sql<{ actor_key: string; idempotency_key: string; response: unknown }>`
    select actor_key, idempotency_key, response from es_idempotency
    where response::text like ${`%${attendeeId}%`} for update`.execute(trx);
  for (const record of records.rows) {
    const response = scrubbed(record.response, attendeeId, traces);
    await sql`
      update es_idempotency set response = ${JSON.stringify(response)}::jsonb
      where actor_key = ${record.actor_key} and idempotency_key = ${record.idempotency_key}`.execute(trx);
  }
}

const FORGOTTEN_GUEST_FIELDS: Record<string, unknown> = {
  first_name: FORGOTTEN_FIRST_NAME,
  last_name: FORGOTTEN_LAST_NAME,
  full_name: FORGOTTEN_NAME,
  email: null,
  phone_number: null,
  custom_fields: {},
  last_invitation_message: null,
  is_forgotten: true,
};

function scrubbed(value: unknown, attendeeId: string, traces: PersonalTraces): unknown {
  if (typeof value === 'string') return mentionsTheGuest(value, traces) ? FORGOTTEN_NAME : value;
  if (Array.isArray(value)) return value.map((item) => scrubbed(item, attendeeId, traces));
  if (!value || typeof value !== 'object') return value;
  const object = value as Record<string, unknown>;
  const isTheGuest = object.id === attendeeId || object.attendee_id === attendeeId;
  const result: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(object)) {
    result[key] = isTheGuest && Object.hasOwn(FORGOTTEN_GUEST_FIELDS, key) ? FORGOTTEN_GUEST_FIELDS[key] : scrubbed(item, attendeeId, traces);
  }
  return result;
}
