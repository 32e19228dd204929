import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { addGuests, createEvent, type Auth } from '@usher/infra/testing/api-helpers';
import { readPdf } from './support/pdf-text.ts';

// Badges through the routes: the layout saved as an event and read back from the read model,
// then the PDF read with pdf.js, as a viewer reads it — names in their own scripts, as text,
// on pages of the layout's size.

let t: TestApp;
let owner: Auth;
let stranger: Auth;
let gala: string;
let companyField: string;
const guests: Record<string, string> = {};

const NAMES = [
  { first_name: 'Анна', last_name: 'Каренина', company: 'Почта России' },
  { first_name: 'Ελένη', last_name: 'Παππά', company: 'Ολυμπιακή' },
  { first_name: '明', last_name: '王', company: '北京大学' },
  { first_name: 'Zoë', last_name: 'Ångström', company: 'Acme' },
];

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  owner = (await t.signUp()).auth;
  stranger = (await t.signUp()).auth;
  gala = (await createEvent(t, owner, { name: 'Winter Gala' })).uuid;
  const field = await t.app.inject({
    method: 'POST',
    url: `/api/v2/events/${gala}/custom-fields`,
    headers: owner,
    payload: { label: 'Company', type: 'text', options: [], is_required: false },
  });
  expect(field.statusCode, field.body).toBe(201);
  companyField = field.json().data.id;
  const added = await addGuests(
    t,
    owner,
    gala,
    NAMES.map(({ first_name, last_name, company }) => ({ first_name, last_name, custom_fields: { [companyField]: company } }) as never),
  );
  for (const guest of added) guests[guest.full_name] = guest.id;
  await t.settle();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const putLayout = (payload: unknown, headers: Auth = owner) =>
  t.app.inject({ method: 'PUT', url: `/api/v2/events/${gala}/badge-layout`, headers, payload: payload as object });
const print = (ids: string[], headers: Auth | Record<string, never> = owner) =>
  t.app.inject({ method: 'POST', url: `/api/v2/events/${gala}/badges.pdf`, headers, payload: { ids } });

describe('the badge layout', () => {
  it('starts as the default and keeps what the organiser changes', async () => {
    const initial = await t.app.inject({ method: 'GET', url: `/api/v2/events/${gala}/badge-layout`, headers: owner });
    expect(initial.statusCode, initial.body).toBe(200);
    expect(initial.json().data).toMatchObject({ size: '4x3', show_qr: true, secondary_field: null });

    const changed = await putLayout({ size: 'a6', secondary_field: `custom_fields.${companyField}` });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ size: 'a6', secondary_field: `custom_fields.${companyField}` });
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/v2/events/${gala}/badge-layout`,
      headers: { ...owner, 'x-min-position': changed.json().position },
    });
    expect(read.json().data).toEqual(changed.json().data);
  });

  it('answers 422 by field for a field the event lacks or a size it does not know, and 404 to another organisation', async () => {
    const unknownField = await putLayout({ secondary_field: `custom_fields.${crypto.randomUUID()}` });
    expect(unknownField.statusCode).toBe(422);
    expect(unknownField.json().errors).toEqual({ secondary_field: ['The field under the name is invalid.'] });
    expect((await putLayout({ size: '5x7' })).statusCode).toBe(422);
    expect((await putLayout({ size: '4x6' }, stranger)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/v2/events/${gala}/badge-layout`, headers: stranger })).statusCode).toBe(404);
  });
});

describe('POST /api/v2/events/{e}/badges.pdf', () => {
  it('prints each guest asked, in order, names and companies in any script as text, on A6 pages', async () => {
    await putLayout({ size: 'a6', secondary_field: `custom_fields.${companyField}` });
    await t.settle();
    const ids = Object.values(guests);
    const response = await print(ids);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const pages = await readPdf(response.rawPayload);
    expect(pages).toHaveLength(4);
    for (const page of pages) {
      expect(page.width).toBeCloseTo(297.64, 1);
      expect(page.height).toBeCloseTo(419.53, 1);
    }
    expect(pages.map((page) => page.text.join(' '))).toEqual(NAMES.map(({ first_name, last_name }) => expect.stringContaining(`${first_name} ${last_name}`)));
    NAMES.forEach(({ company }, index) => expect(pages[index]!.text).toContain(company));
    expect(pages.flatMap((page) => page.text).join('')).not.toContain('?');
  });

  it('puts six badges on a US Letter page for Avery 5392 sheets', async () => {
    const changed = await putLayout({ size: 'avery_5392' });
    await t.settle();
    const ids = Object.values(guests);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v2/events/${gala}/badges.pdf`,
      headers: { ...owner, 'x-min-position': changed.json().position },
      payload: { ids: [...ids, ...ids] },
    });
    const pages = await readPdf(response.rawPayload);
    // Eight ids, four guests: each guest once.
    expect(pages).toHaveLength(1);
    expect(pages[0]).toMatchObject({ width: 612, height: 792 });
    // A name may print on two lines: its parts are read back in order either way.
    const text = pages[0]!.text.join(' ');
    for (const { first_name, last_name } of NAMES) expect(text.split(`${first_name} ${last_name}`)).toHaveLength(2);
  });

  it("prints nothing of another event's guest, and refuses strangers and anonymous callers", async () => {
    const other = (await createEvent(t, owner, { name: 'Other' })).uuid;
    const [outsider] = await addGuests(t, owner, other, [{ first_name: 'Olga', last_name: 'Outsider' }]);
    await t.settle();
    const pages = await readPdf((await print([outsider!.id])).rawPayload);
    expect(pages.flatMap((page) => page.text)).toEqual(['No guests to print.']);
    expect((await print(Object.values(guests), stranger)).statusCode).toBe(404);
    expect((await print(Object.values(guests), {})).statusCode).toBe(401);
    expect((await print([])).statusCode).toBe(422);
  });
});
