import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { addGuests, createEvent, type Auth } from '@usher/infra/testing/api-helpers';
import { comparePositions, LOG_START, type LogPosition, type StoredEvent } from '@usher/infra/eventstore/types';
import { ACCOUNT_EVENT_TYPES, EVENT_SLICE_TYPES, PAST_VIEW_TABLES, replayEventUntil } from '../src/time-travel/replay-event-until.ts';
import { dropScratchSchema } from '../src/time-travel/scratch-schema.ts';
import { HISTORY_TABLES } from '../src/guest-history/guest-history-projection.ts';
import { rebuildAll, rebuildProjection } from '../src/rebuild.ts';
import { guestListProjection } from '../src/guest-list/guest-list-projection.ts';
import { guestHistoryProjection } from '../src/guest-history/guest-history-projection.ts';
import { savePlan, seatGuest, unseatGuest, venueTable } from '@usher/infra/testing/seating-fixtures';

/**
 * A past view started from the guest list's history must equal the same view
 * replayed from the log's start, at EVERY position of an event's log: at the
 * projection's batch ends and between them (where the events after the last
 * batch end are replayed on top of the copies), before and after removals,
 * tag deletions, sign-ups and a guest being forgotten.
 */
let t: TestApp;
let owner: Auth;
let eventUuid: string;

const call = async (method: 'POST' | 'PUT', url: string, payload?: object) => {
  const response = await t.app.inject({ method, url, headers: owner, ...(payload === undefined ? {} : { payload }) });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json();
};
const addTag = async (name: string) => (await call('POST', `/api/v2/events/${eventUuid}/attendee-tags/add`, { name, color: '#EF4444' })).data.id as string;
const positionOf = (event: StoredEvent): LogPosition => ({ transactionId: event.transactionId, globalPosition: event.globalPosition });

async function readAll(types: readonly string[], eventUuid?: string): Promise<StoredEvent[]> {
  const events: StoredEvent[] = [];
  let after = LOG_START;
  for (;;) {
    const page = await t.context.store.readAll(after, 1000, { types, ...(eventUuid ? { eventUuid } : {}), soleReader: true });
    events.push(...page.events);
    if (page.events.length < 1000) return events;
    after = positionOf(page.events[page.events.length - 1]!);
  }
}

/** Every read-model table of a snapshot schema, row by row, in a stable order. */
async function contentsOf(schema: string): Promise<Record<string, string[]>> {
  const contents: Record<string, string[]> = {};
  for (const table of PAST_VIEW_TABLES.filter((name) => !HISTORY_TABLES.includes(name))) {
    const result = await sql<{ row: string }>`select to_jsonb(t)::text as row from ${sql.id(schema, table)} t order by 1`.execute(t.context.db);
    contents[table] = result.rows.map((row) => row.row);
  }
  return contents;
}

