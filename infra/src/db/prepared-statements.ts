import { sql } from 'kysely';

/**
 * Named prepared statements for the write path's hottest SQL. A statement
 * whose text starts with PREPARED runs as a prepared statement of its
 * connection: PostgreSQL parses and plans it once per connection (and may
 * then keep a generic plan) instead of for every call. On a door's check-ins
 * planning took PostgreSQL as long as executing (pg_stat_statements with
 * track_planning: 4.3 s of planning beside 4.9 s of execution for 10,000
 * check-ins), most of it in three statements whose text never changes: the
 * append, the projections' read of the log and the command's lookups (issue 31).
 *
 * A query builder's SELECT is marked with `.modifyFront(PREPARED)`, which
 * puts the mark just after the keyword.
 *
 * Only statements whose text takes a handful of shapes may be marked: each
 * distinct text is one statement kept by every connection for its lifetime.
 * Past MAX_NAMED texts the rest run unnamed, so a text that turned out to
 * vary cannot fill a server's memory.
 */
const MARK = '/*prepared*/';
const MARKED_SELECT = `select ${MARK}`;

/** Put first in a `sql` template (`sql\`${PREPARED} select …\``), or give a builder's SELECT to `.modifyFront()`. */
export const PREPARED = sql.raw(MARK);

const MAX_NAMED = 128;

// The same text gets the same name on every connection (node-pg refuses one name for two texts);
// null once a text must run unnamed (see runsUnnamedFrom).
const names = new Map<string, string | null>();

/** The name a statement runs under, or null when it runs unnamed. */
export function preparedName(text: string): string | null {
  if (!text.startsWith(MARK) && !text.startsWith(MARKED_SELECT)) return null;
  const known = names.get(text);
  if (known !== undefined) return known;
  if (names.size >= MAX_NAMED) return null;
  const name = `usher_${names.size + 1}`;
  names.set(text, name);
  return name;
}

// A prepared SELECT whose table's columns changed since it was prepared (a migration applied while
// the process runs): PostgreSQL refuses it rather than return rows of another shape.
const RESULT_TYPE_CHANGED = '0A000';
// The connection lost its prepared statements (DISCARD ALL by a pooler between client and server).
const STATEMENT_MISSING = '26000';

/**
 * Whether a named statement's failure means the text should run unnamed from now
 * on (and this call again, unnamed): a changed result type or a lost statement.
 */
export function runsUnnamedFrom(text: string, error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  if (code !== RESULT_TYPE_CHANGED && code !== STATEMENT_MISSING) return false;
  if (code === RESULT_TYPE_CHANGED && !/cached plan must not change result type/.test(String((error as Error).message))) return false;
  names.set(text, null);
  return true;
}
