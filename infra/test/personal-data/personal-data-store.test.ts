import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { FORGOTTEN_FIRST_NAME, FORGOTTEN_LAST_NAME } from '@usher/events';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase } from '../../src/testing/test-database.ts';
import type { DatabaseHandle } from '../../src/db/database.ts';
import { PgListener } from '../../src/db/pg-listener.ts';
import { PostgresEventStore } from '../../src/eventstore/postgres-event-store.ts';
import { personalDataVault } from '../../src/eventstore/personal-data/personal-data-vault.ts';
import { LOG_START, WrongExpectedVersionError, type EventMetadata, type NewEvent } from '../../src/eventstore/types.ts';

let database: DatabaseHandle;
let listener: PgListener;
let store: PostgresEventStore;

beforeAll(async () => {
  database = await createTestDatabase(inject('pgAdminUrl'), { max: 12 });
  listener = new PgListener(database.url);
  await listener.listen('usher_events');
  store = new PostgresEventStore(database.db, listener, undefined, personalDataVault(database.db));
});

afterAll(async () => {
  await listener.close();
  await database.destroy();
});

const eventUuid = randomUUID();

function metadata(actor: EventMetadata['actor'] = { type: 'user', id: randomUUID(), name: 'Olga Organiser' }): EventMetadata {
  return {
    actor,
    event_uuid: eventUuid,
    organisation_id: null,
    correlation_id: randomUUID(),
    causation_id: null,
    socket_id: null,
    occurred_at: new Date().toISOString(),
    source: 'test',
  };
}

function added(id: string, marker: string, meta = metadata()): NewEvent {
  return {
    type: 'AttendeeAdded',
    schemaVersion: 1,
    data: {
      attendee_id: id,
      event_uuid: eventUuid,
      first_name: `First${marker}`,
      last_name: `Last${marker}`,
      email: `${marker}@example.com`,
      phone_number: '+12025550123',
      parent_attendee_id: null,
      is_approved: true,
      is_attending: null,
    },
    metadata: meta,
  };
}

const forgotten = (meta = metadata()): NewEvent => ({
  type: 'AttendeeForgotten',
  schemaVersion: 1,
  data: { event_uuid: eventUuid, forgotten_at: new Date().toISOString() },
  metadata: meta,
});

async function storedText(streamId: string): Promise<string> {
  const result = await sql<{ row: string }>`select (e.*)::text as row from es_events e where stream_id = ${streamId}`.execute(database.db);
  return result.rows.map((r) => r.row).join('\n');
}

