import { z } from 'zod';
import { safeText, safeId } from '@usher/domain/validation/safe-text';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticate } from '@usher/infra/http/authenticate';
import type { ServiceContext } from '@usher/infra/runtime/context';
import { waitForPosition } from '../consistency/wait-for-position.ts';
import { hostedGroups, hostPrincipalOf, requireHostedGroup } from './host-access.ts';
import { hostOfLink, listGroupGuests, presentHostedGroup, presentHostedGroups } from './host-portal-queries.ts';

const host = safeText({ max: 200 }).describe("'me' for the signed-in account (PRO hosts), else the host's personal token (GO hosts).");
const HostParams = z.object({ host });
const TokenParams = z.object({ token: safeText({ max: 200 }) });
const GroupParams = z.object({ host, groupId: safeId() });
const GuestsQuery = z.object({
  search: safeText({ max: 200 }).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
});

const AccessShape = z.object({ open: z.boolean().describe('False after host_access_till (event time) or when the group is switched off: read-only.'), message: z.string().nullable() });
const HostedGroupShape = z.object({
  id: z.string(),
  name: z.string(),
  experience_type: z.string(),
  event: z.object({ uuid: z.string(), name: z.string(), when: z.string().nullable(), where: z.string().nullable(), timezone: z.string() }),
  host: z.object({ id: z.string(), first_name: z.string(), last_name: z.string() }),
  host_access_till: z.string().nullable().describe("'YYYY-MM-DD HH:MM:00' in the event's time zone, or null."),
  access: AccessShape,
  settings: z.object({ is_email_required: z.boolean(), is_sending_tickets_enabled: z.boolean() }),
  tickets: z.object({ allocated: z.number(), named: z.number(), placeholders: z.number(), attending: z.number(), checked_in: z.number() }),
});
const PortalGuestShape = z.object({
  id: z.string(), first_name: z.string(), last_name: z.string(), full_name: z.string(), email: z.string().nullable(), phone_number: z.string().nullable(),
  is_placeholder: z.boolean(), is_attending: z.boolean().nullable(), rsvped_at: z.string().nullable(), is_invited: z.boolean(), invitation_sent_at: z.string().nullable(),
  checked_in: z.boolean(), checked_in_at: z.string().nullable(),
});
const Meta = z.object({ total: z.number(), page: z.number(), per_page: z.number(), last_page: z.number() });

/**
 * The host portal's reads: a host's groups, one group with its counters and
 * access, and its guests with their RSVP and check-in state. The portal polls
 * these every few seconds to show answers and check-ins as they happen.
 */
export function hostPortalQueryRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['host portal'];
    const noStore = (reply: { header: (name: string, value: string) => unknown }) => reply.header('cache-control', 'no-store');
    const groupsOf = async (request: FastifyRequest, hostParam: string) => {
      const groups = await hostedGroups(context, await hostPrincipalOf(context, request, hostParam));
      return { groups: await presentHostedGroups(context, groups) };
    };

    app.get('/api/v2/events/host-group/all-by-user', { schema: { tags, summary: 'The PRO groups the signed-in account hosts', response: { 200: z.object({ groups: z.array(HostedGroupShape) }) } } }, async (request) => {
      await authenticate(context, request);
      return groupsOf(request, 'me');
    });

    app.get('/api/v2/host-portal/:host/groups', { schema: { params: HostParams, tags, summary: "The host's groups", response: { 200: z.object({ groups: z.array(HostedGroupShape) }) } } }, async (request, reply) => {
      noStore(reply);
      await waitForPosition(context, request, 'host_groups', 'guest_list');
      return groupsOf(request, request.params.host);
    });

    app.get('/api/v2/host-portal/:host/groups/:groupId', { schema: { params: GroupParams, tags, summary: 'One group: event, ticket counters, deadline and access', response: { 200: z.object({ data: HostedGroupShape }) } } }, async (request, reply) => {
      noStore(reply);
      await waitForPosition(context, request, 'host_groups', 'guest_list');
      const group = await requireHostedGroup(context, await hostPrincipalOf(context, request, request.params.host), request.params.groupId);
      return { data: await presentHostedGroup(context, group) };
    });

    app.get(
      '/api/v2/host-portal/:host/groups/:groupId/guests',
      { schema: { params: GroupParams, querystring: GuestsQuery, tags, summary: "The group's guests with RSVP and check-in, paged and searchable", response: { 200: z.object({ data: z.array(PortalGuestShape), meta: Meta }) } } },
      async (request, reply) => {
        noStore(reply);
        await waitForPosition(context, request, 'guest_list');
        const group = await requireHostedGroup(context, await hostPrincipalOf(context, request, request.params.host), request.params.groupId);
        return listGroupGuests(context, group, request.query);
      },
    );

    app.get(
      '/api/v2/host-portal/links/:token',
      {
        schema: {
          params: TokenParams, tags, summary: 'Who a host link names (for the PRO sign-in page)',
          response: { 200: z.object({ data: z.object({ first_name: z.string(), last_name: z.string(), email: z.string().nullable(), event_name: z.string(), experience_type: z.string().nullable() }) }) },
        },
      },
      async (request, reply) => {
        noStore(reply);
        return hostOfLink(context, request.params.token);
      },
    );
  };
}
