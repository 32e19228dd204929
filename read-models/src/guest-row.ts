import type { JsonRow } from './json-row.ts';
import type { RmAttendeesTable } from './tables/guest-list.ts';

/** A row of rm_attendees as the guest list projection holds it in memory (JSON-ready). */
export type GuestRow = JsonRow<RmAttendeesTable>;
