import type { DomainEvent, EventData, StreamEvent } from '@usher/events';
import type { Decider } from '../deciders/decider.ts';
import { DomainError } from '../deciders/domain-error.ts';

/**
 * An email domain that organisations' single sign-on providers claim (stream `sso-domain-{domain}`).
 * Any organisation may claim a domain nobody has proved; the first to prove it holds it, and no
 * other organisation can claim it until that one lets it go. Only a proved domain's addresses are
 * offered the organisation's provider on the login form and trusted when it creates accounts.
 */
export type SsoDomainProofMethod = EventData<'SsoDomainProved'>['method'];

export interface SsoDomainState {
  domain: string | null;
  /**
   * Each organisation that ever claimed the domain: its token, kept when it lets the domain go so
   * that a record it published still proves a later claim, and whether it claims the domain now.
   */
  claims: Record<string, { token: string; active: boolean }>;
  proved: { organisation_id: string; method: SsoDomainProofMethod } | null;
}

export type SsoDomainCommand =
  | { type: 'ClaimSsoDomain'; domain: string; organisation_id: string; verification_token: string }
  | { type: 'ProveSsoDomain'; organisation_id: string; method: SsoDomainProofMethod }
  | { type: 'ReleaseSsoDomain'; organisation_id: string };

/** Where a claim stands for one organisation, as its settings screen and the administrators' list show it. */
export type SsoDomainStatus = 'unclaimed' | 'waiting' | 'proved' | 'approved' | 'taken';

export function ssoDomainStatusOf(state: SsoDomainState, organisationId: string): SsoDomainStatus {
  if (!state.claims[organisationId]?.active) return 'unclaimed';
  if (!state.proved) return 'waiting';
  if (state.proved.organisation_id !== organisationId) return 'taken';
  return state.proved.method === 'administrator' ? 'approved' : 'proved';
}

/** The organisation that holds the domain, if one proved it. */
export function provedOwnerOf(state: SsoDomainState): string | null {
  return state.proved?.organisation_id ?? null;
}

/** The TXT record an organisation publishes to prove a domain: at a name of its own, so it sits beside the domain's other records. */
export function verificationRecordOf(domain: string, token: string): { name: string; value: string } {
  return { name: `_usher-verification.${domain}`, value: `usher-domain-verification=${token}` };
}

const taken = (domain: string) => new DomainError('conflict', 'sso_domain_taken', `${domain} is already proved by another organisation.`);
const notClaimed = () => new DomainError('not_found', 'sso_domain_not_found', 'The organisation does not claim this email domain.');

export const ssoDomainDecider: Decider<SsoDomainState, SsoDomainCommand, StreamEvent<'sso_domain'>> = {
  initialState: () => ({ domain: null, claims: {}, proved: null }),

  evolve(state, event: DomainEvent) {
    switch (event.type) {
      case 'SsoDomainClaimed':
        return {
          ...state,
          domain: event.data.domain,
          claims: { ...state.claims, [event.data.organisation_id]: { token: event.data.verification_token, active: true } },
        };
      case 'SsoDomainProved':
        return { ...state, proved: { organisation_id: event.data.organisation_id, method: event.data.method } };
      case 'SsoDomainReleased': {
        const claim = state.claims[event.data.organisation_id];
        return {
          ...state,
          claims: claim ? { ...state.claims, [event.data.organisation_id]: { ...claim, active: false } } : state.claims,
          proved: state.proved?.organisation_id === event.data.organisation_id ? null : state.proved,
        };
      }
      default:
        return state;
    }
  },

  decide(command, state): StreamEvent<'sso_domain'>[] {
    switch (command.type) {
      case 'ClaimSsoDomain': {
        const { domain, organisation_id } = command;
        if (state.proved && state.proved.organisation_id !== organisation_id) throw taken(domain);
        const earlier = state.claims[organisation_id];
        if (earlier?.active) return [];
        return [{ type: 'SsoDomainClaimed', data: { domain, organisation_id, verification_token: earlier?.token ?? command.verification_token } }];
      }
      case 'ProveSsoDomain': {
        if (!state.domain || !state.claims[command.organisation_id]?.active) throw notClaimed();
        if (state.proved) {
          if (state.proved.organisation_id !== command.organisation_id) throw taken(state.domain);
          return [];
        }
        return [{ type: 'SsoDomainProved', data: { domain: state.domain, organisation_id: command.organisation_id, method: command.method } }];
      }
      case 'ReleaseSsoDomain':
        if (!state.domain || !state.claims[command.organisation_id]?.active) return [];
        return [{ type: 'SsoDomainReleased', data: { domain: state.domain, organisation_id: command.organisation_id } }];
    }
  },
};
