import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { streamIds } from '@usher/events';
import { attendeeDecider, type AttendeeState } from '@usher/domain/deciders/attendee-decider';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { addGuests, createEvent, type Auth } from '@usher/infra/testing/api-helpers';
import { systemTestMetadata } from '@usher/infra/testing/test-metadata';
import { savePlan, seatGuest, venueTable } from '@usher/infra/testing/seating-fixtures';
import { execute } from '../src/handling/execute.ts';
import { PART_STREAMS } from '../src/handling/execute-in-parts.ts';

// A command over more guests than one part: decided and appended part by part, in one transaction.
let t: TestApp;
let owner: Auth;
let event: { uuid: string };
let ids: string[];

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'), { projections: false });
  owner = (await t.signUp()).auth;
  event = await createEvent(t, owner);
  ids = [];
  // Two parts and a bit: the last part is short.
  for (let batch = 0; ids.length < PART_STREAMS + 1500; batch++) {
    const guests = await addGuests(
      t,
      owner,
      event.uuid,
      Array.from({ length: 1000 }, (_, index) => ({ first_name: `Part${batch}`, last_name: `Guest${index}`, email: `g${batch}.${index}@example.org` })),
    );
    ids.push(...guests.map((guest) => guest.id));
  }
}, 120_000);
afterAll(async () => {
  await t.close();
});

const rsvpEvents = async () =>
  (
    await sql<{ events: number; transactions: number }>`
      select count(*)::int as events, count(distinct transaction_id)::int as transactions
      from es_events where type = 'AttendeeRsvpSet' and data->>'event_uuid' = ${event.uuid}`.execute(t.context.db)
  ).rows[0]!;

const metadata = () => systemTestMetadata(event.uuid);

const setRsvpOf = (attendees: string[], rsvp: boolean) =>
  t.app.inject({ method: 'PUT', url: `/api/v2/events/${event.uuid}/attendees-bulk/set-rsvp`, headers: owner, payload: { attendees, rsvp } });

