import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { addGuests, createEvent, type Auth } from '@usher/infra/testing/api-helpers';
import { MovableClock } from '@usher/infra/testing/movable-clock';
import { createMailTransport, type MailTransport } from '@usher/infra/mail/mail-transport';
import { readMailConfig } from '@usher/infra/mail/mail-config';
import { startProjections } from '@usher/infra/runtime/start-projections';
import { startSmtpSink, type SmtpSink } from './smtp-sink.ts';

// A communication written in more than one language, sent through the whole product to a real
// SMTP server on loopback: each guest reads their language's words, the base words where a
// field of their language was left empty, and the merge tags filled in every language.
const clock = new MovableClock('2030-03-01T10:00:00Z');
let t: TestApp;
let sink: SmtpSink;
let owner: Auth;
let mail: MailTransport;
let projections: { stop(): Promise<void> } | null = null;

beforeAll(async () => {
  sink = await startSmtpSink();
  mail = createMailTransport(readMailConfig(sink.env), { pooledConnections: 2 });
  t = await createTestApp(inject('pgAdminUrl'), { projections: false, clock });
  owner = (await t.signUp()).auth;
  projections = startProjections(t.context, {
    mail,
    appUrl: 'http://usher.test',
    inboundMail: { port: null },
    communications: { instanceMaxPerMinute: 600_000, bounceDomain: 'bounce.usher.test', pollMs: 100 },
  });
});
afterAll(async () => {
  await projections?.stop();
  mail.close();
  await t.close();
  await sink.close();
});

const FIRST_NAME = '<span data-type="mention" data-id="guest.first_name">@First name</span>';

async function put(url: string, payload: Record<string, unknown>) {
  const response = await t.app.inject({ method: 'PUT', url, headers: owner, payload });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { data: Record<string, unknown> };
}

async function received(email: string) {
  await sink.waitFor(() => sink.accepted.some((one) => one.to === email), 20_000);
  return sink.parse(sink.accepted.find((one) => one.to === email)!);
}

