import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { createEvent, multipartFile } from '@usher/infra/testing/api-helpers';
import { startTestSmtpServer, type TestSmtpServer } from '@usher/infra/testing/test-smtp-server';
import { DEFAULT_THEME_COLORS } from '@usher/domain/instance/theme';

let t: TestApp;
let smtp: TestSmtpServer;
let admin: Awaited<ReturnType<TestApp['signUp']>>;
let member: Awaited<ReturnType<TestApp['signUp']>>;

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
const SMTP_PASSWORD = 'pa55-word-never-logged';

beforeAll(async () => {
  [t, smtp] = await Promise.all([createTestApp(inject('pgAdminUrl')), startTestSmtpServer()]);
  // The first account of an empty instance administers it.
  admin = await t.signUp({ first_name: 'Olga', last_name: 'Admin' });
  member = await t.signUp({ first_name: 'Max', last_name: 'Member' });
});
afterAll(async () => {
  await Promise.all([t.close(), smtp.close()]);
});

const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, headers: Record<string, string> = {}, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload && { payload }) });
const general = { name: 'Acme Events', support_email: 'help@acme.example', signup_mode: 'open' };
const smtpSettings = () => ({ host: '127.0.0.1', port: smtp.port, tls_mode: 'none', user: null, password: SMTP_PASSWORD, sender: 'events@acme.example' });
const logEntries = async () =>
  (await sql<{ row: string }>`select e::text as row from es_events e`.execute(t.context.db)).rows.map((entry) => entry.row).join('\n');

