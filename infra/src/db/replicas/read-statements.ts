/**
 * Whether a statement only reads and so may run on a replica. Conservative:
 * anything that is not plainly a query, or that names a writing clause or a
 * function with an effect (a sequence, a notification, a lock, the current
 * transaction id, which a standby cannot assign), goes to the primary. A
 * wrong "no" costs the primary one read; a wrong "yes" would fail on the
 * replica (read-only) and be run again on the primary (routing-pool.ts).
 */
const STARTS_AS_QUERY = /^[\s(]*(select|with|values|table)\b/i;
const HAS_EFFECT =
  /\b(insert|update|delete|merge|truncate|create|drop|alter|grant|revoke|lock|copy|call|do|set_config|nextval|setval|pg_notify|pg_advisory\w*|pg_try_advisory\w*|pg_current_xact_id|txid_current|pg_current_wal\w*)\b|\bfor\s+(no\s+key\s+)?update\b|\bfor\s+(key\s+)?share\b/i;

export function isReadOnlyStatement(sql: string): boolean {
  return STARTS_AS_QUERY.test(sql) && !HAS_EFFECT.test(sql);
}

/** Statements that open or close a transaction: everything between them runs on the primary. */
export const BEGINS_TRANSACTION = /^\s*(begin|start\s+transaction)\b/i;
export const ENDS_TRANSACTION = /^\s*(commit|rollback|end|abort)\b(?!\s+to\b)/i;
