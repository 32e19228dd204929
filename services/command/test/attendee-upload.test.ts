import { LOG_START } from '@usher/infra/eventstore/types';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { createEvent, getJson, type Auth, multipartFile } from '@usher/infra/testing/api-helpers';
import { writeXlsx } from '@usher/infra/spreadsheets/xlsx';
import { resumeImports, runImport } from '../src/uploads/import-job.ts';

let t: TestApp;
let owner: Auth;
let stranger: Auth;
let eventUuid: string;

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  owner = (await t.signUp()).auth;
  stranger = (await t.signUp()).auth;
  eventUuid = (await createEvent(t, owner)).uuid;
});
afterAll(async () => {
  await t.close();
});

async function upload(fileName: string, content: Buffer | string, auth: Auth | Record<string, never> = owner) {
  const body = multipartFile(fileName, content);
  return t.app.inject({ method: 'POST', url: `/api/v2/events/${eventUuid}/attendees/upload`, headers: { ...auth, ...body.headers }, payload: body.payload });
}

async function importWith(id: string, mapping: (string | null)[]) {
  return t.app.inject({ method: 'POST', url: `/api/v2/events/${eventUuid}/attendees`, headers: owner, payload: { upload: { id, mapping } } });
}

async function untilDone(id: string) {
  for (let i = 0; i < 200; i++) {
    const body = await getJson(t, owner, `/api/v2/events/${eventUuid}/attendees/upload/${id}`);
    if (body.data.status !== 'importing') return body.data;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('import did not finish');
}

/**
 * The emails of the guests added to this file's event, read through the store.
 * The store reads only below the oldest running transaction: another file's
 * open transaction on the same database can hold back events already committed,
 * so read again until none of this event's are waiting behind one.
 */
async function addedEmails(): Promise<string[]> {
  for (let attempt = 0; ; attempt++) {
    const { events, pendingBeyond } = await t.context.store.readAll(LOG_START, 100_000, { types: ['AttendeeAdded'], eventUuid });
    if (!pendingBeyond || attempt === 400) return events.map((event) => String(event.data.email));
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const EVENTBRITE = [
  'Order #,Order Date,First Name,Last Name,Email,Cell Phone,Ticket Type,Attendee Status',
  '1001,2026-10-01,Ada,Lovelace,ada@example.com,(617) 555-0101,General,Attending',
  '1002,2026-10-01,Grace,Hopper,grace@example.com,,VIP,Attending',
  '1003,2026-10-02,Alan,Turing,not-an-email,,General,Attending',
  '1004,2026-10-02,Ada,Again,ADA@example.com,,General,Attending',
  '1005,2026-10-03,"Smith, Jr",Zoë,zoe@example.com,+44 20 7946 0958,General,Attending',
].join('\r\n');

describe('guest upload', () => {
  it('recognises an Eventbrite report, imports the good rows and reports the bad ones by row', async () => {
    const received = await upload('eventbrite.csv', EVENTBRITE);
    expect(received.statusCode, received.body).toBe(201);
    const file = received.json().data;
    expect(file).toMatchObject({ status: 'mapping', source: 'eventbrite', total_rows: 5, file_name: 'eventbrite.csv' });
    expect(file.mapping[file.headers.indexOf('First Name')]).toBe('first_name');
    expect(file.mapping[file.headers.indexOf('Email')]).toBe('email');
    expect(file.sample[0]).toContain('Lovelace');

    const started = await importWith(file.id, file.mapping);
    expect(started.statusCode, started.body).toBe(202);
    const done = await untilDone(file.id);
    // Ada's second order (same email, another name) is a plus-one of hers, not a refused row.
    expect(done).toMatchObject({ status: 'done', created: 4, updated: 0, failed: 1, processed: 5 });
    expect(done.errors).toEqual([{ row: 4, field: 'email', message: 'Email must be a valid email address.' }]);
    await t.settle();
    const list = await getJson(t, owner, `/api/v2/events/${eventUuid}/attendees?sort=created_at`);
    expect(list.data.map((g: { full_name: string }) => g.full_name).sort()).toEqual(['Ada Again', 'Ada Lovelace', 'Grace Hopper', 'Smith, Jr Zoë']);
    expect(list.data.find((g: { full_name: string }) => g.full_name === 'Ada Again')).toMatchObject({
      email: null,
      guest_of: 'Ada Lovelace',
      reference: '1004',
    });
    expect(list.data.find((g: { email: string }) => g.email === 'ada@example.com').phone_number).toBe('+16175550101');
  });

  it('updates guests matched by email on a re-upload instead of adding them twice', async () => {
    await t.settle();
    const again = (
      await upload(
        'again.xlsx',
        await writeXlsx(
          [
            { Name: 'Ada King', Email: 'ada@example.com', Phone: '617-555-0199' },
            { Name: 'New Person', Email: 'new@example.com', Phone: '' },
          ],
          'Guests',
        ),
      )
    ).json().data;
    expect(again.source).toBe('generic');
    expect(again.mapping).toEqual(['full_name', 'email', 'phone_number']);
    await importWith(again.id, again.mapping);
    expect(await untilDone(again.id)).toMatchObject({ status: 'done', created: 1, updated: 1, failed: 0 });
    await t.settle();
    const stats = await getJson(t, owner, `/api/v2/events/${eventUuid}/attendees/stats`);
    // Four from the first file (Ada's plus-one among them) and the new person.
    expect(stats.data.total_individuals).toBe(5);
    const ada = (await getJson(t, owner, `/api/v2/events/${eventUuid}/attendees?search=ada@example.com`)).data[0];
    expect(ada).toMatchObject({ first_name: 'Ada', last_name: 'King', phone_number: '+16175550199' });
  });

  it('imports each batch once, even when two runs of the same import overlap', async () => {
    const file = (await upload('twice.csv', 'First Name,Email\nOnce,once@example.com\nOnly,only@example.com')).json().data;
    await t.context.db.updateTable('uploads').set({ status: 'importing' }).where('id', '=', file.id).execute();
    await Promise.all([runImport(t.context, file.id), runImport(t.context, file.id), resumeImports(t.context)]);
    expect(await untilDone(file.id)).toMatchObject({ status: 'done', created: 2 });
    // Read through the store: guests' emails are encrypted in the log (erasure).
    const emails = await addedEmails();
    expect(emails.filter((email) => ['once@example.com', 'only@example.com'].includes(email))).toHaveLength(2);
  });

  it('refuses a bad file or mapping with a message on the field, and changes nothing', async () => {
    const empty = await upload('empty.csv', '');
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ file: ['The file is empty.'] });
    const headerOnly = await upload('header.csv', 'First Name,Email\n');
    expect(headerOnly.json().errors).toEqual({ file: ['The file has no guests.'] });
    const picture = await upload('guests.xlsx', 'First Name,Email\nA,a@example.com');
    expect(picture.json().errors).toEqual({ file: ['The file must be a CSV or Excel (.xlsx) file.'] });
    const file = (await upload('no-name.csv', 'Email,Phone\nx@example.com,')).json().data;
    const unnamed = await importWith(file.id, ['email', 'phone_number']);
    expect(unnamed.statusCode).toBe(422);
    expect(unnamed.json().errors).toEqual({ 'upload.mapping': ['Map a column to First name or Full name.'] });
    const twice = await importWith(file.id, ['first_name', 'first_name']);
    expect(twice.json().errors['upload.mapping'][0]).toMatch(/Only one column/);
    expect((await getJson(t, owner, `/api/v2/events/${eventUuid}/attendees/upload/${file.id}`)).data.status).toBe('mapping');
  });

  it("answers 401 without credentials and 404 for another organisation's event or upload", async () => {
    expect((await upload('a.csv', 'First Name\nA', {})).statusCode).toBe(401);
    expect((await upload('a.csv', 'First Name\nA', stranger)).statusCode).toBe(404);
    const file = (await upload('mine.csv', 'First Name\nMine')).json().data;
    const foreign = await t.app.inject({ method: 'GET', url: `/api/v2/events/${eventUuid}/attendees/upload/${file.id}`, headers: stranger });
    expect(foreign.statusCode).toBe(404);
  });
});
