import { describe, expect, it } from 'vitest';
import type { DomainEvent } from '@usher/events';
import { fold } from '../../src/deciders/decider.ts';
import { givenFor } from '../deciders/given-when-then.ts';
import { provedOwnerOf, ssoDomainDecider, ssoDomainStatusOf } from '../../src/sso/sso-domain-decider.ts';

const ACME = '11111111-1111-4111-8111-111111111111';
const RIVAL = '22222222-2222-4222-8222-222222222222';
const given = givenFor(ssoDomainDecider);

const claim = (organisation_id: string, verification_token = `token-of-${organisation_id}`) => ({
  type: 'ClaimSsoDomain' as const,
  domain: 'acme.test',
  organisation_id,
  verification_token,
});
const claimed = (organisation_id: string, verification_token = `token-of-${organisation_id}`): DomainEvent => ({
  type: 'SsoDomainClaimed',
  data: { domain: 'acme.test', organisation_id, verification_token },
});
const proved = (organisation_id: string, method: 'dns_txt' | 'administrator' = 'dns_txt'): DomainEvent => ({
  type: 'SsoDomainProved',
  data: { domain: 'acme.test', organisation_id, method },
});
const released = (organisation_id: string): DomainEvent => ({ type: 'SsoDomainReleased', data: { domain: 'acme.test', organisation_id } });
const statusOf = (organisationId: string, ...history: DomainEvent[]) => ssoDomainStatusOf(fold(ssoDomainDecider, history), organisationId);

describe('ssoDomainDecider', () => {
  it('lets several organisations claim a domain nobody proved, each with its own token, and a claim again changes nothing', () => {
    given()
      .when(claim(ACME))
      .then([claimed(ACME)]);
    given(claimed(ACME))
      .when(claim(RIVAL))
      .then([claimed(RIVAL)]);
    given(claimed(ACME)).when(claim(ACME, 'another')).then([]);
  });

  it('gives the first organisation to prove it the domain, and refuses every other claim and proof while it holds it', () => {
    given(claimed(ACME))
      .when({ type: 'ProveSsoDomain', organisation_id: ACME, method: 'dns_txt' })
      .then([proved(ACME)]);
    given(claimed(ACME), claimed(RIVAL), proved(ACME))
      .when({ type: 'ProveSsoDomain', organisation_id: RIVAL, method: 'administrator' })
      .thenRefuses({ kind: 'conflict', code: 'sso_domain_taken' });
    given(claimed(ACME), proved(ACME)).when(claim(RIVAL)).thenRefuses({ kind: 'conflict', code: 'sso_domain_taken' });
    given(claimed(ACME), proved(ACME)).when({ type: 'ProveSsoDomain', organisation_id: ACME, method: 'administrator' }).then([]);
    expect(statusOf(RIVAL, claimed(ACME), claimed(RIVAL), proved(ACME))).toBe('taken');
  });

  it('proves only a domain the organisation claims now', () => {
    given().when({ type: 'ProveSsoDomain', organisation_id: ACME, method: 'administrator' }).thenRefuses({ kind: 'not_found', code: 'sso_domain_not_found' });
    given(claimed(ACME), released(ACME))
      .when({ type: 'ProveSsoDomain', organisation_id: ACME, method: 'dns_txt' })
      .thenRefuses({ kind: 'not_found', code: 'sso_domain_not_found' });
  });

  it('frees a proved domain when its organisation lets it go, and keeps that organisation’s token for a later claim', () => {
    const history = [claimed(ACME, 'first-token'), proved(ACME), released(ACME)];
    expect(provedOwnerOf(fold(ssoDomainDecider, history))).toBeNull();
    given(...history)
      .when(claim(RIVAL))
      .then([claimed(RIVAL)]);
    given(...history)
      .when(claim(ACME, 'second-token'))
      .then([claimed(ACME, 'first-token')]);
    given(claimed(ACME)).when({ type: 'ReleaseSsoDomain', organisation_id: RIVAL }).then([]);
  });

  it('names each state the settings screen shows', () => {
    expect(statusOf(ACME)).toBe('unclaimed');
    expect(statusOf(ACME, claimed(ACME))).toBe('waiting');
    expect(statusOf(ACME, claimed(ACME), proved(ACME))).toBe('proved');
    expect(statusOf(ACME, claimed(ACME), proved(ACME, 'administrator'))).toBe('approved');
    expect(statusOf(ACME, claimed(ACME), proved(ACME), released(ACME))).toBe('unclaimed');
  });
});
