import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { addGuests, createEvent, type Auth } from '@usher/infra/testing/api-helpers';
import { rsvpTokenFor } from '@usher/read-models/passes/guest-links';

// Issue 28 §4: the journey funnel counts the guests of every published version, not only of the
// latest; a step is the same step across versions when it keeps its id.

let t: TestApp;
let owner: Auth;
let eventUuid: string;

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'), { communicationsEngine: false });
  owner = (await t.signUp()).auth;
  eventUuid = (await createEvent(t, owner, { name: 'Funnel Gala' })).uuid;
});
afterAll(async () => {
  await t.close();
});

const base = `/api/v2/events`;
async function call(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  const response = await t.app.inject({ method, url, headers: owner, ...(payload === undefined ? {} : { payload }) });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json().data;
}

async function guestOnJourney(firstName: string) {
  const [guest] = await addGuests(t, owner, eventUuid, [{ first_name: firstName, email: `${randomUUID().slice(0, 8)}@guest.example` }]);
  const token = await rsvpTokenFor(t.context.db, guest!.id);
  const opened = await t.app.inject({ method: 'GET', url: `/api/v2/public/journey/${token}` });
  expect(opened.statusCode, opened.body).toBe(200);
  return { token, page: opened.json().data };
}

describe('the journey funnel (grouped interactions)', () => {
  it('counts guests on an earlier version beside those on the latest, step by step id', async () => {
    const journey = await call('POST', `${base}/${eventUuid}/journeys/create`, { name: 'Guests', template_key: 'welcome_rsvp_details' });
    await call('PUT', `${base}/${eventUuid}/journeys/${journey.id}`, { publish: true, is_default: true });
    await t.settle();

    // Ada starts on version 1 and passes the welcome page.
    const ada = await guestOnJourney('Ada');
    expect(ada.page.version).toBe(1);
    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/v2/public/journey/${ada.token}/answer`,
      payload: { step_id: ada.page.step.id, action_id: ada.page.step.buttons[0].action_id },
    });
    expect(moved.statusCode, moved.body).toBe(200);

    // The organiser renames the welcome step and publishes version 2; Bob starts on it.
    const welcome = journey.draft.steps[0];
    await call('PUT', `${base}/${eventUuid}/journeys/${journey.id}/${welcome.id}/update-step`, { name: 'Hello' });
    await call('PUT', `${base}/${eventUuid}/journeys/${journey.id}`, { publish: true });
    await t.settle();
    const bob = await guestOnJourney('Bob');
    expect(bob.page.version).toBe(2);
    await t.settle();

    const funnel = await call('GET', `${base}/${eventUuid}/journeys/${journey.id}/grouped-interactions`);
    expect(funnel.version).toBe(2);
    expect(funnel.started).toBe(2);
    expect(funnel.completed).toBe(0);
    const [first, second] = funnel.steps;
    // The latest version's names; both guests' passes through the step counted.
    expect(first).toMatchObject({ step_id: welcome.id, name: 'Hello', reached: 2, completed: 1, left: 1 });
    expect(second).toMatchObject({ reached: 1, completed: 0, left: 1 });
  });
});
