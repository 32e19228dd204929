import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { startTestSmtpServer, type TestSmtpServer } from '@usher/infra/testing/test-smtp-server';
import { createEvent, getJson, type Auth } from '@usher/infra/testing/api-helpers';
import { unseal } from '@usher/infra/secrets/secret-box';
import { closeEventMailTransports } from '@usher/infra/mail/event-mail-transport';
import { eventMailTransportFor } from '@usher/read-models/communications/event-mail-route';
import type { MailTransport } from '@usher/infra/mail/mail-transport';

let t: TestApp;
let owner: Auth;
let stranger: Auth;
let open: TestSmtpServer;
let guarded: TestSmtpServer;

const PASSWORD = 'the-secret-password-1';
// Stands in for the instance's mail: a transport that must not be used while the event has its own.
const instanceMail: MailTransport = {
  description: 'instance',
  send: () => Promise.reject(new Error('the instance transport was used')),
  close: () => {},
};

beforeAll(async () => {
  open = await startTestSmtpServer();
  guarded = await startTestSmtpServer({ auth: { user: 'mailer', pass: PASSWORD } });
  t = await createTestApp(inject('pgAdminUrl'));
  owner = (await t.signUp()).auth;
  stranger = (await t.signUp()).auth;
});
afterAll(async () => {
  // The event's pooled connections first: a server waits for open ones before it closes.
  closeEventMailTransports();
  await t.close();
  await open.close();
  await guarded.close();
});

const settingsOf = (server: TestSmtpServer, extra: object = {}) => ({
  name: 'Our server',
  host: '127.0.0.1',
  port: server.port,
  security: 'none',
  username: server === guarded ? 'mailer' : null,
  password: server === guarded ? PASSWORD : null,
  from_email: 'events@organiser.test',
  from_name: 'The Organiser',
  reply_to: 'answers@organiser.test',
  max_per_minute: 120,
  ...extra,
});
const post = (e: string, payload: object, headers: Auth = owner) =>
  t.app.inject({ method: 'POST', url: `/api/v2/events/${e}/smtp-configurations`, headers, payload });
const put = (e: string, id: string, payload: object, headers: Auth = owner) =>
  t.app.inject({ method: 'PUT', url: `/api/v2/events/${e}/smtp-configurations/${id}`, headers, payload });
const del = (e: string, id: string, headers: Auth = owner) => t.app.inject({ method: 'DELETE', url: `/api/v2/events/${e}/smtp-configurations/${id}`, headers });
const secretOf = (id: string) =>
  t.context.db.selectFrom('smtp_configuration_secrets').select('password_sealed').where('smtp_configuration_id', '=', id).executeTakeFirst();
const logText = async () => JSON.stringify(await t.context.db.selectFrom('es_events').select(['data', 'metadata']).execute());

async function saved(e: string, payload: object) {
  const response = await post(e, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: string; has_password: boolean; is_event_default: boolean };
}

