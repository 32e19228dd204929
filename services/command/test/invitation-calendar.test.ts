import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import sharp from 'sharp';
import ICAL from 'ical.js';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { startTestSmtpServer, type ReceivedMail, type TestSmtpServer } from '@usher/infra/testing/test-smtp-server';
import { addGuests, createEvent, multipartFile, type Auth } from '@usher/infra/testing/api-helpers';

const APP_URL = 'http://usher.test';
let t: TestApp;
let smtp: TestSmtpServer;
let owner: Auth;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  Object.assign(process.env, smtp.env, { APP_URL });
  t = await createTestApp(inject('pgAdminUrl'));
  owner = (await t.signUp({ first_name: 'Olive', last_name: 'Organiser' })).auth;
  // The logo is a picture of the organiser's own library: a pass setting names only the organisation's media.
  const png = await sharp({ create: { width: 64, height: 32, channels: 3, background: '#0B3D2E' } })
    .png()
    .toBuffer();
  const file = multipartFile('logo.png', png, 'image/png');
  const uploaded = await t.app.inject({ method: 'POST', url: '/api/v2/media', headers: { ...owner, ...file.headers }, payload: file.payload });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  LOGO = uploaded.json().data.url;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

let LOGO = '';
const invite = (id: string) => t.app.inject({ method: 'PUT', url: `/api/v2/events/attendees/${id}/resend-invitation`, headers: owner, payload: {} });

/** The calendar file a mail client would offer, read by a real iCalendar parser (ical.js). */
function calendarOf(mail: ReceivedMail) {
  const files = mail.email.attachments.filter((a) => a.mimeType === 'text/calendar');
  expect(files.map((a) => a.filename)).toEqual(['invitation.ics']);
  const content = files[0]!.content;
  const text = typeof content === 'string' ? content : new TextDecoder().decode(content);
  const event = new ICAL.Event(new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')!);
  return {
    uid: event.uid,
    start: event.startDate.toJSDate().toISOString(),
    end: event.endDate.toJSDate().toISOString(),
    summary: event.summary,
    location: event.location,
  };
}

describe('an invitation mail', () => {
  it("carries the event's logo and colours and an .ics whose UID stays the same when the invitation is resent", async () => {
    const event = await createEvent(t, owner, {
      name: 'Harbour Gala',
      timezone: 'US/Eastern',
      starts_date: '2099-06-12',
      starts_time: '18:00',
      end_date: '2099-06-12',
      end_time: '23:00',
    });
    const branded = await t.app.inject({
      method: 'PUT',
      url: `/api/v2/events/${event.uuid}/pass-settings`,
      headers: owner,
      payload: { access: { background_color: '#0B3D2E', text_color: '#F5E6C8', logo_image: LOGO } },
    });
    expect(branded.statusCode, branded.body).toBe(200);
    const [ana, ben] = await addGuests(t, owner, event.uuid, [
      { first_name: 'Ana', email: `ana-${Date.now()}@guests.test` },
      { first_name: 'Ben', email: `ben-${Date.now()}@guests.test` },
    ]);

    expect((await invite(ana!.id)).statusCode).toBe(200);
    const first = await smtp.waitFor((m) => m.to.includes(ana!.email as string) && m.email.subject === 'You are invited to Harbour Gala');
    expect(first.email.html).toContain(`src="${APP_URL}${LOGO}"`);
    expect(first.email.html).toContain('background:#0B3D2E;color:#F5E6C8');
    const firstEntry = calendarOf(first);
    expect(firstEntry).toMatchObject({
      uid: `${ana!.id}.${event.uuid}@usher`,
      start: '2099-06-12T22:00:00.000Z',
      end: '2099-06-13T03:00:00.000Z',
      summary: 'Harbour Gala',
    });

    expect((await invite(ana!.id)).statusCode).toBe(200);
    const reminder = await smtp.waitFor((m) => m.to.includes(ana!.email as string) && m.email.subject === 'Reminder: you are invited to Harbour Gala');
    expect(calendarOf(reminder).uid).toBe(firstEntry.uid);

    expect((await invite(ben!.id)).statusCode).toBe(200);
    const other = await smtp.waitFor((m) => m.to.includes(ben!.email as string));
    expect(calendarOf(other).uid).not.toBe(firstEntry.uid);
  });

  it('the RSVP page, once the guest says Yes, offers the pass and the same calendar entry', async () => {
    const event = await createEvent(t, owner, { name: 'Quay Dinner', timezone: 'Europe/Brussels', starts_date: '2099-03-01', starts_time: '20:00' });
    const [guest] = await addGuests(t, owner, event.uuid, [{ first_name: 'Cleo', email: `cleo-${Date.now()}@guests.test` }]);
    await invite(guest!.id);
    const mail = await smtp.waitFor((m) => m.to.includes(guest!.email as string));
    const token = /http:\/\/usher\.test\/rsvp\/(\S+)/.exec(mail.email.text ?? '')![1]!;

    const before = (await t.app.inject({ method: 'GET', url: `/api/v2/public/rsvp/${token}` })).json().data;
    expect(before).toMatchObject({ pass_link: null, calendar: null });
    const answered = await t.app.inject({ method: 'POST', url: `/api/v2/public/rsvp/${token}`, payload: { is_attending: true, plus_ones: [] } });
    expect(answered.statusCode, answered.body).toBe(200);
    const after = answered.json().data;
    expect(after.pass_link).toMatch(/^http:\/\/usher\.test\/pass\/P1/);
    expect(after.calendar).toMatchObject({ uid: calendarOf(mail).uid, starts_at: '2099-03-01T19:00:00.000Z', all_day: false, url: after.pass_link });
  });
});