describe('GET /api/instance', () => {
  it('answers the defaults to anyone, and 304 for the copy a browser already holds', async () => {
    const response = await call('GET', '/api/instance');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json().data).toEqual({
      name: 'Usher',
      support_email: 'support@usher.events',
      signup_mode: 'open',
      theme: { colors: DEFAULT_THEME_COLORS, logo_url: null },
    });
    const again = await call('GET', '/api/instance', { 'if-none-match': String(response.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});

describe('/api/admin/settings', () => {
  it('refuses the unauthenticated (401) and non-administrators (403)', async () => {
    expect((await call('GET', '/api/admin/settings')).statusCode).toBe(401);
    expect((await call('PUT', '/api/admin/settings/general', {}, general)).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/settings', member.auth)).statusCode).toBe(403);
    expect((await call('PUT', '/api/admin/settings/general', member.auth, general)).statusCode).toBe(403);
    expect((await call('PUT', '/api/admin/settings/smtp', member.auth, smtpSettings())).statusCode).toBe(403);
    expect((await call('POST', '/api/admin/settings/smtp/test', member.auth)).statusCode).toBe(403);
  });

  it('saves the name and support address, which the public route answers at once, with an audit event', async () => {
    const saved = await call('PUT', '/api/admin/settings/general', admin.auth, general);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject(general);
    expect((await call('GET', '/api/instance')).json().data).toMatchObject({ name: 'Acme Events', support_email: 'help@acme.example' });
    const event = await t.context.db
      .selectFrom('es_events')
      .select(['type', 'data', 'metadata'])
      .where('stream_id', '=', 'instance-settings')
      .orderBy('stream_position', 'desc')
      .executeTakeFirstOrThrow();
    expect(event.type).toBe('InstanceSettingsChanged');
    expect(event.data).toEqual(general);
  });

  it('answers 422 with a message per field for bad input', async () => {
    const response = await call('PUT', '/api/admin/settings/general', admin.auth, { name: '', support_email: 'not an address', signup_mode: 'sometimes' });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['name', 'signup_mode', 'support_email']);
    const badSmtp = await call('PUT', '/api/admin/settings/smtp', admin.auth, { host: 'smtp example com', port: 70000, tls_mode: 'maybe', sender: 'nobody' });
    expect(badSmtp.statusCode).toBe(422);
    expect(Object.keys(badSmtp.json().errors).sort()).toEqual(['host', 'port', 'sender', 'tls_mode']);
    const wrongType = await call('PUT', '/api/admin/settings/smtp', admin.auth, { host: 'smtp.example.com', port: 'twenty-five' });
    expect(wrongType.statusCode).toBe(422);
  });

  it('keeps the SMTP password write-only: never answered, never in the log, kept when left out', async () => {
    const saved = await call('PUT', '/api/admin/settings/smtp', admin.auth, smtpSettings());
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.smtp).toEqual({
      host: '127.0.0.1',
      port: smtp.port,
      tls_mode: 'none',
      user: null,
      sender: 'events@acme.example',
      password_set: true,
      environment_in_force: false,
    });
    const { password: _left, ...withoutPassword } = smtpSettings();
    const kept = await call('PUT', '/api/admin/settings/smtp', admin.auth, withoutPassword);
    expect(kept.json().data.smtp.password_set).toBe(true);
    const read = await call('GET', '/api/admin/settings', admin.auth);
    expect(read.body).not.toContain(SMTP_PASSWORD);
    expect(await logEntries()).not.toContain(SMTP_PASSWORD);
    const changes = await t.context.db.selectFrom('es_events').select('data').where('type', '=', 'InstanceSmtpChanged').orderBy('global_position').execute();
    expect(changes.map((change) => (change.data as { password_changed: boolean }).password_changed)).toEqual([true, false]);
  });

  it('sends the test email and every new message through the saved server, without a restart', async () => {
    const tested = await call('POST', '/api/admin/settings/smtp/test', admin.auth);
    expect(tested.statusCode, tested.body).toBe(200);
    expect(tested.json().data.sent_to).toBe(admin.user.email);
    const test = await smtp.waitFor((mail) => mail.to.includes(admin.user.email) && mail.email.subject === 'Test email from Acme Events');
    expect(test.email.from).toMatchObject({ address: 'events@acme.example', name: 'Acme Events' });
    // A verification code sent by the command side, and an invitation sent by the mailer following the log.
    const newcomer = await t.signUp({ first_name: 'Nia', last_name: 'New' });
    await smtp.waitFor((mail) => mail.to.includes(newcomer.user.email));
    const event = await createEvent(t, admin.auth);
    const invited = await call('POST', `/api/v2/events/${event.uuid}/administrators`, admin.auth, { email: 'colleague@acme.example', role: 'viewer' });
    expect(invited.statusCode, invited.body).toBe(201);
    const invitation = await smtp.waitFor((mail) => mail.to.includes('colleague@acme.example'));
    expect(invitation.email.from).toMatchObject({ address: 'events@acme.example' });
  });

  it('shows the mail server\u2019s refusal as 422, and limits test emails (429)', async () => {
    await call('PUT', '/api/admin/settings/smtp', admin.auth, { ...smtpSettings(), port: 1 });
    const refused = await call('POST', '/api/admin/settings/smtp/test', admin.auth);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.smtp[0]).toMatch(/^The test email could not be sent/);
    let last = refused.statusCode;
    for (let attempt = 0; attempt < 10 && last !== 429; attempt++) last = (await call('POST', '/api/admin/settings/smtp/test', admin.auth)).statusCode;
    expect(last).toBe(429);
    // An empty host removes the saved server and its password.
    const removed = await call('PUT', '/api/admin/settings/smtp', admin.auth, { host: '' });
    expect(removed.json().data.smtp).toMatchObject({ host: null, password_set: false });
  });
});

describe('sign-up modes', () => {
  const signUp = (email: string, share?: { event_uuid: string; code: string }) =>
    call('POST', '/api/auth/signup', {}, { first_name: 'Sam', last_name: 'Signup', email, password: 'correct horse battery', ...(share && { share }) });
  const setMode = async (signup_mode: string) =>
    expect((await call('PUT', '/api/admin/settings/general', admin.auth, { ...general, signup_mode })).statusCode).toBe(200);

  it('by invitation: only a pending team invitation or a share link lets someone in', async () => {
    await setMode('invitation');
    expect((await call('GET', '/api/instance')).json().data.signup_mode).toBe('invitation');
    const stranger = await signUp('stranger@example.org');
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json()).toMatchObject({ code: 'signup_by_invitation', message: expect.stringContaining('by invitation only') });
    const event = await createEvent(t, admin.auth);
    expect((await call('POST', `/api/v2/events/${event.uuid}/administrators`, admin.auth, { email: 'invitee@example.org', role: 'viewer' })).statusCode).toBe(
      201,
    );
    await t.settle();
    expect((await signUp('invitee@example.org')).statusCode).toBe(201);
    const link = await call('GET', `/api/v2/events/${event.uuid}/share/link?role=viewer`, admin.auth);
    expect(link.statusCode, link.body).toBe(200);
    const { code } = link.json().data;
    expect((await signUp('shared@example.org', { event_uuid: event.uuid, code })).statusCode).toBe(201);
  });

  it('closed: nobody new gets in', async () => {
    await setMode('closed');
    const refused = await signUp('late@example.org');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('signup_closed');
    await setMode('open');
    expect((await signUp('late@example.org')).statusCode).toBe(201);
  });
});

describe('/api/admin/theme', () => {
  const colors = { ...DEFAULT_THEME_COLORS, primary: '#7A1FA2', success: '#1B6E3A' };

  it('refuses the unauthenticated (401) and non-administrators (403)', async () => {
    expect((await call('PUT', '/api/admin/theme', {}, colors)).statusCode).toBe(401);
    expect((await call('PUT', '/api/admin/theme', member.auth, colors)).statusCode).toBe(403);
    expect((await call('DELETE', '/api/admin/theme', member.auth)).statusCode).toBe(403);
    const upload = multipartFile('logo.png', PNG, 'image/png');
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/admin/theme/logo', headers: { ...member.auth, ...upload.headers }, payload: upload.payload }))
        .statusCode,
    ).toBe(403);
  });

  it('saves readable colours, which the public route answers at once', async () => {
    const saved = await call('PUT', '/api/admin/theme', admin.auth, colors);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.colors).toEqual(colors);
    expect((await call('GET', '/api/instance')).json().data.theme.colors).toEqual(colors);
    const event = await t.context.db
      .selectFrom('es_events')
      .select('data')
      .where('type', '=', 'InstanceThemeChanged')
      .orderBy('global_position', 'desc')
      .executeTakeFirstOrThrow();
    expect(event.data).toMatchObject({ primary: '#7A1FA2', logo_url: null });
  });

  it('refuses a colour that is not one, and one too light to read, naming it and its ratio (422)', async () => {
    const response = await call('PUT', '/api/admin/theme', admin.auth, { ...colors, primary: '#FFD700', info: 'blue' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.primary[0]).toMatch(/^Primary colour #FFD700 has a contrast of 1\.\d\d:1 .*WCAG AA needs at least 4\.5:1/);
    expect(response.json().errors.info[0]).toBe('The info colour must be a colour written like #2D4CD7.');
    expect((await call('GET', '/api/instance')).json().data.theme.colors.primary).toBe('#7A1FA2');
  });

  it('takes a PNG logo, served publicly, refuses SVG, and resets colours to the defaults', async () => {
    const upload = multipartFile('logo.png', PNG, 'image/png');
    const stored = await t.app.inject({ method: 'POST', url: '/api/admin/theme/logo', headers: { ...admin.auth, ...upload.headers }, payload: upload.payload });
    expect(stored.statusCode, stored.body).toBe(201);
    const logoUrl = stored.json().data.logo_url as string;
    expect(logoUrl).toMatch(/^\/media\//);
    const served = await call('GET', logoUrl);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    const svg = multipartFile('logo.svg', SVG, 'image/svg+xml');
    const refused = await t.app.inject({ method: 'POST', url: '/api/admin/theme/logo', headers: { ...admin.auth, ...svg.headers }, payload: svg.payload });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.file[0]).toBe('The logo must be a PNG, JPEG or WebP image.');

    const reset = await call('DELETE', '/api/admin/theme', admin.auth);
    expect(reset.statusCode).toBe(200);
    expect(reset.json().data).toEqual({ colors: DEFAULT_THEME_COLORS, logo_url: logoUrl });
    const removed = await call('DELETE', '/api/admin/theme/logo', admin.auth);
    expect(removed.json().data.logo_url).toBeNull();
    expect((await call('GET', '/api/instance')).json().data.theme).toEqual({ colors: DEFAULT_THEME_COLORS, logo_url: null });
  });
});
