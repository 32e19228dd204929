import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { addGuests, createEvent, type Auth } from '@usher/infra/testing/api-helpers';
import { parseCsv } from '@usher/domain/guest-import/parse-csv';
import { readXlsxRows } from '@usher/infra/spreadsheets/xlsx';

let t: TestApp;
let owner: Auth;
let stranger: Auth;
let eventUuid: string;
const eventZone = 'US/Eastern';

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  owner = (await t.signUp()).auth;
  stranger = (await t.signUp()).auth;
  eventUuid = (await createEvent(t, owner, { name: 'Winter Gala', timezone: eventZone })).uuid;
  const [ada] = await addGuests(t, owner, eventUuid, [
    { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', language: 'de' },
    { first_name: '=HYPERLINK("http://evil")', last_name: 'Smith, Jr' },
  ]);
  await addGuests(t, owner, eventUuid, [{ first_name: 'Plus', last_name: 'One', parent_attendee_id: ada!.id }]);
  await t.app.inject({ method: 'POST', url: `/api/v2/events/attendees/${ada!.id}/check-in`, headers: owner });
  await t.settle();
});
afterAll(async () => {
  await t.close();
});

const exportOf = (query: string, headers: Auth | Record<string, never> = owner) =>
  t.app.inject({ method: 'GET', url: `/api/v2/events/${eventUuid}/attendees/export${query}`, headers });

describe('GET /api/v2/events/{e}/attendees/export', () => {
  it('exports the filtered view as CSV, with the spec escaping and formula protection', async () => {
    const response = await exportOf('?format=csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="winter-gala-guests-\d{4}-\d{2}-\d{2}\.csv"$/);
    const sheet = parseCsv(response.body.replace(/^\uFEFF/, ''));
    expect(sheet.headers.slice(0, 6)).toEqual(['First Name', 'Last Name', 'Email', 'Phone', 'Guest Of', 'Total Tickets']);
    // A time column names the zone its times are in.
    expect(sheet.headers).toContain(`Checked In At (${eventZone})`);
    const byName = new Map(sheet.rows.map((row) => [row[1], row]));
    expect(byName.get('Lovelace')!.slice(0, 6)).toEqual(['Ada', 'Lovelace', 'ada@example.com', '-', '-', '2']);
    expect(byName.get('One')![4]).toBe('Ada Lovelace');
    // The guest's own language, named as the upload reads it back; none: the event's.
    const language = sheet.headers.indexOf('Language');
    expect(byName.get('Lovelace')![language]).toBe('German');
    expect(byName.get('One')![language]).toBe('-');
    // The guest table's Invitation Status, in its words, beside the time the invitation went.
    const invitationStatus = sheet.headers.indexOf('Invitation Status');
    expect(sheet.headers[invitationStatus - 1]).toBe(`Invited At (${eventZone})`);
    expect(byName.get('Lovelace')![invitationStatus]).toBe('Not sent');
    // A formula becomes text, and commas in text become semicolons.
    const attacker = byName.get('Smith; Jr')!;
    expect(attacker[0]!.startsWith("'=")).toBe(true);

    const checkedIn = parseCsv((await exportOf('?filter=checked_in')).body.replace(/^\uFEFF/, ''));
    expect(checkedIn.rows.map((row) => row[0])).toEqual(['Ada']);
  });

  it('exports a selection as XLSX that reads back the same', async () => {
    const list = (await t.app.inject({ method: 'GET', url: `/api/v2/events/${eventUuid}/attendees`, headers: owner })).json().data as {
      id: string;
      first_name: string;
    }[];
    const chosen = list.filter((guest) => guest.first_name === 'Ada' || guest.first_name === 'Plus').map((guest) => guest.id);
    const response = await exportOf(`?format=xlsx&ids=${chosen.join(',')}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const sheet = await readXlsxRows(response.rawPayload);
    expect(sheet.rows.map((row) => `${row[0]} ${row[1]}`)).toEqual(['Ada Lovelace', 'Plus One']);
  });

  it('still writes the header line when nothing matches', async () => {
    const sheet = parseCsv((await exportOf('?search=nobody-at-all')).body.replace(/^\uFEFF/, '') + 'x\r\n');
    expect(sheet.headers[0]).toBe('First Name');
  });

  it("answers 401 without credentials, 404 for another organisation's event, 422 for an unknown format", async () => {
    expect((await exportOf('', {})).statusCode).toBe(401);
    expect((await exportOf('', stranger)).statusCode).toBe(404);
    const bad = await exportOf('?format=pdf');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ format: ['Format is invalid.'] });
  });
});
