import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { addGuests, createEvent, getJson, type Auth } from '@usher/infra/testing/api-helpers';
import { passTokenFor } from '@usher/infra/http/pass-links';

// Issue 28, section 5: a guest who answered No got a green "CHECKED IN · Welcome" with no word about the No.
let t: TestApp;
let owner: Auth;
let eventUuid: string;

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  owner = (await t.signUp()).auth;
  eventUuid = (await createEvent(t, owner)).uuid;
});
afterAll(async () => {
  await t.close();
});

const rsvp = (id: string, answer: boolean | null) => t.app.inject({ method: 'PUT', url: `/api/v2/events/attendees/${id}/rsvp`, headers: owner, payload: { rsvp: answer } });

describe('a guest who declined, at the door', () => {
  it('is checked in, and the scan and the roster say they declined', async () => {
    const [no, yes] = await addGuests(t, owner, eventUuid, [{ first_name: 'Nora', last_name: 'No' }, { first_name: 'Yan', last_name: 'Yes' }]);
    expect((await rsvp(no!.id, false)).statusCode).toBe(200);
    expect((await rsvp(yes!.id, true)).statusCode).toBe(200);
    await t.settle();
    const scanned = await t.app.inject({ method: 'POST', url: `/api/v2/events/${eventUuid}/scans`, headers: owner, payload: { token: await passTokenFor(t.context.db, no!.id) } });
    expect(scanned.statusCode, scanned.body).toBe(200);
    expect(scanned.json()).toMatchObject({ outcome: 'checked_in', data: { name: 'Nora No', declined: true } });
    const welcome = await t.app.inject({ method: 'POST', url: `/api/v2/events/${eventUuid}/scans`, headers: owner, payload: { token: await passTokenFor(t.context.db, yes!.id) } });
    expect(welcome.json().data.declined).toBe(false);
    await t.settle();
    const roster = await getJson(t, owner, `/api/v2/events/${eventUuid}/scanner/roster`);
    const byName = new Map((roster.data as { name: string; declined: boolean }[]).map((guest) => [guest.name, guest.declined]));
    expect(Object.fromEntries(byName)).toEqual({ 'Nora No': true, 'Yan Yes': false });
  });
});
