import { describe, expect, it } from 'vitest';
import { inCommitOrder } from '../src/eventstore/commit-order.ts';

const row = (transaction_id: string, global_position: string) => ({ transaction_id, global_position });

describe('inCommitOrder', () => {
  it('returns rows already in commit order as they are', () => {
    const rows = [row('9', '12'), row('10', '3'), row('10', '11'), row('100', '2')];
    expect(inCommitOrder(rows)).toBe(rows);
    expect(rows.map((r) => `${r.transaction_id}/${r.global_position}`)).toEqual(['9/12', '10/3', '10/11', '100/2']);
  });

  it('sorts by transaction id, then position, as numbers, not as text', () => {
    const rows = [row('100', '2'), row('10', '11'), row('9', '12'), row('10', '3')];
    expect(inCommitOrder(rows).map((r) => `${r.transaction_id}/${r.global_position}`)).toEqual(['9/12', '10/3', '10/11', '100/2']);
  });

  it('takes no rows and one row', () => {
    expect(inCommitOrder([])).toEqual([]);
    expect(inCommitOrder([row('1', '1')])).toEqual([row('1', '1')]);
  });
});
