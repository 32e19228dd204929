import { z } from 'zod';
import { IdParams } from '@usher/domain/contract/request-params';
import { safeId, safeText } from '@usher/domain/validation/safe-text';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '@usher/infra/context';
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
import {
  addAddress,
  changeMemberRole,
  inviteMembers,
  MAX_INVITATIONS_AT_ONCE,
  progressOnboarding,
  removeAddress,
  updateAddress,
  updateOrganisationProfile,
} from './organisation-handlers.ts';
import { organisationObjects } from './organisation-objects.ts';

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
    const tags = ['organisations'];
    const objects = organisationObjects(context);

    app.post(
      '/api/v2/organizations',
      { config: { need: ['update', 'organisation'] }, schema: { body: ProfileBody, tags, response: PostOrganizationsReplies } },
      async (request) => {
        const { user } = request;
        return updateOrganisationProfile(context, user, request.body, request.metadata);
      },
    );

    app.post(
      '/api/v2/organizations/onboarding',
      { config: { need: ['update', 'organisation'] }, schema: { body: OnboardingBody, tags, response: PostOrganizationsOnboardingReplies } },
      async (request) => {
        const { user } = request;
        return progressOnboarding(context, user, request.body, request.metadata);
      },
    );

    app.post(
      '/api/v2/organizations/invitations',
      { config: { need: ['update', 'organisation'] }, schema: { body: InvitationsBody, tags, response: PostOrganizationsInvitationsReplies } },
      async (request, reply) => {
        const { user } = request;
        return reply.code(201).send(await inviteMembers(context, user, request.body, request.metadata));
      },
    );

    app.post(
      '/api/v2/organizations/members/:id/role',
      {
        config: { need: ['update', 'organisation_object'], organisationObjectOf: objects.member },
        schema: { params: IdParams, body: RoleBody, tags, response: PostOrganizationsMembersRoleReplies },
      },
      async (request) => {
        const { user } = request;
        return changeMemberRole(context, user, await objects.memberNamedBy(request), request.body.default_event_role, request.metadata);
      },
    );

    app.post(
      '/api/v2/addresses',
      { config: { need: ['update', 'organisation'] }, schema: { body: LocationBody, tags, response: PostAddressesReplies } },
      async (request, reply) => {
        const { user } = request;
        return reply.code(201).send(await addAddress(context, user, request.body, request.metadata));
      },
    );

    app.put(
      '/api/v2/addresses/:id',
      {
        config: { need: ['update', 'organisation_object'], organisationObjectOf: objects.address },
        schema: { params: IdParams, body: LocationBody, tags, response: PutAddressesReplies },
      },
      async (request) => {
        const { user } = request;
        return updateAddress(context, user, await objects.addressNamedBy(request), request.body, request.metadata);
      },
    );

    app.delete(
      '/api/v2/addresses/:id',
      {
        config: { need: ['update', 'organisation_object'], organisationObjectOf: objects.address },
        schema: { params: IdParams, tags, response: DeleteAddressesReplies },
      },
      async (request, reply) => {
        const { user } = request;
        await removeAddress(context, user, await objects.addressNamedBy(request), request.metadata);
        return reply.code(204).send();
      },
    );
  };
}
