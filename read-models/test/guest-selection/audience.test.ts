import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { addGuests, createEvent, type Auth } from '@usher/infra/testing/api-helpers';
import { systemTestMetadata } from '@usher/infra/testing/test-metadata';
import { suppressionAddressKey } from '@usher/infra/mail/message-tokens';
import type { Audience } from '@usher/domain/guest-selection/audience';
import { audienceCount, audienceQuery } from '../../src/guest-selection/audience.ts';
import { streamIds } from '@usher/events';

// The audience resolver against the guest list as the projections build it
// from commands sent through the product's routes.

let t: TestApp;
let owner: Auth;

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  owner = (await t.signUp()).auth;
});
afterAll(async () => {
  await t.close();
});

const EVERYONE: Audience = { filters: [], tab_id: null, tag_ids: [], except_tag_ids: [], host_group_id: null, attendee_ids: null };
const UNKNOWN = '99999999-9999-4999-8999-999999999999';

async function call(auth: Auth, method: 'POST' | 'PUT', url: string, payload: unknown) {
  const response = await t.app.inject({ method, url, headers: auth, payload: payload as Record<string, unknown> });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json();
}

/**
 * Ana (VIP, RSVP yes), Ben (VIP and Press, RSVP no), Cy (Press, in the
 * Acme group), Dee (no address), Eve (removed), Fay (suppressed address,
 * RSVP yes), Gus (forgotten).
 */
async function guestList(auth: Auth) {
  const event = await createEvent(t, auth);
  const e = event.uuid;
  const [ana, ben, cy, dee, eve, fay, gus] = await addGuests(t, auth, e, [
    { first_name: 'Ana', last_name: 'Ames', email: 'ana@example.org' },
    { first_name: 'Ben', last_name: 'Bell', email: 'ben@example.org' },
    { first_name: 'Cy', last_name: 'Cole', email: 'cy@example.org' },
    { first_name: 'Dee', last_name: 'Dunn' },
    { first_name: 'Eve', last_name: 'Eng', email: 'eve@example.org' },
    { first_name: 'Fay', last_name: 'Fox', email: 'Fay@Example.org' },
    { first_name: 'Gus', last_name: 'Gale', email: 'gus@example.org' },
  ]);
  const vip = (await call(auth, 'POST', `/api/v2/events/${e}/attendee-tags/add`, { name: 'VIP', color: '' })).data.id as string;
  const press = (await call(auth, 'POST', `/api/v2/events/${e}/attendee-tags/add`, { name: 'Press', color: '' })).data.id as string;
  await call(auth, 'PUT', `/api/v2/events/${e}/attendees-bulk/add-tags`, { attendees: [ana!.id, ben!.id], tags: [vip] });
  await call(auth, 'PUT', `/api/v2/events/${e}/attendees-bulk/add-tags`, { attendees: [ben!.id, cy!.id], tags: [press] });
  await call(auth, 'PUT', `/api/v2/events/${e}/attendees-bulk/set-rsvp`, { attendees: [ana!.id, fay!.id], rsvp: true });
  await call(auth, 'PUT', `/api/v2/events/${e}/attendees-bulk/set-rsvp`, { attendees: [ben!.id], rsvp: false });
  const group = (
    await call(auth, 'POST', `/api/v2/events/${e}/host-group/add`, { name: 'Acme', experience_type: 'go', total_tickets: 1, is_sending_tickets_enabled: false })
  ).data.id as string;
  await call(auth, 'POST', `/api/v2/events/${e}/host-group/attendee/${cy!.id}/move`, { host_group_id: group });
  await call(auth, 'POST', `/api/v2/events/${e}/attendees/delete`, { attendees: [eve!.id] });
  await call(auth, 'POST', `/api/v2/events/attendees/${gus!.id}/forget`, {});
  const tab = (await call(auth, 'POST', `/api/v2/events/${e}/attendee-tabs`, { name: 'Coming VIPs', filters: { filter: 'rsvp_yes', tags: vip } })).data
    .id as string;
  // The events list names the event's organisation once its projection has caught up.
  await t.settle();
  const organisationId = (await t.context.db.selectFrom('rm_events').select('organisation_id').where('uuid', '=', e).executeTakeFirstOrThrow()).organisation_id;
  await t.context.store.append([
    {
      streamId: streamIds.suppression(organisationId, suppressionAddressKey('fay@example.org')),
      expectedVersion: 0,
      events: [
        {
          type: 'AddressSuppressed',
          schemaVersion: 1,
          data: { organisation_id: organisationId, email: 'fay@example.org', reason: 'unsubscribed', attendee_id: fay!.id, message_id: null, event_uuid: e },
          metadata: systemTestMetadata(e),
        },
      ],
    },
  ]);
  await t.settle();
  return { e, vip, press, group, tab, ids: { ana: ana!.id, ben: ben!.id, cy: cy!.id, dee: dee!.id, eve: eve!.id, fay: fay!.id } };
}

