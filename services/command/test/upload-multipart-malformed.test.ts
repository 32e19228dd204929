import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { createEvent, type Auth } from '@usher/infra/testing/api-helpers';

// Issue 16, section 5: a multipart body the parser cannot split is the
// client's mistake, answered 422 under `file`, never a 500; nothing is kept.
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

// Counted in the table itself: a read of the log stops at the oldest open transaction, which a projection may be holding.
const eventsInLog = async () => (await sql<{ n: number }>`select count(*)::int as n from es_events`.execute(t.context.db)).rows[0]!.n;
const uploadsKept = async () =>
  (
    await t.context.db
      .selectFrom('uploads')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow()
  ).n;

const BODY =
  '--x\r\nContent-Disposition: form-data; name="file"; filename="guests.csv"\r\nContent-Type: text/csv\r\n\r\nFirst Name,Email\nAda,ada@example.com\r\n--x--\r\n';

describe('multipart/form-data the upload routes cannot split', () => {
  const routes = () => ({
    'guest upload': `/api/v2/events/${eventUuid}/attendees/upload`,
    'host-group upload': `/api/v2/events/${eventUuid}/host-group/upload`,
    'pass file upload': `/api/v2/pass/file-upload?event_uuid=${eventUuid}`,
  });

  it('answers 422 without a boundary, on each upload route', async () => {
    const before = { events: await eventsInLog(), uploads: await uploadsKept() };
    for (const [route, url] of Object.entries(routes())) {
      for (const contentType of ['multipart/form-data', 'multipart/form-data; charset=utf-8', 'multipart/form-data; boundary=']) {
        const answer = await t.app.inject({ method: 'POST', url, headers: { ...owner, 'content-type': contentType }, payload: BODY });
        expect(answer.statusCode, `${route}, ${contentType}: ${answer.body}`).toBe(422);
        expect(answer.json().errors, route).toEqual({ file: ['The upload must be multipart/form-data with a boundary.'] });
      }
    }
    expect({ events: await eventsInLog(), uploads: await uploadsKept() }).toEqual(before);
  });

  it('answers 422 when the body does not match its boundary, on each upload route', async () => {
    for (const [route, url] of Object.entries(routes())) {
      const answer = await t.app.inject({ method: 'POST', url, headers: { ...owner, 'content-type': 'multipart/form-data; boundary=other' }, payload: BODY });
      expect(answer.statusCode, `${route}: ${answer.body}`).toBe(422);
      expect(answer.json().errors, route).toEqual({ file: ['The upload could not be read as multipart/form-data.'] });
    }
  });
});
