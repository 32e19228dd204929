import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase } from '@usher/infra/testing/test-database';
import type { DatabaseHandle } from '@usher/infra/db/database';
import type { LogPosition } from '@usher/infra/eventstore/types';
import { CarriedRows } from '../src/runner/carried-rows.ts';
import { RowBuffer } from '../src/runner/row-buffer.ts';

type Row = { id: string; name: string };

const at = (position: number): LogPosition => ({ transactionId: String(position), globalPosition: String(position) });
const row = (name: string): Row => ({ id: randomUUID(), name });

describe('rows a rebuild carries from one batch to the next', () => {
  it('hands the next batch the rows of a batch that committed, each once', () => {
    const carried = new CarriedRows<Row>();
    const guest = row('Ada');
    carried.begin(at(0));
    carried.offer(new Map([[guest.id, guest]]), at(1));
    // The next transaction found the checkpoint where the offering batch moved it: it committed.
    carried.begin(at(1));
    expect(carried.take(guest.id)).toBe(guest);
    // Taken rows are the batch's to change in place: the carry holds them no more.
    expect(carried.take(guest.id)).toBeUndefined();
  });

  it('drops the offer of a batch that rolled back, and the rows it took, keeping the rows it never touched', () => {
    const carried = new CarriedRows<Row>();
    const [taken, untouched] = [row('Taken'), row('Untouched')];
    carried.begin(at(0));
    carried.offer(
      new Map([
        [taken.id, taken],
        [untouched.id, untouched],
      ]),
      at(1),
    );
    carried.begin(at(1));
    const changed = carried.take(taken.id)!;
    changed.name = 'Changed, then rolled back';
    carried.offer(new Map([[taken.id, changed]]), at(2));
    // Tried again from where the checkpoint still stands.
    carried.begin(at(1));
    expect(carried.take(taken.id)).toBeUndefined();
    expect(carried.take(untouched.id)).toEqual({ id: untouched.id, name: 'Untouched' });
  });

  it('carries nothing past a batch that changed rows by a statement, nor when the table moved without an offer', () => {
    const carried = new CarriedRows<Row>();
    const guest = row('Ada');
    carried.begin(at(0));
    carried.offer(new Map([[guest.id, guest]]), at(1));
    carried.begin(at(1));
    carried.offer(null, at(2));
    carried.begin(at(2));
    expect(carried.size).toBe(0);

    carried.offer(new Map([[guest.id, guest]]), at(3));
    carried.begin(at(3));
    // Some other batch moved the table from 3 to 5 without offering its rows.
    carried.begin(at(5));
    expect(carried.take(guest.id)).toBeUndefined();
  });
});

describe('a row buffer loading with rows carried', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase(inject('pgAdminUrl'), { max: 2 });
    await sql`create table carried (id uuid primary key, name text not null)`.execute(database.db);
  });
  afterAll(async () => {
    await database.destroy();
  });

  it('takes the carried rows, asks the table for the rest, and offers what it wrote to the next batch', async () => {
    const [inTable, carriedOnly] = [row('In the table'), row('In the table, carried newer')];
    await sql`insert into carried (id, name) values (${inTable.id}::uuid, ${inTable.name}), (${carriedOnly.id}::uuid, 'stale')`.execute(database.db);
    const carried = new CarriedRows<Row>();
    carried.begin(at(0));
    carried.offer(new Map([[carriedOnly.id, { ...carriedOnly }]]), at(1));
    carried.begin(at(1));

    const buffer = new RowBuffer<Row>('carried', 'id');
    buffer.carryFrom(carried);
    await database.db.transaction().execute(async (trx) => {
      await buffer.load(trx, [inTable.id, carriedOnly.id]);
      expect(buffer.get(inTable.id)).toEqual(inTable);
      // The carry's row, not the table's: the carry stands where the table will once the batch commits.
      expect(buffer.get(carriedOnly.id)).toEqual(carriedOnly);
      buffer.update(inTable.id, { name: 'Renamed' });
      await buffer.flush(trx);
    });
    carried.offer(buffer.heldByKey(), at(2));
    carried.begin(at(2));
    expect(carried.take(inTable.id)).toEqual({ id: inTable.id, name: 'Renamed' });
    expect(carried.take(carriedOnly.id)).toEqual(carriedOnly);
  });
});
