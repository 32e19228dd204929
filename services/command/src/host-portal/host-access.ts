import type { FastifyRequest } from 'fastify';
import type { AttendeeState } from '@usher/domain/deciders/attendee-decider';
import { DomainError } from '@usher/domain/deciders/domain-error';
import type { EventState } from '@usher/domain/deciders/event-decider';
import type { HostGroupState } from '@usher/domain/deciders/host-group-decider';
import type { GroupTicket } from '@usher/domain/host-groups/group-membership';
import { credentialOpensGroup, HOST_ACCESS_ENDED, hostAccessOf, type HostAccess } from '@usher/domain/host-groups/host-portal-access';
import { requireProvedAddress, type AuthUser } from '@usher/infra/http/authenticate';
import { signedInUser } from '@usher/infra/http/optional-sign-in';
import { hostIdOfToken } from '@usher/infra/http/host-links';
import { metadataFor } from '@usher/infra/http/request-metadata';
import type { EventMetadata } from '@usher/infra/eventstore/types';
import type { ServiceContext } from '@usher/infra/context';
import { loadEvent } from '../access/event-access.ts';
import { loadAttendees, loadGroup, loadGroupMembers } from '../host-groups/group-loading.ts';

/**
 * The host portal's policy on the write side, in one place: who the host is
 * (their personal link, or the Usher account with their email), which groups
 * they may change (only groups they host, GO groups by link and PRO groups by
 * account), and whether their access is still open. The query side has the
 * same policy over the read models (services/query-api/src/host-portal/host-access.ts).
 * Decisions read the log, never a lagging read model.
 */

/** `me` in a portal path means the signed-in account; anything else is a host's personal token. */
export const SIGNED_IN_HOST = 'me';

export type HostPrincipal = { credential: 'link'; hostId: string } | { credential: 'account'; user: AuthUser };

export const hostLinkNotFound = () => new DomainError('not_found', 'host_link_not_found', 'This host link is not valid.');
const groupNotFound = () => DomainError.notFound('host_group');

/** The caller: 401 without a session for `me`, 404 for a token this instance did not sign. */
export async function hostPrincipalOf(context: ServiceContext, request: FastifyRequest, host: string): Promise<HostPrincipal> {
  if (host === SIGNED_IN_HOST) return { credential: 'account', user: requireProvedAddress(signedInUser(request)) };
  const hostId = await hostIdOfToken(context.db, host);
  if (!hostId) throw hostLinkNotFound();
  return { credential: 'link', hostId };
}

export interface HostGrant {
  principal: HostPrincipal;
  groupId: string;
  group: HostGroupState;
  /** The host attendee acting (for an account, the group's host with the account's email). */
  hostId: string;
  host: AttendeeState;
  event: EventState;
  access: HostAccess;
}

function isLiveHostOf(group: HostGroupState, hostId: string, host: AttendeeState | undefined): host is AttendeeState {
  return !!host && host.exists && !host.removed && host.event_uuid === group.event_uuid && group.hosts.some((h) => h.attendee_id === hostId);
}

/** The host's grant on one group; a group they do not host (or that their credential does not open) is 404. */
export async function requireHostGroup(context: ServiceContext, principal: HostPrincipal, groupId: string): Promise<HostGrant> {
  const group = await loadGroup(context, groupId);
  if (!group.exists || group.deleted || !group.fields || !credentialOpensGroup(principal.credential, group.fields.experience_type)) throw groupNotFound();
  const candidates = principal.credential === 'link' ? [principal.hostId] : group.hosts.map((h) => h.attendee_id);
  const states = await loadAttendees(context, candidates);
  const email = principal.credential === 'account' ? principal.user.email.toLowerCase() : null;
  const found = candidates.find((id) => isLiveHostOf(group, id, states.get(id)) && (email === null || states.get(id)!.email === email));
  if (!found) throw groupNotFound();
  const event = await loadEvent(context, group.event_uuid!);
  if (!event.exists) throw groupNotFound();
  return {
    principal,
    groupId,
    group,
    hostId: found,
    host: states.get(found)!,
    event,
    access: hostAccessOf(group.fields, event.settings.timezone, context.clock.now()),
  };
}

/** Writes need open access: after the deadline (or once the group is switched off) the host can only look. */
export function requireOpenAccess(grant: HostGrant): void {
  if (!grant.access.open) throw new DomainError('forbidden', HOST_ACCESS_ENDED, grant.access.message!);
}

/** A guest of the host's own group (a ticket, named or not); anyone else is 404. */
export async function requireGuestOfGroup(context: ServiceContext, grant: HostGrant, attendeeId: string): Promise<GroupTicket> {
  const members = await loadGroupMembers(context, grant.group);
  const guest = members.tickets.guests.find((ticket) => ticket.id === attendeeId);
  if (!guest) throw DomainError.notFound('attendee');
  return guest;
}

/**
 * Re-checked on the state a command decides from, so a guest moved out of the
 * group a moment ago is not changed through it.
 */
export function stillGuestOfGroup(grant: HostGrant) {
  return async (states: Map<string, AttendeeState>) => {
    for (const state of states.values()) {
      if (!state.exists || state.removed || state.host_group_id !== grant.groupId) throw DomainError.notFound('attendee');
    }
  };
}

/**
 * A GO host acts through their link (actor guest_link, their attendee id);
 * a PRO host as their user. The tenant is always the organiser's event and
 * organisation, never the host's own organisation.
 */
export function hostMetadata(request: FastifyRequest, grant: HostGrant): EventMetadata {
  const { principal, host } = grant;
  const tenant = { event_uuid: grant.group.event_uuid, organisation_id: grant.event.organisation_id };
  if (principal.credential === 'account') return { ...metadataFor(request, principal.user, grant.group.event_uuid), ...tenant, source: 'host portal' };
  return {
    ...metadataFor(request, null, grant.group.event_uuid),
    ...tenant,
    actor: { type: 'guest_link', id: grant.hostId, name: `${host.first_name} ${host.last_name}`.trim() || null },
    source: 'host link',
  };
}
