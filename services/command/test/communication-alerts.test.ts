import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { streamIds } from '@usher/events';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { addGuests, createEvent, type Auth } from '@usher/infra/testing/api-helpers';
import { systemTestMetadata } from '@usher/infra/testing/test-metadata';
import { dispatchAlert } from '@usher/infra/testing/communication-fixtures';
import { DEFAULT_TEMPLATES } from '@usher/domain/communications/notification-types';

// The organiser's writes of communications (spec section 7 Alerts), through
// the routes, against the log and its read models.

let t: TestApp;
let owner: Auth;
let viewer: Auth;
let stranger: Auth;
let eventUuid: string;

async function teamMember(role: string): Promise<Auth> {
  const email = `${role}-${randomUUID().slice(0, 8)}@team.example`;
  const invited = await t.app.inject({ method: 'POST', url: `/api/v2/events/${eventUuid}/administrators`, headers: owner, payload: { email, role } });
  expect(invited.statusCode, invited.body).toBeLessThan(300);
  await t.settle();
  return (await t.signUp({ email }, { verifyEmail: true })).auth;
}

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'), { communicationsEngine: false });
  owner = (await t.signUp()).auth;
  stranger = (await t.signUp()).auth;
  eventUuid = (await createEvent(t, owner, { name: 'Summer Gala', timezone: 'Europe/Brussels' })).uuid;
  viewer = await teamMember('viewer');
});
afterAll(async () => {
  await t.close();
});

type Method = 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: object, headers: Record<string, string> = owner) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
const alerts = (e = eventUuid) => `/api/v2/events/${e}/alerts`;

async function newAlert(body: object = { name: 'Doors open' }) {
  const response = await call('POST', alerts(), body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as Record<string, unknown> & { id: string };
}

async function typesOf(alertId: string) {
  return (await t.context.store.readStream(streamIds.alert(alertId))).map((event) => event.type);
}

describe('POST /api/v2/events/{e}/alerts', () => {
  it("creates a draft by name: the event's name as subject, no words yet, now, to everyone, with the calendar", async () => {
    const alert = await newAlert({ name: '  Doors open ' });
    expect(alert).toMatchObject({
      event_uuid: eventUuid,
      name: 'Doors open',
      subject: 'Summer Gala',
      body: '',
      template_id: null,
      audience: { filters: [], tab_id: null, tag_ids: [], except_tag_ids: [], host_group_id: null, attendee_ids: null },
      schedule: { kind: 'now', at: null, offset_minutes: null, anchor: null },
      attach_calendar: true,
      is_continuous_delivery: false,
      status: 'draft',
      due_at: null,
      counts: { recipients: 0, delivered: 0 },
    });
    expect(await typesOf(alert.id)).toEqual(['AlertCreated']);
  });

  it("starts from a saved template's words, or a notification's default words", async () => {
    const templateId = randomUUID();
    await t.context.store.append([
      {
        streamId: streamIds.template(templateId),
        expectedVersion: 0,
        events: [
          {
            type: 'TemplateCreated',
            schemaVersion: 1,
            data: {
              event_uuid: eventUuid,
              template_id: templateId,
              notification_type: null,
              name: 'Thanks',
              subject: 'Thank you',
              body: '<p>Thanks for coming.</p>',
            },
            metadata: systemTestMetadata(eventUuid),
          },
        ],
      },
    ]);
    await t.settle();
    expect(await newAlert({ name: 'Thanks', template_id: templateId })).toMatchObject({
      template_id: templateId,
      subject: 'Thank you',
      body: '<p>Thanks for coming.</p>',
    });
    expect(await newAlert({ name: 'Reminder', template_id: 'reminder' })).toMatchObject({
      template_id: null,
      subject: DEFAULT_TEMPLATES.reminder.subject,
      body: DEFAULT_TEMPLATES.reminder.body,
    });
  });

  it('answers 422 by field for no name or an unknown template, and appends nothing', async () => {
    const before = await t.context.store.streamVersion(streamIds.event(eventUuid));
    const noName = await call('POST', alerts(), { name: ' ' });
    expect(noName.statusCode).toBe(422);
    expect(noName.json().errors).toEqual({ name: ['Name is required.'] });
    const badTemplate = await call('POST', alerts(), { name: 'x', template_id: randomUUID() });
    expect(badTemplate.statusCode).toBe(422);
    expect(badTemplate.json().errors).toEqual({ template_id: ['The selected template is invalid.'] });
    expect(await t.context.store.streamVersion(streamIds.event(eventUuid))).toBe(before);
  });

  it('answers the first result again for a retried request with the same Idempotency-Key', async () => {
    const key = randomUUID();
    const first = await call('POST', alerts(), { name: 'Once' }, { ...owner, 'idempotency-key': key });
    const again = await call('POST', alerts(), { name: 'Once' }, { ...owner, 'idempotency-key': key });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json().data.id).toBe(first.json().data.id);
    const rows = await t.context.db
      .selectFrom('es_events')
      .select('stream_id')
      .where('type', '=', 'AlertCreated')
      .where('stream_id', '=', streamIds.alert(first.json().data.id))
      .execute();
    expect(rows).toHaveLength(1);
  });

  it("answers 401 without credentials, 403 to a viewer, 404 for another organisation's event", async () => {
    expect((await call('POST', alerts(), { name: 'x' }, {})).statusCode).toBe(401);
    expect((await call('POST', alerts(), { name: 'x' }, viewer)).statusCode).toBe(403);
    expect((await call('POST', alerts(), { name: 'x' }, stranger)).statusCode).toBe(404);
  });
});