let list: Awaited<ReturnType<typeof guestList>>;
beforeAll(async () => {
  list = await guestList(owner);
});

async function firstNames(audience: Partial<Audience>, excludeSuppressed = true) {
  const guests = await audienceQuery(t.context.db, list.e, { ...EVERYONE, ...audience }, { excludeSuppressed });
  const count = await audienceCount(t.context.db, list.e, { ...EVERYONE, ...audience }, { excludeSuppressed });
  expect(count).toBe(guests.length);
  return guests.map((guest) => guest.first_name).sort();
}

describe('audienceQuery and audienceCount', () => {
  it('the whole list: every guest with an address, not removed, not forgotten, not suppressed; with their names and address', async () => {
    expect(await firstNames({})).toEqual(['Ana', 'Ben', 'Cy']);
    const ana = (await audienceQuery(t.context.db, list.e, EVERYONE)).find((guest) => guest.id === list.ids.ana);
    expect(ana).toEqual({ id: list.ids.ana, email: 'ana@example.org', first_name: 'Ana', last_name: 'Ames' });
  });

  it('keeps suppressed addresses when asked to (case of the address ignored when it is left out)', async () => {
    expect(await firstNames({}, false)).toEqual(['Ana', 'Ben', 'Cy', 'Fay']);
  });

  it('guest-list filters, every one of which must hold', async () => {
    expect(await firstNames({ filters: ['rsvp_yes'] }, false)).toEqual(['Ana', 'Fay']);
    expect(await firstNames({ filters: ['rsvp_pending'] })).toEqual(['Cy']);
    expect(await firstNames({ filters: ['rsvp_yes', 'not_checked_in'] })).toEqual(['Ana']);
    expect(await firstNames({ filters: ['all'] })).toEqual(['Ana', 'Ben', 'Cy']);
  });

  it('tags: any of the selected, none of the excepted', async () => {
    expect(await firstNames({ tag_ids: [list.vip, list.press] })).toEqual(['Ana', 'Ben', 'Cy']);
    expect(await firstNames({ tag_ids: [list.vip] })).toEqual(['Ana', 'Ben']);
    expect(await firstNames({ except_tag_ids: [list.press] })).toEqual(['Ana']);
    expect(await firstNames({ tag_ids: [list.vip], except_tag_ids: [list.press] })).toEqual(['Ana']);
  });

  it("a saved tab's filters and tags, together with the audience's own", async () => {
    expect(await firstNames({ tab_id: list.tab })).toEqual(['Ana']);
    expect(await firstNames({ tab_id: list.tab, except_tag_ids: [list.vip] })).toEqual([]);
  });

  it('a host group, and hand-picked guests', async () => {
    expect(await firstNames({ host_group_id: list.group })).toEqual(['Cy']);
    expect(await firstNames({ attendee_ids: [list.ids.ben, list.ids.dee, list.ids.eve, list.ids.fay] })).toEqual(['Ben']);
    expect(await firstNames({ attendee_ids: [list.ids.ana, list.ids.ben], tag_ids: [list.press] })).toEqual(['Ben']);
  });

  it('reaches nobody rather than everybody when the audience names what does not exist', async () => {
    expect(await firstNames({ attendee_ids: [] })).toEqual([]);
    expect(await firstNames({ tab_id: UNKNOWN })).toEqual([]);
    expect(await firstNames({ host_group_id: UNKNOWN })).toEqual([]);
    expect(await firstNames({ filters: ['no_such_filter'] })).toEqual([]);
    // Ids that are not ids never reach PostgreSQL as a malformed uuid.
    expect(await firstNames({ tab_id: 'not-an-id' })).toEqual([]);
    expect(await firstNames({ attendee_ids: [list.ids.ana, 'not-an-id'] })).toEqual([]);
  });

  it("another organisation's event's tab, group or guests select none of this event's guests", async () => {
    const other = await guestList((await t.signUp()).auth);
    expect(await firstNames({ tab_id: other.tab })).toEqual([]);
    expect(await firstNames({ host_group_id: other.group })).toEqual([]);
    expect(await firstNames({ attendee_ids: [other.ids.ana] })).toEqual([]);
  });
});
