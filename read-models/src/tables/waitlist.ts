// Capacity and the waitlist: each event's places and each waiting party.
import type { Json, Timestamp } from '@usher/infra/db/schema';

export interface RmEventCapacityTable {
  event_uuid: string;
  /** The capacity stream folded (CapacityState of @usher/domain/waitlist/capacity-state), evolved event by event. */
  state: Json;
  capacity: number | null;
  taken: number;
  offered: number;
  waiting: number;
  offer_mode: 'automatic' | 'manual';
  updated_at: Timestamp;
}

export interface RmWaitlistEntriesTable {
  event_uuid: string;
  attendee_id: string;
  /** 1 is next in line. */
  position: number;
  party_size: number;
  ticket_variation_id: string | null;
  status: 'waiting' | 'offered';
  offer_id: string | null;
  joined_at: Timestamp;
  offered_at: Timestamp | null;
  expires_at: Timestamp | null;
}
