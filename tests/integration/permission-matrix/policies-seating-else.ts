import type { Role, WorldIds } from './matrix-world.ts';
import type { RoutePolicy } from './route-policies.ts';

/** A GO host names their link and group; anyone else asks as the signed-in account for the PRO group. */
const portal = (suffix: string) => (ids: WorldIds, role: Role) =>
  role === 'go_host' ? `/api/v2/host-portal/${ids.goHostToken}/groups/${ids.goGroup}${suffix}` : `/api/v2/host-portal/me/groups/${ids.proGroup}${suffix}`;

/** Seating outside the editor (issue 19 section 3): the door's plan and the host portal's. */
export const SEATING_ELSE_POLICIES: Record<string, RoutePolicy> = {
  'GET /api/v2/events/{e}/scanner/guests/{id}/seat-plan': { url: (ids) => `/api/v2/events/${ids.event}/scanner/guests/${ids.guest}/seat-plan` },
  'GET /api/v2/host-portal/{host}/groups/{groupId}/floor-plan': { url: portal('/floor-plan') },
  // The organiser's side of table owners: a table of the world's plan, its owner one of the event's guests.
  'GET /api/v2/events/{e}/seating/tables/{id}/owner': { url: (ids) => `/api/v2/events/${ids.event}/seating/tables/${ids.seatingTable}/owner` },
  'POST /api/v2/events/{e}/seating/tables/{id}/owner': {
    url: (ids) => `/api/v2/events/${ids.event}/seating/tables/${ids.seatingTable}/owner`,
    body: (ids) => ({ attendee_id: ids.guest, may_seat_guests: true, limit: 2 }),
  },
};

/** A table owner's link needs a table and its owner, which the matrix world's roles do not have. */
export const SEATING_ELSE_EXEMPT: Record<string, string> = {
  'GET /api/v2/public/events/{e}/table-owner/{token}':
    "a table owner's signed link, which needs a table and its owner (table-owner.test.ts: 200, 404 for a bad or replaced owner's link)",
  'POST /api/v2/public/events/{e}/table-owner/{token}/guests/{id}/seat':
    "a table owner's signed link (table-owner.test.ts: 200, 404 for a stranger or another table's seat, 409 seat_taken and owner_limit_reached)",
  'POST /api/v2/public/events/{e}/table-owner/{token}/guests/{id}/unseat': "a table owner's signed link (same grant as the seat route, table-owner.test.ts)",
};
