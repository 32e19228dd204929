import type { Auth } from '@usher/infra/testing/api-helpers';
import type { TestApp } from '@usher/infra/testing/test-app';
import type { RoutePolicy } from './route-policies.ts';
import type { World, WorldIds } from './matrix-world.ts';

// The seating write routes (issue 19): editing the plan and seating guests need edit.

export interface SeatingWorld {
  section: string;
  table: string;
  seat: string;
  seat2: string;
  object: string;
  legend: string;
}

async function add(t: TestApp, auth: Auth, url: string, payload: object): Promise<string> {
  const response = await t.app.inject({ method: 'POST', url, headers: auth, payload });
  if (response.statusCode !== 201) throw new Error(`${url}: ${response.body}`);
  return response.json().data.id as string;
}

/** A table of two seats and one of each other piece, for the routes addressed by a piece's id. */
export async function seatingWorld(t: TestApp, auth: Auth, eventUuid: string): Promise<SeatingWorld> {
  const base = `/api/v2/events/${eventUuid}/seating`;
  const table = await add(t, auth, `${base}/tables/add`, { name: `T${Math.random().toString(36).slice(2, 6)}`, shape: 'rectangle', seat_count: 2 });
  const plan = await t.context.store.readStream(`seating-plan-${eventUuid}`);
  const seats = plan
    .flatMap((event) => (event.data.created as { seats?: { id: string; table_id: string }[] }).seats ?? [])
    .filter((seat) => seat.table_id === table);
  return {
    section: await add(t, auth, `${base}/sections/add`, { name: 'Balcony' }),
    table,
    seat: seats[0]!.id,
    seat2: seats[1]!.id,
    object: await add(t, auth, `${base}/objects/add`, { type: 'TextField', text: 'Stage' }),
    legend: await add(t, auth, `${base}/legends/add`, { name: 'VIP', color: '#2D4CD7' }),
  };
}

const e = (ids: WorldIds) => `/api/v2/events/${ids.event}/seating`;
const by = '/api/v2/events/seating';
/** Pieces a route uses up (deletes) or changes, made fresh for each role the route lets through. */
const fresh = async (world: World, ids: WorldIds) => ({ seating: await seatingWorld(world.t, world.auth.editor as Auth, ids.event) });
const freshWithGuest = async (world: World, ids: WorldIds) => ({ ...(await fresh(world, ids)), guest: await world.freshGuest() });

const SEGMENTS = { tables: 'table', seats: 'seat', objects: 'object', sections: 'section', legends: 'legend' } as const;
const ADD_BODIES: Record<keyof typeof SEGMENTS, (ids: WorldIds) => object> = {
  tables: () => ({ name: '12', shape: 'round', diameter: 36 }),
  seats: (ids) => ({ table_id: ids.seating.table }),
  objects: () => ({ type: 'Square', text: 'Bar' }),
  sections: () => ({ name: 'Stalls' }),
  legends: () => ({ name: 'Accessible', color: '#0EA5E9' }),
};
const UPDATE_BODIES: Record<keyof typeof SEGMENTS, object> = {
  tables: { label: 'Sponsors' },
  seats: { name: 'A' },
  objects: { text: 'Stage' },
  sections: { name: 'Circle' },
  legends: { name: 'Press' },
};

const perKind = Object.fromEntries(
  Object.entries(SEGMENTS).flatMap(([segment, key]) => {
    const kind = segment as keyof typeof SEGMENTS;
    return [
      [`POST /api/v2/events/{e}/seating/${segment}/add`, { url: (ids: WorldIds) => `${e(ids)}/${segment}/add`, body: ADD_BODIES[kind] }],
      [
        `POST /api/v2/events/seating/${segment}/{id}/update`,
        { url: (ids: WorldIds) => `${by}/${segment}/${ids.seating[key]}/update`, body: () => UPDATE_BODIES[kind], prepare: fresh },
      ],
      [
        `POST /api/v2/events/seating/${segment}/{id}/delete`,
        { url: (ids: WorldIds) => `${by}/${segment}/${ids.seating[key]}/delete`, body: () => ({ confirm_unseat: true }), prepare: fresh },
      ],
    ] as [string, RoutePolicy][];
  }),
);

export const SEATING_COMMAND_POLICIES: Record<string, RoutePolicy> = {
  'POST /api/v2/events/{e}/seating/save': {
    url: (ids) => `${e(ids)}/save`,
    body: (ids) => ({ updated: { tables: [{ id: ids.seating.table, x: 120 }] } }),
    prepare: fresh,
  },
  ...perKind,
  'POST /api/v2/events/seating/legends/{id}/updateSeats': {
    url: (ids) => `${by}/legends/${ids.seating.legend}/updateSeats`,
    body: (ids) => ({ seat_ids: [ids.seating.seat] }),
    prepare: fresh,
  },
  'POST /api/v2/events/seating/legends/{id}/removeSeats': {
    url: (ids) => `${by}/legends/${ids.seating.legend}/removeSeats`,
    body: (ids) => ({ seat_ids: [ids.seating.seat] }),
    prepare: fresh,
  },
  'POST /api/v2/events/{e}/seating/seats/disable': {
    url: (ids) => `${e(ids)}/seats/disable`,
    body: (ids) => ({ seat_ids: [ids.seating.seat2], message: 'Pillar' }),
    prepare: fresh,
  },
  'POST /api/v2/events/{e}/seating/seats/enable': {
    url: (ids) => `${e(ids)}/seats/enable`,
    body: (ids) => ({ seat_ids: [ids.seating.seat2] }),
    prepare: fresh,
  },
  'POST /api/v2/events/{e}/seating/assign': {
    url: (ids) => `${e(ids)}/assign`,
    body: (ids) => ({ assignments: [{ attendee_id: ids.guest, seat_id: ids.seating.seat }] }),
    prepare: freshWithGuest,
  },
  'POST /api/v2/events/{e}/seating/unassign': { url: (ids) => `${e(ids)}/unassign`, body: (ids) => ({ attendee_ids: [ids.guest] }) },
  'PUT /api/v2/events/seating/seats/{id}/swap': {
    url: (ids) => `${by}/seats/${ids.seating.seat}/swap`,
    body: (ids) => ({ with_seat_id: ids.seating.seat2 }),
    prepare: fresh,
  },
  'POST /api/v2/events/{e}/seating/auto-seat': { url: (ids) => `${e(ids)}/auto-seat`, body: () => ({}), prepare: fresh },
};
