import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { addGuests, createEvent, type Auth } from '@usher/infra/testing/api-helpers';
import { passTokenFor } from '@usher/read-models/passes/guest-links';
import { transferTokenFor } from '@usher/infra/http/transfer-links';
import { rsvpTokenFor } from '@usher/read-models/passes/guest-links';

let t: TestApp;
let owner: Auth;
let stranger: Auth;

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Record<string, string> = {}, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

/** An event with these transfer settings and one guest on it: the event, the guest and their pass token. */
async function ticketOn(
  settings: Record<string, unknown>,
  guest = { first_name: 'Ada', last_name: 'Lovelace', email: `ada-${Date.now()}-${Math.random()}@example.org` },
) {
  const event = await createEvent(t, owner, settings);
  const [added] = await addGuests(t, owner, event.uuid, [guest]);
  return { eventUuid: event.uuid as string, guestId: added!.id, passToken: await passTokenFor(t.context.db, added!.id) };
}

const grace = { first_name: 'Grace', last_name: 'Hopper', email: 'grace@example.org' };
const scan = (eventUuid: string, token: string) => call('POST', `/api/v2/events/${eventUuid}/scans`, owner, { token });
const typesOf = async (guestId: string) => (await t.context.store.readStream(`attendee-${guestId}`)).map((event) => event.type);

async function mailKinds(recipient: string, count: number): Promise<string[]> {
  const deadline = Date.now() + 10_000;
  let kinds: string[] = [];
  while (Date.now() < deadline) {
    kinds = (await sql<{ kind: string }>`select kind from mail_deliveries where recipient = ${recipient} order by kind`.execute(t.context.db)).rows.map(
      (row) => row.kind,
    );
    if (kinds.length >= count) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return kinds;
}

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  owner = (await t.signUp({ first_name: 'Olga', last_name: 'Owner' })).auth;
  stranger = (await t.signUp()).auth;
});
afterAll(async () => {
  await t.close();
});

