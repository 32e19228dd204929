import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { streamIds } from '@usher/events';
import { fold } from '@usher/domain/deciders/decider';
import { journeyDecider } from '@usher/domain/journeys/index';
import { eventTeamDecider } from '@usher/domain/deciders/event-team-decider';
import { toDomainEvent } from '../src/handling/execute.ts';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { addGuests, createEvent, type Auth } from '@usher/infra/testing/api-helpers';
import { rsvpTokenFor } from '@usher/read-models/passes/guest-links';
import { attendingGuestCount } from '@usher/infra/eventstore/log-lookups';

// Issue 29, section 2: journeys, host groups and the team decide from the
// streams and the log, never from read models that trail them. Here no
// projection runs at all, so every read model stays empty: whatever a
// command needs of what was written a moment before, it must find in the log.

let t: TestApp;
let owner: Auth;
let eventUuid: string;

type Method = 'POST' | 'PUT';
const call = (method: Method, url: string, payload: object) => t.app.inject({ method, url, headers: owner, payload });
const journeys = (e: string) => `/api/v2/events/${e}/journeys`;

async function journey(name: string, change: { publish?: boolean; is_default?: boolean } = {}): Promise<string> {
  const created = await call('POST', `${journeys(eventUuid)}/create`, { name, template_key: 'rsvp_only' });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().data.id as string;
  if (change.publish || change.is_default) {
    const changed = await call('PUT', `${journeys(eventUuid)}/${id}`, change);
    expect(changed.statusCode, changed.body).toBe(200);
  }
  return id;
}

const journeyStream = async (id: string) => fold(journeyDecider, (await t.context.store.readStream(streamIds.journey(id))).map(toDomainEvent));

let guestCount = 0;
async function guest() {
  const [added] = await addGuests(t, owner, eventUuid, [{ first_name: 'Ada', email: `ada-${++guestCount}-${Date.now()}@guest.example` }]);
  return { id: added!.id, token: await rsvpTokenFor(t.context.db, added!.id) };
}
const journeyOf = async (token: string) => {
  const opened = await t.app.inject({ method: 'GET', url: `/api/v2/public/journey/${token}` });
  expect(opened.statusCode, opened.body).toBe(200);
  return (opened.json().data?.journey_id ?? null) as string | null;
};

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'), { projections: false });
  owner = (await t.signUp()).auth;
  eventUuid = (await createEvent(t, owner, { name: 'Summer Gala' })).uuid;
});
afterAll(async () => {
  await t.close();
});

describe('decisions on journeys while the read models are behind', () => {
  it('making a journey the default takes it from the one made the default a moment before; guests get the new one', async () => {
    const first = await journey('Everyone', { publish: true, is_default: true });
    const second = await journey('Everyone, again', { publish: true, is_default: true });
    expect((await journeyStream(first)).is_default).toBe(false);
    expect((await journeyStream(second)).is_default).toBe(true);
    const ada = await guest();
    expect(await journeyOf(ada.token)).toBe(second);
    // The guest who opened it a moment before counts in the journey's stats at once.
    const renamed = await call('PUT', `${journeys(eventUuid)}/${second}`, { name: 'Everyone, at last' });
    expect(renamed.json().data.stats).toEqual({ started: 1, completed: 0 });
  });

  it('a host group may lead to a journey created a moment before, and its guests follow that journey', async () => {
    const partners = await journey('Partners', { publish: true });
    const group = await call('POST', `/api/v2/events/${eventUuid}/host-group/add`, { name: 'Partners', total_tickets: 0, journey_id: partners });
    expect(group.statusCode, group.body).toBe(201);
    const ida = await guest();
    const moved = await call('POST', `/api/v2/events/${eventUuid}/host-group/attendee/${ida.id}/move`, { host_group_id: group.json().data.id });
    expect(moved.statusCode, moved.body).toBeLessThan(300);
    expect(await journeyOf(ida.token)).toBe(partners);
  });

  it('a journey deleted a moment before is no longer a choice', async () => {
    const gone = await journey('Gone');
    expect((await t.app.inject({ method: 'DELETE', url: `${journeys(eventUuid)}/${gone}`, headers: owner })).statusCode).toBe(200);
    const group = await call('POST', `/api/v2/events/${eventUuid}/host-group/add`, { name: 'Late', total_tickets: 0, journey_id: gone });
    expect(group.statusCode).toBe(422);
    expect(group.json().errors.journey_id).toEqual(['The selected journey is invalid.']);
  });
});

