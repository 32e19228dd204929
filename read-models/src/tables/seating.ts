// Seating: floor plans, their pieces and table owners.
import type { Generated } from 'kysely';
import type { Timestamp, Json } from '@usher/infra/db/schema';

/** Seating floor plans (migration 052), kept by the seating projection. */
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

/** Table owners (migration 053), kept by the table_owners projection. */
export interface RmSeatingTableOwnersTable {
  table_id: string;
  event_uuid: string;
  attendee_id: string;
  may_seat_guests: boolean;
  seat_limit: number;
  updated_at: Timestamp;
}
