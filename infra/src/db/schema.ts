import type { ColumnType, Generated, JSONColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type DefaultedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T extends object | null = Record<string, unknown>> = JSONColumnType<T, string, string>;

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

export interface RmEventAdministratorsTable {
  administrator_id: string;
  event_uuid: string;
  email: string;
  user_id: string | null;
  role: string;
  created_at: Timestamp;
  updated_at: Timestamp;
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

export interface RmEventsTable {
  uuid: string;
  organisation_id: string;
  name: string;
  starts_at: Timestamp | null;
  /** When it ends (migration 046): the end date and time, else the end of its last day. */
  ends_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  is_archived: Generated<boolean>;
  body: Json<Record<string, unknown>>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface RmAttendeesTable {
  id: string;
  event_uuid: string;
  first_name: string;
  last_name: string;
  full_name: string;
  email: string | null;
  phone_number: string | null;
  /** The external order or attendee number an import brought (migration 043). */
  reference: string | null;
  parent_attendee_id: string | null;
  checked_in: Generated<boolean>;
  checked_in_at: Timestamp | null;
  /** The check-in event's actor name (migration 024). */
  checked_in_by: string | null;
  /** The check-in event's actor id (migration 035): the name goes when that account is deleted. */
  checked_in_by_id: string | null;
  is_approved: boolean | null;
  is_attending: boolean | null;
  rsvped_at: Timestamp | null;
  tags: ColumnType<string[], string | undefined, string>;
  custom_fields: ColumnType<Record<string, unknown>, string | undefined, string>;
  ticket_variation_id: string | null;
  total_tickets: Generated<number>;
  is_invited: Generated<boolean>;
  invitation_sent_at: Timestamp | null;
  link_clicked_at: Timestamp | null;
  is_real_ticket: Generated<boolean>;
  is_name_modified: Generated<boolean>;
  is_draft: Generated<boolean>;
  ordering: number | null;
  section: string | null;
  table_no: string | null;
  seat_no: string | null;
  seat_sort_key: string | null;
  /** Where the guest sits (migration 052): ids that renames and deletes find the guest by, and the spec's row and table-name columns. */
  seat_id: Generated<string | null>;
  table_id: Generated<string | null>;
  section_id: Generated<string | null>;
  row_no: Generated<string | null>;
  table_label: Generated<string | null>;
  host_group_id: string | null;
  has_checkin_alert: Generated<boolean>;
  account_created_at: Timestamp | null;
  last_invitation_message: string | null;
  checkin_alert_users: ColumnType<string[] | null, string | null | undefined, string | null>;
  /** The guest's personal data was forgotten (migration 018): the row keeps only their states. */
  is_forgotten: Generated<boolean>;
  search_text: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface RmActionAlertsTable {
  id: string;
  event_uuid: string;
  user_id: string;
  action: 'check_in' | 'rsvp_yes' | 'rsvp_no' | 'link_clicked';
  created_by: string | null;
  created_at: Timestamp;
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

export interface RmAttendeeTagsTable {
  id: string;
  event_uuid: string;
  name: string;
  color: string;
  created_at: Timestamp;
}

/** Seating floor plans (migration 052), kept by the guest-list projection. */
export interface RmSeatingPlansTable {
  event_uuid: string;
  settings: Json;
  updated_at: Timestamp;
}
export interface RmSeatingSectionsTable {
  id: string;
  event_uuid: string;
  name: string;
  data: Json;
  created_at: Timestamp;
}
export interface RmSeatingTablesTable {
  id: string;
  event_uuid: string;
  section_id: string | null;
  name: string;
  label: string | null;
  sort_key: string;
  data: Json;
  created_at: Timestamp;
}
export interface RmSeatingSeatsTable {
  id: string;
  event_uuid: string;
  table_id: string;
  name: string;
  position: number;
  seat_legend_id: string | null;
  disabled: Generated<boolean>;
  disabled_message: string | null;
  attendee_id: string | null;
  created_at: Timestamp;
}
export interface RmSeatingCanvasObjectsTable {
  id: string;
  event_uuid: string;
  data: Json;
  created_at: Timestamp;
}
export interface RmSeatingLegendsTable {
  id: string;
  event_uuid: string;
  name: string;
  color: string;
  created_at: Timestamp;
}

/** Each floor-plan piece's id, reserved for the event that first created it (migration 064): the command side's, written with the save. */
export interface SeatingPieceIdsTable {
  id: string;
  event_uuid: string;
  kind: string;
}

/** Table owners (migration 053), kept by the table_owners projection. */
export interface RmSeatingTableOwnersTable {
  table_id: string;
  event_uuid: string;
  attendee_id: string;
  may_seat_guests: boolean;
  seat_limit: number;
  updated_at: Timestamp;
}

/** Host groups (migration 021). */
export interface RmHostGroupsTable {
  id: string;
  event_uuid: string;
  name: string;
  is_active: boolean;
  total_tickets: number;
  tag_color: string | null;
  host_group_tag_id: string | null;
  host_access_till: string | null;
  experience_type: 'go' | 'pro';
  is_sending_tickets_enabled: boolean;
  is_email_required: boolean;
  is_seating_hidden: boolean;
  is_view_floorplan_enabled: boolean;
  is_public_link_enabled: boolean;
  journey_id: string | null;
  shared_at: Timestamp | null;
  tickets_sent_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface RmHostGroupHostsTable {
  group_id: string;
  attendee_id: string;
  event_uuid: string;
  attending_with_group: boolean;
  created_at: Timestamp;
}

export interface RmHostGroupTagsTable {
  id: string;
  event_uuid: string;
  name: string;
  created_at: Timestamp;
}

export interface RmAttendeeStatsTable {
  event_uuid: string;
  total: Generated<number>;
  rsvp_pending: Generated<number>;
  rsvp_yes: Generated<number>;
  rsvp_no: Generated<number>;
  approval_pending: Generated<number>;
  approval_yes: Generated<number>;
  approval_no: Generated<number>;
  checked_in: Generated<number>;
  invited: Generated<number>;
  rsvped: Generated<number>;
  forfeited: Generated<number>;
  accounts: Generated<number>;
  seated: Generated<number>;
}

export interface RmAttendeeTabsTable {
  id: string;
  event_uuid: string;
  name: string;
  filters: Json<Record<string, string>>;
  sort: string | null;
  columns: Json<{ key: string; visible: boolean }[]>;
  position: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface RmColumnSettingsTable {
  event_uuid: string;
  user_id: string;
  columns: Json<{ key: string; visible: boolean }[]>;
  updated_at: Timestamp;
}

export interface RmGuestAccountsTable {
  email: string;
  user_id: string;
  created_at: Timestamp;
}

export interface RmActivityLogsTable {
  id: string;
  event_uuid: string;
  type: string;
  description: string;
  actor_id: string | null;
  actor_name: string | null;
  attendee_id: string | null;
  global_position: ColumnType<string, string | number, string | number>;
  created_at: Timestamp;
  /** Shared by the entries of one bulk change (see the activity feed projection); null for single ones. */
  group_key: string | null;
  item_count: Generated<number>;
}

export interface RmActivityReadsTable {
  log_id: string;
  user_id: string;
  read_at: Timestamp;
}

export interface RmActivityAttendeeNamesTable {
  attendee_id: string;
  first_name: string;
  last_name: string;
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
  row_numbers: Json<number[]>;
  total_rows: number;
  processed: Generated<number>;
  created: Generated<number>;
  updated: Generated<number>;
  failed: Generated<number>;
  errors: ColumnType<{ row: number; field: string; message: string }[], string | undefined, string>;
  failure: string | null;
  /** The organiser's choice in the mapping step: an empty cell clears the guest's value (else it changes nothing). */
  empty_cells_clear: Generated<boolean>;
  created_at: DefaultedTimestamp;
  updated_at: DefaultedTimestamp;
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

/** Communications (migration 057): alerts, their recipients' messages, templates, mail settings, servers, suppressions. */
export interface RmTicketTransfersTable {
  id: string;
  event_uuid: string;
  attendee_id: string;
  type: 'soft_transfer' | 'hard_transfer';
  status: 'pending_acceptance' | 'pending_approval' | 'completed' | 'declined' | 'rejected' | 'canceled' | 'removed';
  requires_approval: boolean;
  from_first_name: string;
  from_last_name: string;
  from_email: string | null;
  to_first_name: string;
  to_last_name: string;
  to_email: string | null;
  requested_at: Timestamp;
  accepted_at: Timestamp | null;
  completed_at: Timestamp | null;
  updated_at: Timestamp;
}

export interface RmPassGenerationsTable {
  attendee_id: string;
  event_uuid: string;
  pass_generation: number;
}

export interface RmAlertsTable {
  id: string;
  event_uuid: string;
  name: string;
  subject: string;
  body: string;
  template_id: string | null;
  audience: Json<{ filters: string[]; tab_id: string | null; tag_ids: string[]; except_tag_ids: string[]; host_group_id: string | null; attendee_ids: string[] | null }>;
  schedule: Json<{ kind: 'now' | 'at' | 'relative'; at: string | null; offset_minutes: number | null; anchor: 'starts' | 'ends' | null }>;
  attach_calendar: boolean;
  is_continuous_delivery: boolean;
  status: 'draft' | 'scheduled' | 'sending' | 'sent' | 'deleted';
  due_at: Timestamp | null;
  dispatched_at: Timestamp | null;
  requested_round: ColumnType<number, number | undefined, number>;
  dispatched_round: number | null;
  resend_scope: string | null;
  created_by: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface RmOutboundMessagesTable {
  id: string;
  event_uuid: string;
  alert_id: string | null;
  attendee_id: string | null;
  email: string;
  round: number;
  status: string;
  status_at: Timestamp;
  detail: string | null;
  code: string | null;
  due_at: Timestamp;
  retry_at: Timestamp | null;
  smtp_configuration_id: string | null;
  /** The notification the message carries ('invitation'), or null for a communication's. */
  notification: string | null;
  provider_message_id: string | null;
  attempts: ColumnType<number, number | undefined, number>;
  version: number;
  sent_at: Timestamp | null;
  delivered_at: Timestamp | null;
  opened_at: Timestamp | null;
  clicked_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface RmTemplatesTable {
  id: string;
  event_uuid: string;
  notification_type: string | null;
  name: string;
  subject: string;
  body: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface RmEventCommunicationSettingsTable {
  event_uuid: string;
  smtp_configuration_id: string | null;
  is_open_tracking_enabled: ColumnType<boolean, boolean | undefined, boolean>;
  is_click_tracking_enabled: ColumnType<boolean, boolean | undefined, boolean>;
  active_notification_templates: ColumnType<Record<string, string>, string | undefined, string>;
  updated_at: Timestamp;
}

export interface RmSmtpConfigurationsTable {
  id: string;
  event_uuid: string;
  name: string;
  host: string;
  port: number;
  security: 'tls' | 'starttls' | 'none';
  username: string | null;
  has_password: boolean;
  from_email: string;
  from_name: string | null;
  reply_to: string | null;
  max_per_minute: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SmtpConfigurationSecretsTable {
  smtp_configuration_id: string;
  password_sealed: string;
  updated_at: DefaultedTimestamp;
}

export interface RmSuppressionsTable {
  organisation_id: string;
  /** sha256(lower(trim(email))), first 32 hex (migration 067): what a suppression is checked by. */
  address_key: string;
  /** The address, to show the organiser; null once its guest is forgotten. */
  email_lower: string | null;
  reason: string;
  attendee_id: string | null;
  message_id: string | null;
  event_uuid: string | null;
  created_at: Timestamp;
}

/** The event's features (migration 058). */
export interface RmEventFeaturesTable {
  id: string;
  event_uuid: string;
  kind: string;
  title: string;
  body: string;
  items: Json<{ title: string; detail: string; time: string | null }[]>;
  media_id: string | null;
  is_visible: boolean;
  position: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Guests' support questions and the answers (migration 059). */
export interface RmSupportQuestionsTable {
  id: string;
  event_uuid: string;
  attendee_id: string;
  text: string;
  answer: string | null;
  asked_at: Timestamp;
  answered_at: Timestamp | null;
  /** The pass generation of the holder who asked (migration 066): a pass shows only its own holder's questions. */
  pass_generation: Generated<number>;
}

/** Journeys (migration 062): journeys with their drafts, their published versions, and each guest's way through theirs. */
export interface RmJourneysTable {
  id: string;
  event_uuid: string;
  name: string;
  is_default: ColumnType<boolean, boolean | undefined, boolean>;
  /** The draft's first step; its steps are rows of rm_journey_draft_steps (migration 064). */
  start_step_id: string | null;
  published_version: number | null;
  deleted: ColumnType<boolean, boolean | undefined, boolean>;
  duplicated_from: string | null;
  template_key: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A step of a journey's draft, in the order the steps were added (migration 064). */
export interface RmJourneyDraftStepsTable {
  journey_id: string;
  step_id: string;
  ordinal: number;
  /** The steps its actions lead to. */
  targets: string[];
  step: Json<Record<string, unknown>>;
}

export interface RmJourneyVersionsTable {
  journey_id: string;
  version: number;
  event_uuid: string;
  graph: Json<{ start_step_id: string | null; steps: unknown[] }>;
  published_at: Timestamp;
}

export interface GuestJourneyPathEntry {
  step_id: string;
  reached_at: string;
  left_at: string | null;
  action_type: string | null;
}

export interface RmGuestJourneysTable {
  attendee_id: string;
  event_uuid: string;
  journey_id: string;
  version: number;
  current_step_id: string | null;
  path: Json<GuestJourneyPathEntry[]>;
  started_at: Timestamp;
  completed_at: Timestamp | null;
  updated_at: Timestamp;
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
  rm_event_administrators: RmEventAdministratorsTable;
  sessions: SessionsTable;
  api_tokens: ApiTokensTable;
  rate_limit_hits: RateLimitHitsTable;
  login_known_addresses: LoginKnownAddressesTable;
  login_known_devices: LoginKnownDevicesTable;
  instance_secrets: InstanceSecretsTable;
  instance_settings: InstanceSettingsTable;
  instance_theme: InstanceThemeTable;
  rm_events: RmEventsTable;
  rm_attendees: RmAttendeesTable;
  rm_attendee_stats: RmAttendeeStatsTable;
  rm_attendee_tags: RmAttendeeTagsTable;
  rm_seating_plans: RmSeatingPlansTable;
  rm_seating_sections: RmSeatingSectionsTable;
  rm_seating_tables: RmSeatingTablesTable;
  rm_seating_seats: RmSeatingSeatsTable;
  rm_seating_canvas_objects: RmSeatingCanvasObjectsTable;
  rm_seating_legends: RmSeatingLegendsTable;
  seating_piece_ids: SeatingPieceIdsTable;
  rm_seating_table_owners: RmSeatingTableOwnersTable;
  rm_event_features: RmEventFeaturesTable;
  rm_support_questions: RmSupportQuestionsTable;
  rm_sso_domain_claims: RmSsoDomainClaimsTable;
  rm_alerts: RmAlertsTable;
  rm_outbound_messages: RmOutboundMessagesTable;
  rm_templates: RmTemplatesTable;
  rm_event_communication_settings: RmEventCommunicationSettingsTable;
  rm_smtp_configurations: RmSmtpConfigurationsTable;
  smtp_configuration_secrets: SmtpConfigurationSecretsTable;
  rm_suppressions: RmSuppressionsTable;
  rm_host_groups: RmHostGroupsTable;
  rm_host_group_hosts: RmHostGroupHostsTable;
  rm_host_group_tags: RmHostGroupTagsTable;
  rm_attendee_tabs: RmAttendeeTabsTable;
  rm_column_settings: RmColumnSettingsTable;
  rm_guest_accounts: RmGuestAccountsTable;
  rm_action_alerts: RmActionAlertsTable;
  mail_deliveries: MailDeliveriesTable;
  rm_activity_logs: RmActivityLogsTable;
  rm_activity_reads: RmActivityReadsTable;
  rm_activity_attendee_names: RmActivityAttendeeNamesTable;
  uploads: UploadsTable;
  test_mails_sent: TestMailsSentTable;
  media: MediaTable;
  rm_organisations: RmOrganisationsTable;
  rm_organisation_addresses: RmOrganisationAddressesTable;
  organisation_invitations: OrganisationInvitationsTable;
  rm_webhook_endpoints: RmWebhookEndpointsTable;
  webhook_secrets: WebhookSecretsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  webhook_endpoint_health: WebhookEndpointHealthTable;
  webhook_notices: WebhookNoticesTable;
  sso_providers: SsoProvidersTable;
  user_identities: UserIdentitiesTable;
  sso_flows: SsoFlowsTable;
  rm_ticket_transfers: RmTicketTransfersTable;
  rm_pass_generations: RmPassGenerationsTable;
  rm_journeys: RmJourneysTable;
  rm_journey_draft_steps: RmJourneyDraftStepsTable;
  rm_journey_versions: RmJourneyVersionsTable;
  rm_guest_journeys: RmGuestJourneysTable;
}
