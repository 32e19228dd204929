import type { TestApp } from '@usher/infra/testing/test-app';
import { savePlan, section, venueTable } from '@usher/infra/testing/seating-fixtures';
import type { WorldIds } from './matrix-world.ts';
import type { RoutePolicy } from './route-policies.ts';

/** A plan of the organiser's event with a section and a row in it, which the routes by table or section id name. */
export async function seatingPieces(t: TestApp, eventUuid: string): Promise<{ seatingTable: string; seatingSection: string }> {
  const stalls = section('Stalls');
  const row = venueTable({ name: 'A', shape: 'row', section_id: stalls.id }, 2);
  await savePlan(t.context.store, eventUuid, { created: { sections: [stalls], tables: [row.table], seats: row.seats } });
  await t.settle();
  return { seatingTable: row.table.id, seatingSection: stalls.id };
}

const plan = (ids: WorldIds) => `/api/v2/events/${ids.event}/seating`;
const byIds = (ids: WorldIds) => ({ ids: [ids.seatingTable] });

/** The floor plan's reads (issue 19): whoever may view the event; the whole plan also for the door's floorplan role. */
export const SEATING_READ_POLICIES: Record<string, RoutePolicy> = {
  'GET /api/v2/events/{e}/seating/plan': { url: (ids) => `${plan(ids)}/plan` },
  ...Object.fromEntries(
    ['tables', 'seats', 'objects', 'sections', 'legends'].flatMap((kind) => [
      [`GET /api/v2/events/{e}/seating/${kind}`, { url: (ids: WorldIds) => `${plan(ids)}/${kind}` }],
      [`POST /api/v2/events/{e}/seating/${kind}/list-by-ids`, { url: (ids: WorldIds) => `${plan(ids)}/${kind}/list-by-ids`, body: byIds }],
    ]),
  ),
  'GET /api/v2/events/seating/tables/{id}/seats': { url: (ids) => `/api/v2/events/seating/tables/${ids.seatingTable}/seats` },
  'GET /api/v2/events/seating/tables/{id}/section': { url: (ids) => `/api/v2/events/seating/tables/${ids.seatingTable}/section` },
  'GET /api/v2/events/seating/sections/{id}/tables': { url: (ids) => `/api/v2/events/seating/sections/${ids.seatingSection}/tables` },
};