describe('POST /api/v2/events/{e}/smtp-configurations', () => {
  it('saves a configuration: the password sealed outside the log, never answered; use_for_event sends the event through it', async () => {
    const event = await createEvent(t, owner);
    const configuration = await saved(event.uuid, { ...settingsOf(guarded), use_for_event: true });
    expect(configuration).toMatchObject({
      name: 'Our server',
      host: '127.0.0.1',
      port: guarded.port,
      username: 'mailer',
      has_password: true,
      is_event_default: true,
      from_name: 'The Organiser',
    });
    expect(JSON.stringify(configuration)).not.toContain(PASSWORD);
    expect(await logText()).not.toContain(PASSWORD);
    const secret = await secretOf(configuration.id);
    expect(await unseal(t.context.db, secret!.password_sealed, 'smtp_password_key')).toBe(PASSWORD);
    expect((await t.context.store.readStream(`smtp-configuration-${configuration.id}`)).map((e) => e.type)).toEqual(['SmtpConfigurationSaved']);

    await t.settle();
    const listed = await getJson(t, owner, `/api/v2/events/${event.uuid}/smtp-configurations`);
    expect(listed.data).toHaveLength(1);
    expect(listed.data[0]).toMatchObject({ id: configuration.id, has_password: true, is_event_default: true });
    expect(JSON.stringify(listed)).not.toContain(PASSWORD);
    expect((await getJson(t, owner, `/api/v2/events/${event.uuid}/communication-settings`)).data.smtp_configuration_id).toBe(configuration.id);

    const route = await eventMailTransportFor(t.context.db, event.uuid, instanceMail);
    expect(route).toMatchObject({
      smtpConfigurationId: configuration.id,
      maxPerMinute: 120,
      replyTo: 'answers@organiser.test',
      from: { name: 'The Organiser', address: 'events@organiser.test' },
    });
    await route.transport.send({ to: 'guest@guests.test', subject: 'Through the event', text: 'hello', html: '<p>hello</p>' });
    const mail = await guarded.waitFor((m) => m.email.subject === 'Through the event');
    expect(mail.email.from).toEqual({ name: 'The Organiser', address: 'events@organiser.test' });
    expect(mail.email.replyTo).toEqual([{ name: '', address: 'answers@organiser.test' }]);
  });

  it("answers 422 in the spec's words and saves nothing", async () => {
    const event = await createEvent(t, owner);
    const secrets = () => t.context.db.selectFrom('smtp_configuration_secrets').select('smtp_configuration_id').execute();
    const secretsBefore = await secrets();
    const response = await post(event.uuid, settingsOf(guarded, { name: '', host: 'not a host!', from_email: 'nope', reply_to: 'also nope' }));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      name: ['The name is required.'],
      host: ['The host must be a valid host name.'],
      from_email: ['The from email must be a valid email address.'],
      reply_to: ['The reply-to address must be a valid email address.'],
    });
    expect((await post(event.uuid, settingsOf(open, { port: 70_000 }))).statusCode).toBe(422);
    expect((await post(event.uuid, settingsOf(open, { security: 'ssl' }))).statusCode).toBe(422);
    await t.settle();
    expect((await getJson(t, owner, `/api/v2/events/${event.uuid}/smtp-configurations`)).data).toEqual([]);
    expect(await secrets()).toEqual(secretsBefore);
  });

  it('with test_recipient sends one test through the settings as typed and saves nothing', async () => {
    const event = await createEvent(t, owner);
    const before = await t.context.db
      .selectFrom('es_events')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const withoutAuth = await post(event.uuid, { ...settingsOf(open), test_recipient: 'me@organiser.test' });
    expect(withoutAuth.statusCode, withoutAuth.body).toBe(200);
    expect(withoutAuth.json().data).toMatchObject({ test: true, to: 'me@organiser.test', accepted: true, response: expect.stringMatching(/^250/) });
    const first = await open.waitFor((m) => m.to.includes('me@organiser.test'));
    expect(first.email.subject).toBe('[Test] SMTP settings for Gala');
    expect(first.email.from).toEqual({ name: 'The Organiser', address: 'events@organiser.test' });

    const withAuth = await post(event.uuid, { ...settingsOf(guarded), test_recipient: 'me2@organiser.test' });
    expect(withAuth.statusCode, withAuth.body).toBe(200);
    await guarded.waitFor((m) => m.to.includes('me2@organiser.test'));
    const after = await t.context.db
      .selectFrom('es_events')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it("answers 422 with the server's words under errors.host when it refuses the login (535) or cannot be reached", async () => {
    const event = await createEvent(t, owner);
    const refused = await post(event.uuid, { ...settingsOf(guarded, { password: 'wrong' }), test_recipient: 'me@organiser.test' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.host[0]).toMatch(/^535 .*Authentication credentials invalid/);
    const noLogin = await post(event.uuid, { ...settingsOf(guarded, { username: null, password: null }), test_recipient: 'me@organiser.test' });
    expect(noLogin.statusCode).toBe(422);
    expect(Object.keys(noLogin.json().errors)).toEqual(['host']);
    const closed = await post(event.uuid, { ...settingsOf(open, { port: 1 }), test_recipient: 'me@organiser.test' });
    expect(closed.statusCode).toBe(422);
    expect(closed.json().errors.host[0]).toMatch(/ECONNREFUSED|connect/i);
    const badRecipient = await post(event.uuid, { ...settingsOf(open), test_recipient: 'not an address' });
    expect(badRecipient.json().errors).toEqual({ test_recipient: ['The test recipient must be a valid email address.'] });
  });

  it('tests an existing configuration with its saved password when none is typed (`id`)', async () => {
    const event = await createEvent(t, owner);
    const configuration = await saved(event.uuid, settingsOf(guarded));
    const response = await post(event.uuid, { ...settingsOf(guarded, { password: null }), id: configuration.id, test_recipient: 'saved@organiser.test' });
    expect(response.statusCode, response.body).toBe(200);
    await guarded.waitFor((m) => m.to.includes('saved@organiser.test'));
    const other = await createEvent(t, owner);
    expect(
      (await post(other.uuid, { ...settingsOf(guarded, { password: null }), id: configuration.id, test_recipient: 'saved@organiser.test' })).statusCode,
    ).toBe(404);
  });

  it("answers 401 without credentials and 404 for another organisation's event", async () => {
    const event = await createEvent(t, owner);
    expect((await t.app.inject({ method: 'POST', url: `/api/v2/events/${event.uuid}/smtp-configurations`, payload: settingsOf(open) })).statusCode).toBe(401);
    expect((await post(event.uuid, settingsOf(open), stranger)).statusCode).toBe(404);
    expect((await post(event.uuid, { ...settingsOf(open), test_recipient: 'x@y.test' }, stranger)).statusCode).toBe(404);
  });
});

describe('PUT and DELETE /api/v2/events/{e}/smtp-configurations/{id}', () => {
  it('keeps the saved password when none is given, removes it for an empty one, and deleting falls back to the instance mail', async () => {
    const event = await createEvent(t, owner);
    const configuration = await saved(event.uuid, { ...settingsOf(guarded), use_for_event: true });
    const renamed = await put(event.uuid, configuration.id, settingsOf(guarded, { name: 'Renamed', password: undefined }));
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data).toMatchObject({ name: 'Renamed', has_password: true, is_event_default: true });
    expect(await secretOf(configuration.id)).toBeDefined();
    const cleared = await put(event.uuid, configuration.id, settingsOf(guarded, { password: '' }));
    expect(cleared.json().data.has_password).toBe(false);
    expect(await secretOf(configuration.id)).toBeUndefined();
    const other = await createEvent(t, owner);
    expect((await put(other.uuid, configuration.id, settingsOf(open))).statusCode).toBe(404);
    expect((await put(event.uuid, configuration.id, settingsOf(open), stranger)).statusCode).toBe(404);

    await put(event.uuid, configuration.id, settingsOf(guarded, { password: 'another-one' }));
    const deleted = await del(event.uuid, configuration.id);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().data).toEqual({ id: configuration.id, deleted: true });
    expect(await secretOf(configuration.id)).toBeUndefined();
    await t.settle();
    expect((await getJson(t, owner, `/api/v2/events/${event.uuid}/communication-settings`)).data.smtp_configuration_id).toBeNull();
    expect((await getJson(t, owner, `/api/v2/events/${event.uuid}/smtp-configurations`)).data).toEqual([]);
    expect((await eventMailTransportFor(t.context.db, event.uuid, instanceMail)).transport).toBe(instanceMail);
    expect((await del(event.uuid, configuration.id)).statusCode).toBe(404);
  });
});