let serial = 0;
async function pastView(eventSliceEnd: LogPosition | null, accountsEnd: LogPosition | null, fromHistory: boolean) {
  const schema = `asof_history_test_${++serial}`;
  const report = await replayEventUntil(t.context.db, t.context.store, { schema, eventUuid, eventSliceEnd, accountsEnd, indexes: [], fromHistory });
  try {
    return { report, contents: await contentsOf(schema) };
  } finally {
    await dropScratchSchema(t.context.db, schema);
  }
}

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  owner = (await t.signUp()).auth;
  eventUuid = (await createEvent(t, owner)).uuid;
  const [ana, bob, cy, dee] = await addGuests(t, owner, eventUuid, [
    { first_name: 'Ana', last_name: 'Arden', email: 'ana@example.org' },
    { first_name: 'Bob', last_name: 'Boyd', email: 'bob@example.org' },
    { first_name: 'Cy', last_name: 'Cole', email: 'cy@example.org' },
    { first_name: 'Dee', last_name: 'Dunn' },
  ]);
  await t.settle();
  await addGuests(t, owner, eventUuid, [{ first_name: 'Plus', last_name: 'One', parent_attendee_id: ana!.id }]);
  const vip = await addTag('VIP');
  const press = await addTag('Press');
  await call('PUT', `/api/v2/events/${eventUuid}/attendees-bulk/add-tags`, { attendees: [ana!.id, bob!.id, cy!.id], tags: [vip, press] });
  // A floor plan: guests seated before a base, the table renamed and guests moved after it.
  const seven = venueTable({ name: '7', label: 'Family' }, 4);
  await savePlan(t.context.store, eventUuid, { created: { tables: [seven.table], seats: seven.seats } });
  await seatGuest(t.context.store, eventUuid, ana!.id, seven.seats[0]!);
  await seatGuest(t.context.store, eventUuid, bob!.id, seven.seats[1]!);
  await call('PUT', `/api/v2/events/attendees/${ana!.id}/rsvp`, { rsvp: true });
  await t.settle();
  await savePlan(t.context.store, eventUuid, {
    updated: { tables: [{ id: seven.table.id, name: '8', label: 'Friends' }], seats: [{ id: seven.seats[3]!.id, name: '4B' }] },
  });
  await seatGuest(t.context.store, eventUuid, cy!.id, seven.seats[2]!);
  await t.settle();
  await seatGuest(t.context.store, eventUuid, ana!.id, seven.seats[3]!, seven.seats[0]!.id);
  await unseatGuest(t.context.store, eventUuid, cy!.id, seven.seats[2]!.id);
  await call('PUT', `/api/v2/events/attendees/${bob!.id}/rsvp`, { rsvp: false });
  await call('PUT', `/api/v2/events/attendees/${dee!.id}/approval`, { approval: false });
  await call('POST', `/api/v2/events/attendees/${ana!.id}/check-in`);
  await t.signUp({ email: 'bob@example.org' });
  await t.settle();
  await call('PUT', `/api/v2/events/attendees/${cy!.id}`, { first_name: 'Cyrus', email: 'cyrus@example.org' });
  await call('POST', `/api/v2/events/attendees/${ana!.id}/undo-check-in`);
  await call('POST', `/api/v2/events/attendee-tags/${press}/delete`);
  await call('POST', `/api/v2/events/${eventUuid}/attendees/delete`, { attendees: [bob!.id] });
  await t.settle();
  await addGuests(t, owner, eventUuid, [{ first_name: 'Eve', last_name: 'Eads', email: 'cyrus@example.org' }]);
  await t.signUp({ email: 'cyrus@example.org' });
  await call('PUT', `/api/v2/events/attendees/${dee!.id}/approval`, { approval: true });
  await t.settle();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('time travel from the guest list history', () => {
  /** Compares, at every position of the event's log, the view from the history with the replay from the start. */
  async function everyPositionMatches() {
    const slice = await readAll(EVENT_SLICE_TYPES, eventUuid);
    const signUps = await readAll(ACCOUNT_EVENT_TYPES);
    expect(slice.length).toBeGreaterThan(15);
    let fromCopies = 0;
    let withTail = 0;
    for (const end of [null, ...slice.map(positionOf)]) {
      // The sign-ups up to the same point of the log, as a moment resolves them.
      const accounts = signUps.map(positionOf).filter((position) => end !== null && comparePositions(position, end) <= 0);
      const accountsEnd = accounts[accounts.length - 1] ?? null;
      const replayed = await pastView(end, accountsEnd, false);
      const restored = await pastView(end, accountsEnd, true);
      expect(restored.contents, `at ${end?.globalPosition ?? 'the start'}`).toEqual(replayed.contents);
      expect(replayed.report.base).toBeNull();
      if (restored.report.base) {
        fromCopies++;
        if (end && comparePositions(restored.report.base, end) < 0) withTail++;
      }
    }
    return { positions: slice.length, fromCopies, withTail };
  }

  it('gives, at every position of the event log, exactly the view replayed from the start', async () => {
    const live = await everyPositionMatches();
    // Most positions start from the copies; some lie between batch ends and replay a tail on top.
    expect(live.fromCopies).toBeGreaterThan(live.positions / 2);
  }, 120_000);

  it("restores a moment's first guests, with the events after the base replayed over the guests they name, as the replay's first guests, then the whole view", async () => {
    const slice = await readAll(EVENT_SLICE_TYPES, eventUuid);
    const signUps = await readAll(ACCOUNT_EVENT_TYPES);
    // The list's default order (attendee-queries.ts).
    const firstRows = async (schema: string, count: number) =>
      (
        await sql<{ row: string }>`
          select to_jsonb(a)::text as row from ${sql.id(schema, 'rm_attendees')} a
          order by (a.seat_sort_key is null), a.seat_sort_key, a.ordering, a.is_real_ticket desc, a.is_name_modified desc, lower(a.full_name), a.id
          limit ${count}`.execute(t.context.db)
      ).rows.map((row) => row.row);
    let early = 0;
    let earlyWithTail = 0;
    for (const end of slice.map(positionOf)) {
      const accounts = signUps.map(positionOf).filter((position) => comparePositions(position, end) <= 0);
      const accountsEnd = accounts[accounts.length - 1] ?? null;
      const replayedSchema = `asof_history_test_${++serial}`;
      const firstSchema = `asof_history_test_${++serial}`;
      try {
        await replayEventUntil(t.context.db, t.context.store, { schema: replayedSchema, eventUuid, eventSliceEnd: end, accountsEnd, indexes: [] });
        const seen: { count: number; rows: string[] }[] = [];
        const report = await replayEventUntil(t.context.db, t.context.store, {
          schema: firstSchema,
          eventUuid,
          eventSliceEnd: end,
          accountsEnd,
          indexes: [],
          fromHistory: true,
          firstGuests: { counts: [2, 4], readable: async (count) => void seen.push({ count, rows: await firstRows(firstSchema, count) }) },
        });
        for (const stage of seen) {
          expect(stage.rows, `first ${stage.count} at ${end.globalPosition}`).toEqual(await firstRows(replayedSchema, stage.count));
        }
        expect(await contentsOf(firstSchema), `at ${end.globalPosition}`).toEqual(await contentsOf(replayedSchema));
        if (seen.length > 0) {
          early++;
          if (report.base && comparePositions(report.base, end) < 0) earlyWithTail++;
        }
      } finally {
        await dropScratchSchema(t.context.db, replayedSchema);
        await dropScratchSchema(t.context.db, firstSchema);
      }
    }
    // Moments at a batch end, and moments between batch ends whose events after it name their guests.
    expect(early).toBeGreaterThan(0);
    expect(earlyWithTail).toBeGreaterThan(0);
  }, 120_000);

  it('does so too after the guest list is rebuilt alone: the history, a projection of its own, keeps its copies', async () => {
    await rebuildProjection(t.context.db, t.context.store, guestListProjection);
    const rebuilt = await everyPositionMatches();
    expect(rebuilt.fromCopies).toBeGreaterThan(rebuilt.positions / 2);
    // The batch ends the live history recorded, one per batch the guest list committed.
    const midpoints = await sql<{ n: number }>`select count(*)::int as n from rm_guest_list_batch_ends`.execute(t.context.db);
    expect(midpoints.rows[0]!.n).toBeGreaterThan(5);
  }, 180_000);

  it('replays from the start a moment before a guest was forgotten, whose earlier copies are gone', async () => {
    const before = await readAll(EVENT_SLICE_TYPES, eventUuid);
    const last = positionOf(before[before.length - 1]!);
    const signUps = (await readAll(ACCOUNT_EVENT_TYPES)).map(positionOf);
    const accountsEnd = signUps[signUps.length - 1] ?? null;
    const guest = (await sql<{ id: string }>`select id from rm_attendees where event_uuid = ${eventUuid}::uuid and first_name = 'Dee'`.execute(t.context.db))
      .rows[0]!.id;
    expect((await pastView(last, accountsEnd, true)).report.base).not.toBeNull();
    await call('POST', `/api/v2/events/attendees/${guest}/forget`);
    await t.settle();
    const copies = await sql<{ n: number }>`select count(*)::int as n from rm_attendee_versions where id = ${guest}::uuid`.execute(t.context.db);
    // Only the copy made when they were forgotten remains: no earlier one holds their name.
    expect(copies.rows[0]!.n).toBe(1);
    const restored = await pastView(last, accountsEnd, true);
    expect(restored.report.base).toBeNull();
    expect(restored.contents).toEqual((await pastView(last, accountsEnd, false)).contents);
    const after = await readAll(EVENT_SLICE_TYPES, eventUuid);
    const now = await pastView(positionOf(after[after.length - 1]!), accountsEnd, true);
    expect(now.report.base).not.toBeNull();
    expect(now.contents).toEqual((await pastView(positionOf(after[after.length - 1]!), accountsEnd, false)).contents);
  }, 60_000);

  it('rebuilds the history alone from the log: every position still equals the replay, the copies starting at the first batch after it', async () => {
    await rebuildProjection(t.context.db, t.context.store, guestHistoryProjection);
    const copies = async () => (await sql<{ n: number }>`select count(*)::int as n from rm_attendee_versions`.execute(t.context.db)).rows[0]!.n;
    // A rebuild's position is never the live guest list's: what it reached waits for the next live batch.
    expect(await copies()).toBe(0);
    const guest = (await sql<{ id: string }>`select id from rm_attendees where event_uuid = ${eventUuid}::uuid and first_name = 'Ana'`.execute(t.context.db))
      .rows[0]!.id;
    await call('PUT', `/api/v2/events/attendees/${guest}/rsvp`, { rsvp: false });
    await t.settle();
    const guests = await sql<{ n: number }>`select count(*)::int as n from rm_attendees where event_uuid = ${eventUuid}::uuid`.execute(t.context.db);
    expect(await copies()).toBeGreaterThanOrEqual(guests.rows[0]!.n);
    const after = await everyPositionMatches();
    expect(after.fromCopies).toBeGreaterThan(0);
  }, 180_000);

  it('rebuilds the history with the guest list in one pass: every guest copied once at its end, every position still equals the replay', async () => {
    await rebuildAll(t.context.db, t.context.store, [guestListProjection, guestHistoryProjection]);
    const count = async (table: string) => (await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(t.context.db)).rows[0]!.n;
    const guests = await count('rm_attendees');
    expect(guests).toBeGreaterThan(3);
    expect(await count('rm_attendee_versions')).toBe(guests);
    expect(await count('rm_guest_list_batch_ends')).toBe(1);
    expect(await count('rm_guest_history_pending')).toBe(0);
    // Bob's removal is kept (a past view before it still has him), with its own stamp.
    expect(await count('rm_attendee_removals')).toBe(1);
    const rebuilt = await everyPositionMatches();
    expect(rebuilt.fromCopies).toBeGreaterThan(0);
    // The live history carries on from the rebuild: the next change is copied at its batch.
    const guest = (await sql<{ id: string }>`select id from rm_attendees where event_uuid = ${eventUuid}::uuid and first_name = 'Ana'`.execute(t.context.db))
      .rows[0]!.id;
    await call('PUT', `/api/v2/events/attendees/${guest}/rsvp`, { rsvp: true });
    await t.settle();
    expect(await count('rm_attendee_versions')).toBeGreaterThan(guests);
    expect((await everyPositionMatches()).fromCopies).toBeGreaterThan(rebuilt.fromCopies);
  }, 240_000);
});
