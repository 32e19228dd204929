/** A row of the log as PostgreSQL returns it: xid8 and bigint as their decimal text. */
interface PositionedRow {
  transaction_id: string;
  global_position: string;
}

/**
 * The rows in commit order (transaction id, then position). A read's rows
 * almost always come in that order already, so they are checked in one pass
 * and sorted only if they are not: cheaper in the process than an ORDER BY
 * that has PostgreSQL sort every row again, payloads and all.
 */
export function inCommitOrder<Row extends PositionedRow>(rows: Row[]): Row[] {
  for (let i = 1; i < rows.length; i++) {
    if (compareRows(rows[i - 1]!, rows[i]!) > 0) return rows.sort(compareRows);
  }
  return rows;
}

function compareRows(a: PositionedRow, b: PositionedRow): number {
  return compareDecimals(a.transaction_id, b.transaction_id) || compareDecimals(a.global_position, b.global_position);
}

/** Non-negative integers as PostgreSQL prints them (no sign, no leading zeros): the longer is the greater. */
function compareDecimals(a: string, b: string): number {
  if (a.length !== b.length) return a.length - b.length;
  return a < b ? -1 : a > b ? 1 : 0;
}
