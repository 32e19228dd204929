// The activity feed.
import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from '@usher/infra/db/schema';

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
