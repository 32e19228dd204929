// Organisations, their addresses, SSO domain claims and webhook endpoints.
import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from '@usher/infra/db/schema';

/** An organisation's profile (migration 050), projected from its stream. */
export interface RmOrganisationsTable {
  organisation_id: string;
  name: string | null;
  logo_media_id: string | null;
  timezone: string | null;
  onboarding_step: Generated<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** An organisation's addresses (migration 050), projected from its stream. */
export interface RmOrganisationAddressesTable {
  address_id: string;
  organisation_id: string;
  name: string | null;
  address: string | null;
  address_2: string | null;
  postal_code: string | null;
  city: string | null;
  state_region_code: string | null;
  state_region: string | null;
  country_code: string;
  country: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Organisations' claims to email domains for single sign-on (migration 064), projected from the sso-domain streams. */
export interface RmSsoDomainClaimsTable {
  domain: string;
  organisation_id: string;
  verification_token: string;
  status: 'waiting' | 'proved' | 'approved';
  claimed_by_user_id: string | null;
  claimed_by_name: string | null;
  claimed_at: Timestamp;
  proved_at: Timestamp | null;
}

/** Webhook endpoints as the screens list them (projected from `webhook-endpoint-{id}` streams). */
export interface RmWebhookEndpointsTable {
  id: string;
  organisation_id: string;
  event_uuid: string | null;
  url: string;
  description: string;
  event_types: ColumnType<string[], string[], string[]>;
  enabled: boolean;
  disabled_reason: string | null;
  disabled_at: Timestamp | null;
  created_by: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}