describe("a communication in the guest's language", () => {
  it('sends a German guest the German words, an English guest the default, and falls back field by field', async () => {
    const event = await createEvent(t, owner, { name: 'Spring Gala', default_language: 'en' });
    await addGuests(t, owner, event.uuid, [
      { first_name: 'Hans', email: 'hans@guests.test', language: 'de' },
      { first_name: 'Ann', email: 'ann@guests.test' },
      { first_name: 'Flo', email: 'flo@guests.test', language: 'fr' },
    ]);
    await t.settle();
    const base = `/api/v2/events/${event.uuid}/alerts`;
    const created = await t.app.inject({ method: 'POST', url: base, headers: owner, payload: { name: 'Doors open' } });
    expect(created.statusCode, created.body).toBe(201);
    const alertId = (created.json() as { data: { id: string } }).data.id;

    const saved = await put(`${base}/${alertId}`, {
      subject: 'Hello {guest.first_name}',
      body: `<p>Doors open at seven, ${FIRST_NAME}.</p>`,
      // German: a subject of its own, no body (it falls back). French: a body of its own only.
      translations: { de: { subject: 'Hallo {guest.first_name}', body: '<p></p>' }, fr: { body: `<p>Les portes ouvrent à sept heures, ${FIRST_NAME}.</p>` } },
    });
    expect(saved.data.translations).toEqual({
      de: { subject: 'Hallo {guest.first_name}' },
      fr: { body: `<p>Les portes ouvrent à sept heures, ${FIRST_NAME}.</p>` },
    });
    await put(`${base}/${alertId}`, { send: true });

    const hans = await received('hans@guests.test');
    expect(hans.subject).toBe('Hallo Hans');
    expect(hans.text).toContain('Doors open at seven, Hans.');
    const ann = await received('ann@guests.test');
    expect(ann.subject).toBe('Hello Ann');
    expect(ann.text).toContain('Doors open at seven, Ann.');
    const flo = await received('flo@guests.test');
    expect(flo.subject).toBe('Hello Flo');
    expect(flo.text).toContain('Les portes ouvrent à sept heures, Flo.');
  });

  it("gives a guest without a language of their own the event's default language's words", async () => {
    const event = await createEvent(t, owner, { name: 'Sommerfest', default_language: 'de' });
    await addGuests(t, owner, event.uuid, [
      { first_name: 'Greta', email: 'greta@guests.test' },
      { first_name: 'Eve', email: 'eve@guests.test', language: 'en' },
    ]);
    await t.settle();
    const base = `/api/v2/events/${event.uuid}/alerts`;
    const created = await t.app.inject({ method: 'POST', url: base, headers: owner, payload: { name: 'Einladung' } });
    const alertId = (created.json() as { data: { id: string } }).data.id;
    await put(`${base}/${alertId}`, {
      subject: 'Willkommen',
      body: '<p>Wir freuen uns.</p>',
      translations: { en: { subject: 'Welcome', body: '<p>We look forward to it.</p>' } },
      send: true,
    });
    expect((await received('greta@guests.test')).subject).toBe('Willkommen');
    const eve = await received('eve@guests.test');
    expect(eve.subject).toBe('Welcome');
    expect(eve.text).toContain('We look forward to it.');
  });

  it("starts a communication from a template with the template's words in every language", async () => {
    const event = await createEvent(t, owner, { name: 'Gala' });
    const template = await t.app.inject({
      method: 'POST',
      url: `/api/v2/events/${event.uuid}/templates`,
      headers: owner,
      payload: { name: 'Welcome', subject: 'Welcome', body: '<p>Hello</p>', translations: { es: { subject: 'Bienvenidos', body: '<p>Hola</p>' } } },
    });
    expect(template.statusCode, template.body).toBe(201);
    const templateId = (template.json() as { data: { id: string } }).data.id;
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/v2/events/${event.uuid}/alerts`,
      headers: owner,
      payload: { name: 'From the template', template_id: templateId },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect((created.json() as { data: { translations: unknown } }).data.translations).toEqual({ es: { subject: 'Bienvenidos', body: '<p>Hola</p>' } });
  });

  it('refuses a variant that breaks the rules of the base text with 422 by field, and changes nothing', async () => {
    const event = await createEvent(t, owner, { name: 'Gala' });
    const base = `/api/v2/events/${event.uuid}/alerts`;
    const created = await t.app.inject({ method: 'POST', url: base, headers: owner, payload: { name: 'Notice' } });
    expect(created.statusCode, created.body).toBe(201);
    const alertId = (created.json() as { data: { id: string } }).data.id;
    const bad = await t.app.inject({
      method: 'PUT',
      url: `${base}/${alertId}`,
      headers: owner,
      payload: { translations: { de: { subject: 'Hallo {{ first_name }}' } } },
    });
    expect(bad.statusCode, bad.body).toBe(422);
    expect(Object.keys((bad.json() as { errors: Record<string, string[]> }).errors)).toEqual(['translations.de.subject']);
    const tooLong = await t.app.inject({
      method: 'PUT',
      url: `${base}/${alertId}`,
      headers: owner,
      payload: { translations: { de: { subject: 'x'.repeat(201) } } },
    });
    expect(tooLong.statusCode, tooLong.body).toBe(422);
    expect(Object.keys((tooLong.json() as { errors: Record<string, string[]> }).errors)).toEqual(['translations.de.subject']);
    const unknown = await t.app.inject({ method: 'PUT', url: `${base}/${alertId}`, headers: owner, payload: { translations: { it: { subject: 'Ciao' } } } });
    expect(unknown.statusCode, unknown.body).toBe(422);
    // Read once the list's projection has caught up with the log.
    await t.settle();
    const shown = await t.app.inject({ method: 'GET', url: `${base}/${alertId}`, headers: owner });
    expect(shown.statusCode, shown.body).toBe(200);
    expect((shown.json() as { data: { translations: unknown } }).data.translations).toEqual({});
  });
});
