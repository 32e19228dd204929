import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { safeId, safeText } from '@usher/domain/validation/safe-text';
import { DomainError } from '@usher/domain/deciders/domain-error';
import { isUuid } from '@usher/domain/ids/uuid';
import { PostSsoDomainProofReplies } from '@usher/domain/contract/sso';
import type { ServiceContext } from '@usher/infra/context';
import { isDomainName } from './provider-rules.ts';
import { organisationManagedBy, requireSsoAdministrator } from './provider-routes.ts';
import { approveDomain, checkDomainNow } from './domain-proof.ts';
import { refuseOverLimit } from './sso-rate-limit.ts';

const DomainParams = z.object({ domain: safeText({ max: 253 }).describe('A domain the organisation claims for its provider, e.g. acme.com.') });
const ApprovalBody = z.object({
  organisation_id: safeId().describe('The organisation whose claim is approved.'),
  domain: safeText({ max: 253 }),
});

// Each check asks DNS: a few a minute are plenty for a person waiting on their record.
const CHECK_LIMIT = { max: 20, windowSeconds: 60 };

/** A domain as typed or in a path: lower case; what is no domain name claims nothing (404). */
function claimedDomainOf(raw: string): string {
  const domain = raw.trim().toLowerCase();
  if (!isDomainName(domain)) throw new DomainError('not_found', 'sso_domain_not_found', 'The organisation does not claim this email domain.');
  return domain;
}

/** Proving an organisation's email domains: by its TXT record ("Check now"), or by an administrator of the instance. */
export function ssoDomainRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/organization/sso-provider/domains/:domain/check',
      { config: { need: 'signed_in' }, schema: { params: DomainParams, tags: ['sso'], response: PostSsoDomainProofReplies } },
      async (request) => {
        const { user } = request;
        const organisationId = organisationManagedBy(user);
        const domain = claimedDomainOf(request.params.domain);
        await refuseOverLimit(context, `sso-domain-check:organisation:${organisationId}`, CHECK_LIMIT);
        return checkDomainNow(context, organisationId, domain, request.metadata);
      },
    );

    app.post(
      '/api/admin/sso-domains/approve',
      { config: { need: ['administer', 'instance'] }, schema: { body: ApprovalBody, tags: ['sso'], response: PostSsoDomainProofReplies } },
      async (request) => {
        const { user } = request;
        requireSsoAdministrator(user);
        const domain = claimedDomainOf(request.body.domain);
        if (!isUuid(request.body.organisation_id)) throw DomainError.notFound('organisation');
        return approveDomain(context, request.body.organisation_id, domain, request.metadata);
      },
    );
  };
}
