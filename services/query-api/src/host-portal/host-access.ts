import { sql } from 'kysely';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '@usher/domain/deciders/domain-error';
import type { EventSettings } from '@usher/domain/deciders/event-defaults';
import type { Location } from '@usher/domain/constants/locations';
import { summarizeEvent, type EventSummary } from '@usher/domain/invitations/event-summary';
import { credentialOpensGroup, hostAccessOf, type HostAccess } from '@usher/domain/host-groups/host-portal-access';
import { isUuid } from '@usher/domain/ids/uuid';
import { requireProvedAddress, type AuthUser } from '@usher/infra/http/authenticate';
import { signedInUser } from '@usher/infra/http/optional-sign-in';
import { hostIdOfToken } from '@usher/infra/http/host-links';
import type { ServiceContext } from '@usher/infra/context';

/**
 * The read twin of the host portal's policy (services/command/src/host-portal/host-access.ts):
 * the same rules over the read models. A host sees only groups they host,
 * GO groups through their personal link and PRO groups through the account
 * with their email; any other group is 404. After the deadline they still read.
 */

export const SIGNED_IN_HOST = 'me';

export type HostPrincipal = { credential: 'link'; hostId: string } | { credential: 'account'; user: AuthUser };

export const hostLinkNotFound = () => new DomainError('not_found', 'host_link_not_found', 'This host link is not valid.');

export async function hostPrincipalOf(context: ServiceContext, request: FastifyRequest, host: string): Promise<HostPrincipal> {
  if (host === SIGNED_IN_HOST) return { credential: 'account', user: requireProvedAddress(signedInUser(request)) };
  const hostId = await hostIdOfToken(context.db, host);
  if (!hostId) throw hostLinkNotFound();
  return { credential: 'link', hostId };
}

export interface HostedGroup {
  id: string;
  name: string;
  event_uuid: string;
  experience_type: string;
  is_active: boolean;
  host_access_till: string | null;
  total_tickets: number;
  is_email_required: boolean;
  is_sending_tickets_enabled: boolean;
  /** The event's Invitations switch: off, a host's invite is refused, so the portal offers none. */
  invites_enabled: boolean;
  /** Hosts see their guests' seats: the event seats guests and the group does not hide seating. */
  shows_seats: boolean;
  /** Hosts may open the plan with their guests lit (the group's is_view_floorplan_enabled, seats shown). */
  shows_floor_plan: boolean;
  host_id: string;
  host_first_name: string;
  host_last_name: string;
  event: EventSummary;
  access: HostAccess;
}

/** The groups the principal hosts and may open, optionally just one; newest event first. */
export async function hostedGroups(context: ServiceContext, principal: HostPrincipal, groupId?: string): Promise<HostedGroup[]> {
  if (groupId !== undefined && !isUuid(groupId)) return [];
  let query = context.db
    .selectFrom('rm_host_groups as g')
    .innerJoin('rm_host_group_hosts as hh', 'hh.group_id', 'g.id')
    .innerJoin('rm_attendees as h', 'h.id', 'hh.attendee_id')
    .innerJoin('rm_events as ev', 'ev.uuid', 'g.event_uuid')
    .select([
      'g.id',
      'g.name',
      'g.event_uuid',
      'g.experience_type',
      'g.is_active',
      'g.host_access_till',
      'g.total_tickets',
      'g.is_email_required',
      'g.is_sending_tickets_enabled',
      'g.is_seating_hidden',
      'g.is_view_floorplan_enabled',
      'h.id as host_id',
      'h.first_name as host_first_name',
      'h.last_name as host_last_name',
      'ev.body as event_body',
    ])
    .where('g.experience_type', '=', principal.credential === 'link' ? 'go' : 'pro');
  query =
    principal.credential === 'link' ? query.where('hh.attendee_id', '=', principal.hostId) : query.where('h.email', '=', principal.user.email.toLowerCase());
  if (groupId !== undefined) query = query.where('g.id', '=', groupId);
  const rows = await query
    .orderBy(sql`ev.starts_at desc nulls last`)
    .orderBy('g.name')
    .execute();
  const seen = new Set<string>();
  return rows
    .filter((row) => credentialOpensGroup(principal.credential, row.experience_type) && !seen.has(row.id) && seen.add(row.id))
    .map(({ event_body, is_seating_hidden, is_view_floorplan_enabled, ...row }) => {
      const settings = event_body.settings as EventSettings;
      const showsSeats = settings.is_seating_enabled === true && !is_seating_hidden;
      return {
        ...row,
        shows_seats: showsSeats,
        shows_floor_plan: showsSeats && is_view_floorplan_enabled,
        invites_enabled: settings.invites_enabled !== false,
        event: summarizeEvent({ ...settings, location: event_body.location as Location }),
        access: hostAccessOf(row, settings.timezone, context.clock.now()),
      };
    });
}

/** The one group the path names, or 404. */
export async function requireHostedGroup(context: ServiceContext, principal: HostPrincipal, groupId: string): Promise<HostedGroup> {
  const [group] = await hostedGroups(context, principal, groupId);
  if (!group) throw DomainError.notFound('host_group');
  return group;
}