describe('PUT /api/v2/events/{e}/alerts/{alertId}', () => {
  it('saves words, audience and time; sending makes it scheduled with its due time', async () => {
    const tag = (await call('POST', `/api/v2/events/${eventUuid}/attendee-tags/add`, { name: 'VIP', color: '' })).json().data.id as string;
    await t.settle();
    const alert = await newAlert();
    const saved = await call('PUT', `${alerts()}/${alert.id}`, {
      subject: 'Doors open at {event.name}',
      body: '<p>Hello <span data-type="mention" data-id="guest.first_name" data-label="First name">@First name</span></p>',
      audience: { filters: ['rsvp_yes'], tag_ids: [tag, tag] },
      attach_calendar: false,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({
      subject: 'Doors open at {event.name}',
      audience: { filters: ['rsvp_yes'], tag_ids: [tag] },
      attach_calendar: false,
      status: 'draft',
    });
    const at = new Date(Date.now() + 86_400_000).toISOString();
    const sent = await call('PUT', `${alerts()}/${alert.id}`, { schedule: { kind: 'at', at }, send: true });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data).toMatchObject({ status: 'scheduled', due_at: at, schedule: { kind: 'at', at } });
    const back = await call('PUT', `${alerts()}/${alert.id}`, { send: false });
    expect(back.json().data).toMatchObject({ status: 'draft', due_at: null });
    expect(await typesOf(alert.id)).toEqual(['AlertCreated', 'AlertUpdated', 'AlertUpdated', 'AlertSendRequested', 'AlertUnscheduled']);
    await t.settle();
    const row = await t.context.db.selectFrom('rm_alerts').select(['status', 'subject']).where('id', '=', alert.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'draft', subject: 'Doors open at {event.name}' });
  });

  it('answers 422 naming the field for a merge tag written in a syntax that would be sent as written, and sends nothing (issue 28)', async () => {
    const alert = await newAlert();
    const subject = await call('PUT', `${alerts()}/${alert.id}`, { subject: 'Hello {{ first_name }}', body: '<p>Hi</p>', send: true });
    expect(subject.statusCode, subject.body).toBe(422);
    expect(subject.json().errors).toEqual({
      subject: ['The subject has a merge tag that is not written the way it is sent: {{ first_name }}. Type @ and pick the tag from the list.'],
    });
    const body = await call('PUT', `${alerts()}/${alert.id}`, { subject: 'Hello {guest.first_name}', body: '<p>Dear @first_name,</p>', send: true });
    expect(body.statusCode, body.body).toBe(422);
    expect(body.json().errors).toEqual({
      body: ['The message has a merge tag that is not written the way it is sent: @first_name. Type @ and pick the tag from the list.'],
    });
    expect(await typesOf(alert.id)).not.toContain('AlertSendRequested');
  });

  it('answers the same 422 for a draft saved with a wrong or unknown merge tag, and keeps the draft as it was (issue 28)', async () => {
    const alert = await newAlert();
    const before = await typesOf(alert.id);
    const saved = await call('PUT', `${alerts()}/${alert.id}`, { subject: 'Hi {guest.nickname}', body: '<p>Dear {{ guest.first_name }},</p>' });
    expect(saved.statusCode, saved.body).toBe(422);
    expect(saved.json().errors).toEqual({
      subject: ['The subject has a merge tag that is not written the way it is sent: {guest.nickname}. Type @ and pick the tag from the list.'],
      body: ['The message has a merge tag that is not written the way it is sent: {{ guest.first_name }}. Type @ and pick the tag from the list.'],
    });
    expect(await typesOf(alert.id)).toEqual(before);
    // Words without tags, or with picked ones, save as a draft as before.
    const fine = await call('PUT', `${alerts()}/${alert.id}`, { subject: 'Hi {guest.first_name}', body: '<p>Doors open at 7.</p>' });
    expect(fine.statusCode, fine.body).toBe(200);
  });

  it('answers 422 by field: no subject or message to send, a time that passed, an audience not of this event', async () => {
    const alert = await newAlert();
    const empty = await call('PUT', `${alerts()}/${alert.id}`, { subject: '', send: true });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ subject: ['The subject is required.'], body: ['The message is required.'] });
    const past = await call('PUT', `${alerts()}/${alert.id}`, { body: '<p>Hi</p>', schedule: { kind: 'at', at: '2020-01-01T10:00:00Z' }, send: true });
    expect(past.statusCode).toBe(422);
    expect(past.json().errors).toEqual({ 'schedule.at': ['The send time has already passed.'] });
    const otherEvent = (await createEvent(t, owner, { name: 'Other' })).uuid;
    const otherTag = (await call('POST', `/api/v2/events/${otherEvent}/attendee-tags/add`, { name: 'Elsewhere', color: '' })).json().data.id as string;
    await t.settle();
    const audience = await call('PUT', `${alerts()}/${alert.id}`, {
      audience: { filters: ['nope'], tag_ids: [otherTag], tab_id: randomUUID(), attendee_ids: ['not-an-id'] },
    });
    expect(audience.statusCode).toBe(422);
    expect(audience.json().errors).toMatchObject({
      'audience.filters': [expect.stringContaining('Filter must be any of')],
      'audience.tag_ids': ['The selected tags is invalid.'],
      'audience.tab_id': ['The selected tab is invalid.'],
      'audience.attendee_ids': ['The selected guests is invalid.'],
    });
    expect(await typesOf(alert.id)).toEqual(['AlertCreated']);
  });

  it('refuses to change what a sent communication says (409 alert_already_sent), but renames it', async () => {
    const [guest] = await addGuests(t, owner, eventUuid, [{ first_name: 'Ana', email: 'ana@example.org' }]);
    const alert = await newAlert();
    expect((await call('PUT', `${alerts()}/${alert.id}`, { body: '<p>Hi</p>', send: true })).statusCode).toBe(200);
    await dispatchAlert(t.context.store, eventUuid, alert.id, [{ attendee_id: guest!.id, email: 'ana@example.org' }]);
    const changed = await call('PUT', `${alerts()}/${alert.id}`, { subject: 'Other words' });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().code).toBe('alert_already_sent');
    const renamed = await call('PUT', `${alerts()}/${alert.id}`, { name: 'Doors (sent)' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toMatchObject({ name: 'Doors (sent)', status: 'sent' });
  });

  it("answers 401, 403 to a viewer, 404 for another organisation's event or an unknown alert", async () => {
    const alert = await newAlert();
    const url = `${alerts()}/${alert.id}`;
    expect((await call('PUT', url, { subject: 'x' }, {})).statusCode).toBe(401);
    expect((await call('PUT', url, { subject: 'x' }, viewer)).statusCode).toBe(403);
    expect((await call('PUT', url, { subject: 'x' }, stranger)).statusCode).toBe(404);
    expect((await call('PUT', `${alerts()}/${randomUUID()}`, { subject: 'x' })).statusCode).toBe(404);
    const otherEvent = (await createEvent(t, owner, { name: 'Other' })).uuid;
    expect((await call('PUT', `${alerts(otherEvent)}/${alert.id}`, { subject: 'x' })).statusCode).toBe(404);
  });
});

