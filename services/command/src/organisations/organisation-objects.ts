import type { FastifyRequest } from 'fastify';
import { DomainError } from '@usher/domain/deciders/domain-error';
import { isUuid } from '@usher/domain/ids/uuid';
import type { OrganisationObjectOf } from '@usher/infra/http/declared-access';
import { foundPerRequest } from '@usher/infra/http/found-per-request';
import type { ServiceContext } from '@usher/infra/context';
import { loadOrganisation, type FoundAddress } from './organisation-handlers.ts';

const idOf = (request: FastifyRequest) => (request.params as { id: string }).id;

/**
 * The objects of the organisation that its routes name by id, found for the access hook
 * (`config.organisationObjectOf`) and then handed to the handler: the caller's own
 * organisation is the only place looked in, so another organisation's is a 404.
 */
export function organisationObjects(context: ServiceContext) {
  const addressNamedBy = foundPerRequest(async (request): Promise<FoundAddress> => {
    const state = await loadOrganisation(context, request.user.organisation_id);
    const address = state.addresses.get(idOf(request));
    if (!address) throw DomainError.notFound('address');
    return { state, addressId: idOf(request), address };
  });
  const memberNamedBy = foundPerRequest(async (request) => {
    const id = idOf(request);
    const member = isUuid(id)
      ? await context.db.selectFrom('users').select('id').where('id', '=', id).where('organisation_id', '=', request.user.organisation_id).executeTakeFirst()
      : undefined;
    if (!member) throw DomainError.notFound('member');
    return member;
  });
  // Nobody counts as an address's or a member's maker: only the organisation's editors change them.
  const address: OrganisationObjectOf = { object: 'address', find: async (request) => (await addressNamedBy(request), { made_by: null }) };
  const member: OrganisationObjectOf = { object: 'member', find: async (request) => (await memberNamedBy(request), { made_by: null }) };
  return { address, addressNamedBy, member, memberNamedBy };
}
