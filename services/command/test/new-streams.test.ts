import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { streamIds } from '@usher/events';
import { attendeeDecider, type AttendeeCommand } from '@usher/domain/deciders/attendee-decider';
import { DomainError } from '@usher/domain/deciders/domain-error';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { addGuests, createEvent, type Auth } from '@usher/infra/testing/api-helpers';
import { systemTestMetadata } from '@usher/infra/testing/test-metadata';
import { execute } from '../src/handling/execute.ts';
import { newGuestId } from '../src/attendees/new-guest-id.ts';

// Guests being added are decided as new streams, without reading the log for them.
let t: TestApp;
let owner: Auth;
let event: { uuid: string };

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'), { projections: false });
  owner = (await t.signUp()).auth;
  event = await createEvent(t, owner);
});
afterAll(async () => {
  await t.close();
});

const add = (id: string, first_name: string): { streamId: string; command: AttendeeCommand } => ({
  streamId: streamIds.attendee(id),
  command: { type: 'AddAttendee', attendee_id: id, event_uuid: event.uuid, contact: { first_name, last_name: 'New' }, parent_attendee_id: null },
});

/** The streams the store was asked to read for decisions while `run` ran. */
async function streamsReadDuring(run: () => Promise<unknown>): Promise<string[]> {
  const store = t.context.store;
  const original = store.readStreamsForDecision.bind(store);
  const read: string[] = [];
  store.readStreamsForDecision = (ids, options) => {
    read.push(...ids);
    return original(ids, options);
  };
  try {
    await run();
  } finally {
    store.readStreamsForDecision = original;
  }
  return read;
}

describe('streams named new by the caller', () => {
  it('are decided without reading them, and their events start each stream', async () => {
    const ids = [newGuestId(), newGuestId(), newGuestId()];
    const commands = ids.map((id, index) => add(id, `Fresh${index}`));
    const read = await streamsReadDuring(() =>
      execute(t.context.store, attendeeDecider, commands, systemTestMetadata(event.uuid), { newStreams: new Set(commands.map((c) => c.streamId)) }),
    );
    expect(read).toEqual([]);
    const rows = await sql<{ stream_id: string; stream_position: number }>`
      select stream_id, stream_position from es_events where stream_id = any(${commands.map((c) => c.streamId)}::text[])`.execute(t.context.db);
    expect(rows.rows.map((row) => row.stream_position)).toEqual([1, 1, 1]);
  });

  it('are read and decided again when one turns out to exist, and nothing is appended twice', async () => {
    const [existing] = await addGuests(t, owner, event.uuid, [{ first_name: 'Already', last_name: 'Here' }]);
    const command = add(existing!.id, 'Impostor');
    let error: unknown;
    const read = await streamsReadDuring(() =>
      execute(t.context.store, attendeeDecider, [command], systemTestMetadata(event.uuid), { newStreams: new Set([command.streamId]) }).catch(
        (caught: unknown) => (error = caught),
      ),
    );
    // The first decision assumed an empty stream; the append refused it; the second read the stream.
    expect(read).toEqual([command.streamId]);
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).code).toBe('attendee_exists');
    const count = await sql<{ n: number }>`select count(*)::int as n from es_events where stream_id = ${command.streamId}`.execute(t.context.db);
    expect(count.rows[0]!.n).toBe(1);
  });

  it('new guests get time-ordered ids, so an upload lands at the end of every index on them', async () => {
    const earlier = Array.from({ length: 50 }, () => newGuestId());
    await new Promise((resolve) => setTimeout(resolve, 2));
    const later = newGuestId();
    expect(new Set(earlier).size).toBe(earlier.length);
    for (const id of earlier) expect(id < later).toBe(true);
    expect(later[14]).toBe('7');
  });
});
