import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { createEvent, getJson, type Auth, multipartFile } from '@usher/infra/testing/api-helpers';

// Issue 28, section 5: a second export with an empty Phone cell erased the phone the guest had.
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

const HEADER = 'First Name,Last Name,Email,Phone';

async function upload(content: string) {
  const body = multipartFile('eventbrite.csv', content);
  const reply = await t.app.inject({
    method: 'POST',
    url: `/api/v2/events/${eventUuid}/attendees/upload`,
    headers: { ...owner, ...body.headers },
    payload: body.payload,
  });
  expect(reply.statusCode, reply.body).toBe(201);
  return reply.json().data as { id: string; mapping: (string | null)[] };
}

async function preview(id: string, mapping: (string | null)[], emptyCellsClear?: boolean, auth: Auth = owner) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v2/events/${eventUuid}/attendees/upload/${id}/preview`,
    headers: auth,
    payload: { mapping, ...(emptyCellsClear === undefined ? {} : { empty_cells_clear: emptyCellsClear }) },
  });
}

async function importAll(content: string, emptyCellsClear?: boolean) {
  const file = await upload(content);
  const started = await t.app.inject({
    method: 'POST',
    url: `/api/v2/events/${eventUuid}/attendees`,
    headers: owner,
    payload: { upload: { id: file.id, mapping: file.mapping, ...(emptyCellsClear === undefined ? {} : { empty_cells_clear: emptyCellsClear }) } },
  });
  expect(started.statusCode, started.body).toBe(202);
  expect(started.json().data.empty_cells_clear).toBe(emptyCellsClear ?? false);
  for (let i = 0; i < 200; i++) {
    const body = await getJson(t, owner, `/api/v2/events/${eventUuid}/attendees/upload/${file.id}`);
    if (body.data.status !== 'importing') return body.data;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('import did not finish');
}

async function ada() {
  await t.settle();
  const list = await getJson(t, owner, `/api/v2/events/${eventUuid}/attendees`);
  return list.data.find((guest: { email: string }) => guest.email === 'ada@example.com');
}

describe('re-importing a file with empty cells', () => {
  it('leaves a known guest’s values alone where a cell is empty, and the preview says who changes and how', async () => {
    await importAll(`${HEADER}\r\nAda,Lovelace,ada@example.com,+1 212 555 0101\r\nGrace,Hopper,grace@example.com,+1 212 555 0102`);
    expect((await ada()).phone_number).toBe('+12125550101');

    const second = `${HEADER}\r\nAda,King,ada@example.com,\r\nGrace,Hopper,grace@example.com,+1 212 555 0102\r\nAlan,Turing,alan@example.com,`;
    const file = await upload(second);
    const kept = await preview(file.id, file.mapping);
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().data).toEqual({
      empty_cells_clear: false,
      new_guests: 1,
      changed_guests: 1,
      unchanged_guests: 1,
      changes: [{ attendee_id: (await ada()).id, row: 2, name: 'Ada Lovelace', fields: [{ field: 'last_name', from: 'Lovelace', to: 'King' }] }],
    });
    const cleared = (await preview(file.id, file.mapping, true)).json().data;
    expect(cleared.changes[0].fields).toEqual([
      { field: 'last_name', from: 'Lovelace', to: 'King' },
      { field: 'phone_number', from: '+12125550101', to: null },
    ]);

    const done = await importAll(second);
    expect(done).toMatchObject({ status: 'done', created: 1, updated: 2, failed: 0 });
    expect(await ada()).toMatchObject({ last_name: 'King', phone_number: '+12125550101' });
    const history = await getJson(t, owner, `/api/v2/events/attendees/${(await ada()).id}/history`);
    expect(JSON.stringify(history)).not.toMatch(/phone_number"?[^}]*"?to"?:\s*null/);
  });

  it('clears the value when the organiser chose "empty cells clear values"', async () => {
    await importAll(`${HEADER}\r\nAda,King,ada@example.com,`, true);
    expect((await ada()).phone_number).toBeNull();
  });

  it('refuses a bad mapping with 422 and another organisation’s upload with 404', async () => {
    const file = await upload(`${HEADER}\r\nAda,King,ada@example.com,`);
    const bad = await preview(file.id, [null, null, null, null]);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors['upload.mapping']).toBeDefined();
    expect((await preview(file.id, file.mapping, false, stranger)).statusCode).toBe(404);
  });
});
