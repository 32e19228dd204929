import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { seedEvent } from '../seed/seed-event.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
});
afterAll(async () => {
  await t.close();
});

describe('npm run seed', () => {
  it('builds an event through the commands, with plus-ones, RSVPs, approvals and check-ins', async () => {
    const seeded = await seedEvent(t.context, { guests: 300 });
    await t.settle();
    const login = await t.app.inject({ method: 'POST', url: '/login', payload: { email: seeded.organiserEmail, password: seeded.password } });
    const auth = { authorization: `Bearer ${login.json().access_token}` };
    const stats = (await t.app.inject({ method: 'GET', url: `/api/v2/events/${seeded.eventUuid}/attendees/stats`, headers: auth })).json().data;
    expect(stats.total_individuals).toBe(300);
    expect(stats.rsvp_yes).toBe(180);
    expect(stats.rsvp_no).toBe(30);
    expect(stats.checked_in).toBe(60);
    expect(stats.approval_pending + stats.approval_no).toBe(21);
    const plusOnes = await t.context.db
      .selectFrom('rm_attendees')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('event_uuid', '=', seeded.eventUuid)
      .where('parent_attendee_id', 'is not', null)
      .executeTakeFirstOrThrow();
    expect(Number(plusOnes.n)).toBe(30);
    // Every guest came in as an event in the log, not as a row written directly.
    const added = await t.context.db
      .selectFrom('es_events')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('type', '=', 'AttendeeAdded')
      .executeTakeFirstOrThrow();
    expect(Number(added.n)).toBe(300);
  });
});