describe('continuous delivery, resend and delete', () => {
  it('turns continuous delivery on and off (the spelling of the spec)', async () => {
    const alert = await newAlert();
    const on = await call('PUT', `${alerts()}/${alert.id}/update-continous-delivery`, { is_continuous_delivery: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().data.is_continuous_delivery).toBe(true);
    expect((await call('PUT', `${alerts()}/${alert.id}/update-continous-delivery`, { is_continuous_delivery: 'yes' })).statusCode).toBe(422);
    expect((await call('PUT', `${alerts()}/${alert.id}/update-continous-delivery`, { is_continuous_delivery: false }, viewer)).statusCode).toBe(403);
    expect((await call('PUT', `${alerts()}/${alert.id}/update-continous-delivery`, { is_continuous_delivery: false }, stranger)).statusCode).toBe(404);
    expect((await call('PUT', `${alerts()}/${alert.id}/update-continous-delivery`, { is_continuous_delivery: false }, {})).statusCode).toBe(401);
  });

  it('resends a sent communication in rounds (409 before it was sent), once per Idempotency-Key', async () => {
    const [guest] = await addGuests(t, owner, eventUuid, [{ first_name: 'Ben', email: 'ben@example.org' }]);
    const alert = await newAlert();
    const early = await call('POST', `${alerts()}/${alert.id}/resend`, { scope: 'failed' });
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('alert_not_sent');
    await call('PUT', `${alerts()}/${alert.id}`, { body: '<p>Hi</p>', send: true });
    await dispatchAlert(t.context.store, eventUuid, alert.id, [{ attendee_id: guest!.id, email: 'ben@example.org' }]);
    const key = randomUUID();
    const first = await call('POST', `${alerts()}/${alert.id}/resend`, { scope: 'unopened' }, { ...owner, 'idempotency-key': key });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.status).toBe('sending');
    expect((await call('POST', `${alerts()}/${alert.id}/resend`, { scope: 'unopened' }, { ...owner, 'idempotency-key': key })).statusCode).toBe(200);
    expect((await call('POST', `${alerts()}/${alert.id}/resend`, {})).statusCode).toBe(200);
    const rounds = (await t.context.store.readStream(streamIds.alert(alert.id)))
      .filter((event) => event.type === 'AlertResendRequested')
      .map((event) => event.data);
    expect(rounds).toEqual([expect.objectContaining({ round: 1, scope: 'unopened' }), expect.objectContaining({ round: 2, scope: 'failed_and_unopened' })]);
    expect((await call('POST', `${alerts()}/${alert.id}/resend`, { scope: 'everyone' })).statusCode).toBe(422);
    expect((await call('POST', `${alerts()}/${alert.id}/resend`, {}, viewer)).statusCode).toBe(403);
    expect((await call('POST', `${alerts()}/${alert.id}/resend`, {}, stranger)).statusCode).toBe(404);
  });

  it('deletes a communication: then it is not found', async () => {
    const alert = await newAlert();
    expect((await call('DELETE', `${alerts()}/${alert.id}`, undefined, viewer)).statusCode).toBe(403);
    expect((await call('DELETE', `${alerts()}/${alert.id}`, undefined, stranger)).statusCode).toBe(404);
    expect((await call('DELETE', `${alerts()}/${alert.id}`, undefined, {})).statusCode).toBe(401);
    const deleted = await call('DELETE', `${alerts()}/${alert.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().data).toEqual({ id: alert.id });
    expect((await call('DELETE', `${alerts()}/${alert.id}`)).statusCode).toBe(404);
    expect((await call('PUT', `${alerts()}/${alert.id}`, { subject: 'x' })).statusCode).toBe(404);
    await t.settle();
    expect((await t.context.db.selectFrom('rm_alerts').select('status').where('id', '=', alert.id).executeTakeFirstOrThrow()).status).toBe('deleted');
  });
});