describe('soft transfer', () => {
  it('waits for the new holder; on acceptance the ticket moves, the old pass is refused at once and the new one works', async () => {
    expect((await call('POST', '/api/v2/organizations', owner, { name: 'Harbour Friends' })).statusCode).toBe(200);
    const { eventUuid, guestId, passToken } = await ticketOn({});
    const offered = await call('GET', `/api/v2/public/pass/${passToken}/transfer`);
    expect(offered.statusCode, offered.body).toBe(200);
    expect(offered.json().data).toEqual({ enabled: true, type: 'soft_transfer', requires_approval: false, transfer: null });

    const requested = await call('POST', `/api/v2/public/pass/${passToken}/transfer`, {}, grace);
    expect(requested.statusCode, requested.body).toBe(200);
    const transfer = requested.json().data.transfer;
    expect(transfer).toMatchObject({ status: 'pending_acceptance', to_name: 'Grace Hopper', to_email: 'grace@example.org' });
    // Until she accepts, the ticket and its pass stay with Ada.
    await t.settle();
    expect((await call('GET', `/api/v2/public/pass/${passToken}`)).statusCode).toBe(200);
    expect(await mailKinds('grace@example.org', 1)).toContain('ticket_transfer_offer');

    const transferToken = await transferTokenFor(t.context.db, guestId, transfer.id);
    const shown = await call('GET', `/api/v2/public/ticket-transfers/${transferToken}`);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json().data).toMatchObject({
      from_name: expect.stringContaining('Ada'),
      to: { first_name: 'Grace', last_name: 'Hopper' },
      status: 'pending_acceptance',
      pass_link: null,
    });
    // The organisation onboarding promised the guest would see, not "Usher".
    expect(shown.json().data.organisation).toEqual({ name: 'Harbour Friends', logo_src: null });

    const accepted = await call('POST', `/api/v2/public/ticket-transfers/${transferToken}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data.status).toBe('completed');
    const newPassLink: string = accepted.json().data.pass_link;
    expect(newPassLink).toMatch(/\/pass\/P2/);

    // The door refuses the old pass straight away (from the log, no projection to wait for).
    const refused = await scan(eventUuid, passToken);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'pass_transferred', message: 'This pass was transferred to another guest.' });
    expect(await typesOf(guestId)).not.toContain('AttendeeCheckedIn');
    // And so do the holder's pass routes.
    expect((await call('POST', `/api/v2/public/pass/${passToken}/transfer`, {}, grace)).json().code).toBe('pass_transferred');

    await t.settle();
    const oldPage = await call('GET', `/api/v2/public/pass/${passToken}`);
    expect(oldPage.statusCode).toBe(409);
    expect(oldPage.json().message).toBe('This pass was transferred to another guest.');
    const newToken = newPassLink.split('/pass/')[1]!;
    const newPage = await call('GET', `/api/v2/public/pass/${newToken}`);
    expect(newPage.statusCode, newPage.body).toBe(200);
    expect(newPage.json().data.guest.full_name).toBe('Grace Hopper');
    // The same ticket record, with its new holder; the former holder's RSVP link no longer opens it.
    const guest = (await call('GET', `/api/v2/attendees/${guestId}`, owner)).json().data;
    expect(guest).toMatchObject({ first_name: 'Grace', last_name: 'Hopper', email: 'grace@example.org' });
    expect((await call('GET', `/api/v2/public/rsvp/${guestId}_${'x'.repeat(43)}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/v2/public/rsvp/${await rsvpTokenFor(t.context.db, guestId)}`)).statusCode).toBe(200);

    const checkedIn = await scan(eventUuid, newToken);
    expect(checkedIn.statusCode, checkedIn.body).toBe(200);
    expect(checkedIn.json().data.name).toBe('Grace Hopper');
    expect(await mailKinds('grace@example.org', 2)).toEqual(['ticket_transfer_offer', 'ticket_transfer_pass']);

    const list = (await call('GET', `/api/v2/events/${eventUuid}/ticket-transfers`, owner)).json();
    expect(list.data).toHaveLength(1);
    expect(list.data[0]).toMatchObject({ status: 'completed', from: { full_name: expect.stringContaining('Ada') }, to: { full_name: 'Grace Hopper' } });
    const activity = (await call('GET', `/api/v2/activity-log?event_uuid=${eventUuid}`, owner)).json();
    expect(JSON.stringify(activity)).toContain('Ticket transferred from Ada Lovelace to Grace Hopper');
    const history = (await call('GET', `/api/v2/events/attendees/${guestId}/history`, owner)).json();
    expect(JSON.stringify(history)).toContain('Transferred from Ada Lovelace to Grace Hopper');
  });

  it('a declined or canceled transfer leaves the ticket with its holder', async () => {
    const { guestId, passToken } = await ticketOn({});
    const first = (await call('POST', `/api/v2/public/pass/${passToken}/transfer`, {}, grace)).json().data.transfer;
    expect((await call('POST', `/api/v2/public/pass/${passToken}/transfer`, {}, grace)).json().code).toBe('ticket_transfer_pending');
    const declined = await call('POST', `/api/v2/public/ticket-transfers/${await transferTokenFor(t.context.db, guestId, first.id)}/decline`);
    expect(declined.json().data.status).toBe('declined');
    const second = (await call('POST', `/api/v2/public/pass/${passToken}/transfer`, {}, grace)).json().data.transfer;
    const canceled = await call('DELETE', `/api/v2/public/pass/${passToken}/transfer`);
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect(canceled.json().data.transfer).toMatchObject({ id: second.id, status: 'canceled' });
    const late = await call('POST', `/api/v2/public/ticket-transfers/${await transferTokenFor(t.context.db, guestId, second.id)}/accept`);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This transfer was canceled by the ticket holder.');
    await t.settle();
    expect((await call('GET', `/api/v2/public/pass/${passToken}`)).statusCode).toBe(200);
    expect(await typesOf(guestId)).not.toContain('TicketTransferCompleted');
  });
});

describe('hard transfer', () => {
  it('replaces the holder at once and emails the new holder their pass', async () => {
    const { eventUuid, guestId, passToken } = await ticketOn({ enabled_ticket_transfer_type: 'hard_transfer' });
    const done = await call('POST', `/api/v2/public/pass/${passToken}/transfer`, {}, { ...grace, email: 'grace.hard@example.org' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.transfer).toMatchObject({ status: 'completed', to_name: 'Grace Hopper' });
    expect((await scan(eventUuid, passToken)).json().code).toBe('pass_transferred');
    expect(await typesOf(guestId)).toEqual(
      expect.arrayContaining(['TicketTransferRequested', 'TicketTransferCompleted', 'AttendeeDetailsChanged', 'AttendeePassRevoked']),
    );
    expect(await mailKinds('grace.hard@example.org', 1)).toEqual(['ticket_transfer_pass']);
  });
});

describe('organiser approval', () => {
  it('a transfer waits for an editor; approve moves the ticket, reject keeps it; strangers may not decide', async () => {
    const { eventUuid, guestId, passToken } = await ticketOn({ enabled_ticket_transfer_type: 'hard_transfer', ticket_transfers_require_approval: true });
    const requested = await call('POST', `/api/v2/public/pass/${passToken}/transfer`, {}, grace);
    expect(requested.json().data.transfer.status).toBe('pending_approval');
    // Still Ada's until approved.
    expect((await call('GET', `/api/v2/public/pass/${passToken}/transfer`)).json().data.transfer.status).toBe('pending_approval');
    expect(await typesOf(guestId)).not.toContain('AttendeePassRevoked');
    await t.settle();

    const pending = (await call('GET', `/api/v2/events/${eventUuid}/ticket-transfers?filter=awaiting_approval`, owner)).json();
    expect(pending.data.map((row: { id: string }) => row.id)).toEqual([requested.json().data.transfer.id]);
    const id = pending.data[0].id as string;
    expect((await call('POST', `/api/v2/events/${eventUuid}/ticket-transfers/${id}/approve`, stranger)).statusCode).toBe(404);
    expect((await call('POST', `/api/v2/events/${eventUuid}/ticket-transfers/${id}/approve`)).statusCode).toBe(401);
    const approved = await call('POST', `/api/v2/events/${eventUuid}/ticket-transfers/${id}/approve`, owner);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toEqual({ id, status: 'completed' });
    expect((await scan(eventUuid, passToken)).json().code).toBe('pass_transferred');

    const other = await ticketOn({ ticket_transfers_require_approval: true });
    const soft = (await call('POST', `/api/v2/public/pass/${other.passToken}/transfer`, {}, grace)).json().data.transfer;
    expect(soft.status).toBe('pending_acceptance');
    // Approval comes after the new holder's acceptance: a transfer asked a moment ago is found (the log, not the
    // list's read model, says whose it is) and refused as not waiting, before and after the list catches up.
    expect((await call('POST', `/api/v2/events/${other.eventUuid}/ticket-transfers/${soft.id}/approve`, owner)).json().code).toBe(
      'ticket_transfer_not_pending',
    );
    await t.settle();
    expect((await call('POST', `/api/v2/events/${other.eventUuid}/ticket-transfers/${soft.id}/approve`, owner)).json().code).toBe(
      'ticket_transfer_not_pending',
    );
    const accepted = await call('POST', `/api/v2/public/ticket-transfers/${await transferTokenFor(t.context.db, other.guestId, soft.id)}/accept`);
    expect(accepted.json().data.status).toBe('pending_approval');
    const rejected = await call('POST', `/api/v2/events/${other.eventUuid}/ticket-transfers/${soft.id}/reject`, owner);
    expect(rejected.json().data).toEqual({ id: soft.id, status: 'rejected' });
    await t.settle();
    expect((await call('GET', `/api/v2/public/pass/${other.passToken}`)).statusCode).toBe(200);
  });
});

describe('refusals', () => {
  it('disabled transfers: the pass says so and the API refuses', async () => {
    const { passToken, guestId } = await ticketOn({ is_ticket_transfers_enabled: false });
    expect((await call('GET', `/api/v2/public/pass/${passToken}/transfer`)).json().data.enabled).toBe(false);
    const refused = await call('POST', `/api/v2/public/pass/${passToken}/transfer`, {}, grace);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'ticket_transfers_disabled', message: 'Ticket transfers are not enabled for this event.' });
    expect(await typesOf(guestId)).not.toContain('TicketTransferRequested');
  });

  it('bad input answers 422 by field, bad tokens 404, never 500', async () => {
    const { passToken } = await ticketOn({});
    const bad = await call('POST', `/api/v2/public/pass/${passToken}/transfer`, {}, { first_name: '', email: 'nope' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['to.email', 'to.first_name']);
    const self = await call('POST', `/api/v2/public/pass/${passToken}/transfer`, {}, { first_name: 'Ada', email: 'ada.self@example.org' });
    expect(self.statusCode, self.body).toBe(200);
    const again = await ticketOn({}, { first_name: 'Ann', last_name: 'Same', email: 'ann.same@example.org' });
    const toSelf = await call('POST', `/api/v2/public/pass/${again.passToken}/transfer`, {}, { first_name: 'Ann', email: 'ANN.same@example.org' });
    expect(toSelf.json().errors).toEqual({ 'to.email': ['The ticket can only be transferred to someone else.'] });
    for (const token of ['nope', 'P1' + 'A'.repeat(44), 'T1' + 'A'.repeat(66)]) {
      expect((await call('GET', `/api/v2/public/pass/${token}/transfer`)).statusCode).toBe(404);
      expect((await call('POST', `/api/v2/public/ticket-transfers/${token}/accept`)).statusCode).toBe(404);
    }
    expect((await call('GET', `/api/v2/events/${(await ticketOn({})).eventUuid}/ticket-transfers`, stranger)).statusCode).toBe(404);
  });
});
