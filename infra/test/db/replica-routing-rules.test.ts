import { describe, expect, it } from 'vitest';
import { isReadOnlyStatement, BEGINS_TRANSACTION, ENDS_TRANSACTION } from '../../src/db/replicas/read-statements.ts';
import { formatWalLocation, parseWalLocation } from '../../src/db/replicas/wal-location.ts';
import { parseReplicaUrls, replicaLabel } from '../../src/db/replicas/replica-urls.ts';

describe('which statements a replica may answer', () => {
  it.each([
    'select * from guest_list_rows where event_uuid = $1',
    '  (select 1) union (select 2)',
    'with counts as (select count(*) from x) select * from counts',
    'select "updated_at" from sessions',
  ])('reads: %s', (statement) => expect(isReadOnlyStatement(statement)).toBe(true));

  it.each([
    'insert into sessions (id) values ($1)',
    'update sessions set last_seen_at = now()',
    'with moved as (delete from x returning *) select * from moved',
    'select * from es_events for update',
    'select * from x for no key update skip locked',
    'select pg_notify($1, $2)',
    'select nextval($1)',
    'select pg_try_advisory_lock(1)',
    'select pg_current_xact_id()',
    "select set_config('a', 'b', true)",
    'copy x from stdin',
    'begin',
  ])('writes or needs the primary: %s', (statement) => expect(isReadOnlyStatement(statement)).toBe(false));

  it('sees where a transaction starts and ends, but not a savepoint rollback', () => {
    expect(BEGINS_TRANSACTION.test('begin')).toBe(true);
    expect(BEGINS_TRANSACTION.test('start transaction isolation level serializable')).toBe(true);
    expect(ENDS_TRANSACTION.test('commit')).toBe(true);
    expect(ENDS_TRANSACTION.test('rollback')).toBe(true);
    expect(ENDS_TRANSACTION.test('rollback to savepoint "a"')).toBe(false);
  });
});

describe('WAL locations', () => {
  it('compare as numbers and print as PostgreSQL does', () => {
    expect(parseWalLocation('0/16B3748')).toBe(0x16b3748n);
    expect(parseWalLocation('1/0')! > parseWalLocation('0/FFFFFFFF')!).toBe(true);
    expect(formatWalLocation(parseWalLocation('16/B374D848')!)).toBe('16/B374D848');
  });

  it.each(['', 'x', '1/2/3', '123456789/0', '0/-1', '1/2; drop'])('refuses %j', (text) => expect(parseWalLocation(text)).toBeNull());
});

describe('DATABASE_REPLICA_URLS', () => {
  it('splits on commas and white space, not inside a multi-host URL', () => {
    expect(parseReplicaUrls(' postgres://a:5432/usher, postgresql://u:p@b,c:5433/usher\npostgres://d/usher ')).toEqual([
      'postgres://a:5432/usher',
      'postgresql://u:p@b,c:5433/usher',
      'postgres://d/usher',
    ]);
    expect(parseReplicaUrls(undefined)).toEqual([]);
    expect(parseReplicaUrls('  ')).toEqual([]);
  });

  it('names a replica without its password', () => {
    expect(replicaLabel('postgres://usher:secret@10.0.0.2:5433/usher')).toBe('10.0.0.2:5433');
    expect(replicaLabel('postgres://db.internal/usher')).toBe('db.internal:5432');
  });
});
