import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { addGuests, createEvent, getJson, statsOf, type Auth } from '@usher/infra/testing/api-helpers';

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

type Headers = Auth | Record<string, never>;
const setApproval = (id: string, approval: unknown, headers: Headers = owner) =>
  t.app.inject({ method: 'PUT', url: `/api/v2/events/attendees/${id}/approval`, headers, payload: { approval } });
const bulkApproval = (eventUuid: string, attendees: string[], approval: unknown, headers: Headers = owner) =>
  t.app.inject({ method: 'PUT', url: `/api/v2/events/${eventUuid}/attendees-bulk/set-approval`, headers, payload: { attendees, approval } });

async function eventWithGuests(count: number) {
  const event = await createEvent(t, owner);
  const guests = await addGuests(
    t,
    owner,
    event.uuid,
    Array.from({ length: count }, (_, index) => ({ first_name: `Guest ${index + 1}` })),
  );
  return { eventUuid: event.uuid, ids: guests.map((guest) => guest.id) };
}

const approvalCounts = async (eventUuid: string) => {
  const { approval_pending, approval_yes, approval_no } = await statsOf(t, owner, eventUuid);
  return { approval_pending, approval_yes, approval_no };
};

describe('PUT /api/v2/events/attendees/{id}/approval', () => {
  it('moves a guest between approved, rejected and pending, and the guest and stats follow', async () => {
    const { eventUuid, ids } = await eventWithGuests(3);
    await t.settle();
    expect(await approvalCounts(eventUuid)).toEqual({ approval_pending: 0, approval_yes: 3, approval_no: 0 });

    const rejected = await setApproval(ids[0]!, false);
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().data).toMatchObject({ id: ids[0], is_approved: false });
    const pending = await setApproval(ids[1]!, null);
    expect(pending.json().data.is_approved).toBeNull();
    await t.settle();
    expect(await approvalCounts(eventUuid)).toEqual({ approval_pending: 1, approval_yes: 1, approval_no: 1 });
    expect((await getJson(t, owner, `/api/v2/attendees/${ids[0]}`)).data.is_approved).toBe(false);

    await setApproval(ids[0]!, true);
    await t.settle();
    expect(await approvalCounts(eventUuid)).toEqual({ approval_pending: 1, approval_yes: 2, approval_no: 0 });
  });

  it('appends nothing when the approval is unchanged', async () => {
    const { ids } = await eventWithGuests(1);
    const response = await setApproval(ids[0]!, true);
    expect(response.statusCode).toBe(200);
    expect(response.json().position).toBe('0');
    expect(await t.context.store.readStream(`attendee-${ids[0]}`)).toHaveLength(1);
  });

  it('answers 422 on approval for a value that is not true, false or null', async () => {
    const { ids } = await eventWithGuests(1);
    const response = await setApproval(ids[0]!, 'approved');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ approval: ['Approval is invalid.'] });
  });

  it("answers 401 without credentials and 404 for another organisation's guest", async () => {
    const { ids } = await eventWithGuests(1);
    expect((await setApproval(ids[0]!, false, {})).statusCode).toBe(401);
    expect((await setApproval(ids[0]!, false, stranger)).statusCode).toBe(404);
    expect(await t.context.store.readStream(`attendee-${ids[0]}`)).toHaveLength(1);
  });
});

describe('PUT /api/v2/events/{e}/attendees-bulk/set-approval', () => {
  it('sets the approval of every guest named, counting only those that changed', async () => {
    const { eventUuid, ids } = await eventWithGuests(3);
    await setApproval(ids[0]!, false);
    const response = await bulkApproval(eventUuid, [ids[0]!, ids[1]!], false);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { updated: 1, attendees: [ids[0], ids[1]] }, position: expect.stringMatching(/^\d+$/) });
    await t.settle();
    expect(await approvalCounts(eventUuid)).toEqual({ approval_pending: 0, approval_yes: 1, approval_no: 2 });

    await bulkApproval(eventUuid, ids, null);
    await t.settle();
    expect(await approvalCounts(eventUuid)).toEqual({ approval_pending: 3, approval_yes: 0, approval_no: 0 });
    const pending = await getJson(t, owner, `/api/v2/events/${eventUuid}/attendees?filter=approval_pending`);
    expect(pending.meta.total).toBe(3);
  });

  it('requires at least one guest, and a valid approval', async () => {
    const { eventUuid, ids } = await eventWithGuests(1);
    const empty = await bulkApproval(eventUuid, [], true);
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ attendees: ['Attendees is required.'] });
    const bad = await bulkApproval(eventUuid, ids, 1);
    expect(bad.json().errors).toEqual({ approval: ['Approval is invalid.'] });
  });

  it('changes nobody when one of the guests belongs to another event', async () => {
    const { eventUuid, ids } = await eventWithGuests(1);
    const other = await eventWithGuests(1);
    expect((await bulkApproval(eventUuid, [ids[0]!, other.ids[0]!], false)).statusCode).toBe(404);
    expect(await t.context.store.readStream(`attendee-${ids[0]}`)).toHaveLength(1);
  });

  it("answers 401 without credentials and 404 for another organisation's event", async () => {
    const { eventUuid, ids } = await eventWithGuests(1);
    expect((await bulkApproval(eventUuid, ids, false, {})).statusCode).toBe(401);
    expect((await bulkApproval(eventUuid, ids, false, stranger)).statusCode).toBe(404);
  });
});
