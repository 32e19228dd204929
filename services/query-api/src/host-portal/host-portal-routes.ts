import { z } from 'zod';
import { TokenParams, credential, pagingQuery } from '@usher/domain/contract/request-params';
import { safeText, safeId } from '@usher/domain/validation/safe-text';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '@usher/infra/context';
import { waitForPosition } from '../consistency/wait-for-position.ts';
import { hostedGroups, hostPrincipalOf, requireHostedGroup } from './host-access.ts';
import { groupFloorPlan, hostOfLink, listGroupGuests, presentHostedGroup, presentHostedGroups } from './host-portal-queries.ts';
import { PlanViewSchema } from '@usher/domain/contract/seating-view';
import { HostedGroupSchema, HostOfLinkSchema, PortalGuestSchema } from '@usher/domain/contract/host-portal';
import { PageMetaSchema } from '@usher/domain/contract/common';

const host = credential(safeText({ max: 200 }).describe("'me' for the signed-in account (PRO hosts), else the host's personal token (GO hosts)."), {
  publicValues: ['me'],
});
const HostParams = z.object({ host });
const GroupParams = z.object({ host, groupId: safeId() });
const GuestsQuery = z.object({
  search: safeText({ max: 200 }).optional(),
  ...pagingQuery(),
});

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

    app.get(
      '/api/v2/events/host-group/all-by-user',
      {
        config: { need: 'signed_in' },
        schema: { tags, summary: 'The PRO groups the signed-in account hosts', response: { 200: z.object({ groups: z.array(HostedGroupSchema) }) } },
      },
      async (request) => {
        return groupsOf(request, 'me');
      },
    );

    app.get(
      '/api/v2/host-portal/:host/groups',
      {
        config: { need: ['list', 'hosted_groups'] },
        schema: { params: HostParams, tags, summary: "The host's groups", response: { 200: z.object({ groups: z.array(HostedGroupSchema) }) } },
      },
      async (request, reply) => {
        noStore(reply);
        await waitForPosition(context, request, 'host_groups', 'guest_list');
        return groupsOf(request, request.params.host);
      },
    );

    app.get(
      '/api/v2/host-portal/:host/groups/:groupId',
      {
        config: { need: ['host', 'host_portal'] },
        schema: {
          params: GroupParams,
          tags,
          summary: 'One group: event, ticket counters, deadline and access',
          response: { 200: z.object({ data: HostedGroupSchema }) },
        },
      },
      async (request, reply) => {
        noStore(reply);
        await waitForPosition(context, request, 'host_groups', 'guest_list');
        const group = await requireHostedGroup(context, await hostPrincipalOf(context, request, request.params.host), request.params.groupId);
        return { data: await presentHostedGroup(context, group) };
      },
    );

    app.get(
      '/api/v2/host-portal/:host/groups/:groupId/guests',
      {
        config: { need: ['host', 'host_portal'] },
        schema: {
          params: GroupParams,
          querystring: GuestsQuery,
          tags,
          summary: "The group's guests with RSVP and check-in, paged and searchable",
          response: { 200: z.object({ data: z.array(PortalGuestSchema), meta: PageMetaSchema }) },
        },
      },
      async (request, reply) => {
        noStore(reply);
        await waitForPosition(context, request, 'guest_list');
        const group = await requireHostedGroup(context, await hostPrincipalOf(context, request, request.params.host), request.params.groupId);
        return listGroupGuests(context, group, request.query);
      },
    );

    app.get(
      '/api/v2/host-portal/:host/groups/:groupId/floor-plan',
      {
        config: { need: ['host', 'host_portal'] },
        schema: {
          params: GroupParams,
          tags,
          summary: "The floor plan with the group's guests lit (groups that may view it)",
          response: { 200: z.object({ data: PlanViewSchema.nullable() }) },
        },
      },
      async (request, reply) => {
        noStore(reply);
        await waitForPosition(context, request, 'guest_list');
        const group = await requireHostedGroup(context, await hostPrincipalOf(context, request, request.params.host), request.params.groupId);
        return groupFloorPlan(context, group);
      },
    );

    app.get(
      '/api/v2/host-portal/links/:token',
      {
        config: { need: 'public' },
        schema: {
          params: TokenParams,
          tags,
          summary: 'Who a host link names (for the PRO sign-in page)',
          response: { 200: z.object({ data: HostOfLinkSchema }) },
        },
      },
      async (request, reply) => {
        noStore(reply);
        return hostOfLink(context, request.params.token);
      },
    );
  };
}
