import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { createEvent, getJson, type Auth } from '@usher/infra/testing/api-helpers';
import { importUploadAndWait, uploadGuestFile } from '@usher/infra/testing/upload-helpers';

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

async function importFile(fileName: string, content: string) {
  const file = await uploadGuestFile(t, owner, eventUuid, fileName, content);
  expect(file.mapping).toContain('tags');
  return importUploadAndWait(t, owner, eventUuid, file);
}

const tagsOf = async () => {
  await t.settle();
  const list = await getJson(t, owner, `/api/v2/events/${eventUuid}/attendees?per_page=100`);
  return Object.fromEntries(list.data.map((guest: { email: string; tags: string[] }) => [guest.email, [...guest.tags].sort()]));
};

describe('guest upload: the tags column', () => {
  it('creates the tags the file names (one event each, matched without case) and tags the guests; a re-upload adds, never duplicates', async () => {
    const existing = await t.app.inject({
      method: 'POST',
      url: `/api/v2/events/${eventUuid}/attendee-tags/add`,
      headers: owner,
      payload: { name: 'VIP', color: '#EF4444' },
    });
    expect(existing.statusCode).toBe(201);
    const csv = [
      'First Name,Last Name,Email,Tags',
      'Ada,Lovelace,ada@example.com,"vip, Press"',
      'Grace,Hopper,grace@example.com,Press; Speaker',
      'Alan,Turing,alan@example.com,',
    ].join('\n');
    const done = await importFile('guests.csv', csv);
    expect(done).toMatchObject({ status: 'done', created: 3, failed: 0 });
    const catalogue = await t.context.store.readStream(`attendee-tags-${eventUuid}`);
    expect(catalogue.map((event) => [event.type, event.data.name])).toEqual([
      ['AttendeeTagAdded', 'VIP'],
      ['AttendeeTagAdded', 'Press'],
      ['AttendeeTagAdded', 'Speaker'],
    ]);
    expect(await tagsOf()).toEqual({ 'ada@example.com': ['Press', 'VIP'], 'grace@example.com': ['Press', 'Speaker'], 'alan@example.com': [] });

    const again = await importFile('guests-again.csv', ['First Name,Last Name,Email,Tags', 'Ada,Lovelace,ADA@example.com,speaker;VIP'].join('\n'));
    expect(again).toMatchObject({ status: 'done', created: 0, updated: 1 });
    expect((await t.context.store.readStream(`attendee-tags-${eventUuid}`)).length).toBe(3);
    expect((await tagsOf())['ada@example.com']).toEqual(['Press', 'Speaker', 'VIP']);
  });
});
