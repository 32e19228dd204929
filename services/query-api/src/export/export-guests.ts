import type { ServiceContext } from '@usher/infra/runtime/context';
import { presentGuest, selectGuests, type AttendeeSelection } from '../attendees/attendee-queries.ts';
import { exportRow } from './guest-export-rows.ts';

const CHUNK = 5000;

/** Every guest of the selection, in its order, as export rows (read in chunks to bound each query). */
export async function exportRows(context: ServiceContext, eventUuid: string, timezone: string, selection: AttendeeSelection) {
  const { ordered } = selectGuests(context, eventUuid, selection);
  const rows: Record<string, unknown>[] = [];
  for (let offset = 0; ; offset += CHUNK) {
    const chunk = await ordered.limit(CHUNK).offset(offset).execute();
    rows.push(...chunk.map((row) => exportRow(presentGuest(row), timezone)));
    if (chunk.length < CHUNK) return rows;
  }
}
