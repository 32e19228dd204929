import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { createEvent, getJson, multipartFile, type Auth } from '@usher/infra/testing/api-helpers';
import { writeXlsx } from '@usher/infra/spreadsheets/xlsx';
import { SHARED_STRINGS_HEAD, SHARED_STRINGS_TAIL, SHEET_HEAD, SHEET_TAIL, headerRow, xlsxOf } from '@usher/infra/testing/zip-bombs';

// Issue 16, section 2: spreadsheet bombs, sent to the guest and host-group
// upload routes by anyone who signed up. Each is built here (never held
// inflated), refused with 422 naming the limit, and leaves nothing behind:
// no upload kept, nothing appended. Honest files still import.
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

type Route = 'guests' | 'groups';
const URLS: Record<Route, () => string> = {
  guests: () => `/api/v2/events/${eventUuid}/attendees/upload`,
  groups: () => `/api/v2/events/${eventUuid}/host-group/upload`,
};

async function upload(fileName: string, content: Buffer | string, route: Route = 'guests') {
  const body = multipartFile(fileName, content);
  return t.app.inject({ method: 'POST', url: URLS[route](), headers: { ...owner, ...body.headers }, payload: body.payload });
}

// Counted in the table itself: a read of the log stops at the oldest open transaction, which a projection may be holding.
const eventsInLog = async () => (await sql<{ n: number }>`select count(*)::int as n from es_events`.execute(t.context.db)).rows[0]!.n;
const uploadsKept = async () =>
  (
    await t.context.db
      .selectFrom('uploads')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow()
  ).n;

/** Uploads the file and expects the refusal, with nothing stored or appended. */
async function expectRefused(fileName: string, content: Buffer | string, message: string, route: Route = 'guests') {
  const before = { events: await eventsInLog(), uploads: await uploadsKept() };
  const answer = await upload(fileName, content, route);
  expect(answer.statusCode, answer.body).toBe(422);
  expect(answer.json()).toEqual({ message, errors: { file: [message] } });
  expect({ events: await eventsInLog(), uploads: await uploadsKept() }).toEqual(before);
}

const MB = 1024 * 1024;
const cell = (text: string) => `<c t="inlineStr"><is><t>${text}</t></is></c>`;
const guestRow = (row: number, name: string) => `<row r="${row}">${cell(name)}${cell(`${name.toLowerCase()}@example.com`)}</row>`;
const GUEST_HEADER = headerRow('First Name', 'Email');
const UNPACK_LIMIT = 'The spreadsheet may not unpack to more than 256 MB.';

