import type { ColumnType, Generated, JSONColumnType } from 'kysely';

export type Timestamp = ColumnType<Date, Date | string, Date | string>;
export type DefaultedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
export type Json<T extends object | null = Record<string, unknown>> = JSONColumnType<T, string, string>;

export interface EsEventsTable {
  global_position: ColumnType<string, never, never>;
  transaction_id: ColumnType<string, never, never>;
  event_id: string;
  stream_id: string;
  stream_position: number;
  type: string;
  schema_version: number;
  data: Json<Record<string, unknown>>;
  metadata: Json<Record<string, unknown>>;
  recorded_at: DefaultedTimestamp;
}

export interface EsIdempotencyTable {
  actor_key: string;
  idempotency_key: string;
  status: number;
  response: Json;
  created_at: DefaultedTimestamp;
}

/** A stream's state as bulk commands fold it (migration 028): a cache of the log. */
export interface EsDecisionSnapshotsTable {
  stream_id: string;
  revision: string;
  version: number;
  state: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ProjectionCheckpointsTable {
  name: string;
  transaction_id: ColumnType<string, string | undefined, string>;
  global_position: ColumnType<string, string | number | undefined, string | number>;
  updated_at: DefaultedTimestamp;
}

export interface UsersTable {
  id: string;
  organisation_id: string;
  first_name: string;
  last_name: string;
  email: string;
  password_hash: string;
  is_admin: Generated<boolean>;
  profile_image_src: string | null;
  /** The role on the organisation's events that name none for this account. */
  default_event_role: Generated<string>;
  created_at: DefaultedTimestamp;
  /** When the owner proved the address (migration 033); null until then. */
  email_verified_at: Date | null;
  /** Set by an administrator's temporary password (migration 037): the person must choose their own first. */
  password_change_required: Generated<boolean>;
  /** Set while an instance administrator has disabled the account (migration 041): it cannot sign in. */
  disabled_at: Generated<Date | null>;
  /** An instance administrator requires this account to have a second factor (migration 039). */
  two_factor_required: Generated<boolean>;
  /** The account's proved phone number, E.164 (migration 040). */
  phone_number: Generated<string | null>;
  phone_verified_at: Generated<Date | null>;
}

/** Outstanding password reset links (migration 037), hashed; never in the log. */
export interface PasswordResetsTable {
  token_hash: string;
  user_id: string;
  created_at: Timestamp;
  expires_at: Timestamp;
}

/** A change of address waiting for the new address's proof (migration 038), hashed; never in the log. */
export interface EmailChangesTable {
  user_id: string;
  new_email: string;
  code_hash: string;
  link_hash: string;
  wrong_attempts: Generated<number>;
  created_at: Timestamp;
  expires_at: Timestamp;
}

/** A phone verification code waiting to be entered (migration 040), hashed. */
export interface PhoneVerificationsTable {
  user_id: string;
  phone_number: string;
  code_hash: string;
  wrong_attempts: Generated<number>;
  created_at: Timestamp;
  expires_at: Timestamp;
}

/** Outstanding email verification codes (migration 033), hashed; never in the log. */
export interface EmailVerificationsTable {
  id: string;
  user_id: string;
  email: string;
  code_hash: string;
  link_hash: string;
  wrong_attempts: Generated<number>;
  created_at: Timestamp;
  expires_at: Timestamp;
}

export interface SessionsTable {
  token_hash: string;
  user_id: string;
  created_at: DefaultedTimestamp;
  expires_at: Timestamp;
  ip: string | null;
  user_agent: string | null;
  /** Set on a session an instance administrator opened as this user (login-as). */
  impersonator_id: Generated<string | null>;
  /** When the person last proved who they are in this session: login, or a password confirmation (migration 036). */
  authenticated_at: DefaultedTimestamp;
  /** The session's public id (migration 041): the list of sessions names it, never the token's hash. */
  id: Generated<string>;
  /** When authenticate() last accepted it, at most once a minute (migration 041); the idle timeout counts from it. */
  last_seen_at: DefaultedTimestamp;
}

/** Devices (user agent and address, hashed) each account signed in from (migration 042): a new one mails the owner. */
export interface LoginKnownDevicesTable {
  user_id: string;
  device_hash: string;
  first_seen_at: DefaultedTimestamp;
}

/** Integrators' API tokens: only the hash of the token is kept. */
export interface ApiTokensTable {
  id: string;
  organisation_id: string;
  user_id: string;
  name: string;
  scopes: ColumnType<string[], string[], string[]>;
  token_hash: string;
  prefix: string;
  created_at: DefaultedTimestamp;
  last_used_at: Timestamp | null;
  revoked_at: Timestamp | null;
}

/** Where each account has logged in from: those addresses stay open while the account is under attack. */
export interface LoginKnownAddressesTable {
  user_id: string;
  ip: string;
  last_login_at: DefaultedTimestamp;
}

export interface RateLimitHitsTable {
  bucket: string;
  hit_at: DefaultedTimestamp;
}

export interface InstanceSecretsTable {
  name: string;
  value: string;
}

/** The instance's settings (migration 048): one row at most; the SMTP password never leaves the command side. */
export interface InstanceSettingsTable {
  id: Generated<number>;
  name: string;
  support_email: string;
  signup_mode: 'open' | 'invitation' | 'closed';
  smtp_host: string | null;
  smtp_port: number | null;
  smtp_tls_mode: Generated<'tls' | 'starttls' | 'none'>;
  smtp_user: string | null;
  smtp_password: string | null;
  smtp_sender: string | null;
  updated_at: DefaultedTimestamp;
}

/** The dashboard's colours and logo (migration 049): one row at most. */
export interface InstanceThemeTable {
  id: Generated<number>;
  colors: JSONColumnType<Record<string, string>>;
  logo_media_id: string | null;
  updated_at: DefaultedTimestamp;
}

/** Test mails a server accepted (migration 069): when and which kind, for the admin dashboard's count. */
export interface TestMailsSentTable {
  id: string;
  kind: 'message-test' | 'smtp-configuration-test';
  sent_at: DefaultedTimestamp;
}

export interface MailDeliveriesTable {
  source_event_id: string;
  recipient: string;
  kind: string;
  /** 'deferred': the recipient's server answered 4xx; tried again at retry_at, given up ('failed') after the last try. */
  status: 'sent' | 'failed' | 'deferred';
  error: string | null;
  message_id: string | null;
  sent_at: DefaultedTimestamp;
  tries: ColumnType<number, number | undefined, number>;
  retry_at: Date | null;
  /** The global position of the logged event that asked for the message (a deferred one is written again from it). */
  source_position: string | null;
}

/** Each floor-plan piece's id, reserved for the event that first created it (migration 064): the command side's, written with the save. */
export interface SeatingPieceIdsTable {
  id: string;
  event_uuid: string;
  kind: string;
}

/** Pass images (migration 023): immutable, served at /media/{id}. */
export interface MediaTable {
  id: string;
  organisation_id: string;
  uploaded_by: string;
  file_name: string;
  mime_type: string;
  size_bytes: number;
  bytes: Buffer;
  created_at: DefaultedTimestamp;
  /** A small copy made at upload (migration 051); null for images stored before. */
  thumbnail: Buffer | null;
  /** The name people gave it in the media library; null shows the file name. */
  title: string | null;
}

/** Invitations by email to join an organisation (migration 051), found again at sign-up. */
export interface OrganisationInvitationsTable {
  id: string;
  organisation_id: string;
  email: string;
  default_event_role: string;
  invited_by: string;
  accepted_by: string | null;
  created_at: DefaultedTimestamp;
}

export interface UploadsTable {
  id: string;
  event_uuid: string;
  organisation_id: string;
  user_id: string;
  file_name: string;
  status: 'mapping' | 'importing' | 'done' | 'failed';
  source: string | null;
  encoding: string | null;
  headers: Json<string[]>;
  mapping: Json<(string | null)[]>;
  rows: Json<string[][]>;
  /** The first rows (migration 085): what the mapping step and the progress polls show of the file. */
  sample: ColumnType<string[][], string | undefined, string>;
  row_numbers: Json<number[]>;
  total_rows: number;
  processed: Generated<number>;
  created: Generated<number>;
  updated: Generated<number>;
  failed: Generated<number>;
  failure: string | null;
  /** The organiser's choice in the mapping step: an empty cell clears the guest's value (else it changes nothing). */
  empty_cells_clear: Generated<boolean>;
  created_at: DefaultedTimestamp;
  updated_at: DefaultedTimestamp;
}

/** An upload's refused rows, a batch of the import at a time (migration 084). */
export interface UploadErrorsTable {
  upload_id: string;
  batch: number;
  errors: ColumnType<{ row: number; field: string; message: string }[], string, string>;
  error_count: number;
}

/** Signing secrets: never in the log. */
export interface WebhookSecretsTable {
  endpoint_id: string;
  secret: string;
  previous_secret: string | null;
  previous_expires_at: Timestamp | null;
  created_at: DefaultedTimestamp;
  rotated_at: Timestamp | null;
}

export interface WebhookAttempt {
  at: string;
  status_code: number | null;
  response_ms: number;
  error: string | null;
}

/** One row per (endpoint, event): the delivery log; `id` is the `webhook-id` header. */
export interface WebhookDeliveriesTable {
  id: string;
  endpoint_id: string;
  source_event_id: string;
  event_type: string;
  transaction_id: string;
  global_position: ColumnType<string, string | number, string | number>;
  status: ColumnType<'pending' | 'succeeded' | 'failed', 'pending' | 'succeeded' | 'failed' | undefined, 'pending' | 'succeeded' | 'failed'>;
  attempts: Generated<number>;
  round_attempts: Generated<number>;
  next_attempt_at: Timestamp | null;
  last_attempt_at: Timestamp | null;
  last_status_code: number | null;
  last_response_ms: number | null;
  last_error: string | null;
  attempt_log: ColumnType<WebhookAttempt[], string | undefined, string>;
  created_at: DefaultedTimestamp;
  delivered_at: Timestamp | null;
}

export interface WebhookEndpointHealthTable {
  endpoint_id: string;
  consecutive_failures: Generated<number>;
  failing_since: Timestamp | null;
  next_attempt_at: Timestamp | null;
  last_success_at: Timestamp | null;
}

/** Emails to an endpoint's owner that the sender still has to send (e.g. "disabled"). */
export interface WebhookNoticesTable {
  source_event_id: string;
  endpoint_id: string;
  kind: string;
  created_at: DefaultedTimestamp;
  sent_at: Timestamp | null;
  error: string | null;
}

/** One key per person whose personal data the log holds; null once they were forgotten (crypto-shredding). */
export interface PersonalDataKeysTable {
  subject_id: string;
  key: Buffer | null;
  created_at: DefaultedTimestamp;
  forgotten_at: Timestamp | null;
}

/** OpenID Connect providers (migration 044): the instance's (organisation_id null) and one per organisation. The secret never leaves this table. */
export interface SsoProvidersTable {
  id: string;
  organisation_id: string | null;
  kind: 'entra' | 'oidc';
  display_name: string;
  issuer_url: string | null;
  entra_tenant: string | null;
  client_id: string;
  client_secret: string;
  email_domains: string[];
  created_at: DefaultedTimestamp;
  updated_at: DefaultedTimestamp;
}

/** An account's identity at a provider, keyed by (issuer, subject) (migration 044). */
export interface UserIdentitiesTable {
  issuer: string;
  subject: string;
  user_id: string;
  provider_id: string | null;
  created_at: DefaultedTimestamp;
}

/** A single sign-on attempt awaiting its callback (migration 045); single use. */
export interface SsoFlowsTable {
  state_hash: string;
  provider_id: string;
  intent: 'login' | 'link';
  user_id: string | null;
  code_verifier: string;
  nonce: string;
  expires_at: Date;
}

/** An account's authenticator app (migration 039): the secret encrypted, pending until a code confirms it. */
export interface UserTwoFactorTable {
  user_id: string;
  secret_encrypted: string;
  confirmed_at: Date | null;
  last_used_step: string | number | null;
  created_at: Timestamp;
  fresh_recovery_codes_encrypted: string | null;
  fresh_recovery_codes_until: Date | null;
}

/** Single-use recovery codes (migration 039), hashed. */
export interface TwoFactorRecoveryCodesTable {
  id: string;
  user_id: string;
  code_hash: string;
  used_at: Date | null;
}

/** A login waiting for its second factor (migration 039); the cookie's token hashed. */
export interface TwoFactorChallengesTable {
  token_hash: string;
  user_id: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  wrong_attempts: Generated<number>;
  email_code_hash: string | null;
  email_code_expires_at: Date | null;
  email_codes_sent: Generated<number>;
}

/** The instance's second-factor policy (migration 039): one row, absent means optional. */
export interface InstanceTwoFactorPolicyTable {
  singleton: Generated<boolean>;
  policy: 'optional' | 'administrators' | 'everyone';
  updated_at: DefaultedTimestamp;
}

export interface SmtpConfigurationSecretsTable {
  smtp_configuration_id: string;
  password_sealed: string;
  updated_at: DefaultedTimestamp;
}

/** The credentials that sign wallet passes (migration 075): one row per wallet, the secrets sealed. */
export interface WalletCredentialsTable {
  wallet: 'apple' | 'google';
  details: JSONColumnType<Record<string, string>>;
  secret_sealed: string;
  updated_at: DefaultedTimestamp;
}

export interface Database {
  phone_verifications: PhoneVerificationsTable;
  user_two_factor: UserTwoFactorTable;
  two_factor_recovery_codes: TwoFactorRecoveryCodesTable;
  two_factor_challenges: TwoFactorChallengesTable;
  instance_two_factor_policy: InstanceTwoFactorPolicyTable;
  personal_data_keys: PersonalDataKeysTable;
  es_events: EsEventsTable;
  es_idempotency: EsIdempotencyTable;
  es_decision_snapshots: EsDecisionSnapshotsTable;
  projection_checkpoints: ProjectionCheckpointsTable;
  users: UsersTable;
  email_verifications: EmailVerificationsTable;
  password_resets: PasswordResetsTable;
  email_changes: EmailChangesTable;
  sessions: SessionsTable;
  api_tokens: ApiTokensTable;
  rate_limit_hits: RateLimitHitsTable;
  login_known_addresses: LoginKnownAddressesTable;
  login_known_devices: LoginKnownDevicesTable;
  instance_secrets: InstanceSecretsTable;
  instance_settings: InstanceSettingsTable;
  instance_theme: InstanceThemeTable;
  seating_piece_ids: SeatingPieceIdsTable;
  smtp_configuration_secrets: SmtpConfigurationSecretsTable;
  wallet_credentials: WalletCredentialsTable;
  mail_deliveries: MailDeliveriesTable;
  uploads: UploadsTable;
  upload_errors: UploadErrorsTable;
  test_mails_sent: TestMailsSentTable;
  media: MediaTable;
  organisation_invitations: OrganisationInvitationsTable;
  webhook_secrets: WebhookSecretsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  webhook_endpoint_health: WebhookEndpointHealthTable;
  webhook_notices: WebhookNoticesTable;
  sso_providers: SsoProvidersTable;
  user_identities: UserIdentitiesTable;
  sso_flows: SsoFlowsTable;
}
