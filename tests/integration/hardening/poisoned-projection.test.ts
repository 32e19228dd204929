import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { addGuests, createEvent, getJson, type Auth } from '@usher/infra/testing/api-helpers';
import { systemTestMetadata } from '@usher/infra/testing/test-metadata';
import { rebuildAll } from '@usher/projections/rebuild';
import { PostgresEventStore } from '@usher/infra/eventstore/postgres-event-store';
import { personalDataVault } from '@usher/infra/eventstore/personal-data/personal-data-vault';
import { allProjections } from '@usher/projections/all-projections';

// Issue 16, section 1: one character typed on a public RSVP page stopped every
// organisation's guest list. The boundary now refuses it; and a projection that
// meets an event it cannot apply sets it aside, reports it, and carries on.
let t: TestApp;
let owner: Auth;
let admin: Auth;

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  // The first account of an instance administers it.
  admin = (await t.signUp()).auth;
  owner = (await t.signUp()).auth;
});
afterAll(async () => {
  await t.close();
});

const appended = async () => Number((await sql<{ n: string }>`select count(*) as n from es_events`.execute(t.context.db)).rows[0]!.n);

async function rsvpTokenOf(eventUuid: string, attendeeId: string): Promise<string> {
  const links = await getJson(t, owner, `/api/v2/events/${eventUuid}/attendees/${attendeeId}/invitation-links`);
  return String(links.data.rsvp_link).split('/rsvp/')[1]!;
}

describe('text a stranger sends', () => {
  it('is refused with 422 on the field when it holds NUL, and nothing is appended (public RSVP, add, edit)', async () => {
    const event = await createEvent(t, owner, { is_rsvp: true });
    const [guest] = await addGuests(t, owner, event.uuid, [{ first_name: 'Ada', email: 'ada@example.com' }]);
    const token = await rsvpTokenOf(event.uuid, guest!.id);
    const before = await appended();

    const rsvp = await t.app.inject({
      method: 'POST',
      url: `/api/v2/public/rsvp/${token}`,
      payload: { is_attending: true, plus_ones: [{ first_name: 'Plus\u0000One' }] },
    });
    expect(rsvp.statusCode).toBe(422);
    expect(rsvp.json().errors).toEqual({
      'plus_ones.0.first_name': ['First name contains characters that are not allowed (control characters or broken Unicode).'],
    });

    const add = await t.app.inject({
      method: 'POST',
      url: `/api/v2/events/${event.uuid}/attendees`,
      headers: owner,
      payload: { members: [{ first_name: 'Bo\u0000' }] },
    });
    expect(add.statusCode).toBe(422);
    expect(Object.keys(add.json().errors)).toEqual(['members.0.first_name']);

    const edit = await t.app.inject({ method: 'PUT', url: `/api/v2/events/attendees/${guest!.id}`, headers: owner, payload: { last_name: 'Lovelace\ud800' } });
    expect(edit.statusCode).toBe(422);
    expect(Object.keys(edit.json().errors)).toEqual(['last_name']);

    const customField = await t.app.inject({
      method: 'PUT',
      url: `/api/v2/events/attendees/${guest!.id}`,
      headers: owner,
      payload: { custom_fields: { anything: { nested: ['ok', 'bad\u0000'] } } },
    });
    expect(customField.statusCode).toBe(422);
    expect(Object.keys(customField.json().errors)).toEqual(['custom_fields.anything.nested.1']);

    expect(await appended()).toBe(before);
  });
});

