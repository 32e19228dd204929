import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import type { Auth } from '@usher/infra/testing/api-helpers';

// No settle() in this file: X-Min-Position alone must make each read see the write before it.
let t: TestApp;
let owner: Auth;

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  owner = (await t.signUp({ first_name: 'Olive', last_name: 'Owner' })).auth;
});
afterAll(async () => {
  await t.close();
});

async function command<Data = Record<string, unknown>>(method: 'POST' | 'PUT', url: string, payload: Record<string, unknown> = {}) {
  const response = await t.app.inject({ method, url, headers: owner, payload });
  expect(response.statusCode, response.body).toBeLessThan(300);
  const body = response.json();
  expect(body.position).toMatch(/^[1-9]\d*$/);
  return body as { data: Data; position: string };
}

async function readAfter(position: string, url: string) {
  const response = await t.app.inject({ method: 'GET', url, headers: { ...owner, 'x-min-position': position } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const newEvent = (name = 'Gala') => command<{ uuid: string }>('POST', '/api/v2/events', { name, starts_date: '2099-01-01', starts_time: '19:00' });

describe('X-Min-Position (read your own writes)', () => {
  it('says when it answered before reaching the position asked for, and only then', async () => {
    const created = await newEvent('Marked Gala');
    const reached = await t.app.inject({ method: 'GET', url: '/api/v2/events?search=Marked', headers: { ...owner, 'x-min-position': created.position } });
    expect(reached.statusCode).toBe(200);
    expect(reached.headers['x-read-model-behind']).toBeUndefined();
    // Without projections running, nothing reaches a new write's position: answered after the wait, and marked.
    const frozen = await createTestApp(inject('pgAdminUrl'), { projections: false });
    try {
      const { auth } = await frozen.signUp({ first_name: 'Fay', last_name: 'Frozen' });
      const write = await frozen.app.inject({
        method: 'POST',
        url: '/api/v2/events',
        headers: auth,
        payload: { name: 'Unseen Gala', starts_date: '2099-01-01', starts_time: '19:00' },
      });
      expect(write.statusCode, write.body).toBeLessThan(300);
      const behind = await frozen.app.inject({
        method: 'GET',
        url: '/api/v2/events?search=Unseen',
        headers: { ...auth, 'x-min-position': write.json().position },
      });
      expect(behind.statusCode).toBe(200);
      expect(behind.json().data).toEqual([]);
      expect(behind.headers['x-read-model-behind']).toBe('true');
    } finally {
      await frozen.close();
    }
  });

  it('shows a new event in the list and by uuid right after creating it', async () => {
    const created = await newEvent('Fresh Gala');
    const list = await readAfter(created.position, '/api/v2/events?search=Fresh');
    expect(list.data.map((event: { uuid: string }) => event.uuid)).toEqual([created.data.uuid]);
    expect((await readAfter(created.position, `/api/v2/events/${created.data.uuid}`)).data.name).toBe('Fresh Gala');
  });

  it('shows an edited event right after the edit', async () => {
    const created = await newEvent();
    const edited = await command('PUT', `/api/v2/events/${created.data.uuid}`, { name: 'Renamed Gala' });
    expect((await readAfter(edited.position, `/api/v2/events/${created.data.uuid}`)).data.name).toBe('Renamed Gala');
  });

  it('shows the guest list of an event created a moment ago', async () => {
    const created = await newEvent();
    const list = await readAfter(created.position, `/api/v2/events/${created.data.uuid}/attendees`);
    expect(list.data).toEqual([]);
    const stats = await readAfter(created.position, `/api/v2/events/${created.data.uuid}/attendees/stats`);
    expect(stats.data.total_individuals).toBe(0);
  });

  it('shows new guests in the list, the stats and by id right after adding them', async () => {
    const { data: event } = await newEvent();
    const added = await command<{ id: string }[]>('POST', `/api/v2/events/${event.uuid}/attendees`, {
      members: [{ first_name: 'John' }, { first_name: 'Ana' }],
    });
    const list = await readAfter(added.position, `/api/v2/events/${event.uuid}/attendees`);
    expect(list.meta.total).toBe(2);
    const stats = await readAfter(added.position, `/api/v2/events/${event.uuid}/attendees/stats`);
    expect(stats.data.total_individuals).toBe(2);
    expect((await readAfter(added.position, `/api/v2/events/${event.uuid}`)).data.guests_count).toBe(2);
    expect((await readAfter(added.position, `/api/v2/attendees/${added.data[0]!.id}`)).data.first_name).toBe('John');
  });

  it('shows a check-in in the stats right after it', async () => {
    const { data: event } = await newEvent();
    const added = await command<{ id: string }[]>('POST', `/api/v2/events/${event.uuid}/attendees`, { members: [{ first_name: 'John' }] });
    const checkedIn = await command('POST', `/api/v2/events/attendees/${added.data[0]!.id}/check-in`);
    const stats = await readAfter(checkedIn.position, `/api/v2/events/${event.uuid}/attendees/stats`);
    expect(stats.data).toMatchObject({ checked_in: 1, not_checked_in: 0 });
  });

  it('shows the activity entry of a command, and a read marker, right after them', async () => {
    const { data: event } = await newEvent();
    const added = await command<{ id: string }[]>('POST', `/api/v2/events/${event.uuid}/attendees`, { members: [{ first_name: 'John', last_name: 'Smith' }] });
    const feed = await readAfter(added.position, `/api/v2/activity-log?event_uuid=${event.uuid}`);
    expect(feed.activity_logs[0].description).toBe('Olive Owner added John Smith');
    const read = await command<{ read_at: string }>('PUT', `/api/v2/activity-log/${feed.activity_logs[0].id}/read`);
    const after = await readAfter(read.position, `/api/v2/activity-log?event_uuid=${event.uuid}`);
    expect(after.activity_logs[0].read_at).toBe(read.data.read_at);
  });

  it('does not hold back a read of data the write did not touch', async () => {
    const { data: event } = await newEvent();
    await t.settle();
    const added = await command<{ id: string }[]>('POST', `/api/v2/events/${event.uuid}/attendees`, { members: [{ first_name: 'John' }] });
    await t.settle();
    const started = Date.now();
    // The events list never applies a guest change, so nothing here is worth waiting for.
    expect((await readAfter(added.position, `/api/v2/events/${event.uuid}`)).data.uuid).toBe(event.uuid);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('ignores a malformed position', async () => {
    for (const position of ['abc', '-1', '0']) {
      expect((await readAfter(position, '/api/v2/events')).data).toEqual(expect.any(Array));
    }
  });
});
