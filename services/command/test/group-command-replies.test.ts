import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { createEvent, type Auth } from '@usher/infra/testing/api-helpers';

// A command answers in the read's shape (issue 28 §4): creating or saving a host group answers the
// group as the group table reads it right after: tag, ticket counts, Shared flag, hosts' names, times.

let t: TestApp;
let owner: Auth;
let eventUuid: string;

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  owner = (await t.signUp()).auth;
  eventUuid = (await createEvent(t, owner, { is_seating_enabled: true })).uuid;
});
afterAll(async () => {
  await t.close();
});

async function call(method: 'POST' | 'PUT', url: string, payload: object) {
  const response = await t.app.inject({ method, url, headers: owner, payload });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json();
}
const send = async (method: 'POST' | 'PUT', url: string, payload: object) => (await call(method, url, payload)).data;

/** The group as the query side reads it (list-by-ids is the group table's read of chosen groups). */
async function read(id: string) {
  await t.settle();
  const { groups } = await call('POST', `/api/v2/events/${eventUuid}/host-group/list-by-ids`, { ids: [id] });
  expect(groups).toHaveLength(1);
  return groups[0];
}

describe('host group command replies carry what the group table reads', () => {
  it('create, save and update-attendees answer what the read answers right after', async () => {
    const tag = await send('POST', `/api/v2/events/${eventUuid}/host-group-tags/add`, { name: 'Sponsors' });
    const created = await send('POST', `/api/v2/events/${eventUuid}/host-group/add`, {
      name: 'Acme',
      total_tickets: 3,
      host_group_tag_id: tag.id,
      is_view_floorplan_enabled: true,
      experience_type: 'go',
      hosts: {
        created: [
          { first_name: 'Zed', last_name: 'Host', email: 'zed@example.org', attending_with_group: true },
          { first_name: 'Hal', last_name: 'Host', email: 'hal@example.org', attending_with_group: false },
        ],
      },
    });
    expect(created).toMatchObject({
      host_group_tag: { id: tag.id, name: 'Sponsors' },
      is_shared: false,
      tickets_status: { total: 3, named: 0, placeholders: 3, rsvp_yes: 0, rsvp_no: 0, rsvp_pending: 0 },
      hosts: [
        { first_name: 'Hal', last_name: 'Host' },
        { first_name: 'Zed', last_name: 'Host' },
      ],
    });
    expect(created).toEqual(await read(created.id));

    const withGuest = await send('PUT', `/api/v2/events/${eventUuid}/host-group/update-attendees`, {
      id: created.id,
      created: [{ first_name: 'Cy', last_name: 'Guest', email: 'cy@example.org' }],
    });
    expect(withGuest.tickets_status).toMatchObject({ total: 3, named: 1, placeholders: 2, rsvp_pending: 1 });
    expect(withGuest).toEqual(await read(created.id));

    await send('PUT', `/api/v2/events/${eventUuid}/host-group/share`, { id: created.id });
    const saved = await send('PUT', `/api/v2/events/${eventUuid}/host-group/update`, {
      id: created.id,
      name: 'Acme Inc',
      host_group_tag_id: null,
      total_tickets: 4,
    });
    expect(saved).toMatchObject({ name: 'Acme Inc', host_group_tag: null, is_shared: true, shared_at: expect.any(String), tickets_status: { total: 4 } });
    expect(saved).toEqual(await read(created.id));
  });
});