describe('PUT /api/v2/events/{e}/communication-settings', () => {
  it('switches tracking and refuses templates and configurations the event does not have', async () => {
    const event = await createEvent(t, owner);
    await t.settle();
    expect((await getJson(t, owner, `/api/v2/events/${event.uuid}/communication-settings`)).data).toEqual({
      smtp_configuration_id: null,
      is_open_tracking_enabled: true,
      is_click_tracking_enabled: true,
      active_notification_templates: {},
    });
    const change = (payload: object) => t.app.inject({ method: 'PUT', url: `/api/v2/events/${event.uuid}/communication-settings`, headers: owner, payload });
    const off = await change({ is_open_tracking_enabled: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().data).toMatchObject({ is_open_tracking_enabled: false, is_click_tracking_enabled: true });

    const other = await createEvent(t, owner);
    const foreign = await saved(other.uuid, settingsOf(open));
    const template = await t.app.inject({
      method: 'POST',
      url: `/api/v2/events/${event.uuid}/templates`,
      headers: owner,
      payload: { name: 'R', notification_type: 'reminder', subject: 's', body: '<p>b</p>' },
    });
    const templateId = template.json().data.id as string;
    const refused = await change({ smtp_configuration_id: foreign.id, active_notification_templates: { invitation: templateId, birthday: templateId } });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      smtp_configuration_id: ['The selected SMTP configuration is invalid.'],
      'active_notification_templates.invitation': ['The selected template is invalid.'],
      'active_notification_templates.birthday': ['The selected notification type is invalid.'],
    });
    const accepted = await change({ active_notification_templates: { reminder: templateId } });
    expect(accepted.json().data.active_notification_templates).toEqual({ reminder: templateId });
    await t.settle();
    expect((await getJson(t, owner, `/api/v2/events/${event.uuid}/communication-settings`)).data).toMatchObject({
      is_open_tracking_enabled: false,
      active_notification_templates: { reminder: templateId },
    });
  });
});
