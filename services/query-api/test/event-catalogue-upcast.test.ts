import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { streamIds } from '@usher/events';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { addGuests, createEvent, getJson, type Auth } from '@usher/infra/testing/api-helpers';
import { systemTestMetadata } from '@usher/infra/testing/test-metadata';
import { rebuildProjection } from '@usher/projections/rebuild';
import { guestListProjection } from '@usher/projections/guest-list/guest-list-projection';

let t: TestApp;
let owner: Auth;
let ownerId: string;

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  const signedUp = await t.signUp({ first_name: 'Olga', last_name: 'Owner' });
  owner = signedUp.auth;
  ownerId = signedUp.user.id;
});
afterAll(async () => {
  await t.close();
});

/** An edit as a deployment before AttendeeDetailsChanged v2 wrote it: straight into the log, new values only. */
async function appendV1DetailsChange(attendeeId: string, eventUuid: string, changes: Record<string, unknown>) {
  const streamId = streamIds.attendee(attendeeId);
  const position = (await t.context.store.streamVersion(streamId)) + 1;
  const metadata = { ...systemTestMetadata(eventUuid), actor: { type: 'user', id: ownerId, name: 'Olga Owner' }, source: 'PUT /api/v2/events/attendees/:id' };
  await sql`
    insert into es_events (stream_id, stream_position, event_id, type, schema_version, data, metadata)
    values (${streamId}, ${position}, ${randomUUID()}, 'AttendeeDetailsChanged', 1, ${JSON.stringify({ changes })}::jsonb, ${JSON.stringify(metadata)}::jsonb)`.execute(
    t.context.db,
  );
  t.context.store.notifyAppended(['AttendeeDetailsChanged']);
}

async function storedVersions(attendeeId: string) {
  const rows = await sql<{ schema_version: number }>`
    select schema_version from es_events where stream_id = ${streamIds.attendee(attendeeId)} and type = 'AttendeeDetailsChanged'
    order by stream_position`.execute(t.context.db);
  return rows.rows.map((row) => row.schema_version);
}

describe('AttendeeDetailsChanged v1 rows in the log', () => {
  it('are read as v2, folded by the decider and shown by the projections, before and after a rebuild', async () => {
    const event = await createEvent(t, owner);
    const [guest] = await addGuests(t, owner, event.uuid, [{ first_name: 'Ana', last_name: 'Ruiz', email: 'ana@example.org' }]);
    const id = guest!.id;
    await appendV1DetailsChange(id, event.uuid, { first_name: 'Anna', email: 'anna@example.org' });
    await t.settle();

    // Every read of the store upcasts the row; the row itself stays as written.
    const stream = await t.context.store.readStream(streamIds.attendee(id));
    expect(stream.at(-1)).toMatchObject({
      type: 'AttendeeDetailsChanged',
      schemaVersion: 2,
      data: { changes: { first_name: 'Anna', email: 'anna@example.org' }, previous: null },
    });
    const forDecision = (await t.context.store.readStreamsForDecision([streamIds.attendee(id)])).get(streamIds.attendee(id))!;
    expect(forDecision.at(-1)).toMatchObject({ schemaVersion: 2, data: { previous: null } });
    const tenantSlice = await t.context.store.readAll({ transactionId: '0', globalPosition: '0' }, 1000, {
      eventUuid: event.uuid,
      types: ['AttendeeDetailsChanged'],
    });
    expect(tenantSlice.events.map((stored) => [stored.schemaVersion, stored.data.previous])).toEqual([[2, null]]);
    expect(await storedVersions(id)).toEqual([1]);

    // The guest list (projection) shows the v1 edit, and so does one rebuilt from the log alone.
    const shown = async () =>
      (await getJson(t, owner, `/api/v2/events/${event.uuid}/attendees?search=Anna`)).data as { id: string; first_name: string; email: string }[];
    expect(await shown()).toEqual([expect.objectContaining({ id, first_name: 'Anna', email: 'anna@example.org' })]);
    await rebuildProjection(t.context.db, t.context.store, guestListProjection);
    expect(await shown()).toEqual([expect.objectContaining({ id, first_name: 'Anna', email: 'anna@example.org' })]);

    // The decider folded the v1 edit: sending the same name changes nothing; a new name
    // is written as v2 and names the v1 value it replaces.
    const same = await t.app.inject({ method: 'PUT', url: `/api/v2/events/attendees/${id}`, headers: owner, payload: { first_name: 'Anna' } });
    expect(same.statusCode, same.body).toBe(200);
    expect(await storedVersions(id)).toEqual([1]);
    const renamed = await t.app.inject({ method: 'PUT', url: `/api/v2/events/attendees/${id}`, headers: owner, payload: { first_name: 'Annabel' } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await storedVersions(id)).toEqual([1, 2]);
    const latest = (await t.context.store.readStream(streamIds.attendee(id))).at(-1)!;
    expect(latest.data).toEqual({ changes: { first_name: 'Annabel' }, previous: { first_name: 'Anna' } });
  });

  it('appear in the guest history with previous null, beside v2 edits that name it', async () => {
    const event = await createEvent(t, owner);
    const [guest] = await addGuests(t, owner, event.uuid, [{ first_name: 'John', last_name: 'Smith' }]);
    await appendV1DetailsChange(guest!.id, event.uuid, { last_name: 'Smyth' });
    const edit = await t.app.inject({ method: 'PUT', url: `/api/v2/events/attendees/${guest!.id}`, headers: owner, payload: { last_name: 'Smithe' } });
    expect(edit.statusCode, edit.body).toBe(200);

    const history = (await getJson(t, owner, `/api/v2/events/attendees/${guest!.id}/history`)).data;
    expect(history.slice(0, 2)).toEqual([
      expect.objectContaining({
        type: 'AttendeeDetailsChanged',
        summary: 'Changed last name',
        changes: { last_name: 'Smithe' },
        previous: { last_name: 'Smyth' },
      }),
      expect.objectContaining({ type: 'AttendeeDetailsChanged', summary: 'Changed last name', changes: { last_name: 'Smyth' }, previous: null }),
    ]);
  });
});
