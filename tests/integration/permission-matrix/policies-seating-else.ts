import type { Role, WorldIds } from './matrix-world.ts';
import type { RoutePolicy } from './route-policies.ts';

/** A GO host names their link and group; anyone else asks as the signed-in account for the PRO group. */
const portal = (suffix: string) => (ids: WorldIds, role: Role) =>
  role === 'go_host' ? `/api/v2/host-portal/${ids.goHostToken}/groups/${ids.goGroup}${suffix}` : `/api/v2/host-portal/me/groups/${ids.proGroup}${suffix}`;

/** Seating outside the editor (issue 19 section 3): the door's plan and the host portal's. */
export const SEATING_ELSE_POLICIES: Record<string, RoutePolicy> = {
  'GET /api/v2/events/{e}/scanner/guests/{id}/seat-plan': { need: 'event_floorplan', url: (ids) => `/api/v2/events/${ids.event}/scanner/guests/${ids.guest}/seat-plan` },
  'GET /api/v2/host-portal/{host}/groups/{groupId}/floor-plan': { need: 'host_portal', url: portal('/floor-plan') },
};

/** Routes the matrix world cannot reach: it has no floor plan, and a table owner's link needs a table and its owner. */
export const SEATING_ELSE_EXEMPT: Record<string, string> = {
  'GET /api/v2/events/{e}/seating/tables/{id}/owner': 'needs a table of a floor plan, which the matrix world has none of (table-owner.test.ts: 200, 401, 404 for another organisation, 404 for another event\'s table)',
  'POST /api/v2/events/{e}/seating/tables/{id}/owner': 'needs a table of a floor plan (table-owner.test.ts: 200, 422, 404 for another organisation and another event\'s table)',
  'GET /api/v2/public/events/{e}/table-owner/{token}': "a table owner's signed link, which needs a table and its owner (table-owner.test.ts: 200, 404 for a bad or replaced owner's link)",
  'POST /api/v2/public/events/{e}/table-owner/{token}/guests/{id}/seat': "a table owner's signed link (table-owner.test.ts: 200, 404 for a stranger or another table's seat, 409 seat_taken and owner_limit_reached)",
  'POST /api/v2/public/events/{e}/table-owner/{token}/guests/{id}/unseat': "a table owner's signed link (same grant as the seat route, table-owner.test.ts)",
};