describe('a bulk command over more streams than one part', () => {
  it('changes nothing when a guest of the last part is refused', async () => {
    const other = await createEvent(t, owner);
    const [foreign] = await addGuests(t, owner, other.uuid, [{ first_name: 'Elsewhere' }]);
    const before = await rsvpEvents();
    const response = await setRsvpOf([...ids, foreign!.id], true);
    expect(response.statusCode, response.body).toBe(404);
    expect(await rsvpEvents()).toEqual(before);
  });

  it('appends one event per guest in one transaction, and a later command on one guest follows on from it', async () => {
    const response = await setRsvpOf(ids, false);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.updated).toBe(ids.length);
    expect(await rsvpEvents()).toEqual({ events: ids.length, transactions: 1 });

    // Read with personal fields withheld, the guests' names are untouched: the next reply names the guest.
    const single = await t.app.inject({ method: 'PUT', url: `/api/v2/events/attendees/${ids.at(-1)}/rsvp`, headers: owner, payload: { rsvp: true } });
    expect(single.statusCode, single.body).toBe(200);
    expect(single.json().data).toMatchObject({ first_name: `Part${Math.floor((ids.length - 1) / 1000)}`, is_attending: true });
    const versions = await sql<{
      position: number;
    }>`select max(stream_position)::int as position from es_events where stream_id = ${streamIds.attendee(ids.at(-1)!)}`.execute(t.context.db);
    expect(versions.rows[0]!.position).toBe(3);
  });

  it('is made again from the log when another writer moves a stream of a later part meanwhile', async () => {
    const target = ids.at(-1)!;
    let interfered = false;
    let parts = 0;
    const authorize = async (states: Map<string, AttendeeState>) => {
      parts++;
      // While the first part is being written (in its transaction), another writer appends to a stream of the second.
      if (!interfered && states.has(streamIds.attendee(target))) {
        interfered = true;
        await execute(t.context.store, attendeeDecider, [{ streamId: streamIds.attendee(target), command: { type: 'CheckIn', at: new Date() } }], metadata());
      }
    };
    const commands = ids.map((id) => ({ streamId: streamIds.attendee(id), command: { type: 'SetRsvp' as const, is_attending: null, at: new Date() } }));
    const result = await execute(t.context.store, attendeeDecider, commands, metadata(), { authorize, personalData: false, inPartsOn: t.context.db });

    expect(interfered).toBe(true);
    // Every part authorized twice: the first try failed on the moved stream and was undone.
    expect(parts).toBe(2 * Math.ceil(ids.length / PART_STREAMS));
    expect(result.appended).toHaveLength(ids.length);
    const written = await sql<{ events: number; streams: number }>`
      select count(*)::int as events, count(distinct stream_id)::int as streams
      from es_events where transaction_id = ${result.appended[0]!.transactionId}::xid8`.execute(t.context.db);
    expect(written.rows[0]).toEqual({ events: ids.length, streams: ids.length });
    // The guest moved by the other writer was decided from its new state: checked in, then its RSVP cleared after it.
    const history = await t.context.store.readStream(streamIds.attendee(target));
    expect(history.slice(-2).map((e) => e.type)).toEqual(['AttendeeCheckedIn', 'AttendeeRsvpSet']);
    expect(result.timestamps.get(streamIds.attendee(target))?.updated_at).toBe(history.at(-1)!.recordedAt.toISOString());
  });

  it('evolves the states it answers with only when the caller reads them', async () => {
    let evolutions = 0;
    const counting: typeof attendeeDecider = {
      ...attendeeDecider,
      evolve: (state, event) => {
        evolutions++;
        return attendeeDecider.evolve(state, event);
      },
    };
    const commands = ids.map((id) => ({ streamId: streamIds.attendee(id), command: { type: 'SetRsvp' as const, is_attending: true, at: new Date() } }));
    const result = await execute(t.context.store, counting, commands, metadata(), { personalData: false, inPartsOn: t.context.db });
    expect(result.appended).toHaveLength(ids.length);
    const afterCommand = evolutions;
    expect(result.states.get(streamIds.attendee(ids[0]!))?.is_attending).toBe(true);
    // One evolution per new event, made when the states were first read, and not again.
    expect(evolutions - afterCommand).toBe(ids.length);
    expect(result.states.size).toBe(ids.length);
    expect(evolutions - afterCommand).toBe(ids.length);
  });

  it('tags every guest in one transaction, one event each, through the same path as bulk RSVP', async () => {
    const tag = await t.app.inject({ method: 'POST', url: `/api/v2/events/${event.uuid}/attendee-tags/add`, headers: owner, payload: { name: 'VIP' } });
    expect(tag.statusCode, tag.body).toBe(201);
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/v2/events/${event.uuid}/attendees-bulk/add-tags`,
      headers: owner,
      payload: { attendees: ids, tags: [tag.json().data.id] },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.updated).toBe(ids.length);
    const appended = await sql<{ events: number; transactions: number }>`
      select count(*)::int as events, count(distinct transaction_id)::int as transactions
      from es_events where type = 'AttendeeTagsAdded' and data->>'event_uuid' = ${event.uuid}`.execute(t.context.db);
    expect(appended.rows[0]).toEqual({ events: ids.length, transactions: 1 });
  });

  it('a No frees the seat of a guest in a later part whom only the stream shows seated', async () => {
    const table = venueTable({ name: 'Late', x: 100, y: 100 }, 2);
    await savePlan(t.context.store, event.uuid, { created: { tables: [table.table], seats: table.seats } });
    const seated = ids[PART_STREAMS + 10]!;
    await seatGuest(t.context.store, event.uuid, seated, table.seats[0]!);
    // This app runs no projections: the guest list never shows the seat, so the No finds it in the stream alone.
    const response = await setRsvpOf(ids, false);
    expect(response.statusCode, response.body).toBe(200);
    const history = await t.context.store.readStream(streamIds.attendee(seated));
    expect(history.slice(-2).map((e) => [e.type, (e.data as { reason?: string }).reason])).toEqual([
      ['AttendeeRsvpSet', undefined],
      ['AttendeeUnseated', 'declined'],
    ]);
    expect((await t.context.store.readStream(`seat-${table.seats[0]!.id}`)).at(-1)?.type).toBe('SeatFreed');
    // Nobody else had a seat to give up.
    const unseated = await sql<{ n: number }>`
      select count(*)::int as n from es_events where type = 'AttendeeUnseated' and data->>'event_uuid' = ${event.uuid}`.execute(t.context.db);
    expect(unseated.rows[0]!.n).toBe(1);
  });
});
