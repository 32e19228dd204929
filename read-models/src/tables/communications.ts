// Communications: alerts, outbound messages, templates, mail settings, SMTP configurations, suppressions.
import type { ColumnType } from 'kysely';
import type { Timestamp, Json } from '@usher/infra/db/schema';

type MessageWordsRow = { subject?: string; body?: string };
type MessageTranslationsRow = { en?: MessageWordsRow; de?: MessageWordsRow; fr?: MessageWordsRow; es?: MessageWordsRow };

export interface RmAlertsTable {
  id: string;
  event_uuid: string;
  name: string;
  subject: string;
  body: string;
  template_id: string | null;
  audience: Json<{
    filters: string[];
    tab_id: string | null;
    tag_ids: string[];
    except_tag_ids: string[];
    host_group_id: string | null;
    attendee_ids: string[] | null;
  }>;
  schedule: Json<{ kind: 'now' | 'at' | 'relative'; at: string | null; offset_minutes: number | null; anchor: 'starts' | 'ends' | null }>;
  /** The words in other languages, by language code (message-translations.ts); {} when none. */
  translations: ColumnType<MessageTranslationsRow, string | undefined, string>;
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
  /** The words in other languages, by language code; {} when none. */
  translations: ColumnType<MessageTranslationsRow, string | undefined, string>;
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
