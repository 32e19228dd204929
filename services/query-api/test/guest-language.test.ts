import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { addGuests, createEvent, type Auth } from '@usher/infra/testing/api-helpers';
import { startTestSmtpServer, type TestSmtpServer } from '@usher/infra/testing/test-smtp-server';
import { rsvpLinkFor } from '@usher/read-models/passes/guest-links';

// Issue 32, section 5: guest pages and the product's guest e-mails in the guest's language.
let t: TestApp;
let smtp: TestSmtpServer;
let owner: Auth;
let eventUuid: string;
let hanna: string;
let pierre: string;

const rsvpTokenOf = async (attendeeId: string) => (await rsvpLinkFor(t.context.db, attendeeId, 'http://localhost:3000')).split('/rsvp/')[1]!;
const openRsvp = async (attendeeId: string, query = '', headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/v2/public/rsvp/${await rsvpTokenOf(attendeeId)}${query}`, headers });

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  // The product reads its transport from the environment, as in production.
  Object.assign(process.env, smtp.env);
  t = await createTestApp(inject('pgAdminUrl'));
  owner = (await t.signUp()).auth;
  eventUuid = (await createEvent(t, owner, { name: 'Sommerfest', starts_date: '2099-05-14', starts_time: '19:00', timezone: 'Europe/Amsterdam' })).uuid;
  const guests = await addGuests(t, owner, eventUuid, [
    // A sheet's spelling: stored as the code.
    { first_name: 'Hanna', last_name: 'Schmidt', email: 'hanna@guests.example', language: 'Deutsch' },
    { first_name: 'Pierre', last_name: 'Martin', email: 'pierre@guests.example' },
  ]);
  [hanna, pierre] = guests.map((guest) => guest.id) as [string, string];
  expect(guests[0]!.language).toBe('de');
  await t.settle();
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe("the guest's language", () => {
  it('sends a German guest their invitation in German, with the date as Germans write it and its zone named', async () => {
    const invited = await t.app.inject({
      method: 'PUT',
      url: `/api/v2/events/attendees/${hanna}/resend-invitation`,
      headers: owner,
      payload: { message: null },
    });
    expect(invited.statusCode, invited.body).toBe(200);
    const { email: mail } = await smtp.waitFor((received) => received.to.includes('hanna@guests.example'));
    expect(mail.subject).toBe('Einladung: Sommerfest');
    expect(mail.text).toContain('Guten Tag Hanna Schmidt,');
    expect(mail.text).toContain('Wann: Donnerstag, 14. Mai 2099 um 19:00 (Europe/Amsterdam)');
    expect(mail.text).toContain('Bitte teilen Sie uns mit, ob Sie kommen können:');
  });

  it("opens the RSVP page in the guest's language, else the browser's, and in the one picked on the page", async () => {
    const german = (await openRsvp(hanna, '', { 'accept-language': 'fr-FR,fr;q=0.9' })).json().data;
    expect(german).toMatchObject({ language: 'de', event: { when: 'Donnerstag, 14. Mai 2099 um 19:00 (Europe/Amsterdam)' } });
    // Without a language of their own, and an event without one: the browser's.
    expect((await openRsvp(pierre, '', { 'accept-language': 'fr-FR,fr;q=0.9' })).json().data.language).toBe('fr');
    expect((await openRsvp(pierre, '', { 'accept-language': 'ja' })).json().data.language).toBe('en');
    expect((await openRsvp(hanna, '?lang=es')).json().data).toMatchObject({
      language: 'es',
      event: { when: 'jueves, 14 de mayo de 2099 a las 19:00 (Europe/Amsterdam)' },
    });
    expect((await openRsvp(hanna, '?lang=xx')).statusCode).toBe(422);
  });

  it("follows the event's language for a guest without one, before the browser's", async () => {
    const updated = await t.app.inject({ method: 'PUT', url: `/api/v2/events/${eventUuid}`, headers: owner, payload: { default_language: 'es' } });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data.default_language).toBe('es');
    await t.settle();
    expect((await openRsvp(pierre, '', { 'accept-language': 'fr' })).json().data.language).toBe('es');
    expect((await openRsvp(hanna)).json().data.language).toBe('de');
  });

  it('refuses a language that is none of the four, by field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v2/events/${eventUuid}/attendees`,
      headers: owner,
      payload: { members: [{ first_name: 'Kim', language: 'Klingon' }] },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors['members.0.language']).toEqual(['The language must be English, German, French or Spanish.']);
    const edited = await t.app.inject({ method: 'PUT', url: `/api/v2/events/attendees/${pierre}`, headers: owner, payload: { language: 'fr-CA' } });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.language).toBe('fr');
  });
});
