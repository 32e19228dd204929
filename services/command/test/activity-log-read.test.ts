import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { addGuests, createEvent, getJson, type Auth } from '@usher/infra/testing/api-helpers';

let t: TestApp;
let owner: Auth;
let stranger: Auth;

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  owner = (await t.signUp()).auth;
  stranger = (await t.signUp()).auth;
});
afterAll(async () => {
  await t.close();
});

const markRead = (id: string, headers: Auth | Record<string, never> = owner) =>
  t.app.inject({ method: 'PUT', url: `/api/v2/activity-log/${id}/read`, headers });

/** An event with two feed entries (created, added John), newest first. */
async function eventWithLogs() {
  const event = await createEvent(t, owner);
  await addGuests(t, owner, event.uuid, [{ first_name: 'John', last_name: 'Smith' }]);
  await t.settle();
  const feed = await getJson(t, owner, `/api/v2/activity-log?event_uuid=${event.uuid}`);
  return { eventUuid: event.uuid, logs: feed.activity_logs as { id: string; read_at: string | null }[] };
}

describe('PUT /api/v2/activity-log/{id}/read', () => {
  it('marks one entry read: it answers read_at, and the feed shows it with one unread fewer', async () => {
    const { eventUuid, logs } = await eventWithLogs();
    expect(logs.map((log) => log.read_at)).toEqual([null, null]);
    const response = await markRead(logs[0]!.id);
    expect(response.statusCode).toBe(200);
    const { data, position } = response.json();
    expect(data).toEqual({ id: logs[0]!.id, read_at: expect.any(String) });
    expect(new Date(data.read_at).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(position).toMatch(/^\d+$/);

    await t.settle();
    const feed = await getJson(t, owner, `/api/v2/activity-log?event_uuid=${eventUuid}`);
    expect(feed.activity_logs.map((log: { read_at: string | null }) => log.read_at)).toEqual([data.read_at, null]);
    expect(feed.meta.unread).toBe(1);
  });

  it('keeps the first read time when marked again', async () => {
    const { eventUuid, logs } = await eventWithLogs();
    const first = (await markRead(logs[1]!.id)).json().data.read_at;
    expect((await markRead(logs[1]!.id)).statusCode).toBe(200);
    await t.settle();
    const feed = await getJson(t, owner, `/api/v2/activity-log?event_uuid=${eventUuid}`);
    expect(feed.activity_logs[1].read_at).toBe(first);
  });

  it("answers 404 for another organisation's entry, and marks nothing", async () => {
    const { eventUuid, logs } = await eventWithLogs();
    const response = await markRead(logs[0]!.id, stranger);
    expect(response.statusCode).toBe(404);
    await t.settle();
    const feed = await getJson(t, owner, `/api/v2/activity-log?event_uuid=${eventUuid}`);
    expect(feed.meta.unread).toBe(2);
  });

  it('answers 404 for an unknown entry', async () => {
    expect((await markRead('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await markRead('not-a-uuid')).statusCode).toBe(404);
  });

  it('answers 401 without credentials', async () => {
    const { logs } = await eventWithLogs();
    expect((await markRead(logs[0]!.id, {})).statusCode).toBe(401);
  });
});
