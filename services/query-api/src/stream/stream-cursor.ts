import { DomainError } from '@usher/domain/deciders/domain-error';
import { LOG_START, type LogPosition } from '@usher/infra/eventstore/types';

/**
 * A reader's place in the log. Commit order is (transaction id, global
 * position), so the cursor carries both; clients treat it as opaque.
 */
export function encodeCursor(position: LogPosition): string {
  return `${position.transactionId}-${position.globalPosition}`;
}

const CURSOR = /^(\d{1,20})-(\d{1,20})$/;

/** The position after which to read: omitted, empty or '0' is the start of the log; anything else must be a cursor we gave. */
export function decodeCursor(after: string | undefined | null, field = 'after'): LogPosition {
  if (after === undefined || after === null || after === '' || after === '0') return LOG_START;
  const match = CURSOR.exec(after);
  if (!match) throw DomainError.validation({ [field]: ['After is invalid.'] });
  return { transactionId: match[1]!, globalPosition: match[2]! };
}
