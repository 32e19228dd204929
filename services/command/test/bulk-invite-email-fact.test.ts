import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { eventCatalogue, streamIds } from '@usher/events';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { addGuests, createEvent, type Auth } from '@usher/infra/testing/api-helpers';
import { systemTestMetadata } from '@usher/infra/testing/test-metadata';
import { aggregateCache } from '../src/handling/aggregate-cache.ts';

// A bulk invitation decides whether each guest has an email from the plain
// `has_email` of their events, with personal fields withheld; guests whose
// events predate it are read again with them (issue 31).
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

/** A guest as the log held them before `has_email` was recorded: AttendeeAdded (and an edit) without it. */
async function guestFromBefore(email: string | null, editedTo?: string | null): Promise<string> {
  const id = randomUUID();
  const metadata = systemTestMetadata(event.uuid);
  const added = {
    type: 'AttendeeAdded',
    schemaVersion: eventCatalogue.AttendeeAdded.version,
    data: {
      attendee_id: id,
      event_uuid: event.uuid,
      first_name: 'Old',
      last_name: 'Guest',
      email,
      phone_number: null,
      parent_attendee_id: null,
      is_approved: true,
      is_attending: null,
    },
    metadata,
  };
  const edits =
    editedTo === undefined
      ? []
      : [
          {
            type: 'AttendeeDetailsChanged',
            schemaVersion: eventCatalogue.AttendeeDetailsChanged.version,
            data: { changes: { email: editedTo }, previous: { email } },
            metadata,
          },
        ];
  await t.context.store.append([{ streamId: streamIds.attendee(id), expectedVersion: 0, events: [added, ...edits] }]);
  return id;
}

const bulkInvite = async (attendees: string[]) => {
  // As another process would decide: nothing in memory.
  aggregateCache.forget(attendees.map(streamIds.attendee));
  return t.app.inject({ method: 'PUT', url: `/api/v2/events/${event.uuid}/attendees-bulk/invite`, headers: owner, payload: { attendees } });
};

const invitedIds = async (ids: string[]) => {
  const invited = [];
  for (const id of ids) if ((await t.context.store.readStream(streamIds.attendee(id))).some((e) => e.type === 'AttendeeInvited')) invited.push(id);
  return invited;
};

describe('bulk invite and whether guests have an email', () => {
  it('records has_email on a guest added and on an edit of their email, outside the sealed fields', async () => {
    const [withEmail, without] = await addGuests(t, owner, event.uuid, [{ first_name: 'Ann', email: 'ann@example.org' }, { first_name: 'Ben' }]);
    const edit = await t.app.inject({ method: 'PUT', url: `/api/v2/events/attendees/${withEmail!.id}`, headers: owner, payload: { email: null } });
    expect(edit.statusCode, edit.body).toBe(200);
    const withheld = await t.context.store.readStreamsForDecision([streamIds.attendee(withEmail!.id), streamIds.attendee(without!.id)], {
      personalData: false,
    });
    const [added, changed] = withheld.get(streamIds.attendee(withEmail!.id))!;
    expect(added!.data).toMatchObject({ has_email: true, email: null });
    expect(changed!.data).toMatchObject({ has_email: false, changes: {} });
    expect(withheld.get(streamIds.attendee(without!.id))![0]!.data).toMatchObject({ has_email: false });
  });

  it('invites guests with an email and skips the others, whether their events record has_email or predate it', async () => {
    const [fresh, freshWithout, freshRemoved] = await addGuests(t, owner, event.uuid, [
      { first_name: 'Cal', email: 'cal@example.org' },
      { first_name: 'Dee' },
      { first_name: 'Eli', email: 'eli@example.org' },
    ]);
    await t.app.inject({ method: 'PUT', url: `/api/v2/events/attendees/${freshRemoved!.id}`, headers: owner, payload: { email: null } });
    const old = await guestFromBefore('old@example.org');
    const oldWithout = await guestFromBefore(null);
    const oldRemoved = await guestFromBefore('gone@example.org', null);
    const oldAdded = await guestFromBefore(null, 'late@example.org');
    const ids = [fresh!.id, freshWithout!.id, freshRemoved!.id, old, oldWithout, oldRemoved, oldAdded];

    const response = await bulkInvite(ids);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({ invited: 3, skipped_without_email: 4, attendees: ids });
    expect((await invitedIds(ids)).sort()).toEqual([fresh!.id, old, oldAdded].sort());
  });

  it('invites again (a resend) on the same decision, and a forgotten guest is skipped', async () => {
    const [guest, forgotten] = await addGuests(t, owner, event.uuid, [
      { first_name: 'Fay', email: 'fay@example.org' },
      { first_name: 'Gus', email: 'gus@example.org' },
    ]);
    const forget = await t.app.inject({ method: 'POST', url: `/api/v2/events/attendees/${forgotten!.id}/forget`, headers: owner });
    expect(forget.statusCode, forget.body).toBe(200);
    const ids = [guest!.id, forgotten!.id];
    expect((await bulkInvite(ids)).json().data).toEqual({ invited: 1, skipped_without_email: 1, attendees: ids });
    expect((await bulkInvite(ids)).json().data.invited).toBe(1);
    const invitations = (await t.context.store.readStream(streamIds.attendee(guest!.id))).filter((e) => e.type === 'AttendeeInvited');
    expect(invitations.map((e) => e.data.resend)).toEqual([false, true]);
  });
});
