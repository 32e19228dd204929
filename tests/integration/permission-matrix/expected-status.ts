import type { Need } from './route-policies.ts';
import type { Role } from './matrix-world.ts';

const ORGANISATION_MEMBERS: readonly Role[] = ['editor', 'viewer', 'check_in', 'check_in_with_floorplan', 'inactive'];
// A PRO host signs in with an account of their own organisation; a GO host has only their link.
const ACCOUNTS: readonly Role[] = ['instance_admin', ...ORGANISATION_MEMBERS, 'other_organiser', 'pro_host'];
const WITHOUT_ACCOUNT: readonly Role[] = ['anonymous', 'guest_link', 'go_host'];

/** Who each need lets through; everyone else is refused as `refusal` says. */
const ALLOWED: Record<Need, readonly Role[]> = {
  public: [...ACCOUNTS, ...WITHOUT_ACCOUNT],
  signed_in: ACCOUNTS,
  instance_admin: ['instance_admin'],
  event_member: ORGANISATION_MEMBERS,
  event_view: ['editor', 'viewer'],
  event_edit: ['editor'],
  event_check_in: ['editor', 'check_in', 'check_in_with_floorplan'],
  event_find: ['editor', 'viewer', 'check_in', 'check_in_with_floorplan'],
  organisation_editing: ['instance_admin', 'editor', 'other_organiser', 'pro_host'],
  organisation_object: ['editor'],
  owner: ['editor'],
  host_portal: ['go_host', 'pro_host'],
  hosted_groups: [...ACCOUNTS, 'go_host'],
  group_redirect: ['editor', 'viewer', 'pro_host'],
  event_floorplan: ['editor', 'viewer', 'check_in_with_floorplan'],
};

export type Expectation = 'ok' | 401 | 403 | 404;

/**
 * The answer a role must get: through, or refused. No credentials (or only a
 * guest's link) is 401; another organisation's object is 404, as if it did not
 * exist; one's own organisation's, without the permission, is 403. The
 * organiser's own objects (tokens, webhooks) are nobody else's: 404.
 */
export function expectedFor(need: Need, role: Role): Expectation {
  if (ALLOWED[need].includes(role)) return 'ok';
  if (WITHOUT_ACCOUNT.includes(role)) return 401;
  if (need === 'instance_admin' || need === 'signed_in' || need === 'organisation_editing') return 403;
  // Someone else's group, like someone else's token, is as unknown to them as a missing one.
  if (need === 'owner' || need === 'host_portal') return 404;
  return ORGANISATION_MEMBERS.includes(role) ? 403 : 404;
}
