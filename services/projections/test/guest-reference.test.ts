// A guest's reference (the order or attendee number an import brings) end to
// end: added by hand, edited, searched, cleared, forgotten with the guest, and
// the same again after the guest list is rebuilt from the log alone.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { createEvent, getJson, type Auth } from '@usher/infra/testing/api-helpers';
import { guestListProjection } from '../src/guest-list/guest-list-projection.ts';
import { rebuildProjection } from '../src/rebuild.ts';

let t: TestApp;
let owner: Auth;

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  owner = (await t.signUp()).auth;
});
afterAll(async () => {
  await t.close();
});

const references = async () =>
  (await sql<{ first_name: string; reference: string | null }>`select first_name, reference from rm_attendees order by first_name`.execute(t.context.db)).rows;

describe("a guest's reference", () => {
  it('is added, edited, found by search, cleared and rebuilt from the log alone', async () => {
    const eventUuid = (await createEvent(t, owner)).uuid;
    const added = await t.app.inject({
      method: 'POST',
      url: `/api/v2/events/${eventUuid}/attendees`,
      headers: owner,
      payload: { members: [{ first_name: 'Ada', reference: ' EB-7841150231 ' }, { first_name: 'Grace', reference: 'EB-2' }, { first_name: 'Alan' }] },
    });
    expect(added.statusCode, added.body).toBe(201);
    const [ada, grace] = added.json().data as { id: string; reference: string | null }[];
    expect(ada!.reference).toBe('EB-7841150231');

    const edited = await t.app.inject({ method: 'PUT', url: `/api/v2/events/attendees/${grace!.id}`, headers: owner, payload: { reference: 'LUMA-gst-7Yb3' } });
    expect(edited.json().data.reference).toBe('LUMA-gst-7Yb3');
    const tooLong = await t.app.inject({
      method: 'PUT',
      url: `/api/v2/events/attendees/${grace!.id}`,
      headers: owner,
      payload: { reference: 'x'.repeat(256) },
    });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().errors.reference).toEqual(['Reference may not be greater than 255 characters.']);
    await t.app.inject({ method: 'PUT', url: `/api/v2/events/attendees/${ada!.id}`, headers: owner, payload: { reference: null } });
    await t.app.inject({ method: 'PUT', url: `/api/v2/events/attendees/${ada!.id}`, headers: owner, payload: { reference: 'EB-9' } });
    await t.settle();

    // At the door an order number finds its guest.
    const found = await getJson(t, owner, `/api/v2/events/${eventUuid}/attendees?search=luma-gst`);
    expect(found.data.map((guest: { first_name: string }) => guest.first_name)).toEqual(['Grace']);
    const history = await getJson(t, owner, `/api/v2/events/attendees/${grace!.id}/history`);
    expect(JSON.stringify(history)).toContain('LUMA-gst-7Yb3');

    const before = await references();
    expect(before).toEqual([
      { first_name: 'Ada', reference: 'EB-9' },
      { first_name: 'Alan', reference: null },
      { first_name: 'Grace', reference: 'LUMA-gst-7Yb3' },
    ]);
    await rebuildProjection(t.context.db, t.context.store, guestListProjection);
    expect(await references()).toEqual(before);
  });
});
