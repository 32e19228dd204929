import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LOG_START } from '@usher/infra/eventstore/types';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { createEvent, getJson, multipartFile, type Auth } from '@usher/infra/testing/api-helpers';
import { MAX_UPLOAD_BYTES } from '../src/uploads/read-upload-file.ts';

// Issue 3's bad input, through the routes: each file is answered with a clear
// message, its good rows (if any) are imported, and nothing else changes.
let t: TestApp;
let owner: Auth;
let eventUuid: string;

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  owner = (await t.signUp()).auth;
  eventUuid = (await createEvent(t, owner)).uuid;
});
afterAll(async () => {
  await t.close();
});

async function upload(fileName: string, content: Buffer | string) {
  const body = multipartFile(fileName, content);
  return t.app.inject({ method: 'POST', url: `/api/v2/events/${eventUuid}/attendees/upload`, headers: { ...owner, ...body.headers }, payload: body.payload });
}

/** Uploads, imports with the recognised mapping, and answers the finished upload. */
async function importFile(fileName: string, content: Buffer | string) {
  const received = await upload(fileName, content);
  expect(received.statusCode, received.body).toBe(201);
  const file = received.json().data;
  const started = await t.app.inject({
    method: 'POST',
    url: `/api/v2/events/${eventUuid}/attendees`,
    headers: owner,
    payload: { upload: { id: file.id, mapping: file.mapping } },
  });
  expect(started.statusCode, started.body).toBe(202);
  for (let i = 0; i < 400; i++) {
    const body = await getJson(t, owner, `/api/v2/events/${eventUuid}/attendees/upload/${file.id}`);
    if (body.data.status !== 'importing') return { file, done: body.data };
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('import did not finish');
}

/** Guests added to this file's event so far (other files on the same database add guests to their own events meanwhile). */
const guestsAdded = async () => (await t.context.store.readAll(LOG_START, 100_000, { types: ['AttendeeAdded'], eventUuid })).events.length;

async function guestByEmail(email: string) {
  await t.settle();
  return (await getJson(t, owner, `/api/v2/events/${eventUuid}/attendees?search=${encodeURIComponent(email)}`)).data[0];
}

/** UTF-16 little-endian with its byte-order mark, as Excel's "Unicode text" saves. */
const utf16le = (text: string) => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);

describe('guest upload: bad input', () => {
  it('refuses a file over 50 MB with the limit named, and keeps nothing of it', async () => {
    const before = await guestsAdded();
    const uploadsBefore = await t.context.db
      .selectFrom('uploads')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const row = 'First Name,Email\n';
    const huge = Buffer.alloc(MAX_UPLOAD_BYTES + 1024, 'Zed,zed@example.com\n');
    const answer = await upload('huge.csv', Buffer.concat([Buffer.from(row), huge]));
    expect(answer.statusCode).toBe(422);
    expect(answer.json().errors).toEqual({ file: ['The file may not be greater than 50 MB.'] });
    const uploadsAfter = await t.context.db
      .selectFrom('uploads')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(uploadsAfter.n).toBe(uploadsBefore.n);
    expect(await guestsAdded()).toBe(before);
  });

  it('reads UTF-8 with and without a byte-order mark, UTF-16 and Windows-1252 alike', async () => {
    const header = 'First Name,Last Name,Email';
    const withBom = await importFile('bom.csv', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(`${header}\nZoë,Ångström,bom@example.com`)]));
    // The mark is not part of the first header: the column is still recognised.
    expect(withBom.file.headers[0]).toBe('First Name');
    expect(withBom.file.encoding).toBe('utf-8-bom');
    const sixteen = await importFile('utf16.csv', utf16le(`${header}\r\nZoë,Ångström,sixteen@example.com`));
    expect(sixteen.file.encoding).toBe('utf-16le');
    // "Zoë" and "Ångström" in Windows-1252: ë is 0xEB, Å is 0xC5, ö is 0xF6.
    const legacy = await importFile('legacy.csv', Buffer.from(`${header}\nZo\xeb,\xc5ngstr\xf6m,legacy@example.com`, 'latin1'));
    expect(legacy.file.encoding).toBe('windows-1252');
    const plain = await importFile('plain.csv', `${header}\nZoë,Ångström,plain@example.com`);
    for (const { done } of [withBom, sixteen, legacy, plain]) expect(done).toMatchObject({ status: 'done', created: 1, failed: 0 });
    for (const email of ['bom@example.com', 'sixteen@example.com', 'legacy@example.com', 'plain@example.com']) {
      expect(await guestByEmail(email)).toMatchObject({ first_name: 'Zoë', last_name: 'Ångström' });
    }
  });

  it('reports a name over 255 characters and the same person twice by row, keeps a repeated email under another name as a plus-one, and imports the rest', async () => {
    const long = 'L'.repeat(300);
    const rows = [
      'First Name,Email',
      'Once,repeat@example.com',
      `${long},long@example.com`,
      'Twice,REPEAT@example.com',
      'Fine,fine@example.com',
      'once,repeat@example.com',
    ];
    const { done } = await importFile('mixed.csv', rows.join('\n'));
    expect(done).toMatchObject({ status: 'done', created: 3, failed: 2 });
    expect(done.errors).toEqual([
      { row: 3, field: 'first_name', message: expect.stringMatching(/First name .*255 characters/) },
      { row: 6, field: 'email', message: 'This person appears more than once in the file (rows 2 and 6: the same name and email), so the row was left out.' },
    ]);
    expect(await guestByEmail('long@example.com')).toBeUndefined();
    expect(await guestByEmail('repeat@example.com')).toMatchObject({ first_name: 'Once', total_tickets: 2 });
  });

  it('keeps a formula as text and escapes it in the export', async () => {
    const formula = '=HYPERLINK("http://evil.example","x")';
    const { done } = await importFile('formula.csv', `First Name,Last Name,Email\n"${formula.replaceAll('"', '""')}",Sheet,formula@example.com`);
    expect(done).toMatchObject({ status: 'done', created: 1, failed: 0 });
    expect(await guestByEmail('formula@example.com')).toMatchObject({ first_name: formula });
    const exported = await t.app.inject({
      method: 'GET',
      url: `/api/v2/events/${eventUuid}/attendees/export?format=csv&search=formula@example.com`,
      headers: owner,
    });
    expect(exported.statusCode).toBe(200);
    const line = exported.body.split(/\r?\n/).find((text) => text.includes('formula@example.com'))!;
    expect(line).toContain(`'=HYPERLINK`);
    expect(line).not.toMatch(/(^|,)=HYPERLINK/);
  });

  it('leaves unknown columns unmapped and imports the known ones', async () => {
    const { file, done } = await importFile('extra.csv', 'Email,Favourite Colour,First Name\nextra@example.com,Teal,Extra');
    expect(file.mapping).toEqual(['email', null, 'first_name']);
    expect(done).toMatchObject({ status: 'done', created: 1, failed: 0 });
    expect(await guestByEmail('extra@example.com')).toMatchObject({ first_name: 'Extra' });
  });
});
