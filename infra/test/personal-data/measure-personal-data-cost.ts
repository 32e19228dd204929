/**
 * What the personal-data layer costs on the paths that carry most events:
 * appending a 100,000-guest upload (batches of 1,000 new guests, each a new
 * key) and reading the whole log back as a rebuild does (pages of 2,000).
 * Runs each with and without the vault on a scratch database of its own.
 *
 *   node --import tsx infra/test/personal-data/measure-personal-data-cost.ts [postgres admin url] [guests]
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { connectDatabase } from '../../src/db/database.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { PgListener } from '../../src/db/pg-listener.ts';
import { PostgresEventStore } from '../../src/eventstore/postgres-event-store.ts';
import { personalDataVault } from '../../src/eventstore/personal-data/personal-data-vault.ts';
import { LOG_START, type EventMetadata } from '../../src/eventstore/types.ts';

const adminUrl = process.argv[2] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const guests = Number(process.argv[3] ?? 100_000);
const BATCH = 1000;
const PAGE = 2000;

async function admin(statement: string) {
  const client = new pg.Client(adminUrl);
  await client.connect();
  await client.query(statement);
  await client.end();
}

async function measure(label: string, sealed: boolean) {
  const name = `usher_pii_cost_${sealed ? 'sealed' : 'plain'}_${process.pid}`;
  await admin(`drop database if exists ${name}`);
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = connectDatabase(url.toString(), { max: 8 });
  await migrateToLatest(database.db);
  const listener = new PgListener(url.toString());
  const store = new PostgresEventStore(database.db, listener, undefined, sealed ? personalDataVault(database.db) : undefined);
  const eventUuid = randomUUID();
  const metadata: EventMetadata = {
    actor: { type: 'user', id: randomUUID(), name: 'Olga Organiser' },
    event_uuid: eventUuid,
    organisation_id: randomUUID(),
    correlation_id: randomUUID(),
    causation_id: null,
    socket_id: null,
    occurred_at: new Date().toISOString(),
    source: 'upload guests.csv',
  };

  let started = performance.now();
  for (let offset = 0; offset < guests; offset += BATCH) {
    const requests = Array.from({ length: Math.min(BATCH, guests - offset) }, (_, index) => {
      const id = randomUUID();
      const n = offset + index;
      return {
        streamId: `attendee-${id}`,
        expectedVersion: 0,
        events: [
          {
            type: 'AttendeeAdded',
            schemaVersion: 1,
            metadata,
            data: {
              attendee_id: id,
              event_uuid: eventUuid,
              first_name: `First${n}`,
              last_name: `Last${n}`,
              email: `guest${n}@example.com`,
              phone_number: '+12025550123',
              parent_attendee_id: null,
              is_approved: true,
              is_attending: null,
            },
          },
        ],
      };
    });
    await store.append(requests);
  }
  const appendMs = performance.now() - started;

  started = performance.now();
  let position = LOG_START;
  let read = 0;
  for (;;) {
    const { events, next } = await store.readAll(position, PAGE, { types: ['AttendeeAdded'] });
    if (events.length === 0) break;
    read += events.length;
    position = next;
  }
  const readMs = performance.now() - started;
  const size = await database.db
    .selectFrom('es_events')
    .select((eb) => eb.fn.sum<string>(eb.fn('pg_column_size', ['data'])).as('bytes'))
    .executeTakeFirstOrThrow();

  console.log(
    `${label}: append ${guests} guests ${Math.round(appendMs)} ms (${Math.round(guests / (appendMs / 1000))}/s), readAll ${read} ${Math.round(readMs)} ms (${Math.round(read / (readMs / 1000))}/s), data ${Math.round(Number(size.bytes) / guests)} B/event`,
  );
  await listener.close();
  await database.destroy();
  await admin(`drop database ${name}`);
}

await measure('plain ', false);
await measure('sealed', true);
