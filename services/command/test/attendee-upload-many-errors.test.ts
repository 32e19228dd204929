// A file with many refused rows, over several of the import's batches of 1,000: the dashboard's poll shows the
// first errors in file order with how many there are, and the rejected-rows CSV holds every one (migration 084).
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { createEvent, type Auth } from '@usher/infra/testing/api-helpers';
import { importUploadAndWait, uploadGuestFile, type UploadAnswer } from '@usher/infra/testing/upload-helpers';
import { parseCsv } from '@usher/domain/guest-import/parse-csv';

const ROWS = 2500;
// Every other row has no valid email: 1,250 refused rows, in each of the three batches.
const refused = (i: number) => i % 2 === 0;

let t: TestApp;
let owner: Auth;

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'), { projections: false });
  owner = (await t.signUp()).auth;
});
afterAll(async () => {
  await t.close();
});

describe('an upload with more refused rows than a poll shows', () => {
  let eventUuid: string;
  let uploadId: string;
  let done: UploadAnswer;

  beforeAll(async () => {
    eventUuid = (await createEvent(t, owner)).uuid;
    const lines = ['First Name,Last Name,Email'];
    for (let i = 0; i < ROWS; i++) lines.push(`Row${i},Person,${refused(i) ? `not-an-email-${i}` : `row${i}@example.org`}`);
    const upload = await uploadGuestFile(t, owner, eventUuid, 'many-errors.csv', lines.join('\r\n'));
    uploadId = upload.id;
    done = await importUploadAndWait(t, owner, eventUuid, upload);
  }, 60_000);

  it('shows the first 200 errors in file order, and counts them all', () => {
    expect(done).toMatchObject({ status: 'done', created: ROWS / 2, failed: ROWS / 2, errors_total: ROWS / 2 });
    // The header is the spreadsheet's row 1: the file's row i is row i + 2.
    expect(done.errors.map((error) => error.row)).toEqual(Array.from({ length: 200 }, (_, k) => 2 * k + 2));
    expect(new Set(done.errors.map((error) => error.field))).toEqual(new Set(['email']));
  });

  it('puts every refused row in the rejected-rows CSV, in file order', async () => {
    const file = await t.app.inject({ method: 'GET', url: `/api/v2/events/${eventUuid}/attendees/upload/${uploadId}/rejected-rows`, headers: owner });
    expect(file.statusCode).toBe(200);
    const sheet = parseCsv(file.body.replace(/^\uFEFF/, ''));
    expect(sheet.rows).toHaveLength(ROWS / 2);
    expect(sheet.rows.map((row) => row[0])).toEqual(Array.from({ length: ROWS / 2 }, (_, k) => `Row${2 * k}`));
    expect(sheet.rows.at(-1)!.at(-1)).toMatch(/^Row 2500: /);
  });
});
