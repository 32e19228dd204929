import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { tableRows } from '@usher/infra/testing/table-rows';
import { addGuests, createEvent, type Auth } from '@usher/infra/testing/api-helpers';
import { rsvpTokenFor } from '@usher/read-models/passes/guest-links';
import { journeysProjection } from '../src/journeys/journeys-projection.ts';
import { rebuildProjection } from '../src/rebuild.ts';

// The journeys projection applies guests' progress to a batch's copy of their rows (loaded once, written
// once): live, a crowd answering at once lands in batches of a few; a rebuild puts a guest's start, answers
// and completion in one batch. Both must give the same tables.

let t: TestApp;
let owner: Auth;

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'), { communicationsEngine: false });
  owner = (await t.signUp()).auth;
});
afterAll(async () => {
  await t.close();
});

const TABLES = ['rm_journeys', 'rm_journey_draft_steps', 'rm_journey_versions', 'rm_guest_journeys'];

const snapshot = () => tableRows(t.context.db, TABLES);

type Step = { id: string; type: string; buttons: { action_id: string; type: string }[] } | null;

/** A guest through "Welcome, RSVP, then details" to the end, or only past the welcome page. */
async function goThrough(token: string, toTheEnd: boolean): Promise<void> {
  const opened = await t.app.inject({ method: 'GET', url: `/api/v2/public/journey/${token}` });
  expect(opened.statusCode, opened.body).toBe(200);
  let step = opened.json().data.step as Step;
  for (let answered = 0; step && (toTheEnd || answered < 1); answered++) {
    const button = step.type === 'rsvp' ? step.buttons.find((candidate) => candidate.type === 'rsvp_yes')! : step.buttons[0]!;
    const answers = step.type === 'form' ? { first_name: 'Journey', last_name: 'Guest', phone_number: '' } : {};
    const reply = await t.app.inject({
      method: 'POST',
      url: `/api/v2/public/journey/${token}/answer`,
      payload: { step_id: step.id, action_id: button.action_id, answers },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    step = reply.json().data.step as Step;
  }
}

describe('journeys rebuild', () => {
  it("rebuilds every guest's way through a journey, answered by a crowd at once, from the log alone", async () => {
    const eventUuid = (await createEvent(t, owner, { name: 'Journey crowd' })).uuid;
    const e = `/api/v2/events/${eventUuid}`;
    const created = await t.app.inject({
      method: 'POST',
      url: `${e}/journeys/create`,
      headers: owner,
      payload: { name: 'Crowd', template_key: 'welcome_rsvp_details' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const published = await t.app.inject({
      method: 'PUT',
      url: `${e}/journeys/${created.json().data.id}`,
      headers: owner,
      payload: { publish: true, is_default: true },
    });
    expect(published.statusCode, published.body).toBe(200);
    await t.settle();
    const guests = await addGuests(
      t,
      owner,
      eventUuid,
      Array.from({ length: 16 }, (_, index) => ({ first_name: `Guest ${index}`, email: `${randomUUID().slice(0, 8)}@guest.example` })),
    );
    const tokens = await Promise.all(guests.map((guest) => rsvpTokenFor(t.context.db, guest.id)));
    await Promise.all(tokens.map((token, index) => goThrough(token, index % 4 !== 0)));
    await t.settle();
    const live = await snapshot();
    const progress = live.rm_guest_journeys!.map((row) => JSON.parse(row) as { completed_at: string | null; path: unknown[] });
    expect(progress).toHaveLength(16);
    expect(progress.filter((row) => row.completed_at !== null)).toHaveLength(12);
    // Welcome, RSVP and details passed, or only the welcome page with the RSVP reached.
    expect(new Set(progress.map((row) => row.path.length))).toEqual(new Set([3, 2]));

    await rebuildProjection(t.context.db, t.context.store, journeysProjection);
    expect(await snapshot()).toEqual(live);
  });
});
