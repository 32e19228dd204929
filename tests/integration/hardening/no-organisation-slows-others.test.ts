import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { MovableClock } from '@usher/infra/testing/movable-clock';
import { createEvent, type Auth } from '@usher/infra/testing/api-helpers';
import { JOURNEY_LIMITS } from '@usher/domain/journeys/index';

// Issue 27, section 3: one organisation adding 200 journey steps of 50 blocks
// of 5,000 characters (each part within its limits) froze every
// organisation's read models for about 20 minutes, while /api/health said ok.
// Now a document is bounded as a whole, a projection applies a change in time
// proportional to the change and in transactions held to a time budget, and
// health says degraded, naming the read model that lags and why.

const JOURNEYS = 3;
// The review's attack went on to 200 full steps a journey; 60 already freezes the old code far past the deadline below.
const ATTACK_STEPS = 60;
const PLAN_SAVES = 5;
// Shapes of a save, each within its own limits (2,000 points): 95 come near what one save may hold, four
// such saves near the plan's bound, and a fifth would pass it.
const SHAPES_PER_SAVE = 95;
// Generous against the review's 2 s: machines here are noisy, so the time is printed, not asserted (the bench measures it).
const GUEST_DEADLINE_MS = 30_000;

async function until<T>(what: string, probe: () => Promise<T | null>, explain: () => Promise<string>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await probe();
    if (found !== null) return found;
    if (Date.now() > deadline) throw new Error(`${what} not within ${timeoutMs / 1000} s. ${await explain()}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const fullStep = (name: string, blocks: number = JOURNEY_LIMITS.blocksPerStep) => ({
  type: 'page',
  name,
  blocks: Array.from({ length: blocks }, () => ({ type: 'text', text: 'x'.repeat(JOURNEY_LIMITS.textLength) })),
});

const shape = () => ({
  id: randomUUID(),
  type: 'CustomPolygon',
  x: 0,
  y: 0,
  width: 100,
  height: 100,
  rotation: 0,
  points: Array.from({ length: 2000 }, (_, index) => 10_000.125 + index),
  text: null,
  fill: null,
  stroke: null,
  font_size: null,
});

describe('one organisation writing the largest documents the bounds allow', () => {
  let t: TestApp;
  let big: Auth;
  let other: Auth;

  beforeAll(async () => {
    t = await createTestApp(inject('pgAdminUrl'), { communicationsEngine: false });
    big = (await t.signUp()).auth;
    other = (await t.signUp()).auth;
  });
  afterAll(async () => {
    await t.close();
  });

  const health = async () => (await t.app.inject({ method: 'GET', url: '/api/health' })).body;

  /** Adds full steps until the journey's bound refuses one; answers the refusal's message and the steps taken. */
  async function fillJourney(eventUuid: string): Promise<{ id: string; steps: number; refusal: string }> {
    const created = await t.app.inject({ method: 'POST', url: `/api/v2/events/${eventUuid}/journeys/create`, headers: big, payload: { name: 'Everything' } });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as string;
    // The review's attack: as many full steps as the step limit allows, until refused.
    for (let steps = 0; steps < ATTACK_STEPS; steps += 1) {
      const added = await t.app.inject({
        method: 'PUT',
        url: `/api/v2/events/${eventUuid}/journeys/${id}/add-step`,
        headers: big,
        payload: { step: fullStep(`Step ${steps + 1}`) },
      });
      if (added.statusCode === 422) return { id, steps, refusal: added.json().errors.steps[0] };
      expect(added.statusCode, added.body).toBe(200);
    }
    return { id, steps: ATTACK_STEPS, refusal: '' };
  }

  const saveShapes = (eventUuid: string, count: number) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v2/events/${eventUuid}/seating/save`,
      headers: big,
      payload: { created: { canvas_objects: Array.from({ length: count }, shape) } },
    });

  /** One save past what a save may hold, then saves of shapes until the plan's bound refuses one; answers the refusals. */
  async function fillPlan(eventUuid: string): Promise<{ save: string; saves: number; plan: string }> {
    const tooBig = await saveShapes(eventUuid, SHAPES_PER_SAVE * 2);
    expect(tooBig.statusCode, tooBig.body).toBe(422);
    for (let saves = 0; saves < PLAN_SAVES; saves += 1) {
      const saved = await saveShapes(eventUuid, SHAPES_PER_SAVE);
      if (saved.statusCode === 422) return { save: tooBig.json().errors.plan[0], saves, plan: saved.json().errors.plan[0] };
      expect(saved.statusCode, saved.body).toBe(200);
    }
    return { save: tooBig.json().errors.plan[0], saves: PLAN_SAVES, plan: '' };
  }

  it("leaves another organisation's guest list moving: its new guests show while the big documents go in and after", async () => {
    const bigEvent = (await createEvent(t, big, { name: 'Everything festival' })).uuid;
    const otherEvent = (await createEvent(t, other, { name: 'Small dinner' })).uuid;
    await t.settle();

    /** The other organisation adds a guest and waits (with a generous deadline) until its list shows it; health says why if not. */
    const addAndSee = async (when: string) => {
      const name = `Guest ${randomUUID().slice(0, 8)}`;
      const added = await t.app.inject({
        method: 'POST',
        url: `/api/v2/events/${otherEvent}/attendees`,
        headers: other,
        payload: { members: [{ first_name: name }] },
      });
      expect(added.statusCode, added.body).toBe(201);
      const addedAt = performance.now();
      const shows = async () =>
        (await t.app.inject({ method: 'GET', url: `/api/v2/events/${otherEvent}/attendees`, headers: other }))
          .json()
          .data.some((guest: { first_name: string }) => guest.first_name === name);
      await until(
        `the other organisation's guest added ${when} in its list`,
        async () => ((await shows()) ? true : null),
        async () => `Health: ${await health()}`,
        GUEST_DEADLINE_MS,
      );
      console.log(`another organisation's guest added ${when} was in its list ${Math.round(performance.now() - addedAt)} ms later`);
    };

    let written = false;
    const writing = Promise.all([Promise.all(Array.from({ length: JOURNEYS }, () => fillJourney(bigEvent))), fillPlan(bigEvent)]).finally(
      () => (written = true),
    );
    await until(
      'the first big journey step',
      async () =>
        (await sql<{ n: number }>`select count(*)::int as n from es_events where type = 'JourneyStepAdded'`.execute(t.context.db)).rows[0]!.n > 0 ? true : null,
      health,
    );
    // One guest after another for as long as the big documents go in: each shows within the deadline.
    do await addAndSee('while the big documents went in');
    while (!written);
    const [journeys, planRefusal] = await writing;
    await addAndSee('once they were in');
    for (const journey of journeys) {
      // One full step fits; the second would pass the journey's bound, and the refusal names it.
      expect(journey.steps).toBe(1);
      expect(journey.refusal).toMatch(
        /^A journey may not hold more than 500,000 characters in all; this change would make it [\d,]+\. Shorten some texts or remove steps\.$/,
      );
    }
    expect(planRefusal.save).toMatch(
      /^One save of a floor plan may not hold more than 2,000,000 characters in all; this change would make it [\d,]+\. Save it in parts\.$/,
    );
    expect(planRefusal.saves).toBe(4);
    expect(planRefusal.plan).toMatch(/^A floor plan may not hold more than 8,000,000 characters in all; this change would make it [\d,]+\./);

    // Every read model catches up, and the big documents read back whole.
    await t.settle();
    const shown = await t.app.inject({ method: 'GET', url: `/api/v2/events/${bigEvent}/journeys/${journeys[0]!.id}`, headers: big });
    expect(shown.json().data.draft.steps).toHaveLength(1);
    const shapes = await t.app.inject({ method: 'GET', url: `/api/v2/events/${bigEvent}/seating/plan`, headers: big });
    expect(shapes.json().data.canvas_objects).toHaveLength(SHAPES_PER_SAVE * 4);
  }, 240_000);
});

