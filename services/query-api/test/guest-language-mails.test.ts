import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { addGuests, createEvent, type Auth } from '@usher/infra/testing/api-helpers';
import { startTestSmtpServer, type TestSmtpServer } from '@usher/infra/testing/test-smtp-server';
import { passTokenFor, rsvpTokenFor } from '@usher/read-models/passes/guest-links';
import { transferTokenFor } from '@usher/infra/http/transfer-links';

// Issue 32, section 5: the product's own guest e-mails beyond the invitation (waitlist, ticket transfer) are
// written in the guest's language, else the event's, and arrive so over real SMTP; the pages say which language.
let t: TestApp;
let smtp: TestSmtpServer;
let owner: Auth;

const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string> = {}, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  // The product reads its transport from the environment, as in production.
  Object.assign(process.env, smtp.env);
  t = await createTestApp(inject('pgAdminUrl'));
  owner = (await t.signUp()).auth;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe("the guest's language in the product's e-mails", () => {
  it('tells a German guest in German that they are on the waitlist', async () => {
    const event = await createEvent(t, owner, { name: 'Sommerfest', starts_date: '2099-05-14', starts_time: '19:00', timezone: 'Europe/Amsterdam' });
    const [ada, hanna] = await addGuests(t, owner, event.uuid, [
      { first_name: 'Ada', last_name: 'Lovelace', email: 'ada-waitlist@guests.example' },
      { first_name: 'Hanna', last_name: 'Schmidt', email: 'hanna-waitlist@guests.example', language: 'de' },
    ]);
    expect((await call('PUT', `/api/v2/events/${event.uuid}/capacity`, owner, { capacity: 1 })).statusCode).toBe(200);
    await t.settle();
    const yes = await call('POST', `/api/v2/public/rsvp/${await rsvpTokenFor(t.context.db, ada!.id)}`, {}, { is_attending: true, plus_ones: [] });
    expect(yes.statusCode, yes.body).toBe(200);
    await t.settle();

    const hannaToken = await rsvpTokenFor(t.context.db, hanna!.id);
    const joined = await call('POST', `/api/v2/public/rsvp/${hannaToken}/waitlist`, {}, { party_size: 2 });
    expect(joined.statusCode, joined.body).toBe(200);
    const { email: mail } = await smtp.waitFor((received) => received.to.includes('hanna-waitlist@guests.example'));
    expect(mail.subject).toBe('Sie stehen auf der Warteliste für Sommerfest');
    expect(mail.text).toContain('Guten Tag Hanna Schmidt,');
    // ICU plurals by German rules, the position a number.
    expect(mail.text).toContain('Sie stehen auf der Warteliste für Sommerfest, auf Platz 1, für 2 Plätze.');
    expect(mail.text).toContain('Ihre Einladung: http');
    expect(mail.html).toContain('<html lang="de">');
    expect(mail.html).toContain('Ihren Platz in der Reihe ansehen');
    // The page's reply gives the event's zone, for the offer's end in the page's language.
    expect((await call('GET', `/api/v2/public/rsvp/${hannaToken}/waitlist`)).json().data).toMatchObject({ timezone: 'Europe/Amsterdam' });
  });

  it("offers a ticket in the event's language, and the offer page follows the language picked on it", async () => {
    const event = await createEvent(t, owner, { name: 'Fête de la musique', starts_date: '2099-06-21', starts_time: '20:00', timezone: 'Europe/Brussels' });
    expect((await call('PUT', `/api/v2/events/${event.uuid}`, owner, { default_language: 'fr' })).statusCode).toBe(200);
    const [ada] = await addGuests(t, owner, event.uuid, [{ first_name: 'Ada', last_name: 'Lovelace', email: 'ada-transfer@guests.example' }]);
    await t.settle();
    const passToken = await passTokenFor(t.context.db, ada!.id);
    const requested = await call(
      'POST',
      `/api/v2/public/pass/${passToken}/transfer`,
      {},
      { first_name: 'Grace', last_name: 'Hopper', email: 'grace@guests.example' },
    );
    expect(requested.statusCode, requested.body).toBe(200);

    const { email: mail } = await smtp.waitFor((received) => received.to.includes('grace@guests.example'));
    expect(mail.subject).toBe('Un billet pour Fête de la musique pour vous');
    expect(mail.text).toContain('Bonjour Grace Hopper,');
    expect(mail.text).toContain('Ada Lovelace souhaite vous donner son billet pour Fête de la musique.');
    expect(mail.text).toContain('Quand: dimanche 21 juin 2099 à 20:00 (Europe/Brussels)');
    expect(mail.html).toContain('<html lang="fr">');

    const transferId = requested.json().data.transfer.id as string;
    const offerUrl = `/api/v2/public/ticket-transfers/${await transferTokenFor(t.context.db, ada!.id, transferId)}`;
    expect((await call('GET', offerUrl)).json().data).toMatchObject({ language: 'fr', event: { when: 'dimanche 21 juin 2099 à 20:00 (Europe/Brussels)' } });
    expect((await call('GET', `${offerUrl}?lang=de`)).json().data).toMatchObject({
      language: 'de',
      event: { when: 'Sonntag, 21. Juni 2099 um 20:00 (Europe/Brussels)' },
    });
    expect((await call('GET', `${offerUrl}?lang=xx`)).statusCode).toBe(422);
  });
});
