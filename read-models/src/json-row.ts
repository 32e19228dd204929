import type { Selectable } from 'kysely';

/** A column's value as JSON carries it: a timestamp as its ISO string. */
type JsonReady<Value> = Value extends Date ? string : Value;

/**
 * A table's row as a projection holds it in memory (JSON-ready) and writes it
 * back: the table's own columns, so a row type is defined once, by its table.
 */
export type JsonRow<Table> = { [Column in keyof Selectable<Table>]: JsonReady<Selectable<Table>[Column]> };
