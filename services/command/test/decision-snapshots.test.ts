import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { streamIds } from '@usher/events';
import { attendeeDecider } from '@usher/domain/deciders/attendee-decider';
import { fold } from '@usher/domain/deciders/decider';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { addGuests, createEvent, type Auth } from '@usher/infra/testing/api-helpers';
import { attendeeSnapshots } from '../src/attendees/attendee-handlers.ts';
import { toDomainEvent } from '../src/handling/execute.ts';
import { aggregateCache } from '../src/handling/aggregate-cache.ts';

// Bulk commands fold guests on snapshots of their streams, and keep new ones after their commit.
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

const snapshots = () => attendeeSnapshots(t.context)!;

async function guests(count: number, marker: string) {
  const added = await addGuests(
    t,
    owner,
    event.uuid,
    Array.from({ length: count }, (_, i) => ({ first_name: `${marker}${i}`, last_name: 'Snapshot', email: `${marker}.${i}@example.org` })),
  );
  return added.map((guest) => guest.id);
}

/** A bulk command as another process (or this one, later) makes it: with no guest in memory. */
async function bulk(path: string, payload: { attendees: string[] } & Record<string, unknown>) {
  aggregateCache.forget(payload.attendees.map(streamIds.attendee));
  const response = await t.app.inject({ method: 'PUT', url: `/api/v2/events/${event.uuid}/attendees-bulk/${path}`, headers: owner, payload });
  await snapshots().settled();
  return response;
}

async function snapshotRows(ids: string[]) {
  const { rows } = await sql<{ stream_id: string; revision: string; version: number; state: string }>`
    select stream_id, revision, version, state from es_decision_snapshots where stream_id = any(${ids.map(streamIds.attendee)}::text[]) order by stream_id`.execute(
    t.context.db,
  );
  return rows;
}

/** The guest as a bulk command folds it from the log alone: whole, personal fields withheld. */
async function withheldFold(id: string) {
  const history = (await t.context.store.readStreamsForDecision([streamIds.attendee(id)], { personalData: false })).get(streamIds.attendee(id))!;
  return { version: history.length, state: fold(attendeeDecider, history.map(toDomainEvent)) };
}

const setSnapshot = (id: string, change: ReturnType<typeof sql>) =>
  sql`update es_decision_snapshots set ${change} where stream_id = ${streamIds.attendee(id)}`.execute(t.context.db);

