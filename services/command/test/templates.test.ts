import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { createEvent, getJson, type Auth } from '@usher/infra/testing/api-helpers';
import { DEFAULT_TEMPLATES } from '@usher/domain/communications/notification-types';

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

const UNKNOWN = '99999999-9999-4999-8999-999999999999';
const body = {
  name: 'Our invitation',
  notification_type: 'invitation',
  subject: 'Come to {event.name}',
  body: '<p>Hello <span data-type="mention" data-id="guest.first_name">@First name</span></p>',
};

const create = (e: string, payload: object, headers: Auth = owner) => t.app.inject({ method: 'POST', url: `/api/v2/events/${e}/templates`, headers, payload });
const update = (e: string, id: string, payload: object, headers: Auth = owner) =>
  t.app.inject({ method: 'PUT', url: `/api/v2/events/${e}/templates/${id}`, headers, payload });
const reset = (e: string, id: string, headers: Auth = owner) =>
  t.app.inject({ method: 'PUT', url: `/api/v2/events/${e}/templates/${id}/reset-to-default`, headers });
const remove = (e: string, id: string, headers: Auth = owner) => t.app.inject({ method: 'DELETE', url: `/api/v2/events/${e}/templates/${id}`, headers });
const list = async (e: string) => {
  await t.settle();
  return getJson(t, owner, `/api/v2/events/${e}/templates`);
};
const streamTypes = async (streamId: string) => (await t.context.store.readStream(streamId)).map((event) => event.type);

async function created(e: string, payload: object = body) {
  const response = await create(e, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: string; is_active: boolean };
}

describe('POST /api/v2/events/{e}/templates', () => {
  it('creates a template, made active for its notification when asked, and lists it with the notification types', async () => {
    const event = await createEvent(t, owner);
    const response = await create(event.uuid, { ...body, activate: true });
    expect(response.statusCode, response.body).toBe(201);
    const template = response.json().data;
    expect(template).toMatchObject({
      event_uuid: event.uuid,
      notification_type: 'invitation',
      name: 'Our invitation',
      subject: body.subject,
      body: body.body,
      is_active: true,
    });
    expect(response.json().position).toMatch(/^\d+$/);
    expect(await streamTypes(`template-${template.id}`)).toEqual(['TemplateCreated']);
    expect((await streamTypes(`event-${event.uuid}`)).at(-1)).toBe('EventCommunicationSettingsChanged');

    const free = await created(event.uuid, { name: 'Newsletter', subject: 'News', body: '<p>News</p>' });
    const listed = await list(event.uuid);
    expect(listed.data.map((row: { name: string; is_active: boolean }) => [row.name, row.is_active])).toEqual([
      ['Our invitation', true],
      ['Newsletter', false],
    ]);
    expect(listed.data[1].id).toBe(free.id);
    const invitation = listed.notification_types.find((row: { notification_type: string }) => row.notification_type === 'invitation');
    expect(invitation).toEqual({
      notification_type: 'invitation',
      label: 'Invitation',
      active_template_id: template.id,
      default_subject: DEFAULT_TEMPLATES.invitation.subject,
      default_body: DEFAULT_TEMPLATES.invitation.body,
    });
    expect(listed.notification_types).toHaveLength(6);
  });

  it("answers 422 in the spec's words and appends nothing", async () => {
    const event = await createEvent(t, owner);
    const before = await streamTypes(`event-${event.uuid}`);
    const missing = await create(event.uuid, { name: ' ', subject: '', body: '' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ name: ['The name is required.'], subject: ['The subject is required.'], body: ['The body is required.'] });
    const unknownType = await create(event.uuid, { ...body, notification_type: 'birthday' });
    expect(unknownType.statusCode).toBe(422);
    expect(unknownType.json().errors).toEqual({ notification_type: ['The selected notification type is invalid.'] });
    const activateFree = await create(event.uuid, { name: 'Free', subject: 's', body: '<p>b</p>', activate: true });
    expect(activateFree.json().errors).toEqual({ activate: ['Only the template of a notification can be made active.'] });
    expect((await create(event.uuid, { ...body, name: 42 })).statusCode).toBe(422);
    // Issue 28: merge tags in a syntax the renderer does not read, or unknown ones.
    const wrongTags = await create(event.uuid, { ...body, subject: 'Hi {first_name}', body: '<p>Dear {{ guest.first_name }}</p>' });
    expect(wrongTags.statusCode, wrongTags.body).toBe(422);
    expect(wrongTags.json().errors).toEqual({
      subject: ['The subject has a merge tag that is not written the way it is sent: {first_name}. Type @ and pick the tag from the list.'],
      body: ['The message has a merge tag that is not written the way it is sent: {{ guest.first_name }}. Type @ and pick the tag from the list.'],
    });
    expect((await create(event.uuid, { ...body, body: 'x'.repeat(100_001) })).statusCode).toBe(422);
    expect(await streamTypes(`event-${event.uuid}`)).toEqual(before);
    expect((await list(event.uuid)).data).toEqual([]);
  });

  it("answers 401 without credentials and 404 for another organisation's event", async () => {
    const event = await createEvent(t, owner);
    expect((await t.app.inject({ method: 'POST', url: `/api/v2/events/${event.uuid}/templates`, payload: body })).statusCode).toBe(401);
    expect((await create(event.uuid, body, stranger)).statusCode).toBe(404);
    expect((await create(UNKNOWN, body)).statusCode).toBe(404);
  });
});

