import type { Selectable } from 'kysely';
import type { RmAttendeesTable } from './tables/guest-list.ts';

/** A column's value as JSON carries it: a timestamp as its ISO string. */
type JsonReady<Value> = Value extends Date ? string : Value;

/**
 * A row of rm_attendees as the guest list projection holds it in memory
 * (JSON-ready): the table's own columns, so the row is defined once, by the table.
 */
export type GuestRow = { [Column in keyof Selectable<RmAttendeesTable>]: JsonReady<Selectable<RmAttendeesTable>[Column]> };