describe('decision snapshots', () => {
  it('keeps, after a bulk command, each guest as the log folds it with personal fields withheld, and nothing personal', async () => {
    const ids = await guests(12, 'Keep');
    expect((await bulk('set-rsvp', { attendees: ids, rsvp: true })).statusCode).toBe(200);
    // Two events a guest: not yet worth a snapshot.
    expect(await snapshotRows(ids)).toEqual([]);
    expect((await bulk('set-approval', { attendees: ids, approval: false })).statusCode).toBe(200);

    const rows = await snapshotRows(ids);
    expect(rows).toHaveLength(12);
    for (const row of rows) {
      const id = row.stream_id.slice('attendee-'.length);
      const expected = await withheldFold(id);
      expect(row.version).toBe(3);
      expect({ ...attendeeDecider.initialState(), ...JSON.parse(row.state) }).toEqual(expected.state);
      expect(row.state).not.toMatch(/Keep\d|example\.org/);
    }
  });

  it('folds the next bulk command on them: a snapshot said to be removed is believed', async () => {
    const ids = await guests(5, 'Believe');
    await bulk('set-rsvp', { attendees: ids, rsvp: true });
    await bulk('set-approval', { attendees: ids, approval: false });
    // Only the snapshot says so: the log has no removal.
    await setSnapshot(ids[0]!, sql`state = (state::jsonb || '{"removed": true}')::text`);
    expect((await bulk('set-rsvp', { attendees: ids, rsvp: false })).statusCode).toBe(404);

    // Under another revision of the code, the same snapshot is not read: the log is.
    await setSnapshot(ids[0]!, sql`revision = 'attendee:some-other-code'`);
    const response = await bulk('set-rsvp', { attendees: ids, rsvp: false });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.updated).toBe(5);
  });

  it('folds the events after a snapshot on it, and renews it once two events behind', async () => {
    const ids = await guests(4, 'Tail');
    await bulk('set-rsvp', { attendees: ids, rsvp: true });
    await bulk('set-approval', { attendees: ids, approval: false });
    // Single commands keep no snapshot: the tail grows to two events.
    for (const id of ids) {
      const response = await t.app.inject({ method: 'PUT', url: `/api/v2/events/attendees/${id}/rsvp`, headers: owner, payload: { rsvp: false } });
      expect(response.statusCode, response.body).toBe(200);
    }
    expect((await snapshotRows(ids)).map((row) => row.version)).toEqual([3, 3, 3, 3]);

    const response = await bulk('set-approval', { attendees: ids, approval: true });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.updated).toBe(4);
    const rows = await snapshotRows(ids);
    for (const row of rows) {
      const expected = await withheldFold(row.stream_id.slice('attendee-'.length));
      expect(expected.version).toBe(5);
      expect(expected.state).toMatchObject({ is_attending: false, is_approved: true });
      expect(row.version).toBe(5);
      expect({ ...attendeeDecider.initialState(), ...JSON.parse(row.state) }).toEqual(expected.state);
    }
  });

  it('keeps guests after a bulk invitation with a note as the log folds them withheld: the note forgotten, never stored', async () => {
    const ids = await guests(6, 'Invite');
    await bulk('set-rsvp', { attendees: ids, rsvp: true });
    await bulk('set-approval', { attendees: ids, approval: true });
    const response = await bulk('invite', { attendees: ids, message: 'Dear Invite friends, see you at the Harbour Gala' });
    expect(response.statusCode, response.body).toBe(200);

    const rows = await snapshotRows(ids);
    expect(rows).toHaveLength(6);
    for (const row of rows) {
      const expected = await withheldFold(row.stream_id.slice('attendee-'.length));
      expect(expected.state).toMatchObject({ is_invited: true, last_invitation_message: null });
      expect(row.version).toBe(expected.version);
      expect({ ...attendeeDecider.initialState(), ...JSON.parse(row.state) }).toEqual(expected.state);
      expect(row.state).not.toMatch(/Harbour Gala|Invite\d|example\.org/);
    }
  });

  it('keeps no snapshot of a guest a bulk delete removed: no bulk command folds them again', async () => {
    const ids = await guests(3, 'Removed');
    await bulk('set-rsvp', { attendees: ids, rsvp: true });
    await bulk('set-approval', { attendees: ids, approval: false });
    const before = await snapshotRows(ids);
    expect(before.map((row) => row.version)).toEqual([3, 3, 3]);

    aggregateCache.forget(ids.map(streamIds.attendee));
    const response = await t.app.inject({ method: 'POST', url: `/api/v2/events/${event.uuid}/attendees/delete`, headers: owner, payload: { attendees: ids } });
    expect(response.statusCode, response.body).toBe(200);
    await snapshots().settled();
    // The snapshots of before stay as they were (a cache the log still agrees with up to their version).
    expect(await snapshotRows(ids)).toEqual(before);
    for (const id of ids) expect((await withheldFold(id)).state.removed).toBe(true);
  });

  it('costs a snapshot ahead of its stream (a log restored from an older backup) a second read, not the command', async () => {
    const ids = await guests(3, 'Ahead');
    await bulk('set-rsvp', { attendees: ids, rsvp: true });
    await bulk('set-approval', { attendees: ids, approval: false });
    await setSnapshot(ids[1]!, sql`version = 40`);
    const response = await bulk('set-rsvp', { attendees: ids, rsvp: false });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.updated).toBe(3);
    expect((await withheldFold(ids[1]!)).version).toBe(4);
  });
});