describe('an event a projection cannot apply', () => {
  it("is set aside and reported, while other organisations' guest lists keep moving; a rebuild after a fix resolves it", async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const poisoned = await createEvent(t, owner);
      const otherOrganisation = (await t.signUp()).auth;
      const other = await createEvent(t, otherOrganisation);
      await t.settle();

      // Straight into the store, as an old bug or a missing check could have put it: the
      // personal fields are sealed, so PostgreSQL first sees the NUL when a projection writes it.
      const attendeeId = randomUUID();
      const { events } = await t.context.store.append([
        {
          streamId: `attendee-${attendeeId}`,
          expectedVersion: 0,
          events: [
            {
              type: 'AttendeeAdded',
              schemaVersion: 1,
              data: {
                attendee_id: attendeeId,
                event_uuid: poisoned.uuid,
                first_name: 'Poison\u0000',
                last_name: 'Pill',
                email: null,
                phone_number: null,
                parent_attendee_id: null,
                is_approved: true,
                is_attending: null,
              },
              metadata: systemTestMetadata(poisoned.uuid),
            },
          ],
        },
      ]);
      const poison = events[0]!;

      // Another organisation's guests keep appearing, and so do the poisoned event's own later guests.
      await addGuests(t, otherOrganisation, other.uuid, [{ first_name: 'Grace', last_name: 'Hopper' }]);
      await addGuests(t, owner, poisoned.uuid, [{ first_name: 'Katherine', last_name: 'Johnson' }]);
      await t.settle();
      const otherList = await getJson(t, otherOrganisation, `/api/v2/events/${other.uuid}/attendees`);
      expect(otherList.data.map((row: { full_name: string }) => row.full_name)).toEqual(['Grace Hopper']);
      const poisonedList = await getJson(t, owner, `/api/v2/events/${poisoned.uuid}/attendees`);
      expect(poisonedList.data.map((row: { full_name: string }) => row.full_name)).toEqual(['Katherine Johnson']);

      // Recorded once per projection that could not apply it, with its place in the log and the error.
      const health = (await t.app.inject({ method: 'GET', url: '/api/health' })).json();
      expect(health.projection_failures).toBeGreaterThanOrEqual(1);
      const failures = await getJson(t, admin, '/api/v2/admin/projection-failures');
      const guestList = failures.data.find((failure: { projection: string }) => failure.projection === 'guest_list');
      expect(guestList).toMatchObject({
        global_position: poison.globalPosition,
        event_type: 'AttendeeAdded',
        stream_id: `attendee-${attendeeId}`,
        event_uuid: poisoned.uuid,
        sqlstate: '22021',
        attempts: 1,
        resolved_at: null,
      });
      expect(guestList.error).toMatch(/invalid byte sequence/);
      expect(failures.meta.open).toBe(health.projection_failures);
      // Logged once for each, not once a second.
      const logged = errors.mock.calls.filter((call) => String(call[0]).includes(`event ${poison.globalPosition} `));
      expect(logged.length).toBe(failures.meta.open);
      const owners = await t.app.inject({ method: 'GET', url: '/api/v2/admin/projection-failures', headers: owner });
      expect(owners.statusCode).toBe(403);

      // A rebuild that still cannot apply it keeps it open (one record, a second attempt) and finishes.
      await rebuildAll(t.context.db, t.context.store, allProjections);
      const again = await getJson(t, admin, '/api/v2/admin/projection-failures');
      expect(again.data.find((failure: { projection: string }) => failure.projection === 'guest_list')).toMatchObject({ attempts: 2, resolved_at: null });

      // The cause fixed by an upcaster that reads the stored name without the NUL: a rebuild converges.
      const withoutNul = <E extends { type: string; data: Record<string, unknown> }>(event: E): E =>
        event.type === 'AttendeeAdded' && typeof event.data.first_name === 'string'
          ? { ...event, data: { ...event.data, first_name: event.data.first_name.replaceAll('\u0000', '') } }
          : event;
      const fixedStore = new PostgresEventStore(t.context.db, t.context.listener, withoutNul, personalDataVault(t.context.db));
      await rebuildAll(t.context.db, fixedStore, allProjections);
      const resolved = await getJson(t, admin, '/api/v2/admin/projection-failures');
      expect(resolved.meta.open).toBe(0);
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).json().projection_failures).toBe(0);
      const rebuiltList = await getJson(t, owner, `/api/v2/events/${poisoned.uuid}/attendees`);
      expect(rebuiltList.data.map((row: { full_name: string }) => row.full_name).sort()).toEqual(['Katherine Johnson', 'Poison Pill']);
    } finally {
      errors.mockRestore();
    }
  });
});
