import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { createEvent, getJson, type Auth, multipartFile } from '@usher/infra/testing/api-helpers';

// Issue 28, section 5: Eventbrite's 'Info Requested' rows became a person named 'Info Requested Info Requested'.
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

const EVENTBRITE = [
  'Order #,Order Date,First Name,Last Name,Email,Ticket Type,Attendee Status',
  '2001,2026-10-01,Paul,Allen,paul@example.com,General,Attending',
  '2001,2026-10-01,Info Requested,Info Requested,Info Requested,General,Attending',
  '2002,2026-10-02,Info Requested,Info Requested,paul@example.com,General,Attending',
  '2003,2026-10-02,Info Requested,Info Requested,Info Requested,General,Attending',
].join('\r\n');

async function importFile(content: string) {
  const body = multipartFile('eventbrite.csv', content);
  const file = (
    await t.app.inject({ method: 'POST', url: `/api/v2/events/${eventUuid}/attendees/upload`, headers: { ...owner, ...body.headers }, payload: body.payload })
  ).json().data;
  const started = await t.app.inject({
    method: 'POST',
    url: `/api/v2/events/${eventUuid}/attendees`,
    headers: owner,
    payload: { upload: { id: file.id, mapping: file.mapping } },
  });
  expect(started.statusCode, started.body).toBe(202);
  for (let i = 0; i < 200; i++) {
    const upload = (await getJson(t, owner, `/api/v2/events/${eventUuid}/attendees/upload/${file.id}`)).data;
    if (upload.status !== 'importing') return upload;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('import did not finish');
}

describe("Eventbrite's 'Info Requested' rows", () => {
  it("become unnamed plus-ones of the order's buyer, found by order number or email", async () => {
    const done = await importFile(EVENTBRITE);
    expect(done).toMatchObject({ status: 'done', created: 3, failed: 1 });
    expect(done.errors).toEqual([{ row: 5, field: 'first_name', message: expect.stringContaining('no guest in the file has its order number or email') }]);
    await t.settle();
    const list = (await getJson(t, owner, `/api/v2/events/${eventUuid}/attendees?sort=created_at`)).data as {
      full_name: string;
      guest_of: string | null;
      email: string | null;
      reference: string | null;
    }[];
    expect(list.map((guest) => guest.full_name)).not.toContain('Info Requested Info Requested');
    const placeholders = list.filter((guest) => guest.full_name === 'Guest Of Paul Allen');
    expect(
      placeholders
        .map((guest) => ({ guest_of: guest.guest_of, email: guest.email, reference: guest.reference }))
        .sort((a, b) => a.reference!.localeCompare(b.reference!)),
    ).toEqual([
      { guest_of: 'Paul Allen', email: null, reference: '2001' },
      { guest_of: 'Paul Allen', email: null, reference: '2002' },
    ]);
  });

  it('are found again, not added twice, when the same file is imported again', async () => {
    const done = await importFile(EVENTBRITE);
    expect(done).toMatchObject({ status: 'done', created: 0, updated: 3 });
  });
});
