import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { createEvent, type Auth } from '@usher/infra/testing/api-helpers';
import { rebuildProjection } from '@usher/projections/rebuild';
import { journeysProjection } from '@usher/projections/journeys/journeys-projection';

// The journeys projection keeps a draft as a row per step and writes only the
// step a change touches (issue 27). What GET shows must be, after every kind
// of change, exactly the draft the write side folds (evolveDraft), which the
// command's own reply carries; and a rebuild from the log must give it too.

let t: TestApp;
let owner: Auth;
let eventUuid: string;

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'), { communicationsEngine: false });
  owner = (await t.signUp()).auth;
  eventUuid = (await createEvent(t, owner, { name: 'Draft rows' })).uuid;
});
afterAll(async () => {
  await t.close();
});

type Step = { id: string; name: string; type: string; actions: { id: string; to_step_id: string | null }[] };
type Draft = { start_step_id: string | null; steps: Step[] };
const base = `/api/v2/events/${'{e}'}/journeys`;
const url = (path: string) => base.replace('{e}', eventUuid) + path;

async function command(method: 'POST' | 'PUT' | 'DELETE', path: string, payload?: object): Promise<{ id: string; draft: Draft }> {
  const response = await t.app.inject({ method, url: url(path), headers: owner, ...(payload ? { payload } : {}) });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json().data;
}

async function shown(id: string): Promise<Draft> {
  await t.settle();
  const response = await t.app.inject({ method: 'GET', url: url(`/${id}`), headers: owner });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.draft;
}

describe('a journey draft kept as a row per step', () => {
  it('reads, after every kind of change, as the write side folds it; and a rebuild gives the same', async () => {
    let journey = await command('POST', '/create', { name: 'Welcome', template_key: 'welcome_rsvp_details' });
    const id = journey.id;
    expect(await shown(id)).toEqual(journey.draft);
    const [first, second] = journey.draft.steps;

    journey = await command('PUT', `/${id}/add-step`, { step: { type: 'page', name: 'Hotel', blocks: [{ type: 'text', text: 'Rooms at the Grand' }] } });
    const hotel = journey.draft.steps.at(-1)!;
    journey = await command('PUT', `/${id}/add-step`, { step: { type: 'page', name: 'Parking' } });
    const parking = journey.draft.steps.at(-1)!;
    expect(await shown(id)).toEqual(journey.draft);

    journey = await command('PUT', `/${id}/${hotel.id}/update-action`, { actions: [{ type: 'to', label: 'Next', to_step_id: parking.id }] });
    expect(await shown(id)).toEqual(journey.draft);
    journey = await command('PUT', `/${id}/${parking.id}/update-step`, {
      name: 'Car park',
      position: { x: 40, y: 80 },
      blocks: [{ type: 'heading', text: 'Level -2' }],
    });
    expect(await shown(id)).toEqual(journey.draft);

    // A change of kind drops the buttons the new kind has no use for.
    journey = await command('PUT', `/${id}/${hotel.id}/update-step`, { type: 'form' });
    expect(await shown(id)).toEqual(journey.draft);

    // Removing a step takes the arrows into it; removing the first step moves the start to the first step left.
    journey = await command('DELETE', `/${id}/${second!.id}/remove-step`);
    expect(await shown(id)).toEqual(journey.draft);
    journey = await command('DELETE', `/${id}/${first!.id}/remove-step`);
    expect(journey.draft.start_step_id).not.toBe(first!.id);
    expect(await shown(id)).toEqual(journey.draft);

    journey = await command('PUT', `/${id}`, { start_step_id: parking.id });
    expect(await shown(id)).toEqual(journey.draft);

    await rebuildProjection(t.context.db, t.context.store, journeysProjection);
    expect(await shown(id)).toEqual(journey.draft);
  });

  it('reads, once published, as the version it froze: no unpublished changes', async () => {
    const journey = await command('POST', '/create', { name: 'RSVP', template_key: 'rsvp_only' });
    const published = await t.app.inject({ method: 'PUT', url: url(`/${journey.id}`), headers: owner, payload: { publish: true } });
    expect(published.statusCode, published.body).toBe(200);
    await t.settle();
    const read = (await t.app.inject({ method: 'GET', url: url(`/${journey.id}`), headers: owner })).json().data;
    expect(read).toMatchObject({ published_version: 1, has_unpublished_changes: false });
  });
});
