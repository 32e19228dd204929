import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '@usher/infra/context';
import { mediaQuotaBytes } from '@usher/domain/constants/media-quota';
import { GetAddressesReplies, GetMediaLibraryReplies, GetOrganizationsMembersReplies, GetOrganizationsReplies } from '@usher/domain/contract/organisations';
import { waitForPosition } from '../consistency/wait-for-position.ts';
import { addressesOf, mediaLibraryOf, membersOf, organisationOf } from './organisation-queries.ts';

/** The asker's own organisation: nothing here takes an organisation id, so nobody can ask for another's. */
export function organisationQueryRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['organisations'];

    app.get('/api/v2/organizations', { config: { need: 'signed_in' }, schema: { tags, response: GetOrganizationsReplies } }, async (request) => {
      const { user } = request;
      await waitForPosition(context, request, 'organisations');
      return organisationOf(context.db, user);
    });

    app.get('/api/v2/addresses', { config: { need: 'signed_in' }, schema: { tags, response: GetAddressesReplies } }, async (request) => {
      const { user } = request;
      await waitForPosition(context, request, 'organisations');
      return addressesOf(context.db, user.organisation_id);
    });

    app.get('/api/v2/organizations/members', { config: { need: 'signed_in' }, schema: { tags, response: GetOrganizationsMembersReplies } }, async (request) => {
      const { user } = request;
      return membersOf(context.db, user);
    });

    app.get('/api/v2/media', { config: { need: 'signed_in' }, schema: { tags: ['media'], response: GetMediaLibraryReplies } }, async (request) => {
      const { user } = request;
      return mediaLibraryOf(context.db, user, mediaQuotaBytes());
    });
  };
}
