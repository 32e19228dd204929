import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { createEvent, type Auth } from '@usher/infra/testing/api-helpers';

// Issue 27, section 6: a role does only what it was given. A teammate invited
// to one event, whatever their role on it (even Editor), has no role in the
// organisation as a whole: they create no event in it, and copy none.

let t: TestApp;
let organiser: Auth;
let event: string;
const teammates: Record<string, Auth> = {};

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  // The first account of an empty instance administers it (and is sent no verification mail).
  await t.signUp({ first_name: 'Ivy', last_name: 'Instance' });
  organiser = (await t.signUp({ first_name: 'Olga', last_name: 'Organiser' }, { verifyEmail: true })).auth;
  event = (await createEvent(t, organiser, { name: 'Founders Gala' })).uuid;
  for (const role of ['editor', 'viewer', 'check_in', 'check_in_with_floorplan', 'inactive']) {
    const email = `${role.replaceAll('_', '-')}@teammates.example`;
    const invited = await t.app.inject({ method: 'POST', url: `/api/v2/events/${event}/administrators`, headers: organiser, payload: { email, role } });
    expect(invited.statusCode, invited.body).toBe(201);
    await t.settle();
    teammates[role] = (await t.signUp({ email }, { verifyEmail: true })).auth;
  }
});
afterAll(async () => {
  await t.close();
});

const eventNames = async (auth: Auth) =>
  ((await t.app.inject({ method: 'GET', url: '/api/v2/events?per_page=100', headers: auth })).json().data as { name: string }[]).map((row) => row.name);

describe("an event's teammate in the organisation", () => {
  it('creates no event, and copies none, whatever their role on the one event', async () => {
    for (const [role, auth] of Object.entries(teammates)) {
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/v2/events',
        headers: auth,
        payload: { name: `By ${role}`, starts_date: '2099-01-01', starts_time: '19:00' },
      });
      expect(created.statusCode, `${role}: ${created.body}`).toBe(403);
      expect(created.json()).toMatchObject({ code: 'forbidden' });
      const me = (await t.app.inject({ method: 'GET', url: '/api/auth/business', headers: auth })).json();
      expect(me.data.may_create_events, role).toBe(false);
    }
    // Editor of the event may change it, but a copy is a new event of the organisation.
    expect(
      (await t.app.inject({ method: 'PUT', url: `/api/v2/events/${event}`, headers: teammates.editor!, payload: { name: 'Founders Gala 2099' } })).statusCode,
    ).toBe(200);
    const copied = await t.app.inject({ method: 'POST', url: `/api/v2/events/${event}/duplicate`, headers: teammates.editor!, payload: {} });
    expect(copied.statusCode, copied.body).toBe(403);
    await t.settle();
    expect(await eventNames(organiser)).toEqual(['Founders Gala 2099']);
  });

  it("lets the organisation's editors create and copy events, and says so", async () => {
    const me = (await t.app.inject({ method: 'GET', url: '/api/auth/business', headers: organiser })).json();
    expect(me.data.may_create_events).toBe(true);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v2/events',
          headers: organiser,
          payload: { name: 'Second', starts_date: '2099-02-01', starts_time: '19:00' },
        })
      ).statusCode,
    ).toBe(201);
    expect((await t.app.inject({ method: 'POST', url: `/api/v2/events/${event}/duplicate`, headers: organiser, payload: {} })).statusCode).toBeLessThan(300);
  });
});
