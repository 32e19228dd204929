import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { addGuests, createEvent, getJson, type Auth } from '@usher/infra/testing/api-helpers';

let t: TestApp;
let owner: Auth;
let stranger: Auth;

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  owner = (await t.signUp()).auth;
  stranger = (await t.signUp()).auth;
});
afterAll(async () => {
  await t.close();
});

const setDefaults = (eventUuid: string, default_fields: Record<string, unknown>, headers: Auth | Record<string, never> = owner) =>
  t.app.inject({ method: 'PUT', url: `/api/v2/events/${eventUuid}/default-fields`, headers, payload: { default_fields } });

describe('PUT /api/v2/events/{e}/default-fields', () => {
  it('every built-in field shows and none is required at first; changes are kept and shown with the event', async () => {
    const event = await createEvent(t, owner);
    expect(event.default_fields).toEqual({
      last_name: { is_visible: true, is_required: false },
      email: { is_visible: true, is_required: false },
      phone_number: { is_visible: true, is_required: false },
    });
    const response = await setDefaults(event.uuid, { email: { is_visible: true, is_required: true }, phone_number: { is_visible: false, is_required: false } });
    expect(response.statusCode, response.body).toBe(200);
    await t.settle();
    expect((await getJson(t, owner, `/api/v2/events/${event.uuid}/default-fields`)).data).toEqual({
      last_name: { is_visible: true, is_required: false },
      email: { is_visible: true, is_required: true },
      phone_number: { is_visible: false, is_required: false },
    });
  });

  it('requires the required built-in fields when guests are added or edited', async () => {
    const event = await createEvent(t, owner);
    await setDefaults(event.uuid, { email: { is_visible: true, is_required: true } });
    const add = await t.app.inject({
      method: 'POST',
      url: `/api/v2/events/${event.uuid}/attendees`,
      headers: owner,
      payload: { members: [{ first_name: 'Ada' }] },
    });
    expect(add.statusCode).toBe(422);
    expect(add.json().errors).toEqual({ 'members.0.email': ['Email is required.'] });
    const [guest] = await addGuests(t, owner, event.uuid, [{ first_name: 'Ada', email: 'ada@example.com' }]);
    const edit = await t.app.inject({ method: 'PUT', url: `/api/v2/events/attendees/${guest!.id}`, headers: owner, payload: { email: '' } });
    expect(edit.statusCode).toBe(422);
    expect(edit.json().errors).toEqual({ email: ['Email is required.'] });
    // An edit that leaves the email alone is fine.
    expect(
      (await t.app.inject({ method: 'PUT', url: `/api/v2/events/attendees/${guest!.id}`, headers: owner, payload: { first_name: 'Ada B' } })).statusCode,
    ).toBe(200);
  });

  it('applies to the plus-ones a guest brings through the public RSVP form', async () => {
    const event = await createEvent(t, owner, { is_rsvp: true });
    await setDefaults(event.uuid, { email: { is_visible: true, is_required: true }, phone_number: { is_visible: false, is_required: false } });
    const [guest] = await addGuests(t, owner, event.uuid, [{ first_name: 'Ada', email: 'ada@example.com' }]);
    const links = await getJson(t, owner, `/api/v2/events/${event.uuid}/attendees/${guest!.id}/invitation-links`);
    const token = String(links.data.rsvp_link).split('/rsvp/')[1]!;
    const opened = await t.app.inject({ method: 'GET', url: `/api/v2/public/rsvp/${token}` });
    expect(opened.json().data.default_fields).toMatchObject({
      email: { is_visible: true, is_required: true },
      phone_number: { is_visible: false, is_required: false },
    });
    const answer = await t.app.inject({
      method: 'POST',
      url: `/api/v2/public/rsvp/${token}`,
      payload: { is_attending: true, plus_ones: [{ first_name: 'Bo' }] },
    });
    expect(answer.statusCode).toBe(422);
    expect(answer.json().errors).toEqual({ 'plus_ones.0.email': ['Email is required.'] });
    const ok = await t.app.inject({
      method: 'POST',
      url: `/api/v2/public/rsvp/${token}`,
      payload: { is_attending: true, plus_ones: [{ first_name: 'Bo', email: 'bo@example.com' }] },
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it("answers 422 for a required field that is hidden, 401 without credentials, 404 for another organisation's event", async () => {
    const event = await createEvent(t, owner);
    const response = await setDefaults(event.uuid, { email: { is_visible: false, is_required: true } });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ 'default_fields.email.is_required': ['A required field must be shown.'] });
    expect((await setDefaults(event.uuid, {}, {})).statusCode).toBe(401);
    expect((await setDefaults(event.uuid, {}, stranger)).statusCode).toBe(404);
    expect(await t.context.store.readStream(`event-${event.uuid}`)).toHaveLength(1);
  });
});
