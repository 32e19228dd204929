import { randomBytes } from 'node:crypto';
import { streamIds, type DomainEvent } from '@usher/events';
import { fold } from '@usher/domain/deciders/decider';
import { DomainError } from '@usher/domain/deciders/domain-error';
import {
  provedOwnerOf,
  ssoDomainDecider,
  ssoDomainStatusOf,
  verificationRecordOf,
  type SsoDomainCommand,
  type SsoDomainState,
  type SsoDomainStatus,
} from '@usher/domain/sso/sso-domain-decider';
import type { ServiceContext } from '@usher/infra/context';
import type { AppendRequest, EventMetadata } from '@usher/infra/eventstore/types';
import { toDomainEvent, toNewEvent } from '../handling/decision-steps.ts';
import { providerFor, type ProviderRow } from './provider-store.ts';

/** A domain's stream as read for a decision: its folded state and the version to append after. */
export interface LoadedDomain {
  state: SsoDomainState;
  version: number;
}

/** One domain of an organisation's provider as its settings screen shows it. */
export interface DomainClaimView {
  domain: string;
  status: SsoDomainStatus;
  /** The TXT record that proves the claim; null when the organisation does not claim the domain. */
  txt_record: { name: string; value: string } | null;
}

export async function loadDomains(context: ServiceContext, domains: readonly string[]): Promise<Map<string, LoadedDomain>> {
  const streams = await context.store.readStreams(domains.map(streamIds.ssoDomain));
  return new Map(
    domains.map((domain) => {
      const events = streams.get(streamIds.ssoDomain(domain)) ?? [];
      return [domain, { state: fold(ssoDomainDecider, events.map(toDomainEvent)), version: events.at(-1)?.streamPosition ?? 0 }];
    }),
  );
}

/** The organisation that proved a domain, if any: the only one whose provider speaks for its addresses. */
export async function provedOwnerOfDomain(context: ServiceContext, domain: string): Promise<string | null> {
  const loaded = await loadDomains(context, [domain]);
  return provedOwnerOf(loaded.get(domain)!.state);
}

/** The provider of the organisation that proved an address's domain: the login form offers it to that address. */
export async function providerOfProvedDomain(context: ServiceContext, domain: string): Promise<ProviderRow | undefined> {
  const owner = await provedOwnerOfDomain(context, domain);
  return owner ? providerFor(context.db, owner) : undefined;
}

export function claimViewOf(domain: string, state: SsoDomainState, organisationId: string): DomainClaimView {
  const claim = state.claims[organisationId];
  const status = ssoDomainStatusOf(state, organisationId);
  return { domain, status, txt_record: claim && status !== 'unclaimed' ? verificationRecordOf(domain, claim.token) : null };
}

export async function claimViewsOf(context: ServiceContext, organisationId: string, domains: readonly string[]): Promise<DomainClaimView[]> {
  const loaded = await loadDomains(context, domains);
  return domains.map((domain) => claimViewOf(domain, loaded.get(domain)!.state, organisationId));
}

/** An unguessable value of the organisation's own, for the TXT record: public once published, so not a secret. */
function newVerificationToken(): string {
  return randomBytes(18).toString('base64url');
}

/**
 * The appends that make an organisation claim exactly `wanted` of its domains: a claim for each
 * new one, a release for each it drops. A domain another organisation proved is refused for the
 * provider's form (422 on email_domains), and nothing is appended.
 */
export function claimChanges(
  loaded: Map<string, LoadedDomain>,
  organisationId: string,
  wanted: readonly string[],
  dropped: readonly string[],
  metadata: EventMetadata,
): AppendRequest[] {
  const commands: [string, SsoDomainCommand][] = [
    ...wanted.map((domain): [string, SsoDomainCommand] => [
      domain,
      { type: 'ClaimSsoDomain', domain, organisation_id: organisationId, verification_token: newVerificationToken() },
    ]),
    ...dropped.map((domain): [string, SsoDomainCommand] => [domain, { type: 'ReleaseSsoDomain', organisation_id: organisationId }]),
  ];
  const taken: string[] = [];
  const requests: AppendRequest[] = [];
  for (const [domain, command] of commands) {
    const { state, version } = loaded.get(domain)!;
    let events: DomainEvent[];
    try {
      events = ssoDomainDecider.decide(command, state);
    } catch (error) {
      if (!(error instanceof DomainError) || error.code !== 'sso_domain_taken') throw error;
      taken.push(error.message);
      continue;
    }
    if (events.length > 0)
      requests.push({ streamId: streamIds.ssoDomain(domain), expectedVersion: version, events: events.map((event) => toNewEvent(event, metadata)) });
  }
  if (taken.length > 0) throw DomainError.validation({ email_domains: taken });
  return requests;
}
