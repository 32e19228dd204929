import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { startTestSmtpServer, type TestSmtpServer } from '@usher/infra/testing/test-smtp-server';
import { createEvent, type Auth } from '@usher/infra/testing/api-helpers';
import { closeEventMailTransports } from '@usher/infra/mail/event-mail-transport';

// Issue 29, section 2: a draft's test send leaves through the SMTP server the
// event's streams name, not the read models' copy of them. No projection runs
// here, so the read models never learn of the server saved a moment before.

let t: TestApp;
let owner: Auth;
let smtp: TestSmtpServer;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  t = await createTestApp(inject('pgAdminUrl'), { projections: false });
  owner = (await t.signUp()).auth;
});
afterAll(async () => {
  closeEventMailTransports();
  await t.close();
  await smtp.close();
});

describe('POST /api/v2/events/{e}/alerts/test while the read models are behind', () => {
  it('sends through the SMTP configuration saved a moment before, as its sender', async () => {
    const eventUuid = (await createEvent(t, owner, { name: 'Autumn Gala' })).uuid;
    const saved = await t.app.inject({
      method: 'POST',
      url: `/api/v2/events/${eventUuid}/smtp-configurations`,
      headers: owner,
      payload: {
        name: 'Ours',
        host: '127.0.0.1',
        port: smtp.port,
        security: 'none',
        from_email: 'autumn@organiser.test',
        from_name: 'Autumn Gala',
        use_for_event: true,
      },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/v2/events/${eventUuid}/alerts/test`,
      headers: owner,
      payload: { to: 'me@organiser.test', subject: 'Hello', body: '<p>Hi</p>' },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data).toMatchObject({ to: 'me@organiser.test', accepted: true, response: expect.stringMatching(/^250/) });
    const mail = await smtp.waitFor((m) => m.to.includes('me@organiser.test'));
    expect(mail.email.subject).toBe('[Test] Hello');
    expect(mail.email.from).toEqual({ name: 'Autumn Gala', address: 'autumn@organiser.test' });
  });
});
