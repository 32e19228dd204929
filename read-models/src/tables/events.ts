// Events, their administrators, features, support questions, ticket transfers and pass generations.
import type { ColumnType, Generated } from 'kysely';
import type { Timestamp, Json } from '@usher/infra/db/schema';

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

export interface RmEventAdministratorsTable {
  administrator_id: string;
  event_uuid: string;
  email: string;
  user_id: string | null;
  role: string;
  created_at: Timestamp;
  updated_at: Timestamp;
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
