import { z } from 'zod';
import { IdParams } from '@usher/domain/contract/request-params';
import { safeId, safeText } from '@usher/domain/validation/safe-text';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '@usher/infra/context';
import { authenticate, authenticateBeforeValidation } from '@usher/infra/http/authenticate';
import { metadataFor } from '@usher/infra/http/request-metadata';
import { eventRole, onboardingStep } from '@usher/events';
import {
  DeleteAddressesReplies,
  PostAddressesReplies,
  PostOrganizationsInvitationsReplies,
  PostOrganizationsMembersRoleReplies,
  PostOrganizationsOnboardingReplies,
  PostOrganizationsReplies,
  PutAddressesReplies,
} from '@usher/domain/contract/organisations';
import { LocationBody } from '../events/event-schemas.ts';
import { addAddress, changeMemberRole, inviteMembers, MAX_INVITATIONS_AT_ONCE, progressOnboarding, removeAddress, updateAddress, updateOrganisationProfile } from './organisation-handlers.ts';

const ProfileBody = z.object({
  name: safeText({ max: 10_000 }).nullish(),
  logo_media_id: safeId().nullish().describe('A media-library image of the organisation; null removes the logo.'),
  timezone: safeText({ max: 100 }).nullish(),
});
const OnboardingBody = z.object({ step: onboardingStep, skipped: z.boolean().default(false) });
const InvitationsBody = z.object({ emails: z.array(safeText({ max: 320 })).max(MAX_INVITATIONS_AT_ONCE * 5), default_event_role: eventRole.default('editor') });
const RoleBody = z.object({ default_event_role: eventRole });

/** Issue 18 section 3: the asker's organisation, its addresses, onboarding and members. */
export function organisationRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    authenticateBeforeValidation(app, context);
    const tags = ['organisations'];

    app.post('/api/v2/organizations', { schema: { body: ProfileBody, tags, response: PostOrganizationsReplies } }, async (request) => {
      const user = await authenticate(context, request);
      return updateOrganisationProfile(context, user, request.body, metadataFor(request, user, null));
    });

    app.post('/api/v2/organizations/onboarding', { schema: { body: OnboardingBody, tags, response: PostOrganizationsOnboardingReplies } }, async (request) => {
      const user = await authenticate(context, request);
      return progressOnboarding(context, user, request.body, metadataFor(request, user, null));
    });

    app.post('/api/v2/organizations/invitations', { schema: { body: InvitationsBody, tags, response: PostOrganizationsInvitationsReplies } }, async (request, reply) => {
      const user = await authenticate(context, request);
      return reply.code(201).send(await inviteMembers(context, user, request.body, metadataFor(request, user, null)));
    });

    app.post('/api/v2/organizations/members/:id/role', { schema: { params: IdParams, body: RoleBody, tags, response: PostOrganizationsMembersRoleReplies } }, async (request) => {
      const user = await authenticate(context, request);
      return changeMemberRole(context, user, request.params.id, request.body.default_event_role, metadataFor(request, user, null));
    });

    app.post('/api/v2/addresses', { schema: { body: LocationBody, tags, response: PostAddressesReplies } }, async (request, reply) => {
      const user = await authenticate(context, request);
      return reply.code(201).send(await addAddress(context, user, request.body, metadataFor(request, user, null)));
    });

    app.put('/api/v2/addresses/:id', { schema: { params: IdParams, body: LocationBody, tags, response: PutAddressesReplies } }, async (request) => {
      const user = await authenticate(context, request);
      return updateAddress(context, user, request.params.id, request.body, metadataFor(request, user, null));
    });

    app.delete('/api/v2/addresses/:id', { schema: { params: IdParams, tags, response: DeleteAddressesReplies } }, async (request, reply) => {
      const user = await authenticate(context, request);
      await removeAddress(context, user, request.params.id, metadataFor(request, user, null));
      return reply.code(204).send();
    });
  };
}