describe('health, when a read model lags', () => {
  const clock = new MovableClock(new Date());
  let t: TestApp;
  let owner: Auth;

  beforeAll(async () => {
    t = await createTestApp(inject('pgAdminUrl'), { clock, communicationsEngine: false });
    owner = (await t.signUp()).auth;
  });
  afterAll(async () => {
    await t.close();
  });

  const health = async () => (await t.app.inject({ method: 'GET', url: '/api/health' })).json();

  it('says degraded, naming the read model and its lag, and why; then ok once it has caught up', async () => {
    const eventUuid = (await createEvent(t, owner)).uuid;
    const created = await t.app.inject({ method: 'POST', url: `/api/v2/events/${eventUuid}/journeys/create`, headers: owner, payload: { name: 'Welcome' } });
    expect(created.statusCode, created.body).toBe(201);
    await t.settle();
    expect(await health()).toMatchObject({ status: 'ok', reasons: [] });

    // The journeys read model is made to wait on purpose: its table is locked, so its next transaction cannot write.
    const releaseLock = await lockTable(t, 'rm_journeys');
    clock.set(new Date());
    try {
      const renamed = await t.app.inject({
        method: 'PUT',
        url: `/api/v2/events/${eventUuid}/journeys/${created.json().data.id}`,
        headers: owner,
        payload: { name: 'Hello' },
      });
      expect(renamed.statusCode, renamed.body).toBe(200);
      // Its transaction has begun and waits on the lock.
      await until(
        'the journeys read model waiting on the lock',
        async () =>
          (await sql<{ n: number }>`select count(*)::int as n from pg_locks where relation = 'rm_journeys'::regclass and not granted`.execute(t.context.db))
            .rows[0]!.n > 0
            ? true
            : null,
        async () => JSON.stringify(await health()),
      );
      clock.advance(120_000);
      const degraded = await health();
      expect(degraded.status).toBe('degraded');
      expect(degraded.projections.find((projection: { name: string }) => projection.name === 'journeys').lag_seconds).toBeGreaterThanOrEqual(100);
      expect(degraded.reasons).toContainEqual(expect.stringMatching(/^journeys is \d+(\.\d)? s behind: the oldest event it has not applied was recorded/));
      // Its open transaction holds back every reader of the log: health says so.
      expect(degraded.reasons).toContainEqual(expect.stringMatching(/^A database transaction open for \d+(\.\d)? s holds back every read model/));
      expect(degraded.horizon_held_seconds).toBeGreaterThanOrEqual(100);
    } finally {
      await releaseLock();
    }
    await until(
      'health ok again',
      async () => ((await health()).status === 'ok' ? true : null),
      async () => JSON.stringify(await health()),
    );
  });
});

/** Locks a table against writes from a connection of its own, until released; the lock alone assigns no transaction id. */
async function lockTable(t: TestApp, table: string): Promise<() => Promise<void>> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let locked!: () => void;
  const isLocked = new Promise<void>((resolve) => (locked = resolve));
  const holding = t.context.db.transaction().execute(async (trx) => {
    await sql`lock table ${sql.table(table)} in exclusive mode`.execute(trx);
    locked();
    await released;
  });
  await Promise.race([isLocked, holding]);
  return async () => {
    release();
    await holding;
  };
}
