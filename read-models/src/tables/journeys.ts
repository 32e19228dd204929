// Journeys: drafts, published versions and each guest's way through theirs.
import type { ColumnType } from 'kysely';
import type { Timestamp, Json } from '@usher/infra/db/schema';

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