describe('xlsx bombs through the guest upload', () => {
  it('refuses a 1 MB file whose sheet unpacks to 400 MB, before unpacking it', async () => {
    const bomb = xlsxOf({
      sheet: {
        head: SHEET_HEAD + GUEST_HEADER,
        block: guestRow(2, 'Ada').replace('<row r="2">', '<row>').repeat(1000).padEnd(MB, ' '),
        times: 400,
        tail: SHEET_TAIL,
      },
    });
    expect(bomb.length).toBeLessThan(1.5 * MB);
    await expectRefused('bomb.xlsx', bomb, UNPACK_LIMIT);
  });

  it('refuses the same bomb when its headers claim a small size, once it unpacks past the claim', async () => {
    const liar = xlsxOf({ sheet: { head: SHEET_HEAD + GUEST_HEADER, block: ' '.repeat(MB), times: 400, tail: SHEET_TAIL }, sheetDeclaredSize: 64 * 1024 });
    await expectRefused('liar.xlsx', liar, 'The file could not be read as a spreadsheet.');
  });

  it('refuses a sheet of millions of tiny cells', async () => {
    // 100 rows of 50 one-digit cells, 1,200 times: 6 million cells in 86 MB of XML.
    const rows = `<row>${'<c><v>1</v></c>'.repeat(50)}</row>`.repeat(100);
    const bomb = xlsxOf({ sheet: { head: SHEET_HEAD + GUEST_HEADER, block: rows, times: 1200, tail: SHEET_TAIL } });
    await expectRefused('cells.xlsx', bomb, 'The file may not have more than 5,000,000 cells.');
  });

  it('refuses cells placed far apart, which would each fill a whole row of empty ones', async () => {
    const sparse = (row: number) => `<row r="${row}"><c r="A${row}"><v>1</v></c><c r="XFD${row}"><v>1</v></c></row>`;
    const bomb = xlsxOf({ sheet: SHEET_HEAD + GUEST_HEADER + Array.from({ length: 400 }, (_, index) => sparse(index + 2)).join('') + SHEET_TAIL });
    await expectRefused('sparse.xlsx', bomb, 'The file may not have more than 5,000,000 cells.');
  });

  it('does not let cells outside a row grow a row already counted', async () => {
    const stray = (row: number) => `<row r="${row}"><c r="A${row}"><v>1</v></c></row><c r="XFD${row}"><v>1</v></c>`;
    const file = xlsxOf({ sheet: SHEET_HEAD + GUEST_HEADER + Array.from({ length: 400 }, (_, index) => stray(index + 2)).join('') + SHEET_TAIL });
    const answer = await upload('stray.xlsx', file);
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json().data).toMatchObject({ total_rows: 400, sample: Array.from({ length: 10 }, () => ['1']) });
  });

  it('refuses a cell past the last column Excel has', async () => {
    const bomb = xlsxOf({ sheet: `${SHEET_HEAD}${GUEST_HEADER}<row r="2"><c r="XFE2"><v>1</v></c></row>${SHEET_TAIL}` });
    await expectRefused('wide.xlsx', bomb, 'The file may not have more than 16,384 columns.');
  });

  it('refuses more rows than the limit', async () => {
    const bomb = xlsxOf({ sheet: { head: SHEET_HEAD + GUEST_HEADER, block: '<row><c><v>1</v></c></row>'.repeat(1000), times: 250, tail: SHEET_TAIL } });
    await expectRefused('rows.xlsx', bomb, 'The file may not have more than 200,000 rows.');
  });

  it('refuses a huge shared-string table', async () => {
    const strings = { head: SHARED_STRINGS_HEAD, block: '<si><t>a</t></si>'.repeat(1000), times: 6000, tail: SHARED_STRINGS_TAIL };
    const bomb = xlsxOf({ sheet: `${SHEET_HEAD}${GUEST_HEADER}${SHEET_TAIL}`, sharedStrings: strings });
    await expectRefused('strings.xlsx', bomb, 'The spreadsheet may not have more than 5,000,000 shared strings.');
  });

  it('refuses one long shared string repeated in thousands of cells', async () => {
    const strings = `${SHARED_STRINGS_HEAD}<si><t>${'x'.repeat(30_000)}</t></si>${SHARED_STRINGS_TAIL}`;
    const row = (n: number) => `<row r="${n}">${'<c t="s"><v>0</v></c>'.repeat(10)}</row>`;
    const bomb = xlsxOf({
      sheet: SHEET_HEAD + GUEST_HEADER + Array.from({ length: 200 }, (_, index) => row(index + 2)).join('') + SHEET_TAIL,
      sharedStrings: strings,
    });
    await expectRefused('amplified.xlsx', bomb, "The file's cells may not hold more than 50 MB of text.");
  });

  it('refuses an archive of many entries without reading them', async () => {
    const entries = Array.from({ length: 2000 }, (_, index) => ({ name: `xl/media/image${index}.png`, content: '' }));
    const bomb = xlsxOf({ sheet: `${SHEET_HEAD}${GUEST_HEADER}${guestRow(2, 'Ada')}${SHEET_TAIL}`, extra: entries });
    await expectRefused('entries.xlsx', bomb, 'The spreadsheet may not have more than 1,000 parts.');
  });

  it('refuses XML nested deeper than any sheet, and one value longer than any cell', async () => {
    const deep = xlsxOf({ sheet: { head: SHEET_HEAD + GUEST_HEADER, block: '<x>', times: 100_000, tail: SHEET_TAIL } });
    await expectRefused('deep.xlsx', deep, "The spreadsheet's XML may not nest deeper than 64 levels.");
    const long = xlsxOf({
      sheet: {
        head: `${SHEET_HEAD}${GUEST_HEADER}<row r="2"><c t="inlineStr"><is><t>`,
        block: 'x'.repeat(64 * 1024),
        times: 40,
        tail: `</t></is></c></row>${SHEET_TAIL}`,
      },
    });
    await expectRefused('long.xlsx', long, 'The spreadsheet may not have a single value longer than 1 MB.');
  });

  it('refuses a sheet that is itself an archive', async () => {
    const inner = xlsxOf({ sheet: `${SHEET_HEAD}${GUEST_HEADER}${SHEET_TAIL}` });
    await expectRefused('nested.xlsx', xlsxOf({ sheet: inner }), 'The file could not be read as a spreadsheet.');
  });

  it('never unpacks entries it does not read: a 1 GB unknown entry beside an honest sheet imports the sheet', async () => {
    const hidden = { name: 'xl/embeddings/oleObject1.bin', content: { block: '\0'.repeat(MB), times: 1024 } };
    const file = xlsxOf({ sheet: `${SHEET_HEAD}${GUEST_HEADER}${guestRow(2, 'Beside')}${SHEET_TAIL}`, extra: [hidden] });
    const answer = await upload('embedded.xlsx', file);
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json().data).toMatchObject({ headers: ['First Name', 'Email'], total_rows: 1, sample: [['Beside', 'beside@example.com']] });
  });
});

