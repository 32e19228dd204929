import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { readOutbox } from '@usher/infra/testing/mail-outbox';
import { addGuests, createEvent, type Auth } from '@usher/infra/testing/api-helpers';
import { senderOf } from '@usher/infra/mail/sender-name';

// Onboarding promises guests see the organisation's name: the instance's "Usher Test" must not sign their mail.
let t: TestApp;
let owner: Auth;
// The app's own mail dispatcher writes to DATA_DIR/mail when no SMTP server is set (the environment is restored after the file).
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'usher-guest-sender-'));

beforeAll(async () => {
  process.env.DATA_DIR = dataDir;
  delete process.env.SMTP_HOST;
  delete process.env.MAIL_FROM;
  t = await createTestApp(inject('pgAdminUrl'));
  owner = (await t.signUp()).auth;
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("a guest's mail", () => {
  it("comes from the organisation's name at the instance's address", async () => {
    const named = await t.app.inject({ method: 'POST', url: '/api/v2/organizations', headers: owner, payload: { name: 'Gala Friends' } });
    expect(named.statusCode).toBe(200);
    const event = await createEvent(t, owner);
    const [guest] = await addGuests(t, owner, event.uuid, [{ first_name: 'Ada', email: 'ada@guests.test' }]);
    await t.settle();
    const invited = await t.app.inject({
      method: 'PUT',
      url: `/api/v2/events/${event.uuid}/attendees-bulk/invite`,
      headers: owner,
      payload: { attendees: [guest!.id] },
    });
    expect(invited.statusCode).toBe(200);
    // Signed at the instance's address (its MAIL_FROM), under the organisation's name.
    const sender = async () => (await readOutbox(path.join(dataDir, 'mail'))).find((mail) => mail.to.includes('ada@guests.test'))?.from;
    await expect.poll(sender, { timeout: 15_000 }).toEqual({ name: 'Gala Friends', address: 'no-reply@usher.localhost' });

    // The page the invitation opens names the organisation too.
    const text = (await readOutbox(path.join(dataDir, 'mail'))).find((mail) => mail.to.includes('ada@guests.test'))!.text;
    const token = /\/rsvp\/([\w-]+)/.exec(text)![1]!;
    const page = await t.app.inject({ method: 'GET', url: `/api/v2/public/rsvp/${token}` });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().data.organisation).toEqual({ name: 'Gala Friends', logo_src: null });
  });

  it("keeps a sender the event names, and the instance's when the organisation has no name", () => {
    expect(senderOf({ senderName: 'Gala Friends' }, { name: 'Spring Gala', address: 'gala@example.org' })).toEqual({
      name: 'Spring Gala',
      address: 'gala@example.org',
    });
    expect(senderOf({ senderName: 'Gala Friends' }, { name: '', address: 'gala@example.org' })).toEqual({ name: 'Gala Friends', address: 'gala@example.org' });
    expect(senderOf({}, 'Usher <no-reply@usher.localhost>')).toBe('Usher <no-reply@usher.localhost>');
    expect(senderOf({ senderName: 'A "quoted"\r\nname' }, 'no-reply@usher.localhost')).toEqual({ name: 'A quotedname', address: 'no-reply@usher.localhost' });
  });
});
