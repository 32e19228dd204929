import { streamIds } from '@usher/events';
import { DomainError } from '@usher/domain/deciders/domain-error';
import { ssoDomainDecider, ssoDomainStatusOf, verificationRecordOf, type SsoDomainProofMethod } from '@usher/domain/sso/sso-domain-decider';
import type { ServiceContext } from '@usher/infra/context';
import type { EventMetadata } from '@usher/infra/eventstore/types';
import { lookUpTxtRecords } from '@usher/infra/dns/txt-records';
import { HttpError } from '@usher/infra/http/errors';
import { execute } from '../handling/execute.ts';
import { claimViewOf, loadDomains, type DomainClaimView } from './domain-claims.ts';

async function prove(context: ServiceContext, organisationId: string, domain: string, method: SsoDomainProofMethod, metadata: EventMetadata) {
  const streamId = streamIds.ssoDomain(domain);
  const result = await execute(context.store, ssoDomainDecider, [{ streamId, command: { type: 'ProveSsoDomain', organisation_id: organisationId, method } }], {
    ...metadata,
    organisation_id: organisationId,
  });
  return { data: claimViewOf(domain, result.states.get(streamId)!, organisationId), position: result.position };
}

/**
 * "Check now": asks DNS for the TXT record of the organisation's claim and, when it is there,
 * proves the domain. No record yet is a 409 that says what to publish; DNS that does not answer
 * is a 503, never taken for "no record".
 */
export async function checkDomainNow(
  context: ServiceContext,
  organisationId: string,
  domain: string,
  metadata: EventMetadata,
): Promise<{ data: DomainClaimView; position: string }> {
  const { state } = (await loadDomains(context, [domain])).get(domain)!;
  // Only a claim waiting for its proof asks DNS; the decider answers for the others.
  if (ssoDomainStatusOf(state, organisationId) !== 'waiting') return prove(context, organisationId, domain, 'dns_txt', metadata);
  const record = verificationRecordOf(domain, state.claims[organisationId]!.token);
  const answer = await lookUpTxtRecords(record.name);
  if (answer.kind === 'failed') throw new HttpError(503, `The DNS servers did not answer about ${record.name}. Try again in a few minutes.`, 'dns_unavailable');
  if (answer.kind === 'none' || !answer.values.includes(record.value)) {
    throw new DomainError(
      'conflict',
      'domain_record_missing',
      `No TXT record "${record.value}" at ${record.name} yet. A new record can take a while to show; check again later.`,
    );
  }
  return prove(context, organisationId, domain, 'dns_txt', metadata);
}

/** An administrator of the instance vouches for an organisation's claim by hand (they checked it another way). */
export function approveDomain(
  context: ServiceContext,
  organisationId: string,
  domain: string,
  metadata: EventMetadata,
): Promise<{ data: DomainClaimView; position: string }> {
  return prove(context, organisationId, domain, 'administrator', metadata);
}