describe('CSV bombs through the guest upload', () => {
  it('refuses more rows than the limit', async () => {
    await expectRefused('rows.csv', 'First Name\n' + 'a\n'.repeat(250_000), 'The file may not have more than 200,000 rows.');
  });

  it('refuses millions of line breaks', async () => {
    await expectRefused('lines.csv', 'First Name,Email\n' + '\n'.repeat(2_000_000), 'The file may not have more than 1,048,576 lines, blank ones included.');
  });

  it('refuses a line of more columns than Excel has', async () => {
    await expectRefused('wide.csv', `First Name,Email\nAda,${','.repeat(20_000)}\n`, 'The file may not have more than 16,384 columns.');
  });

  it('refuses more cells than the limit', async () => {
    const line = `${'a,'.repeat(59)}a\n`;
    await expectRefused('cells.csv', line + line.repeat(100_000), 'The file may not have more than 5,000,000 cells.');
  });

  it('does not count delimiters and line breaks inside quoted cells', async () => {
    const answer = await upload('quoted.csv', `First Name,Notes\nAda,"${','.repeat(20_000)}\n${'\n'.repeat(10)}"\n`);
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json().data.total_rows).toBe(1);
  });
});

describe('host-group upload', () => {
  it('refuses the same bombs with the same limits', async () => {
    const bomb = xlsxOf({ sheet: { head: SHEET_HEAD + headerRow('Group Name'), block: ' '.repeat(MB), times: 400, tail: SHEET_TAIL } });
    await expectRefused('groups.xlsx', bomb, UNPACK_LIMIT, 'groups');
    await expectRefused('groups.csv', 'Group Name\n' + 'Acme\n'.repeat(250_000), 'The file may not have more than 200,000 rows.', 'groups');
  });

  it('refuses more groups than it creates at once, before reading them back', async () => {
    await expectRefused(
      'many.csv',
      'Group Name\n' + Array.from({ length: 501 }, (_, index) => `Group ${index}`).join('\n'),
      'The file may not have more than 500 groups.',
      'groups',
    );
  });

  it('still creates groups from an honest xlsx', async () => {
    const answer = await upload('groups.xlsx', await writeXlsx([{ 'Group Name': 'Acme', 'Total Tickets': 3 }], 'Groups'), 'groups');
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json().data).toEqual([expect.objectContaining({ name: 'Acme', total_tickets: 3 })]);
  });
});

describe('honest files', () => {
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
      if (body.data.status !== 'importing') return body.data;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error('import did not finish');
  }

  it('still import from xlsx and csv', async () => {
    const xlsx = await writeXlsx([{ 'First Name': 'Grace', Email: 'grace@example.com', Since: new Date(Date.UTC(2024, 0, 31)) }], 'Guests');
    expect(await importFile('guests.xlsx', xlsx)).toMatchObject({
      status: 'done',
      created: 1,
      failed: 0,
      sample: [['Grace', 'grace@example.com', '2024-01-31T00:00:00.000Z']],
    });
    expect(await importFile('guests.csv', 'First Name,Email\nLin,lin@example.com\n')).toMatchObject({ status: 'done', created: 1, failed: 0 });
    await t.settle();
    const emails = (await getJson(t, owner, `/api/v2/events/${eventUuid}/attendees`)).data.map((guest: { email: string }) => guest.email);
    expect(emails).toEqual(expect.arrayContaining(['grace@example.com', 'lin@example.com']));
  });
});
