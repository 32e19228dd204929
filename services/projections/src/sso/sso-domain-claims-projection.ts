import { toDomainEvent } from '@usher/events';
import { PROJECTION_MANIFEST } from '@usher/events/projection-manifest';
import type { Projection } from '../runner/projection.ts';

/**
 * rm_sso_domain_claims: each organisation's claim to an email domain, waiting for its proof or
 * proved (by its TXT record, or approved by an administrator), for the instance's administrators
 * to review. A released claim is deleted. No screen follows it live, so nothing is published.
 */
export const ssoDomainClaimsProjection: Projection = {
  name: 'sso_domain_claims',
  tables: ['rm_sso_domain_claims'],
  handles: PROJECTION_MANIFEST.sso_domain_claims,

  async apply(trx, stored) {
    const event = toDomainEvent(stored);
    const at = new Date(stored.recordedAt).toISOString();
    switch (event.type) {
      case 'SsoDomainClaimed': {
        const { domain, organisation_id, verification_token } = event.data;
        const { actor } = stored.metadata;
        const claim = {
          verification_token,
          status: 'waiting' as const,
          claimed_by_user_id: actor.type === 'user' ? actor.id : null,
          claimed_by_name: actor.name ?? null,
          claimed_at: at,
          proved_at: null,
        };
        await trx
          .insertInto('rm_sso_domain_claims')
          .values({ domain, organisation_id, ...claim })
          .onConflict((conflict) => conflict.columns(['domain', 'organisation_id']).doUpdateSet(claim))
          .execute();
        return null;
      }
      case 'SsoDomainProved': {
        const { domain, organisation_id, method } = event.data;
        await trx
          .updateTable('rm_sso_domain_claims')
          .set({ status: method === 'administrator' ? 'approved' : 'proved', proved_at: at })
          .where('domain', '=', domain)
          .where('organisation_id', '=', organisation_id)
          .execute();
        return null;
      }
      case 'SsoDomainReleased':
        await trx
          .deleteFrom('rm_sso_domain_claims')
          .where('domain', '=', event.data.domain)
          .where('organisation_id', '=', event.data.organisation_id)
          .execute();
        return null;
      default:
        return null;
    }
  },
};