describe('the personal-data layer of the event store', () => {
  it('stores personal fields sealed, and every read gives them back', async () => {
    const id = randomUUID();
    const marker = `m${randomUUID().slice(0, 8)}`;
    const result = await store.append([{ streamId: `attendee-${id}`, expectedVersion: 0, events: [added(id, marker)] }]);
    // The caller hears back what it wrote.
    expect(result.events[0]!.data.first_name).toBe(`First${marker}`);

    const text = await storedText(`attendee-${id}`);
    expect(text).not.toContain(marker);
    expect(text).not.toContain('2025550123');
    // What is not personal stays plain, for the log's indexes and readers.
    expect(text).toContain(eventUuid);

    const [read] = await store.readStream(`attendee-${id}`);
    expect(read!.data).toMatchObject({
      first_name: `First${marker}`,
      last_name: `Last${marker}`,
      email: `${marker}@example.com`,
      phone_number: '+12025550123',
      event_uuid: eventUuid,
    });
    expect(read!.data).not.toHaveProperty('$pii');
    const decision = (await store.readStreamsForDecision([`attendee-${id}`])).get(`attendee-${id}`)!;
    expect(decision[0]!.data.first_name).toBe(`First${marker}`);
    // Whole-log readers see a commit once no older transaction anywhere on the server is still running.
    const readFromLog = async () => (await store.readAll(LOG_START, 10_000, { eventUuid })).events.find((e) => e.streamId === `attendee-${id}`)?.data.email;
    await expect.poll(readFromLog, { timeout: 10_000 }).toBe(`${marker}@example.com`);
  });

  it('reads a stream for a decision without personal data: nothing opened, the sealed fields as a forgotten guest has them', async () => {
    const id = randomUUID();
    const marker = `w${randomUUID().slice(0, 8)}`;
    const streamId = `attendee-${id}`;
    await store.append([
      {
        streamId,
        expectedVersion: 0,
        events: [
          added(id, marker),
          {
            type: 'AttendeeRsvpSet',
            schemaVersion: 1,
            data: { event_uuid: eventUuid, is_attending: true, rsvped_at: new Date().toISOString() },
            metadata: metadata(),
          },
        ],
      },
    ]);
    const [withheld, rsvp] = (await store.readStreamsForDecision([streamId], { personalData: false })).get(streamId)!;
    expect(withheld!.data).toMatchObject({
      attendee_id: id,
      event_uuid: eventUuid,
      first_name: FORGOTTEN_FIRST_NAME,
      last_name: FORGOTTEN_LAST_NAME,
      email: null,
      phone_number: null,
      is_approved: true,
    });
    expect(withheld!.data).not.toHaveProperty('$pii');
    expect(JSON.stringify(withheld!.data)).not.toContain(marker);
    expect(rsvp!.data).toMatchObject({ is_attending: true });
    expect(withheld!.recordedAt).toBeInstanceOf(Date);
    // The same stream read for a decision that needs them is opened as before.
    const opened = (await store.readStreamsForDecision([streamId])).get(streamId)!;
    expect(opened[0]!.data.first_name).toBe(`First${marker}`);
    expect(opened[0]!.recordedAt.getTime()).toBe(withheld!.recordedAt.getTime());
  });

  it('seals an invitation only when it carries a message: without one there is nothing personal to seal', async () => {
    const id = randomUUID();
    const streamId = `attendee-${id}`;
    const marker = `i${randomUUID().slice(0, 8)}`;
    const invited = (message: string | null): NewEvent => ({
      type: 'AttendeeInvited',
      schemaVersion: 1,
      data: { event_uuid: eventUuid, invitation_sent_at: new Date().toISOString(), message },
      metadata: metadata(),
    });
    await store.append([{ streamId, expectedVersion: 0, events: [added(id, marker), invited(null), invited(`Dear ${marker}, do come`)] }]);
    const rows = await sql<{ data: Record<string, unknown> }>`select data from es_events where stream_id = ${streamId} order by stream_position`.execute(
      database.db,
    );
    expect(rows.rows[1]!.data).not.toHaveProperty('$pii');
    expect(rows.rows[1]!.data.message).toBeNull();
    expect(rows.rows[2]!.data).toHaveProperty('$pii');
    expect(await storedText(streamId)).not.toContain(marker);
    const [, plain, sealed] = await store.readStream(streamId);
    expect(plain!.data.message).toBeNull();
    expect(sealed!.data.message).toBe(`Dear ${marker}, do come`);
  });

  it("seals a guest actor's name (their own link) and opens it again", async () => {
    const guest = randomUUID();
    const plusOne = randomUUID();
    const meta = metadata({ type: 'guest_link', id: guest, name: 'Gina Guestlink' });
    await store.append([{ streamId: `attendee-${plusOne}`, expectedVersion: 0, events: [added(plusOne, 'plusone', meta)] }]);
    expect(await storedText(`attendee-${plusOne}`)).not.toContain('Gina');
    const [read] = await store.readStream(`attendee-${plusOne}`);
    expect(read!.metadata.actor).toEqual({ type: 'guest_link', id: guest, name: 'Gina Guestlink' });
  });

  it('forgets: the key goes with the event, reads show a forgotten guest, and later writes stay unreadable', async () => {
    const id = randomUUID();
    const streamId = `attendee-${id}`;
    await store.append([{ streamId, expectedVersion: 0, events: [added(id, 'forgetme')] }]);
    await store.append([{ streamId, expectedVersion: 1, events: [forgotten()] }]);
    const key = await database.db.selectFrom('personal_data_keys').selectAll().where('subject_id', '=', id).executeTakeFirstOrThrow();
    expect(key.key).toBeNull();
    expect(key.forgotten_at).not.toBeNull();

    const [add, forget] = await store.readStream(streamId);
    expect(add!.data).toMatchObject({
      first_name: 'Forgotten',
      last_name: 'guest',
      email: null,
      phone_number: null,
      pii_forgotten: true,
      is_attending: null,
      event_uuid: eventUuid,
    });
    expect(forget!.type).toBe('AttendeeForgotten');

    // Nothing written for them afterwards becomes readable: the fields are dropped.
    await store.append([
      {
        streamId,
        expectedVersion: 2,
        events: [{ type: 'AttendeeDetailsChanged', schemaVersion: 2, data: { changes: { first_name: 'Again' }, previous: null }, metadata: metadata() }],
      },
    ]);
    expect(await storedText(streamId)).not.toContain('Again');
    const events = await store.readStream(streamId);
    expect(events[2]!.data).toMatchObject({ changes: {}, pii_forgotten: true });
  });

  it('keeps the key when the forgetting append loses its race', async () => {
    const id = randomUUID();
    const streamId = `attendee-${id}`;
    await store.append([{ streamId, expectedVersion: 0, events: [added(id, 'race')] }]);
    await expect(store.append([{ streamId, expectedVersion: 0, events: [forgotten()] }])).rejects.toBeInstanceOf(WrongExpectedVersionError);
    const [read] = await store.readStream(streamId);
    expect(read!.data.first_name).toBe('Firstrace');
  });

  it('creates no key for a failed first append', async () => {
    const id = randomUUID();
    const streamId = `attendee-${id}`;
    await store.append([{ streamId: `attendee-${randomUUID()}`, expectedVersion: 0, events: [] }]);
    await expect(store.append([{ streamId, expectedVersion: 3, events: [added(id, 'failed')] }])).rejects.toBeInstanceOf(WrongExpectedVersionError);
    const keys = await database.db.selectFrom('personal_data_keys').select('subject_id').where('subject_id', '=', id).execute();
    expect(keys).toEqual([]);
  });

  it('appends 2,000 new guests in one batch with one key statement', async () => {
    const ids = Array.from({ length: 2000 }, () => randomUUID());
    const meta = metadata();
    await store.append(ids.map((id) => ({ streamId: `attendee-${id}`, expectedVersion: 0, events: [added(id, 'bulk', meta)] })));
    const count = await sql<{
      n: number;
    }>`select count(*)::int as n from personal_data_keys where subject_id = any(${ids}::uuid[]) and key is not null`.execute(database.db);
    expect(count.rows[0]!.n).toBe(2000);
    const streams = await store.readStreams(ids.slice(0, 50).map((id) => `attendee-${id}`));
    expect([...streams.values()].every((events) => events[0]!.data.first_name === 'Firstbulk')).toBe(true);
  });

  it("forgets in every process: another process's store stops opening the guest once it hears of the forgetting", async () => {
    // A second "process": its own listener and store (and so its own caches) on the same database.
    const otherListener = new PgListener(database.url);
    await otherListener.listen('usher_events');
    const other = new PostgresEventStore(database.db, otherListener, undefined, personalDataVault(database.db));
    try {
      const id = randomUUID();
      const streamId = `attendee-${id}`;
      await store.append([{ streamId, expectedVersion: 0, events: [added(id, 'elsewhere')] }]);
      // The other process reads the guest: it now holds the key as alive.
      expect((await other.readStream(streamId))[0]!.data.first_name).toBe('Firstelsewhere');
      await store.append([{ streamId, expectedVersion: 1, events: [forgotten()] }]);
      await expect.poll(async () => (await other.readStream(streamId))[0]!.data.first_name, { timeout: 5_000 }).toBe('Forgotten');
    } finally {
      await otherListener.close();
    }
  });
});