describe('PUT /api/v2/events/{e}/templates/{id}', () => {
  it('changes the words, and activate switches the notification to it and back to the default', async () => {
    const event = await createEvent(t, owner);
    const template = await created(event.uuid);
    const renamed = await update(event.uuid, template.id, { name: 'Renamed', activate: true });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data).toMatchObject({ name: 'Renamed', subject: body.subject, is_active: true });
    await t.settle();
    const settings = await getJson(t, owner, `/api/v2/events/${event.uuid}/communication-settings`);
    expect(settings.data.active_notification_templates).toEqual({ invitation: template.id });
    const off = await update(event.uuid, template.id, { activate: false });
    expect(off.json().data.is_active).toBe(false);
    expect((await list(event.uuid)).notification_types[0].active_template_id).toBeNull();
    expect(await streamTypes(`template-${template.id}`)).toEqual(['TemplateCreated', 'TemplateUpdated']);
  });

  it('answers 422 for an emptied name and 404 for a template of another event', async () => {
    const event = await createEvent(t, owner);
    const other = await createEvent(t, owner);
    const template = await created(event.uuid);
    expect((await update(event.uuid, template.id, { name: '' })).json().errors).toEqual({ name: ['The name is required.'] });
    expect((await update(other.uuid, template.id, { name: 'x' })).statusCode).toBe(404);
    expect((await update(event.uuid, UNKNOWN, { name: 'x' })).statusCode).toBe(404);
    expect((await update(event.uuid, template.id, { name: 'x' }, stranger)).statusCode).toBe(404);
  });
});

describe('PUT /api/v2/events/{e}/templates/{id}/reset-to-default', () => {
  it("puts a notification's template back to the default words; a communication template has none (409)", async () => {
    const event = await createEvent(t, owner);
    const template = await created(event.uuid);
    const response = await reset(event.uuid, template.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      name: 'Our invitation',
      subject: DEFAULT_TEMPLATES.invitation.subject,
      body: DEFAULT_TEMPLATES.invitation.body,
    });
    expect(await streamTypes(`template-${template.id}`)).toEqual(['TemplateCreated', 'TemplateResetToDefault']);
    const free = await created(event.uuid, { name: 'Free', subject: 's', body: '<p>b</p>' });
    const refused = await reset(event.uuid, free.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('template_has_no_default');
  });
});

describe('DELETE /api/v2/events/{e}/templates/{id}', () => {
  it('deletes it; the notification it served goes back to its default in the same append', async () => {
    const event = await createEvent(t, owner);
    const template = await created(event.uuid, { ...body, activate: true });
    const response = await remove(event.uuid, template.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({ id: template.id, deleted: true });
    const listed = await list(event.uuid);
    expect(listed.data).toEqual([]);
    expect(listed.notification_types[0].active_template_id).toBeNull();
    expect((await getJson(t, owner, `/api/v2/events/${event.uuid}/communication-settings`)).data.active_notification_templates).toEqual({});
    expect((await remove(event.uuid, template.id)).statusCode).toBe(404);
  });
});
