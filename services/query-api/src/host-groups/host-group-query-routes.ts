import { z } from 'zod';
import { EventParams, pagingQuery } from '@usher/domain/contract/request-params';
import { safeText, safeId } from '@usher/domain/validation/safe-text';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { permissionsOf } from '@usher/domain/access/event-roles';
import { isUuid } from '@usher/domain/ids/uuid';
import type { ServiceContext } from '@usher/infra/context';
import { signedInUser } from '@usher/infra/http/optional-sign-in';
import { waitForPosition } from '../consistency/wait-for-position.ts';
import { askerAbilities, judgedRoleOf } from '../access/asker-abilities.ts';
import type { FastifyRequest } from 'fastify';
import { listGroupGuests, listGroups, listGroupsByIds, listGroupTags, listGroupTagsByIds } from './host-group-queries.ts';
import { listHosts } from './host-queries.ts';
import { groupRedirectPath } from './hosted-groups.ts';
import {
  GetEventsHostGroupGuestsReplies,
  GetEventsHostGroupHostsReplies,
  GetEventsHostGroupRedirectReplies,
  GetEventsHostGroupReplies,
  GetEventsHostGroupTagsReplies,
  PostEventsHostGroupListByIdsReplies,
  PostEventsHostGroupTagsListByIdsReplies,
} from '@usher/domain/contract/host-groups';

const IdsBody = z.object({ ids: z.array(safeId()).max(1000) });
const Paging = {
  ...pagingQuery('working'),
};
const GroupListQuery = z.object({
  search: safeText({ max: 200 }).optional(),
  experience_type: z.enum(['go', 'pro']).optional().describe('Group Settings filter: go (GO Host) or pro (PRO Host).'),
  tags: safeText({ max: 40_000 })
    .optional()
    .transform((value, ctx) => {
      const ids = value
        ?.split(',')
        .map((id) => id.trim())
        .filter(Boolean);
      if (ids?.some((id) => !isUuid(id))) ctx.addIssue({ code: 'custom', message: 'The selected tags is invalid.' });
      return ids;
    })
    .describe('Group Tag filter: group tag ids, comma-separated.'),
  ...Paging,
});
const HostListQuery = z.object({
  search: safeText({ max: 200 }).optional(),
  has_account: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => (value === undefined ? undefined : value === 'true')),
  ...Paging,
});

/**
 * The reads of host groups: the group table, the host table, group tags and
 * a group's link (GET all-by-user is the host portal's, in host-portal/). Viewers read;
 * check-in roles get neither (403), another organisation's event is 404.
 */
export function hostGroupQueryRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['host groups'];
    // Whether the asker may edit the groups (the role the route's need was judged by): the list then shows what only editors see.
    const editable = (request: FastifyRequest) => permissionsOf(judgedRoleOf(request)).edit;

    app.get(
      '/api/v2/events/:e/host-group',
      {
        config: { need: ['read', 'event'] },
        schema: {
          params: EventParams,
          querystring: GroupListQuery,
          tags,
          summary: "The event's groups (list key 'groups'), paged",
          response: GetEventsHostGroupReplies,
        },
      },
      async (request) => {
        await waitForPosition(context, request, 'events', 'host_groups', 'guest_list');
        return { ...(await listGroups(context, request.params.e, request.query, editable(request))), abilities: askerAbilities(request, 'group') };
      },
    );

    app.post(
      '/api/v2/events/:e/host-group/list-by-ids',
      {
        config: { need: ['read', 'event'] },
        schema: { params: EventParams, body: IdsBody, tags, summary: 'Groups by id (a read, though a POST)', response: PostEventsHostGroupListByIdsReplies },
      },
      async (request) => {
        await waitForPosition(context, request, 'events', 'host_groups', 'guest_list');
        return { ...(await listGroupsByIds(context, request.params.e, request.body.ids, editable(request))), abilities: askerAbilities(request, 'group') };
      },
    );

    app.get(
      '/api/v2/events/:e/host-group/:id/guests',
      {
        config: { need: ['read', 'event'] },
        schema: {
          params: EventParams.extend({ id: safeId() }),
          tags,
          summary: "The group's guests (its tickets), for the group form",
          response: GetEventsHostGroupGuestsReplies,
        },
      },
      async (request) => {
        await waitForPosition(context, request, 'events', 'host_groups', 'guest_list');
        return listGroupGuests(context, request.params.e, request.params.id, editable(request));
      },
    );

    app.get(
      '/api/v2/events/:e/host-group-hosts',
      {
        config: { need: ['read', 'event'] },
        schema: {
          params: EventParams,
          querystring: HostListQuery,
          tags,
          summary: 'The host table: every guest who hosts a group of the event',
          response: GetEventsHostGroupHostsReplies,
        },
      },
      async (request) => {
        await waitForPosition(context, request, 'events', 'host_groups', 'guest_list');
        return listHosts(context, request.params.e, request.query, editable(request));
      },
    );

    app.get(
      '/api/v2/events/:e/host-group-tags',
      {
        config: { need: ['read', 'event'] },
        schema: { params: EventParams, tags, summary: "The event's group tags (list key 'host_group_tags')", response: GetEventsHostGroupTagsReplies },
      },
      async (request) => {
        await waitForPosition(context, request, 'events', 'host_groups');
        return listGroupTags(context, request.params.e);
      },
    );

    app.post(
      '/api/v2/events/:e/host-group-tags/list-by-ids',
      {
        config: { need: ['read', 'event'] },
        schema: { params: EventParams, body: IdsBody, tags, summary: 'Group tags by id', response: PostEventsHostGroupTagsListByIdsReplies },
      },
      async (request) => {
        await waitForPosition(context, request, 'events', 'host_groups');
        return listGroupTagsByIds(context, request.params.e, request.body.ids);
      },
    );

    app.get(
      '/api/v2/events/host-group/:id/redirect',
      {
        config: { need: ['open', 'group_page'] },
        schema: {
          params: z.object({ id: safeId() }),
          tags,
          summary: "302 to the host portal's page of the group",
          response: GetEventsHostGroupRedirectReplies,
        },
      },
      async (request, reply) => {
        return reply.redirect(await groupRedirectPath(context, signedInUser(request), request.params.id), 302);
      },
    );
  };
}
