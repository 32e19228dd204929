import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { startTestSmtpServer, type TestSmtpServer } from '@usher/infra/testing/test-smtp-server';
import { createEvent, type Auth } from '@usher/infra/testing/api-helpers';

const APP_URL = 'http://usher.test';
let t: TestApp;
let smtp: TestSmtpServer;
let owner: Auth;
let eventUuid: string;

type Headers = Auth | Record<string, never>;
const call = (method: 'GET' | 'POST', url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
const shareLink = (role: string, headers: Headers = owner, event = eventUuid) => call('GET', `/api/v2/events/${event}/share/link?role=${role}`, headers);
const accept = (code: string, headers: Headers, event = eventUuid) => call('GET', `/api/v2/events/share/accept/${code}/${event}`, headers);
const roleOf = async (headers: Headers, event = eventUuid) => (await call('GET', `/api/v2/events/${event}/permissions`, headers)).json();

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  Object.assign(process.env, smtp.env, { APP_URL });
  t = await createTestApp(inject('pgAdminUrl'));
  owner = (await t.signUp({ first_name: 'Olive', last_name: 'Organiser' })).auth;
  eventUuid = (await createEvent(t, owner, { name: 'Spring Fair' })).uuid;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('event share links', () => {
  it('give a link per role that puts a newcomer signing up through it on the team with that role', async () => {
    const response = await shareLink('check_in');
    expect(response.statusCode).toBe(200);
    const { code, link, role } = response.json().data;
    expect(role).toBe('check_in');
    expect(link).toBe(`${APP_URL}/events/share?event=${eventUuid}&code=${encodeURIComponent(code)}`);

    const newcomer = await t.signUp({ email: 'door@example.org', share: { event_uuid: eventUuid, code } }, { verifyEmail: true });
    await t.settle();
    expect((await roleOf(newcomer.auth)).data).toMatchObject({ role: 'check_in', view: false, edit: false, check_in: true });
    const team = (await call('GET', `/api/v2/events/${eventUuid}/administrators`, owner)).json().data;
    expect(team).toContainEqual(expect.objectContaining({ email: 'door@example.org', role: 'check_in', is_pending: false }));
    // They joined the owner's organisation, with no access to its other events.
    const other = (await createEvent(t, owner, { name: 'Other' })).uuid;
    await t.settle();
    expect((await roleOf(newcomer.auth, other)).data).toMatchObject({ role: 'inactive', view: false, check_in: false });
  });

  it("lets a colleague accept once, never changes a member's role, and is refused to another organisation", async () => {
    const { code } = (await shareLink('viewer')).json().data;
    const colleagueCode = (await shareLink('editor')).json().data.code;
    const colleague = await t.signUp({ email: 'colleague@example.org', share: { event_uuid: eventUuid, code } }, { verifyEmail: true });
    await t.settle();
    const again = await accept(colleagueCode, colleague.auth);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ event_uuid: eventUuid, role: 'viewer', joined: false });

    const stranger = await t.signUp();
    const refused = await accept(code, stranger.auth);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'other_organisation',
      message: 'This event belongs to another organisation. Ask its organiser to invite you by email.',
    });
    expect((await call('GET', `/api/v2/events/${eventUuid}`, stranger.auth)).statusCode).toBe(404);
  });

  it('stops working when reset; bad codes are 404 and change nothing; only editors share', async () => {
    const { code } = (await shareLink('editor')).json().data;
    const reset = await call('POST', `/api/v2/events/${eventUuid}/share/link/reset`, owner);
    expect(reset.statusCode).toBe(200);
    const before = (await t.context.store.readStream(`event-team-${eventUuid}`)).length;
    const late = await t.signUp({ email: 'late@example.org', share: { event_uuid: eventUuid, code } }).catch((error: Error) => error);
    expect(late).toBeInstanceOf(Error);
    for (const bad of [code, 'v0-AAAAAAAAAAAAAAAAAAAAAA', 'nonsense', code.replace(/^e/, 'v')]) {
      const response = await accept(bad, owner);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('share_link_invalid');
    }
    expect((await t.context.store.readStream(`event-team-${eventUuid}`)).length).toBe(before);
    const fresh = (await shareLink('editor')).json().data.code;
    expect(fresh).not.toBe(code);

    const viewerCode = (await shareLink('viewer')).json().data.code;
    const viewer = await t.signUp({ email: 'viewer2@example.org', share: { event_uuid: eventUuid, code: viewerCode } }, { verifyEmail: true });
    await t.settle();
    expect((await shareLink('viewer', viewer.auth)).statusCode).toBe(403);
    expect((await call('POST', `/api/v2/events/${eventUuid}/share/link/reset`, viewer.auth)).statusCode).toBe(403);
    expect((await shareLink('inactive')).statusCode).toBe(422);
    expect((await shareLink('viewer', {})).statusCode).toBe(401);
  });
});

describe('inviting an administrator by email', () => {
  it('lets someone who signs up the moment they are invited join the inviting organisation', async () => {
    const email = `quick-${Date.now()}@example.org`;
    const invited = await call('POST', `/api/v2/events/${eventUuid}/administrators`, owner, { email, role: 'viewer' });
    expect(invited.statusCode).toBe(201);
    // No waiting for the read models: signing up waits for the invitation itself.
    const quick = await t.signUp({ email }, { verifyEmail: true });
    await t.settle();
    expect((await roleOf(quick.auth)).data).toMatchObject({ role: 'viewer', view: true });
  });

  it('emails the invitee who the inviter is, the role and a link to create their account', async () => {
    const response = await call('POST', `/api/v2/events/${eventUuid}/administrators`, owner, { email: 'New.Person@Example.org', role: 'viewer' });
    expect(response.statusCode).toBe(201);
    const mail = await smtp.waitFor((m) => m.to.includes('new.person@example.org'));
    expect(mail.email.subject).toBe('You were added to Spring Fair on Usher');
    expect(mail.email.text).toContain('Olive Organiser added you to the team of Spring Fair on Usher as Viewer: you can see the event and its guest list.');
    expect(mail.email.text).toContain(`${APP_URL}/account/signup?email=new.person%40example.org&redirect=%2Fevents%2F${eventUuid}%2Fguest-management`);
  });
});
