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
