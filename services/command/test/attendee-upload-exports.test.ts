// Eventbrite's and Luma's own exports through the whole import: orders of
// several tickets keep every person, ticket types become variations, statuses
// become RSVP and approval or rejected rows, and any column a custom field.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { createEvent, getJson, type Auth } from '@usher/infra/testing/api-helpers';
import { importUploadAndWait, uploadGuestFile } from '@usher/infra/testing/upload-helpers';
import { parseCsv } from '@usher/domain/guest-import/parse-csv';

const fixture = (name: string) => readFileSync(new URL(`../../../tests/fixtures/guest-imports/${name}`, import.meta.url));

let t: TestApp;
let owner: Auth;

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  owner = (await t.signUp()).auth;
});
afterAll(async () => {
  await t.close();
});

interface Guest {
  full_name: string;
  email: string | null;
  reference: string | null;
  guest_of: string | null;
  parent_attendee_id: string | null;
  total_tickets: number;
  is_attending: boolean | null;
  is_approved: boolean | null;
  checked_in: boolean;
  ticket_variation: { name: string } | null;
  custom_fields: Record<string, unknown>;
}

const uploadFile = (eventUuid: string, fileName: string, content: Buffer) => uploadGuestFile(t, owner, eventUuid, fileName, content);

const importAndWait = (eventUuid: string, id: string, mapping: (string | null)[]) => importUploadAndWait(t, owner, eventUuid, { id, mapping });

async function guestsOf(eventUuid: string): Promise<Guest[]> {
  await t.settle();
  return (await getJson(t, owner, `/api/v2/events/${eventUuid}/attendees?per_page=100`)).data;
}

const withColumn = (mapping: (string | null)[], headers: string[], header: string, key: string) =>
  mapping.map((field, column) => (headers[column] === header ? key : field));

describe('importing an Eventbrite attendee export', () => {
  let eventUuid: string;
  let guests: Guest[];
  let upload: { id: string; headers: string[]; mapping: (string | null)[] };
  let done: { created: number; updated: number; failed: number; errors: { row: number; field: string; message: string }[] };

  beforeAll(async () => {
    eventUuid = (await createEvent(t, owner)).uuid;
    upload = await uploadFile(eventUuid, 'eventbrite-attendees.csv', fixture('eventbrite-attendees.csv'));
    // The organiser keeps what was recognised and makes Company a new custom field.
    done = await importAndWait(eventUuid, upload.id, withColumn(upload.mapping, upload.headers, 'Company', 'new_custom_field'));
    guests = await guestsOf(eventUuid);
  });

  it('recognises the file and maps its order, ticket type and status columns', () => {
    const at = (header: string) => upload.mapping[upload.headers.indexOf(header)];
    expect([at('Order #'), at('Ticket Type'), at('Attendee Status'), at('Company'), at('Job Title')]).toEqual([
      'reference',
      'ticket_variation',
      'attendee_status',
      null,
      null,
    ]);
  });

  it("keeps all 20 ticket holders: an order's extra tickets are plus-ones of the buyer, with their own names and no repeated email", () => {
    expect(done).toMatchObject({ created: 20, updated: 0, failed: 2 });
    expect(guests).toHaveLength(20);
    const priya = guests.find((guest) => guest.full_name === 'Priya Raman')!;
    expect(priya).toMatchObject({ email: 'priya.raman@example.com', reference: '7841162977', total_tickets: 3, parent_attendee_id: null });
    const party = guests.filter((guest) => guest.guest_of === 'Priya Raman').map((guest) => [guest.full_name, guest.email, guest.reference]);
    expect(party.sort()).toEqual([
      ['Arjun Raman', null, '7841162977'],
      ['Meera Raman', null, '7841162977'],
    ]);
    // Both of Tom's tickets carry his name (Eventbrite did not ask for each attendee's): still two places.
    expect(guests.filter((guest) => guest.full_name === 'Tom Becker').map((guest) => guest.guest_of)).toEqual(expect.arrayContaining([null, 'Tom Becker']));
    // Lena's second order, for Jonas, with her email.
    expect(guests.find((guest) => guest.full_name === 'Jonas Weber')).toMatchObject({ email: null, guest_of: 'Lena Fischer', reference: '7841240071' });
    expect(new Set(guests.map((guest) => guest.email).filter(Boolean)).size).toBe(16);
  });

  it("turns ticket types into the event's ticket variations and statuses into RSVP", () => {
    const names = new Set(guests.map((guest) => guest.ticket_variation?.name));
    expect(names).toEqual(new Set(['General Admission', 'VIP', 'Student']));
    expect(guests.find((guest) => guest.full_name === 'Arjun Raman')!.ticket_variation?.name).toBe('VIP');
    // Attending and Checked In hold a place: RSVP yes, approved; the check-in happens at this event's own door.
    expect(guests.every((guest) => guest.is_attending === true && guest.is_approved === true && !guest.checked_in)).toBe(true);
  });

  it("makes Company a new custom field holding each guest's company", async () => {
    const fields = (await getJson(t, owner, `/api/v2/events/${eventUuid}/custom-fields`)).data as { id: string; label: string; type: string }[];
    const company = fields.find((field) => field.label === 'Company')!;
    expect(company.type).toBe('text');
    expect(guests.find((guest) => guest.full_name === 'Priya Raman')!.custom_fields[company.id]).toBe('Raman & Co, LLP');
  });

  it("leaves the refunded and cancelled people out, saying why, in a rejected-rows CSV with the file's own columns", async () => {
    expect(done.errors).toEqual([
      { row: 11, field: 'attendee_status', message: 'Refunded: not imported, so they cannot be checked in.' },
      { row: 15, field: 'attendee_status', message: 'Cancelled: not imported, so they cannot be checked in.' },
    ]);
    const file = await t.app.inject({ method: 'GET', url: `/api/v2/events/${eventUuid}/attendees/upload/${upload.id}/rejected-rows`, headers: owner });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/^text\/csv/);
    expect(file.headers['content-disposition']).toContain('eventbrite-attendees - rejected rows.csv');
    const sheet = parseCsv(file.body.replace(/^\uFEFF/, ''));
    expect(sheet.headers).toEqual([...upload.headers, 'Why it was not imported']);
    expect(sheet.rows.map((row) => [row[2], row[3], row[14], row.at(-1)])).toEqual([
      ['Alan', 'Turing', 'Refunded', 'Row 11: Refunded: not imported, so they cannot be checked in.'],
      ['Edsger', 'Dijkstra', 'Cancelled', 'Row 15: Cancelled: not imported, so they cannot be checked in.'],
    ]);
  });

  it('creates no second variation or field, and no second guest, when the same file is imported again', async () => {
    const again = await uploadFile(eventUuid, 'eventbrite-attendees.csv', fixture('eventbrite-attendees.csv'));
    const second = await importAndWait(eventUuid, again.id, withColumn(again.mapping, again.headers, 'Company', 'new_custom_field'));
    // The 16 buyers by email, their 4 extra tickets by guest, name and order number.
    expect(second).toMatchObject({ created: 0, updated: 20, failed: 2 });
    expect(await guestsOf(eventUuid)).toHaveLength(20);
    const fields = (await getJson(t, owner, `/api/v2/events/${eventUuid}/custom-fields`)).data as { label: string }[];
    expect(fields.filter((field) => field.label === 'Company')).toHaveLength(1);
  });
});

