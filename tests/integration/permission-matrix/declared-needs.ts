import type { Need as DeclaredNeed } from '@usher/domain/access/needs';
import type { RegisteredRoute } from '@usher/infra/runtime/build-app';
import type { Need } from './route-policies.ts';

/**
 * The matrix's name for what a route declares (`config: { need }` on the route,
 * shared/domain/src/access/needs.ts): the routes say who may call them, the
 * matrix says what each role must then get (expected-status.ts).
 */
function matrixNeedOf(declared: DeclaredNeed): Need | null {
  if (declared === 'public' || declared === 'signed_in') return declared;
  const [action, resource] = declared;
  switch (resource) {
    case 'event':
    case 'event_object':
      return EVENT_NEEDS[action as keyof typeof EVENT_NEEDS];
    case 'instance':
      return 'instance_admin';
    case 'organisation':
      return 'organisation_editing';
    case 'organisation_object':
      return 'organisation_object';
    case 'own_object':
      return 'owner';
    case 'host_portal':
      return 'host_portal';
    case 'hosted_groups':
      return 'hosted_groups';
    case 'group_page':
      return 'group_redirect';
    case 'socket':
      return null;
  }
}

const EVENT_NEEDS = {
  member: 'event_member',
  read: 'event_view',
  update: 'event_edit',
  check_in: 'event_check_in',
  find: 'event_find',
  read_floorplan: 'event_floorplan',
} as const satisfies Record<string, Need>;

/** Each route's need by the OpenAPI document's name for it (`GET /api/v2/events/{uuid}`), from its declaration. */
export function declaredNeeds(routes: RegisteredRoute[]): Map<string, Need> {
  const needs = new Map<string, Need>();
  for (const route of routes) {
    const need = route.need && matrixNeedOf(route.need);
    if (!need) continue;
    const path = route.url.replace(/:([A-Za-z_]+)/g, '{$1}');
    for (const method of [route.method].flat()) if (method !== 'HEAD') needs.set(`${method} ${path}`, need);
  }
  return needs;
}

/** The need a route declares; a route the matrix names must have one. */
export function needOf(needs: Map<string, Need>, route: string): Need {
  const need = needs.get(route);
  if (!need) throw new Error(`${route} declares no need the matrix knows`);
  return need;
}