describe('decisions on the team while the read models are behind', () => {
  it('changes the role of someone invited a moment before', async () => {
    const invited = await call('POST', `/api/v2/events/${eventUuid}/administrators`, { email: `colleague-${Date.now()}@example.com`, role: 'viewer' });
    expect(invited.statusCode, invited.body).toBe(201);
    const changed = await call('POST', `/api/v2/events/administrators/${invited.json().data.id}/set-role`, { role: 'editor' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.role).toBe('editor');
  });

  it('someone invited a moment before joins the team that invited them on signing up', async () => {
    const email = `invitee-${Date.now()}@example.com`;
    const invited = await call('POST', `/api/v2/events/${eventUuid}/administrators`, { email, role: 'viewer' });
    expect(invited.statusCode, invited.body).toBe(201);
    const signedUp = await t.signUp({ email }, { verifyEmail: true });
    const team = fold(eventTeamDecider, (await t.context.store.readStream(streamIds.eventTeam(eventUuid))).map(toDomainEvent));
    expect(team.administrators.get(invited.json().data.id)?.user_id).toBe(signedUp.user.id);
  });
});

describe('decisions on communications while the read models are behind', () => {
  it('a communication may start from a template, and speak to a tag and a host group, made a moment before', async () => {
    const template = await call('POST', `/api/v2/events/${eventUuid}/templates`, { name: 'Doors', subject: 'Doors open', body: '<p>Come in</p>' });
    expect(template.statusCode, template.body).toBe(201);
    const alert = await call('POST', `/api/v2/events/${eventUuid}/alerts`, { name: 'Doors', template_id: template.json().data.id });
    expect(alert.statusCode, alert.body).toBe(201);
    expect(alert.json().data).toMatchObject({ subject: 'Doors open', body: '<p>Come in</p>' });

    const tag = (await call('POST', `/api/v2/events/${eventUuid}/attendee-tags/add`, { name: 'VIP', color: '' })).json().data.id as string;
    const group = (await call('POST', `/api/v2/events/${eventUuid}/host-group/add`, { name: 'Press', total_tickets: 0 })).json().data.id as string;
    const saved = await call('PUT', `/api/v2/events/${eventUuid}/alerts/${alert.json().data.id}`, {
      audience: { filters: [], tag_ids: [tag], host_group_id: group },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.audience).toMatchObject({ tag_ids: [tag], host_group_id: group });
  });
});

describe('what a journey branch counts, from the log', () => {
  it('counts the guests whose latest answer is Yes, leaving out removed guests', async () => {
    const gala = (await createEvent(t, owner, { name: 'Count' })).uuid;
    const [ann, bob, cat] = await addGuests(t, owner, gala, [{ first_name: 'Ann' }, { first_name: 'Bob' }, { first_name: 'Cat' }]);
    const yes = await call('PUT', `/api/v2/events/${gala}/attendees-bulk/set-rsvp`, { attendees: [ann!.id, bob!.id, cat!.id], rsvp: true });
    expect(yes.statusCode, yes.body).toBe(200);
    expect(await attendingGuestCount(t.context.db, gala)).toBe(3);
    expect((await call('PUT', `/api/v2/events/${gala}/attendees-bulk/set-rsvp`, { attendees: [bob!.id], rsvp: false })).statusCode).toBe(200);
    const removed = await call('POST', `/api/v2/events/${gala}/attendees/delete`, { attendees: [cat!.id] });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await attendingGuestCount(t.context.db, gala)).toBe(1);
    expect(await attendingGuestCount(t.context.db, eventUuid)).toBe(0);
  });
});