describe('importing a Luma guest export', () => {
  it('maps approval_status per value, ticket_name to variations, a question column to a new field, and guards formulas in the rejected rows', async () => {
    const eventUuid = (await createEvent(t, owner)).uuid;
    const upload = await uploadFile(eventUuid, 'luma-guests.csv', fixture('luma-guests.csv'));
    expect(upload.source).toBe('luma');
    const at = (header: string) => upload.mapping[upload.headers.indexOf(header)];
    expect([at('api_id'), at('approval_status'), at('ticket_name')]).toEqual(['reference', 'attendee_status', 'ticket_variation']);
    const done = await importAndWait(eventUuid, upload.id, withColumn(upload.mapping, upload.headers, 'What company are you with?', 'new_custom_field'));
    expect(done).toMatchObject({
      created: 7,
      failed: 1,
      errors: [{ row: 5, field: 'attendee_status', message: 'Declined: not imported, so they cannot be checked in.' }],
    });

    const guests = await guestsOf(eventUuid);
    const state = (name: string) => {
      const guest = guests.find((candidate) => candidate.full_name === name)!;
      return [guest.is_attending, guest.is_approved, guest.ticket_variation?.name, guest.reference];
    };
    expect(state('Ada Lovelace')).toEqual([true, true, 'General Admission', 'gst-2Xc8RkQ4mN7pLs1']);
    expect(state('Katherine Johnson')).toEqual([true, null, 'General Admission', 'gst-1Qa6HsE2xR8uJf5']);
    expect(state('Mary Jackson')).toEqual([true, null, 'Student', 'gst-3Vn8JqU5fD0yMb7']);
    expect(state('Dorothy Vaughan')).toEqual([null, true, 'General Admission', 'gst-9Rt4GwY1sK6hXa2']);

    const file = await t.app.inject({ method: 'GET', url: `/api/v2/events/${eventUuid}/attendees/upload/${upload.id}/rejected-rows`, headers: owner });
    const sheet = parseCsv(file.body.replace(/^\uFEFF/, ''));
    // The answer that starts with '=' is kept as text a spreadsheet will not run.
    expect(sheet.rows[0]!.at(-2)).toBe('\'=HYPERLINK("http://example.com","King\'s College")');
    expect(sheet.rows[0]!.at(-1)).toBe('Row 5: Declined: not imported, so they cannot be checked in.');
  });

  it("answers 404 for another organiser's upload", async () => {
    const eventUuid = (await createEvent(t, owner)).uuid;
    const upload = await uploadFile(eventUuid, 'luma-guests.csv', fixture('luma-guests.csv'));
    const stranger = (await t.signUp()).auth;
    const file = await t.app.inject({ method: 'GET', url: `/api/v2/events/${eventUuid}/attendees/upload/${upload.id}/rejected-rows`, headers: stranger });
    expect(file.statusCode).toBe(404);
  });
});
