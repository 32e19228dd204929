import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { addGuests, createEvent, type Auth } from '@usher/infra/testing/api-helpers';
import { rsvpTokenFor } from '@usher/read-models/passes/guest-links';

// Issue 31: a journey page keeps its folds of the event's, the started journey's and the organisation's
// streams between requests (journey-invitation.ts, kept-folds.ts) and reads only what was appended to
// them since. Whatever changed a moment ago must show on the guest's next request, with no projection
// running to help: the organisation's name, the event's, a new version (the guest stays on theirs) and
// the journey's deletion.

let t: TestApp;
let owner: Auth;
let eventUuid: string;

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'), { projections: false });
  owner = (await t.signUp()).auth;
  eventUuid = (await createEvent(t, owner, { name: 'Summer Gala' })).uuid;
});
afterAll(async () => {
  await t.close();
});

async function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  const response = await t.app.inject({ method, url, headers: owner, ...(payload === undefined ? {} : { payload }) });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json().data;
}

const nameOrganisation = (name: string) => call('POST', '/api/v2/organizations', { name, timezone: 'Europe/London' });
const journeys = () => `/api/v2/events/${eventUuid}/journeys`;

async function journeyPage(token: string) {
  const opened = await t.app.inject({ method: 'GET', url: `/api/v2/public/journey/${token}` });
  expect(opened.statusCode, opened.body).toBe(200);
  return opened.json().data;
}

describe('a journey page from folds kept between requests', () => {
  it('shows what changed a moment ago on the next request, and keeps the guest on the version they started', async () => {
    await nameOrganisation('Harbour Events');
    const journey = await call('POST', `${journeys()}/create`, { name: 'Guests', template_key: 'welcome_rsvp_details' });
    await call('PUT', `${journeys()}/${journey.id}`, { publish: true, is_default: true });
    const [guest] = await addGuests(t, owner, eventUuid, [{ first_name: 'Ada', email: 'ada@guest.example' }]);
    const token = await rsvpTokenFor(t.context.db, guest!.id);

    const first = await journeyPage(token);
    expect(first).toMatchObject({ version: 1, organisation: { name: 'Harbour Events' }, event: { name: 'Summer Gala' } });
    expect(first.step.name).toBe(journey.draft.steps[0].name);

    // The organiser renames the organisation and the event, and publishes version 2 with the first step renamed.
    await nameOrganisation('Harbour Friends');
    await call('PUT', `/api/v2/events/${eventUuid}`, { name: 'Winter Gala' });
    await call('PUT', `${journeys()}/${journey.id}/${journey.draft.steps[0].id}/update-step`, { name: 'Hello' });
    await call('PUT', `${journeys()}/${journey.id}`, { publish: true });

    const again = await journeyPage(token);
    expect(again).toMatchObject({ version: 1, organisation: { name: 'Harbour Friends' }, event: { name: 'Winter Gala' } });
    expect(again.step.name).toBe(journey.draft.steps[0].name);
    const answered = await t.app.inject({
      method: 'POST',
      url: `/api/v2/public/journey/${token}/answer`,
      payload: { step_id: again.step.id, action_id: again.step.buttons[0].action_id },
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json().data).toMatchObject({ version: 1, step: { type: 'rsvp' }, organisation: { name: 'Harbour Friends' } });

    // Deleted a moment ago: the guest's next request has no journey to show and leads to the RSVP page.
    await call('DELETE', `${journeys()}/${journey.id}`);
    expect(await journeyPage(token)).toBeNull();
  });
});
