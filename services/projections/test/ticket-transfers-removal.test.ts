import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { addGuests, createEvent, type Auth } from '@usher/infra/testing/api-helpers';
import { passTokenFor } from '@usher/read-models/passes/guest-links';
import { ticketTransfersProjection } from '../src/ticket-transfers/ticket-transfers-projection.ts';
import { rebuildProjection } from '../src/rebuild.ts';

let t: TestApp;
let owner: Auth;

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  owner = (await t.signUp()).auth;
});
afterAll(async () => {
  await t.close();
});

const transfersOf = async (eventUuid: string) =>
  (
    await sql<{
      attendee_id: string;
      status: string;
    }>`select attendee_id, status from rm_ticket_transfers where event_uuid = ${eventUuid} order by attendee_id`.execute(t.context.db)
  ).rows;

async function offerTicket(guestId: string, email: string) {
  const reply = await t.app.inject({
    method: 'POST',
    url: `/api/v2/public/pass/${await passTokenFor(t.context.db, guestId)}/transfer`,
    payload: { first_name: 'Grace', last_name: 'Hopper', email },
  });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().data.transfer.id as string;
}

describe('ticket transfers when guests are removed', () => {
  it('a bulk removal ends the open transfers of the removed, leaves closed ones and guests without transfers alone, and a rebuild agrees', async () => {
    const eventUuid = (await createEvent(t, owner)).uuid as string;
    const [offering, closed, plain, kept] = await addGuests(
      t,
      owner,
      eventUuid,
      [{ first_name: 'Ada' }, { first_name: 'Bea' }, { first_name: 'Cy' }, { first_name: 'Dot' }].map((g, i) => ({
        ...g,
        email: `g${i}-${Date.now()}@example.org`,
      })),
    );
    // A rebuild's first transaction takes one event (batch-pace.ts): the others share its second.
    await offerTicket(kept!.id, 'grace2@example.org');
    await offerTicket(offering!.id, 'grace1@example.org');
    const canceled = await offerTicket(closed!.id, 'grace3@example.org');
    const cancel = await t.app.inject({ method: 'DELETE', url: `/api/v2/public/pass/${await passTokenFor(t.context.db, closed!.id)}/transfer` });
    expect(cancel.json().data.transfer).toMatchObject({ id: canceled, status: 'canceled' });

    const removed = await t.app.inject({
      method: 'POST',
      url: `/api/v2/events/${eventUuid}/attendees/delete`,
      headers: owner,
      payload: { attendees: [offering!.id, closed!.id, plain!.id] },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    await t.settle();
    const live = await transfersOf(eventUuid);
    const statusOf = (id: string) => live.find((row) => row.attendee_id === id)?.status;
    expect([statusOf(offering!.id), statusOf(closed!.id), statusOf(plain!.id), statusOf(kept!.id)]).toEqual([
      'removed',
      'canceled',
      undefined,
      'pending_acceptance',
    ]);

    // A rebuild applies each request and its guest's removal in one batch.
    await rebuildProjection(t.context.db, t.context.store, ticketTransfersProjection);
    expect(await transfersOf(eventUuid)).toEqual(live);
  });
});
